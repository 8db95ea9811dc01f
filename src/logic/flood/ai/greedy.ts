// Normal level, the seed's computer: the colour that gains the most squares now, ties to the lowest index.

import { forbidden, gains } from '../rules';
import type { FloodState } from '../state';

/** What each colour gains the player to move; a colour Filler forbids gains -1, so it is never best. */
export function legalGains(state: FloodState): number[] {
  const g = gains(state, state.turn);
  for (const c of forbidden(state)) g[c] = -1;
  return g;
}

/** Index of the largest gain; the first (lowest colour) wins a tie. */
export function bestGain(g: readonly number[]): number {
  let best = 0;
  for (let c = 1; c < g.length; c++) if (g[c] > g[best]) best = c;
  return best;
}

export function greedyMove(state: FloodState): number {
  return bestGain(legalGains(state));
}
