// A live Flood Duel between two people. The room deals the board, takes each move through the
// Flood Duel rules (src/logic/flood) and publishes the colours chosen; a client replays them through
// the same rules to draw the captures. A friend's room has a code and is private; a quick match is
// found by board size. Each turn has a time limit (the room's turn clock): a player whose time runs
// out loses. A dropped player has a minute to come back before losing by forfeit; leaving on purpose
// forfeits at once. REMATCH, asked by both, deals again with the other player starting. The room's
// record (records.ts) lets another process build it again where it was if this one dies. A game
// between two signed-in players who both asked for it, in a private room (the rated queue's or a
// friend's), is rated (duelRatings.ts); anyone else plays as ever.

import { randomInt } from 'node:crypto';
import { type Client, ServerError } from '@colyseus/core';
import * as FD from '../../src/logic/flood';
import {
  checkDuelMove,
  checkDuelRequest,
  DUEL_MESSAGES,
  type DuelRequest,
  type Ending,
  REFUSALS,
  ROOMS,
  readMessage,
} from '../../src/logic/protocol';
import { log } from '../log';
import { ArcadeRoom } from './arcadeRoom';
import { freeCode } from './codes';
import { duelRecord, readDuelData } from './duelData';
import { DuelRatings } from './duelRatings';
import { DuelState, Seat } from './duelState';
import { CLOSE_NO_OPPONENT, QUEUED_OPTION, type Seated, whoIs } from './rated';
import { type RecordDraft, readRecord, rebuildOf } from './records';
import { TurnClock } from './turnClock';

export class DuelRoom extends ArcadeRoom<DuelState> {
  override maxClients = 2;
  private game!: FD.FloodState;
  private turns!: TurnClock;
  private friends = false;
  /** Made by the rated queue for a pair it found: private, but no friend's code to show. */
  private queued = false;
  private readonly ratings = new DuelRatings(() => ({
    state: this.state,
    roomId: this.roomId,
    private: this.friends,
  }));

  /**
   * Who the player is, checked at the door before a seat is reserved: a profile named by the `auth`
   * option. Without one (or with one the store cannot check just now) the player plays unrated, as
   * ever. A seat the rated queue reserves comes with its profile, and is not asked here.
   */
  static override async onAuth(_token: string, options: unknown): Promise<Seated> {
    const who = await whoIs(options);
    return { profile: who.kind === 'profile' ? who.profile.id : null };
  }

  override async onCreate(options: unknown): Promise<void> {
    this.setState(new DuelState());
    const rebuild = rebuildOf(options);
    if (rebuild !== null) await this.rebuild(rebuild);
    else {
      const request = readMessage(checkDuelRequest, options ?? {});
      if (!request.ok) throw new ServerError(400, request.reason);
      // Every room's id is a code, so a reload finds its room by the link (?room=); only a friend's
      // room shows it as the code to send, and only a friend's room is kept out of quick matches.
      this.roomId = await freeCode();
      this.queued = queuedOf(options);
      await this.open(request.value);
      this.state.status = 'waiting';
      this.deal(1);
      if (this.queued) this.awaitPair();
    }
    this.hear({
      [DUEL_MESSAGES.move]: (client, data) => this.move(client, data),
      [DUEL_MESSAGES.rematch]: (client) => this.rematch(client),
    });
  }

  private async open(request: DuelRequest): Promise<void> {
    const { width, height, clock } = request;
    this.friends = request.private;
    this.state.code = request.private && !this.queued ? this.roomId : '';
    if (request.private) await this.setPrivate(true);
    await this.setMetadata({ width, height });
    this.state.width = width;
    this.state.height = height;
    this.state.turnSeconds = clock;
    this.state.round = 0;
    this.turns = new TurnClock(
      this.clock,
      clock,
      (left) => {
        this.state.clock = left;
      },
      () => this.forfeit(this.game.turn, 'time'),
    );
  }

  /** Built again from the record of a room whose process died: the same deal, moves and seats. */
  private async rebuild(id: string): Promise<void> {
    const record = await readRecord(this.presence, id);
    const data = record && record.name === ROOMS.duel && !record.over ? readDuelData(record.game) : null;
    if (!record || !data) throw new ServerError(REFUSALS.notKept, 'the game was not kept');
    this.roomId = id;
    // The listing is saved by the lock below, before the matchmaker names it after onCreate.
    this.listing.roomId = id;
    this.queued = data.queued;
    await this.open({ width: data.width, height: data.height, clock: data.clock, private: data.private });
    this.state.round = data.round;
    this.deal(data.first, data.seed);
    for (const c of data.moves) {
      const r = FD.apply(this.game, c);
      if (!r.ok) throw new ServerError(REFUSALS.notKept, 'the game was not kept');
      this.game = r.value.state;
      this.state.moves.push(c);
    }
    this.state.turn = this.game.turn;
    for (const s of data.seats) {
      this.state.seats.set(s.session, seatOf(s.role, false));
      this.ratings.sit(s.session, s);
    }
    this.ratings.restore(data.recorded);
    this.state.status = data.status;
    if (data.status === 'playing') {
      await this.lock();
      this.turns.start();
      this.ratings.start();
    }
    this.awaitPlayers(record.seats);
    log.say(`duel ${id}: built again from its record at move ${data.moves.length}`);
  }

  /** A pair the queue made whose second player never takes their seat: the first is told to queue again. */
  private awaitPair(): void {
    this.clock.setTimeout(() => {
      if (this.state.status === 'waiting') void this.disconnect(CLOSE_NO_OPPONENT);
    }, PAIR_WAIT_MS);
  }

  override onJoin(client: Client, options?: unknown, auth?: Seated): void {
    const taken = new Set([...this.state.seats.values()].map((s) => s.role));
    this.state.seats.set(client.sessionId, seatOf(taken.has(1) ? 2 : 1, true));
    this.ratings.sit(client.sessionId, { profile: auth?.profile ?? '', asked: askedRated(options) });
    this.seated(client);
    if (this.state.seats.size === 2) {
      this.state.status = 'playing';
      // Locked for good: a seat left empty by a forfeit is not offered to a stranger.
      void this.lock();
      this.turns.start();
      this.ratings.start();
    }
    this.keep();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const forGood = this.forGood(client, consented);
    const seat = this.state.seats.get(client.sessionId);
    if (!seat || this.closing) return;
    seat.connected = false;
    if (this.state.status === 'over') seat.left = true;
    else if (forGood) this.gone(client.sessionId, 'left');
    // Dropped (a reload, a lost connection), waiting for a friend or playing: the seat is kept.
    else return this.hold(client);
    this.keep();
  }

  protected returned(session: string): void {
    const seat = this.state.seats.get(session);
    if (seat) seat.connected = true;
  }

  protected absent(session: string): void {
    this.gone(session, 'away');
  }

  /** A player is gone for good: a game under way is lost; a room still waiting loses its player. */
  private gone(session: string, why: Ending): void {
    const seat = this.state.seats.get(session);
    if (!seat) return;
    if (this.state.status === 'playing') this.forfeit(seat.role, why);
    else if (this.state.status === 'waiting') this.state.seats.delete(session);
    else seat.left = true;
  }

  override onDispose(): void {
    this.turns?.stop();
  }

  override onUncaughtException(error: Error, method: string): void {
    log.say(`duel ${this.roomId}: ${method}:`, error);
  }

  private deal(first: FD.Player, seed = randomInt(2 ** 31)): void {
    this.state.seed = seed;
    this.state.first = first;
    this.state.turn = first;
    this.state.moves.splice(0, this.state.moves.length);
    this.state.result = '';
    this.state.forfeit = 0;
    this.state.ended = '';
    this.game = FD.newGame({ width: this.state.width, height: this.state.height }, seed, first);
  }

  /** Play `client`'s move; the reason it is refused, or null when it was played. */
  private move(client: Client, data: unknown): string | null {
    const seat = this.state.seats.get(client.sessionId);
    if (!seat) return 'not seated';
    const m = readMessage(checkDuelMove, data);
    if (!m.ok) return m.reason;
    if (this.state.status !== 'playing') return 'the game is not being played';
    const played = this.state.moves.length;
    if (m.value.at !== played) return m.value.at < played ? 'that move was played already' : 'out of step';
    if (seat.role !== this.game.turn) return 'it is not your turn';
    const r = FD.floodDuel.apply(this.game, { color: m.value.color });
    if (!r.ok) return r.reason;
    this.game = r.value.state;
    this.state.moves.push(FD.colorIndex(m.value.color));
    this.state.turn = this.game.turn;
    if (FD.status(this.game) === 'over') this.end(FD.winner(this.game), 'rules');
    else this.turns.start();
    // Out at once rather than at the next patch tick (every 50 ms): a move's round trip is what a
    // player feels.
    this.broadcastPatch();
    this.keep();
    return null;
  }

  private end(winner: FD.Player | 'draw' | null, why: Ending): void {
    this.turns.stop();
    this.state.result = winner === 1 ? 'p1' : winner === 2 ? 'p2' : 'draw';
    this.state.status = 'over';
    this.state.ended = why;
    for (const seat of this.state.seats.values()) seat.rematch = false;
    this.ratings.ended();
  }

  /** Side `role` loses the game: they left, were away too long, or ran out of time. */
  private forfeit(role: number, why: Ending): void {
    this.end(role === 1 ? 2 : 1, why);
    this.state.forfeit = role;
    this.keep();
  }

  /** Note `client`'s wish for a rematch, and deal it once both want it; null, or why not. */
  private rematch(client: Client): string | null {
    const seat = this.state.seats.get(client.sessionId);
    if (!seat) return 'not seated';
    if (this.state.status !== 'over') return 'the game is not over';
    seat.rematch = true;
    const seats = [...this.state.seats.values()];
    if (seats.length === 2 && seats.every((s) => s.rematch && s.connected && !s.left)) {
      for (const s of seats) s.rematch = false;
      this.state.round++;
      this.deal(FD.other(this.state.first as FD.Player));
      this.state.status = 'playing';
      this.turns.start();
      this.ratings.start();
      this.keep();
    }
    return null;
  }

  protected record(): RecordDraft {
    const kind = { friends: this.friends, queued: this.queued, ratings: this.ratings };
    return duelRecord(this.state, this.roomId, kind, (seats) => this.seatsOf(seats));
  }
}

/** How long a pair the rated queue made has to take both seats (a reservation lasts 15 s). */
const PAIR_WAIT_MS = 20_000;

/** Whether a room's options are the rated queue's (the door refuses the option from a client). */
const queuedOf = (options: unknown): boolean =>
  typeof options === 'object' &&
  options !== null &&
  (options as Record<string, unknown>)[QUEUED_OPTION] === true;

/** Whether a player's join options ask for a rated game. */
const askedRated = (options: unknown): boolean =>
  typeof options === 'object' && options !== null && (options as { rated?: unknown }).rated === true;

function seatOf(role: number, connected: boolean): Seat {
  const seat = new Seat();
  seat.role = role;
  seat.connected = connected;
  seat.rematch = false;
  seat.left = false;
  return seat;
}
