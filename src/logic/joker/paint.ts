// The colouring itself (docs/RULES.md §3, steps 1–3) as a pure function of a board, a base and a
// colour. Legality is checked by the caller (moves.ts); this only computes the new board and a
// record of what changed, in the order the scene animates it.

import type { Cell, ColorLetter } from './colors';
import { JOKER } from './colors';
import { floodRings } from './floodFill';
import { knightSquares, neighbours4, neighbours8 } from './geometry';

/** One round of joker bursts: the jokers that burst together, and the squares they repainted. */
export interface JokerRound {
  /** Jokers triggered in this round (each becomes a plain square of the colour). Sorted. */
  readonly jokers: number[];
  /** Non-joker neighbours of those jokers that changed colour in this round. Sorted. */
  readonly painted: number[];
}

export interface ColorChange {
  readonly color: ColorLetter;
  /** The flooded region in rings by BFS distance from the base; ring 0 = the base. */
  readonly flood: number[][];
  /** Knight squares that changed colour (not jokers, not squares that already were the colour). Sorted. */
  readonly knight: number[];
  /** Round 0 = jokers triggered by the flood and knight steps; round k+1 = by round k's bursts. */
  readonly jokerRounds: JokerRound[];
}

const ascending = (a: number, b: number): number => a - b;

/**
 * Paints from `base` with `color` (which must differ from the base's colour). `knight: false`
 * (classic mode) leaves out step 2; `change.knight` is then empty.
 *
 * Why the result cannot depend on processing order: painting only ever writes `color`, and every
 * trigger condition only grows as squares get painted, so the set of triggered jokers is a single
 * closure. The rounds compute that closure breadth-first, and inside a round every decision is a
 * set-membership test on the board as it was when the round began (all the round's jokers are
 * turned to `color` first, then their neighbours are painted, then the next round is collected),
 * so iterating a round's jokers in any order gives the same sets.
 */
export function paint(
  cells: readonly Cell[],
  width: number,
  height: number,
  base: number,
  color: ColorLetter,
  steps: { readonly knight?: boolean } = {},
): { cells: Cell[]; change: ColorChange } {
  const board = cells.slice();

  // 1. Flood. Every flooded square changes, because the base's colour is not `color`.
  const flood = floodRings(board, width, height, base);
  const changed: number[] = flood.flat();
  for (const square of changed) board[square] = color;

  // 2. Knight: single squares; a joker there is triggered instead of painted.
  const firstJokers = new Set<number>();
  const knight: number[] = [];
  for (const square of steps.knight === false ? [] : knightSquares(base, width, height)) {
    if (board[square] === JOKER) firstJokers.add(square);
    else if (board[square] !== color) {
      board[square] = color;
      knight.push(square);
    }
  }
  knight.sort(ascending);
  changed.push(...knight);

  // 3. Jokers, in rounds, until no new joker is triggered. A joker still on the board (`*`) is
  // exactly an untriggered one, since triggering turns it into `color`.
  const addOrthogonalJokers = (squares: readonly number[], into: Set<number>): void => {
    for (const square of squares) {
      for (const n of neighbours4(square, width, height)) if (board[n] === JOKER) into.add(n);
    }
  };
  addOrthogonalJokers(changed, firstJokers);

  const jokerRounds: JokerRound[] = [];
  let jokers = [...firstJokers].sort(ascending);
  while (jokers.length > 0) {
    for (const joker of jokers) board[joker] = color;
    const nextJokers = new Set<number>();
    const painted = new Set<number>();
    for (const joker of jokers) {
      for (const n of neighbours8(joker, width, height)) {
        if (board[n] === JOKER) nextJokers.add(n);
        else if (board[n] !== color) painted.add(n);
      }
    }
    const paintedList = [...painted].sort(ascending);
    for (const square of paintedList) board[square] = color;
    // A square this burst repainted "changed colour in this move", so it triggers its 4-neighbours.
    addOrthogonalJokers(paintedList, nextJokers);
    jokerRounds.push({ jokers, painted: paintedList });
    jokers = [...nextJokers].sort(ascending);
  }

  return { cells: board, change: { color, flood, knight, jokerRounds } };
}
