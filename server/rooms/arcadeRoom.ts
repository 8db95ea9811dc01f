// What every arcade room does beyond its game: the guard on every frame (GuardedRoom), its record
// kept in the shared store as the game goes (records.ts), a dropped player's seat kept for a minute,
// and — in a room built again from its record on another process — each seat given back to its
// player when they come back with their last reconnection token, for the same minute.

import { type Client, ClientState, type Delayed, matchMaker } from '@colyseus/core';
import { GuardedRoom } from './guard';
import { RecordKeeper } from './keeper';
import { type RecordDraft, type SeatRecord, tokenKey } from './records';

/** How long a dropped player's seat is kept, in seconds (a test shortens it). */
export const SEAT_KEPT = { seconds: 60 };

export abstract class ArcadeRoom<S extends object> extends GuardedRoom<S> {
  /** Each seat's latest reconnection token, as its key, by session. */
  private readonly keys = new Map<string, string>();
  /** A rebuilt room's seats whose players have not come back yet, by their token's key. */
  private readonly unclaimed = new Map<string, { session: string; end: number; timer: Delayed }>();
  // A busy process can miss a health check, and another process then unlists its rooms: each
  // heartbeat lists the room again, so its players can still find it.
  private readonly keeper = new RecordKeeper(
    () => this.presence,
    () => this.record(),
    this.clock,
    () => this.listAgain(),
  );

  /** This room's record as it stands. */
  protected abstract record(): RecordDraft;
  /** The player of seat `session` is back. */
  protected abstract returned(session: string): void;
  /** The player of seat `session` did not come back in time: the seat is given up. */
  protected abstract absent(session: string): void;

  /** The server is shutting down: the rooms go with it, and their records are let go as they were. */
  protected get closing(): boolean {
    return matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN;
  }

  /** Keep the record as it stands (keeper.ts). */
  protected keep(): void {
    if (!this.closing) this.keeper.keep();
  }

  /** Disposed with a server that stops: the record is let go, for another process to build again. */
  protected override async _dispose(): Promise<unknown> {
    if (this.closing) await this.keeper.release();
    return super._dispose();
  }

  private listAgain(): void {
    try {
      void Promise.resolve(this.listing.save()).catch(() => undefined);
    } catch {}
  }

  /** A seat a rebuilt room waits for is taken, as a reserved seat is. */
  override hasReachedMaxClients(): boolean {
    const taken = this.clients.length + Object.keys(this.reservedSeats).length + this.unclaimed.size;
    return super.hasReachedMaxClients() || taken >= this.maxClients;
  }

  /** Redis came back empty after a restart: the record is kept again (the listing is saved by the caller). */
  registerAgain(): void {
    this.keep();
  }

  /** Seats for the record: each session's token key and what became of its player. */
  protected seatsOf(sessions: Iterable<[string, SeatRecord['fate']]>): SeatRecord[] {
    return [...sessions].map(([session, fate]) => ({ session, key: this.keys.get(session) ?? '', fate }));
  }

  /** A player is in (joined, or back): their token is the seat's key from now on. */
  protected seated(client: Client): void {
    this.keys.set(client.sessionId, tokenKey(client.reconnectionToken));
  }

  /**
   * A dropped player's seat waits for them for the time a seat is kept. A connection that dropped
   * before its join was done (a flaky phone, back and gone again) cannot be waited for as itself —
   * Colyseus refuses — so a stand-in with its session and latest token waits in its place.
   */
  protected async hold(client: Client, seconds = SEAT_KEPT.seconds): Promise<void> {
    const joined = (client as { _enqueuedMessages?: unknown })._enqueuedMessages === undefined;
    const previous = joined
      ? client
      : ({ sessionId: client.sessionId, reconnectionToken: client.reconnectionToken } as Client);
    try {
      await this.allowReconnection(previous, seconds);
    } catch {
      this.absent(client.sessionId);
      this.keep();
      return;
    }
    // Back: the dropped connection is not counted as a leave (Colyseus marks only `previous`).
    if (!joined) (client as { state: ClientState }).state = ClientState.RECONNECTED;
    this.seated(previous);
    this.returned(client.sessionId);
    this.keep();
  }

  /** Built again from its record: every seat waits for its player, as a dropped player's does. */
  protected awaitPlayers(seats: readonly SeatRecord[]): void {
    const seconds = SEAT_KEPT.seconds;
    for (const seat of seats) {
      if (seat.fate !== '' || seat.key === '') continue;
      this.keys.set(seat.session, seat.key);
      const timer = this.clock.setTimeout(() => {
        this.claim(seat.key);
        this.absent(seat.session);
        this.keep();
      }, seconds * 1000);
      this.unclaimed.set(seat.key, { session: seat.session, end: Date.now() + seconds * 1000, timer });
    }
    // Empty of clients while it waits for its players, the room must not close under them.
    if (this.unclaimed.size > 0) this.autoDispose = false;
  }

  /** A rebuilt room's seat is no longer waited for (its player is back, or their time is up). */
  private claim(key: string): void {
    const waiting = this.unclaimed.get(key);
    waiting?.timer.clear();
    this.unclaimed.delete(key);
    if (this.unclaimed.size === 0) this.autoDispose = true;
  }

  /**
   * The matchmaker asks whose seat a reconnection token is for. In a rebuilt room a token the room
   * never gave out may still be a seat's latest (the record keeps its key): that seat then waits for
   * its player's connection, for what is left of their minute.
   */
  override checkReconnectionToken(token: string): string {
    const known = super.checkReconnectionToken(token);
    if (known) return known;
    const waiting = this.unclaimed.get(tokenKey(token));
    if (!waiting) return known;
    this.claim(tokenKey(token));
    const previous = { sessionId: waiting.session, reconnectionToken: token } as Client;
    const left = Math.max(1, (waiting.end - Date.now()) / 1000);
    void this.hold(previous, left);
    return super.checkReconnectionToken(token);
  }
}
