// The clearing ladder (docs/RULES.md §1, "The clearing ladder"): deals known to clear to one piece,
// numbered from 1, easiest first, each with one clearing line. The deals and lines are found by
// `npm run ladder` (scripts/ladder.ts) and kept as data; this reads them.

import { parseMoveList } from '../notation';
import type { Result } from '../result';
import { glassworks } from './game';
import { LADDER_DEALS } from './ladderDeals';
import type { Move } from './rules';

/** How many deals the ladder has. */
export const LADDER_SIZE = LADDER_DEALS.length;

/** Ladder deal `n` (1 to LADDER_SIZE): its seed and its known clearing line; null outside. */
export function ladderDeal(n: number): { readonly seed: number; readonly line: Result<Move[]> } | null {
  const deal = Number.isInteger(n) ? LADDER_DEALS[n - 1] : undefined;
  return deal ? { seed: deal.seed, line: parseMoveList(deal.line, glassworks.decodeMove) } : null;
}
