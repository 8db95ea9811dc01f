// The three computer players behind one entry point. Each is a pure function of the state (and, for
// Easy, a seed), returning a colour 0..5.

import { easyMove } from './ai/easy';
import { greedyMove } from './ai/greedy';
import { hardMove } from './ai/hard';
import type { FloodState } from './state';

export const AI_LEVELS = ['easy', 'normal', 'hard'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

export { EASY_RANDOMNESS, easyMove } from './ai/easy';
export { bestGain, greedyMove } from './ai/greedy';
export { HARD_DEFAULTS, type HardOptions, hardMove } from './ai/hard';

/** The colour the computer at `level` picks for the player to move. `seed` only matters for Easy. */
export function chooseMove(level: AiLevel, state: FloodState, seed: number): number {
  if (level === 'easy') return easyMove(state, seed);
  if (level === 'normal') return greedyMove(state);
  return hardMove(state);
}

/**
 * The computer's move in a game dealt from `dealSeed`: Easy's randomness comes from the deal's seed
 * and the move number, so a replayed game plays the same (docs/RULES.md §4).
 */
export function computerMove(level: AiLevel, state: FloodState, dealSeed: number): number {
  return chooseMove(level, state, (dealSeed + state.moves * 7919) >>> 0);
}
