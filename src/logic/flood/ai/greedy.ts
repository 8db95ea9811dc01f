// Normal level, the seed's computer: the colour that gains the most squares now, ties to the lowest index.

import { gains } from '../rules';
import type { FloodState } from '../state';

/** Index of the largest gain; the first (lowest colour) wins a tie. */
export function bestGain(g: readonly number[]): number {
  let best = 0;
  for (let c = 1; c < g.length; c++) if (g[c] > g[best]) best = c;
  return best;
}

export function greedyMove(state: FloodState): number {
  return bestGain(gains(state, state.turn));
}
