// A live Flood Duel between two people. The room deals the board, takes each move through the
// Flood Duel rules (src/logic/flood) and publishes the colours chosen; a client replays them through
// the same rules to draw the captures. A friend's room has a code and is private; a quick match is
// found by board size. A dropped player has a minute to come back before losing by
// forfeit; leaving on purpose forfeits at once. REMATCH, asked by both, deals again with the other
// player starting.

import { randomInt } from 'node:crypto';
import { type Client, ServerError } from '@colyseus/core';
import * as FD from '../../src/logic/flood';
import {
  checkDuelMove,
  checkDuelRequest,
  DUEL_MESSAGES,
  type DuelRequest,
  readMessage,
} from '../../src/logic/online';
import { log } from '../log';
import { freeCode } from './codes';
import { DuelState, Seat } from './duelState';
import { GuardedRoom } from './guard';

export class DuelRoom extends GuardedRoom<DuelState> {
  /** How long a dropped player's seat is kept, in seconds (a test shortens it). */
  static reconnectSeconds = 60;
  override maxClients = 2;
  private game!: FD.FloodState;

  override async onCreate(options: unknown): Promise<void> {
    const request = readMessage(checkDuelRequest, options ?? {});
    if (!request.ok) throw new ServerError(400, request.reason);
    const { width, height } = request.value;
    this.setState(new DuelState());
    this.state.code = '';
    this.state.round = 0;
    // Every room's id is a code, so a reload finds its room by the link (?room=); only a friend's
    // room shows it as the code to send, and only a friend's room is kept out of quick matches.
    this.roomId = await freeCode();
    if (request.value.private) {
      this.state.code = this.roomId;
      await this.setPrivate(true);
    }
    await this.setMetadata({ width, height } satisfies Omit<DuelRequest, 'private'>);
    this.state.width = width;
    this.state.height = height;
    this.state.status = 'waiting';
    this.deal(1);
    this.hear({
      [DUEL_MESSAGES.move]: (client, data) => this.move(client, data),
      [DUEL_MESSAGES.rematch]: (client) => this.rematch(client),
    });
  }

  override onJoin(client: Client): void {
    const taken = new Set([...this.state.seats.values()].map((s) => s.role));
    const seat = new Seat();
    seat.role = taken.has(1) ? 2 : 1;
    seat.connected = true;
    seat.rematch = false;
    this.state.seats.set(client.sessionId, seat);
    if (this.state.seats.size === 2) {
      this.state.status = 'playing';
      // Locked for good: a seat left empty by a forfeit is not offered to a stranger.
      void this.lock();
    }
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const forGood = this.forGood(client, consented);
    const seat = this.state.seats.get(client.sessionId);
    if (!seat) return;
    seat.connected = false;
    if (this.state.status === 'over') return;
    // Gone on purpose: a game under way is lost; a room still waiting simply loses its player.
    const gone = (): void => {
      if (this.state.status === 'playing') this.forfeit(seat.role);
      else if (this.state.status === 'waiting') this.state.seats.delete(client.sessionId);
    };
    if (forGood) return gone();
    // Dropped (a reload, a lost connection), waiting for a friend or playing: the seat is kept.
    try {
      await this.allowReconnection(client, DuelRoom.reconnectSeconds);
      seat.connected = true;
    } catch {
      gone();
    }
  }

  override onUncaughtException(error: Error, method: string): void {
    log.say(`duel ${this.roomId}: ${method}:`, error);
  }

  private deal(first: FD.Player): void {
    const seed = randomInt(2 ** 31);
    this.state.seed = seed;
    this.state.first = first;
    this.state.turn = first;
    this.state.moves.splice(0, this.state.moves.length);
    this.state.result = '';
    this.state.forfeit = 0;
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
    if (FD.status(this.game) === 'over') this.end(FD.winner(this.game));
    // Out at once rather than at the next patch tick (every 50 ms): a move's round trip is what a
    // player feels.
    this.broadcastPatch();
    return null;
  }

  private end(winner: FD.Player | 'draw' | null): void {
    this.state.result = winner === 1 ? 'p1' : winner === 2 ? 'p2' : 'draw';
    this.state.status = 'over';
    for (const seat of this.state.seats.values()) seat.rematch = false;
  }

  private forfeit(role: number): void {
    this.end(role === 1 ? 2 : 1);
    this.state.forfeit = role;
  }

  /** Note `client`'s wish for a rematch, and deal it once both want it; null, or why not. */
  private rematch(client: Client): string | null {
    const seat = this.state.seats.get(client.sessionId);
    if (!seat) return 'not seated';
    if (this.state.status !== 'over') return 'the game is not over';
    seat.rematch = true;
    const seats = [...this.state.seats.values()];
    if (seats.length === 2 && seats.every((s) => s.rematch && s.connected)) {
      for (const s of seats) s.rematch = false;
      this.state.round++;
      this.deal(FD.other(this.state.first as FD.Player));
      this.state.status = 'playing';
    }
    return null;
  }
}
