// What a Flood Duel board's fairness check found (fairness.ts plays the games): the squares each
// side owns at the end of Hard against Hard from both starts, and whether the board is UNFAIR. Apart
// from the games themselves, so the page can read a worker's answer without the computer's search.

import type { Player } from './state';

/** Squares each player owns at the end of one game. */
export interface FairnessCounts {
  readonly p1: number;
  readonly p2: number;
}

/** The end of Hard against Hard from the same board: player 1 first, then player 2 first. */
export interface Fairness {
  readonly first1: FairnessCounts;
  readonly first2: FairnessCounts;
}

/** Which side has more squares, or 0 for a draw. */
const ahead = (c: FairnessCounts): 0 | Player => (c.p1 > c.p2 ? 1 : c.p2 > c.p1 ? 2 : 0);

/** Unfair: the same player has more squares whoever moves first. */
export function unfair(f: Fairness): boolean {
  const side = ahead(f.first1);
  return side !== 0 && side === ahead(f.first2);
}
