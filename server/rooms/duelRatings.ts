// A duel's ratings: who each seat's player is (their profile's id, kept here on the server and in the
// room's record, never in the state every client sees), whether the game is rated, each player's
// rating before and after it in the state, and a rated game's result sent to the store once.
//
// A game is rated when both seats hold different profiles that both asked for it (`rated: true` in
// their join options) in a private room: a pair the rated queue made (it asks for both), or a
// friend's room whose maker and friend both asked. A public quick match is never rated: its
// players are not paired by rating. A store that is down or fails leaves the game unrated, in one
// line of the log; the game itself never waits for the store.

import { log } from '../log';
import { ratingOf, recordRatedGame } from '../store/ratings';
import type { DuelState, Seat } from './duelState';
import { RATED_GAME, roomStore } from './rated';

/** A seat's player as the ratings know them. */
export interface RatedPlayer {
  /** Their profile's id, or '' for a player without one. */
  readonly profile: string;
  /** They asked for a rated game. */
  readonly asked: boolean;
}

export class DuelRatings {
  private readonly players = new Map<string, RatedPlayer>();
  /** The last round whose result went to the store (-1: none): a round is recorded once. */
  private recorded = -1;
  /** The record of a result on its way: a next round's ratings are read after it. */
  private pending: Promise<unknown> = Promise.resolve();

  /** `room`: the room's state (made in its onCreate, after this), its id, and whether it is private. */
  constructor(private readonly room: () => { state: DuelState; roomId: string; private: boolean }) {}

  private get state(): DuelState {
    return this.room().state;
  }

  /** Seat `session`'s player. */
  sit(session: string, player: RatedPlayer): void {
    this.players.set(session, player);
  }

  /** The player of `session`, for the room's record. */
  playerOf(session: string): RatedPlayer {
    return this.players.get(session) ?? { profile: '', asked: false };
  }

  get lastRecorded(): number {
    return this.recorded;
  }

  /** Built again from a record: the round already recorded. */
  restore(recorded: number): void {
    this.recorded = recorded;
  }

  /** A round starts with both players seated: rated or not, and each rated player's rating shown. */
  start(): void {
    const seats = [...this.state.seats.entries()];
    const profiles = seats.map(([session]) => this.playerOf(session));
    const rated =
      this.room().private &&
      seats.length === 2 &&
      profiles.every((p) => p.profile !== '' && p.asked) &&
      profiles[0]?.profile !== profiles[1]?.profile;
    this.state.rated = rated;
    for (const [, seat] of seats) showRating(seat, 0, 0, 0, 0);
    if (rated) this.pending = this.pending.then(() => this.readRatings());
  }

  private async readRatings(): Promise<void> {
    const round = this.state.round;
    try {
      const db = await roomStore();
      if (!db) throw new Error('the store is not open');
      for (const [session, seat] of this.state.seats) {
        const r = await ratingOf(db, this.playerOf(session).profile, RATED_GAME);
        if (this.state.round === round) showRating(seat, r.rating, r.deviation, 0, 0);
      }
    } catch (e) {
      this.unrated(e);
    }
  }

  /** The round is over: a rated one's result goes to the store, once. */
  ended(): void {
    const round = this.state.round;
    if (!this.state.rated || this.recorded >= round) return;
    this.recorded = round;
    const sides = new Map(
      [...this.state.seats].map(([session, seat]) => [seat.role, this.playerOf(session)]),
    );
    const [one, two] = [sides.get(1)?.profile ?? '', sides.get(2)?.profile ?? ''];
    const result = this.state.result;
    const game =
      result === 'draw'
        ? { game: RATED_GAME, drawn: [one, two] as const }
        : { game: RATED_GAME, winner: result === 'p1' ? one : two, loser: result === 'p1' ? two : one };
    this.pending = this.pending.then(() => this.record(game, round));
  }

  private async record(game: Parameters<typeof recordRatedGame>[1], round: number): Promise<void> {
    try {
      const db = await roomStore();
      if (!db) throw new Error('the store is not open');
      const changes = await recordRatedGame(db, game);
      if (!changes) throw new Error('a profile was deleted during the game');
      if (this.state.round !== round) return;
      for (const [session, seat] of this.state.seats) {
        const change = changes.find((c) => c.profileId === this.playerOf(session).profile);
        if (change)
          showRating(
            seat,
            change.before.rating,
            change.before.deviation,
            change.after.rating,
            change.after.deviation,
          );
      }
    } catch (e) {
      this.unrated(e);
    }
  }

  /** The store failed: the game goes on (or ends) unrated. */
  private unrated(e: unknown): void {
    log.say(
      `duel ${this.room().roomId}: unrated, the store failed:`,
      e instanceof Error ? e.message : 'unknown',
    );
    this.state.rated = false;
    for (const seat of this.state.seats.values()) showRating(seat, 0, 0, 0, 0);
  }
}

function showRating(
  seat: Seat,
  rating: number,
  deviation: number,
  after: number,
  afterDeviation: number,
): void {
  seat.rating = rating;
  seat.deviation = deviation;
  seat.ratingAfter = after;
  seat.deviationAfter = afterDeviation;
}
