// The state of one Joker Coloring game and the seeded deal. A state is plain, immutable,
// JSON-safe data: the board, the base, and the move counters.
//
// Undo/redo is the midend's game history (src/midend/core/history.ts) over JokerState. Because the
// base is part of the state, undoing a move also restores the base it was played from
// (docs/RULES.md §3, Settled). Base changes are free moves: never an undo step of their own.

import { Rng } from '../rng';
import { type Cell, gameColors, JOKER } from './colors';
import type { Point } from './geometry';
import { madeCells } from './made';
import { CASUAL_LIMIT, type JokerOptions, validateOptions } from './options';

export interface JokerState {
  readonly width: number;
  readonly height: number;
  /** How many of COLOR_LETTERS this game uses (the first `colors`). */
  readonly colors: number;
  /** Row-major: the square (x, y) is cells[y * width + x]. */
  readonly cells: readonly Cell[];
  /** Where colouring starts from; never a joker. */
  readonly base: Point;
  readonly movesLeft: number;
  readonly movesMade: number;
  readonly quit: boolean;
  /**
   * Classic Flood-It: no jokers, no knight step, the base fixed at (0, 0). Absent means false
   * (states saved before classic mode existed stay valid); present only as `true`.
   */
  readonly classic?: boolean;
  /** Casual mode: movesLeft starts at CASUAL_LIMIT, so the game is not lost by running out. Present only as `true`. */
  readonly casual?: boolean;
}

/** The squares the seed deals (see newGame). */
function dealCells(o: JokerOptions, seed: number): Cell[] {
  const palette = gameColors(o.colors);
  const rng = new Rng(seed);
  const cells: Cell[] = [];
  for (let i = 0; i < o.width * o.height; i++) {
    if (!o.classic && i > 0 && rng.float() < JOKER_RATE) cells.push(JOKER);
    else cells.push(palette[rng.int(o.colors)]!);
  }
  return cells;
}

/** Chance that a square other than (0, 0) is dealt as a joker. */
export const JOKER_RATE = 1 / 12;

/**
 * Deals a new game from a seed; the same options and seed give the same board everywhere.
 *
 * Draw order (one `Rng(seed)`, squares in row-major order, index 0 to width*height-1):
 * - square 0, i.e. (0, 0): one `rng.int(colors)` for its colour (it is never a joker);
 * - every other square: one `rng.float()`; below 1/12 it is a joker and nothing more is drawn,
 *   otherwise one `rng.int(colors)` picks its colour from the game's colours.
 *
 * Classic mode deals no jokers: every square, (0, 0) included, is exactly one `rng.int(colors)`,
 * in the same row-major order (so no `rng.float()` draws at all).
 *
 * Options go through `validateOptions` first, so an out-of-range value falls back to its default
 * instead of producing a broken state.
 */
export function newGame(options: JokerOptions, seed: number): JokerState {
  const { options: o } = validateOptions({ ...options });
  const made = options.board === undefined ? null : madeCells(o, options.board, options.base);
  const { cells, base } = made?.ok ? made.value : { cells: dealCells(o, seed), base: { x: 0, y: 0 } };
  return {
    width: o.width,
    height: o.height,
    colors: o.colors,
    cells,
    base,
    movesLeft: o.casual ? CASUAL_LIMIT : o.moves,
    movesMade: 0,
    quit: false,
    ...(o.classic ? { classic: true } : {}),
    ...(o.casual ? { casual: true } : {}),
  };
}
