// A race room's record (records.ts): its own part — the deal, and each racer's seat and moves —
// read back through the schema module's checks before a room is built again from it, and the
// record made from the room.

import { RACE_GAMES, RACE_PLAYERS, type RaceGame, ROOMS } from '../../src/logic/protocol';
import { MAX_SEED } from '../../src/logic/rng';
import { bool, type Check, int, list, object, oneOf, text } from '../../src/logic/schema';
import type { RaceState } from './raceState';
import type { Fate, RecordDraft, SeatRecord } from './records';

export interface RaceData {
  readonly game: RaceGame;
  /** The game's options as JSON (the game's rules check them again). */
  readonly options: string;
  readonly seed: number;
  readonly private: boolean;
  readonly status: 'waiting' | 'racing';
  readonly racers: readonly {
    readonly session: string;
    readonly seat: number;
    /** The racer's moves, as the game's move tokens. */
    readonly moves: readonly string[];
    readonly left: boolean;
    readonly finishedAt: number;
  }[];
}

const checkRaceData: Check<RaceData> = object<RaceData>({
  game: oneOf(RACE_GAMES),
  options: text(2000),
  seed: int(0, MAX_SEED),
  private: bool,
  status: oneOf(['waiting', 'racing'] as const),
  racers: list(
    object({
      session: text(64),
      seat: int(1, 255),
      moves: list(text(24), 100_000),
      left: bool,
      finishedAt: int(0, Number.MAX_SAFE_INTEGER),
    }),
    RACE_PLAYERS,
  ),
});

/** The race data a record holds, or null when it is not that. */
export function readRaceData(game: unknown): RaceData | null {
  const r = checkRaceData(game, 'race');
  return r.ok ? r.value : null;
}

/** What a race room knows beside its state that its record keeps. */
export interface RaceKept {
  readonly id: string;
  readonly game: RaceGame;
  readonly friends: boolean;
  /** Each racer's moves, as the game's move tokens. */
  readonly played: ReadonlyMap<string, readonly string[]>;
  readonly finishedAt: ReadonlyMap<string, number>;
  /** Each seat with its token key. */
  readonly seatsOf: (seats: [string, Fate][]) => SeatRecord[];
}

/** The record of a race room in `state`. */
export function raceRecord(s: RaceState, k: RaceKept): RecordDraft {
  const racers = [...s.racers.entries()];
  const over = s.status === 'over';
  const game: RaceData = {
    game: k.game,
    options: s.options,
    seed: s.seed,
    private: k.friends,
    status: s.status === 'waiting' ? 'waiting' : 'racing',
    racers: racers.map(([session, r]) => ({
      session,
      seat: r.seat,
      moves: k.played.get(session) ?? [],
      left: r.left,
      finishedAt: k.finishedAt.get(session) ?? 0,
    })),
  };
  return {
    v: 1,
    name: ROOMS.race,
    id: k.id,
    over,
    filters: { game: k.game },
    seats: k.seatsOf(racers.map(([session, r]) => [session, r.left ? 'away' : over ? 'ended' : ''])),
    game: { ...game },
  };
}
