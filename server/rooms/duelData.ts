// A duel room's own part of its record (records.ts): the deal, the moves and who sits where, read
// back through the schema module's checks before a room is built again from it.

import { SIZE_LIMITS } from '../../src/logic/flood';
import { TURN_CLOCKS, type TurnClock } from '../../src/logic/online';
import { MAX_SEED } from '../../src/logic/rng';
import { bool, type Check, int, list, object, oneOf, text } from '../../src/logic/schema';

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
  readonly seats: readonly { readonly session: string; readonly role: 1 | 2 }[];
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
  seats: list(object({ session: text(64), role: oneOf([1, 2] as const) }), 2),
});

/** The duel data a record holds, or null when it is not that. */
export function readDuelData(game: unknown): DuelData | null {
  const r = checkDuelData(game, 'duel');
  return r.ok ? r.value : null;
}
