// A duel room's record (records.ts): its own part — the deal, the moves and who sits where — read
// back through the schema module's checks before a room is built again from it, and the record
// made from the room's state, with what became of each seat's player. Who each player is (their
// profile's id) and whether a rated round's result was kept are here too, the server's own: a room
// built again still rates its game, and never twice.

import { SIZE_LIMITS } from '../../src/logic/flood';
import { ROOMS, TURN_CLOCKS, type TurnClock } from '../../src/logic/protocol';
import { MAX_SEED } from '../../src/logic/rng';
import { bool, type Check, int, list, object, oneOf, optional, text } from '../../src/logic/schema';
import type { DuelRatings } from './duelRatings';
import type { DuelState } from './duelState';
import type { Fate, RecordDraft, SeatRecord } from './records';

export interface DuelData {
  readonly width: number;
  readonly height: number;
  readonly clock: TurnClock;
  readonly private: boolean;
  readonly seed: number;
  readonly first: 1 | 2;
  readonly round: number;
  /** The colours chosen, as indices 0–5, in order. */
  readonly moves: readonly number[];
  readonly status: 'waiting' | 'playing';
  readonly seats: readonly DuelSeat[];
  /** A duel the rated queue made (private, with no code to show). */
  readonly queued: boolean;
  /** The last round whose rated result went to the store (-1: none). */
  readonly recorded: number;
}

interface DuelSeat {
  readonly session: string;
  readonly role: 1 | 2;
  /** The player's profile's id ('' for none) and whether they asked for a rated game. */
  readonly profile: string;
  readonly asked: boolean;
}

const checkDuelData: Check<DuelData> = object<DuelData>({
  width: int(SIZE_LIMITS.minW, SIZE_LIMITS.maxW),
  height: int(SIZE_LIMITS.minH, SIZE_LIMITS.maxH),
  clock: oneOf(TURN_CLOCKS),
  private: bool,
  seed: int(0, MAX_SEED),
  first: oneOf([1, 2] as const),
  round: int(0, 65535),
  moves: list(int(0, 5), SIZE_LIMITS.maxW * SIZE_LIMITS.maxH),
  status: oneOf(['waiting', 'playing'] as const),
  seats: list(
    object<DuelSeat>({
      session: text(64),
      role: oneOf([1, 2] as const),
      profile: optional(text(22, /^[A-Za-z0-9_-]*$/), ''),
      asked: optional(bool, false),
    }),
    2,
  ),
  queued: optional(bool, false),
  recorded: optional(int(-1, 65535), -1),
});

/** The duel data a record holds, or null when it is not that. */
export function readDuelData(game: unknown): DuelData | null {
  const r = checkDuelData(game, 'duel');
  return r.ok ? r.value : null;
}

/** What a duel room is beyond its state: a friend's, one the queue made, its players' profiles. */
export interface DuelRoomKind {
  readonly friends: boolean;
  readonly queued: boolean;
  readonly ratings: Pick<DuelRatings, 'playerOf' | 'lastRecorded'>;
}

/** The record of a duel room in `state` (`seatsOf` adds each seat's token key). */
export function duelRecord(
  s: DuelState,
  id: string,
  kind: DuelRoomKind,
  seatsOf: (seats: [string, Fate][]) => SeatRecord[],
): RecordDraft {
  const over = s.status === 'over';
  const lost: Fate = s.ended === 'time' ? 'time' : 'away';
  const won: Fate = s.ended === 'time' ? 'won-time' : s.ended === 'away' ? 'won-away' : 'won-left';
  const fate = (role: number): Fate => (!over ? '' : !s.forfeit ? 'ended' : s.forfeit === role ? lost : won);
  const seats = [...s.seats.entries()];
  const game: DuelData = {
    width: s.width,
    height: s.height,
    clock: s.turnSeconds as TurnClock,
    private: kind.friends,
    seed: s.seed,
    first: s.first === 2 ? 2 : 1,
    round: s.round,
    moves: [...s.moves],
    status: s.status === 'playing' ? 'playing' : 'waiting',
    seats: seats.map(([session, seat]) => ({
      session,
      role: seat.role === 2 ? 2 : 1,
      ...kind.ratings.playerOf(session),
    })),
    queued: kind.queued,
    recorded: kind.ratings.lastRecorded,
  };
  return {
    v: 1,
    name: ROOMS.duel,
    id,
    over,
    filters: { width: s.width, height: s.height },
    seats: seatsOf(seats.map(([session, seat]) => [session, fate(seat.role)])),
    game: { ...game },
  };
}
