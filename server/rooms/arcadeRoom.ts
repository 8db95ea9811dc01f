// What every arcade room does beyond its game: the guard on every frame (GuardedRoom), its record
// kept in the shared store as the game goes (records.ts), a dropped player's seat kept for a minute,
// and — in a room built again from its record on another process — each seat given back to its
// player when they come back with their last reconnection token, for the same minute.

import { type Client, type Delayed, matchMaker } from '@colyseus/core';
import { GuardedRoom } from './guard';
import { keepRecord, type RoomRecord, type SeatRecord, tokenKey } from './records';

/** How long a dropped player's seat is kept, in seconds (a test shortens it). */
export const SEAT_KEPT = { seconds: 60 };

export abstract class ArcadeRoom<S extends object> extends GuardedRoom<S> {
  /** Each seat's latest reconnection token, as its key, by session. */
  private readonly keys = new Map<string, string>();
  /** A rebuilt room's seats whose players have not come back yet, by their token's key. */
  private readonly unclaimed = new Map<string, { session: string; end: number; timer: Delayed }>();
  private writing: Promise<void> = Promise.resolve();

  /** This room's record as it stands. */
  protected abstract record(): RoomRecord;
  /** The player of seat `session` is back. */
  protected abstract returned(session: string): void;
  /**
   * The player of seat `session` is gone for good: away past the time their seat was kept, or left
   * before they had even finished joining (nothing to come back to).
   */
  protected abstract absent(session: string, why: 'away' | 'left'): void;

  /** The server is shutting down: the rooms go with it, and their records stay as they were. */
  protected get closing(): boolean {
    return matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN;
  }

  /** Keep the record as it stands now (writes go out in order). */
  protected keep(): void {
    if (this.closing) return;
    const record = this.record();
    this.writing = this.writing.then(() => keepRecord(this.presence, record));
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

  /** A dropped player's seat waits for them for the time a seat is kept. */
  protected async hold(client: Client, seconds = SEAT_KEPT.seconds): Promise<void> {
    try {
      await this.allowReconnection(client, seconds);
    } catch (e) {
      this.absent(client.sessionId, e instanceof Error && e.message === 'not joined' ? 'left' : 'away');
      this.keep();
      return;
    }
    this.seated(client);
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
        this.unclaimed.delete(seat.key);
        this.absent(seat.session, 'away');
        this.keep();
      }, seconds * 1000);
      this.unclaimed.set(seat.key, { session: seat.session, end: Date.now() + seconds * 1000, timer });
    }
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
    this.unclaimed.delete(tokenKey(token));
    waiting.timer.clear();
    const previous = { sessionId: waiting.session, reconnectionToken: token } as Client;
    const left = Math.max(1, (waiting.end - Date.now()) / 1000);
    void this.hold(previous, left);
    return super.checkReconnectionToken(token);
  }
}
