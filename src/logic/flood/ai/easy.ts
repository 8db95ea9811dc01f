// Easy level: greedy most of the time, but now and then a random colour that still gains something.
// The randomness comes from the game seed and the move number, so a replay makes the same choices.

import { deriveSeed, Rng } from '../../rng';
import type { FloodState } from '../state';
import { bestGain, legalGains } from './greedy';

/** Chance of a random (but never useless) colour instead of the greedy one. */
export const EASY_RANDOMNESS = 0.4;

export function easyMove(state: FloodState, seed: number): number {
  const g = legalGains(state);
  const rng = new Rng(deriveSeed(seed >>> 0, state.moves + 1));
  if (rng.float() < EASY_RANDOMNESS) {
    const useful: number[] = [];
    for (let c = 0; c < g.length; c++) if (g[c] > 0) useful.push(c);
    if (useful.length > 0) return useful[rng.int(useful.length)];
  }
  return bestGain(g);
}
