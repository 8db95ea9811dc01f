// Where a game stands (docs/RULES.md §3 "End") and the counts the status line shows.

import { JOKER } from './colors';
import { floodRings } from './floodFill';
import { indexOf } from './geometry';
import type { JokerState } from './state';

export type JokerStatus = 'playing' | 'won' | 'lost' | 'quit';

/** True when every square holds the same colour (so no joker is left). */
export function isUniform(state: JokerState): boolean {
  const first = state.cells[0];
  return first !== JOKER && state.cells.every((cell) => cell === first);
}

/**
 * Quit beats everything (quitting is refused once a game is over, see `quit`). Victory needs a
 * uniform board *after a move*: a deal that happens to come out one colour is still played (one
 * move wins it), so a game never ends before the player has done anything. Victory on the very
 * last move counts, since the board is checked before the moves-used-up defeat.
 */
export function status(state: JokerState): JokerStatus {
  if (state.quit) return 'quit';
  if (state.movesMade > 0 && isUniform(state)) return 'won';
  if (state.movesLeft <= 0) return 'lost';
  return 'playing';
}

export const isOver = (state: JokerState): boolean => status(state) !== 'playing';

/** Squares that differ from the base's colour; jokers always differ. */
export function squaresLeft(state: JokerState): number {
  const baseColor = state.cells[indexOf(state.base, state.width)];
  let count = 0;
  for (const cell of state.cells) if (cell !== baseColor || cell === JOKER) count++;
  return count;
}

/**
 * The squares of the base's own region (its colour, 4-connected): the progress a colour move only
 * adds to, as the region it paints takes in what it reaches. A free base move changes it: the
 * region is the new base's.
 */
export function floodedArea(state: JokerState): number {
  const rings = floodRings(state.cells, state.width, state.height, indexOf(state.base, state.width));
  return rings.reduce((n, ring) => n + ring.length, 0);
}
