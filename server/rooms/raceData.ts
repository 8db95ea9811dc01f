// A race room's own part of its record (records.ts): the deal, and each racer's seat and moves,
// read back through the schema module's checks before a room is built again from it.

import { RACE_GAMES, RACE_PLAYERS, type RaceGame } from '../../src/logic/online';
import { MAX_SEED } from '../../src/logic/rng';
import { bool, type Check, int, list, object, oneOf, text } from '../../src/logic/schema';

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
