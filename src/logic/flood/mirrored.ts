// A random board each corner sees alike, for the maker's RANDOM: turned half a turn (player 1's
// corner onto player 2's), it is the same board — under Filler's rules the same with the colours
// swapped in pairs (a↔b, c↔d, e↔f), as its corners must differ. Under Flood Duel's rules Hard then
// plays the game from one corner exactly as from the other, so the start decides and no corner wins
// both: the board is fair (tests/flood/fairness.test.ts), where a plain random deal is unfair about
// half the time. Under Filler's the mirror is not exact for Hard, which breaks a tie between two
// colours by their order and the swap turns the order round within a pair; and on a board odd both
// ways the middle square is its own mirror. Measured with Hard against Hard, 20 boards a size: none
// unfair at 10×8 or 12×8, 2 at 16×10, 4–5 at 7×5, 9×7 and 11×11 — fairer than a plain deal (7–9 of
// 20 unfair at 10×8, 16×10, 9×7), not always fair: CHECK still says which.

import { Rng } from '../rng';
import { neighbours } from './grid';
import { COLORS, type FloodRuleSet, type FloodSize } from './state';

/** The colour a square's mirror has under `rules`. */
const mirror = (c: number, rules: FloodRuleSet): number => (rules === 'filler' ? c ^ 1 : c);

/** The colours (0–5, row-major) of a random board of `size` that is its own half turn. */
export function mirroredColors(size: FloodSize, seed: number, rules: FloodRuleSet): number[] {
  const { width, height } = size;
  const n = width * height;
  const rng = new Rng(seed);
  const colors = new Array<number>(n).fill(-1);
  const sides = new Int32Array(4);
  for (let i = 0; i < n; i++) {
    if (colors[i] !== -1) continue;
    // A square and its mirror (square n-1-i) get their colours together. Under Filler neither may
    // match a side neighbour: a neighbour of the mirror is the mirror of a neighbour, so keeping off
    // this square's neighbours keeps the mirror off its own, and a square beside its own mirror (the
    // middle) differs from it by the swap.
    const count = rules === 'filler' ? neighbours(i, width, height, sides) : 0;
    const barred = Array.from(sides.subarray(0, count), (j) => colors[j] as number);
    const left = [...Array(COLORS).keys()].filter((c) => !barred.includes(c));
    const c = left[rng.int(left.length)] as number;
    colors[i] = c;
    colors[n - 1 - i] = i === n - 1 - i ? c : mirror(c, rules);
  }
  return colors;
}
