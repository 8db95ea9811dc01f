// A made board (a player's own, from the maker): its squares (the game's colours and jokers) and
// where the base starts, carried in the options as notation text. Checked strictly, and a problem
// names its square: a joker on the base, any joker in classic, a classic base away from the corner.

import { parseGrid } from '../notation';
import { ok, type Result, reject } from '../result';
import { type Cell, gameAlphabet, JOKER } from './colors';
import type { Point } from './geometry';
import type { JokerOptions } from './options';

/** A made board read: its squares (row-major) and its base. */
export interface MadeCells {
  readonly cells: readonly Cell[];
  readonly base: Point;
}

const square = (i: number, width: number) => ({ row: Math.floor(i / width) + 1, column: (i % width) + 1 });

/** The base as options carry it: a square on the board. */
function readBase(base: unknown, width: number, height: number): Result<Point> {
  if (base === undefined) return ok({ x: 0, y: 0 });
  const { x, y } = (typeof base === 'object' && base !== null ? base : {}) as Record<string, unknown>;
  const whole = (v: unknown, max: number): v is number =>
    Number.isInteger(v) && (v as number) >= 0 && (v as number) < max;
  return whole(x, width) && whole(y, height)
    ? ok({ x, y })
    : reject('the base must be a square on the board');
}

/**
 * The made board of `options` (its `board` and `base`), checked against the options' size, colours
 * and classic rules. A problem at one square says its row and column (1-based).
 */
export function madeCells(options: JokerOptions, board: unknown, base: unknown): Result<MadeCells> {
  const { width, height, colors } = options;
  if (typeof board !== 'string') return reject('board code is not text');
  const grid = parseGrid(board, gameAlphabet(colors), {
    minW: width,
    maxW: width,
    minH: height,
    maxH: height,
  });
  if (!grid.ok) return grid;
  const at = readBase(base, width, height);
  if (!at.ok) return at;
  const { cells } = grid.value;
  const baseIndex = at.value.y * width + at.value.x;
  if (options.classic) {
    const joker = cells.indexOf(JOKER);
    if (joker >= 0)
      return reject('row {row}, column {column}: a classic board has no jokers', square(joker, width));
    if (baseIndex !== 0) return reject('the base of a classic board is fixed at row 1, column 1');
  }
  if (cells[baseIndex] === JOKER)
    return reject('row {row}, column {column}: the base cannot be a joker', square(baseIndex, width));
  return ok({ cells, base: at.value });
}

/** Options naming a made board, checked: a clean copy with its board in canonical form, or what is wrong. */
export function madeOptions(options: JokerOptions, board: unknown, base: unknown): Result<JokerOptions> {
  const made = madeCells(options, board, base);
  if (!made.ok) return made;
  const rows: string[] = [];
  for (let i = 0; i < made.value.cells.length; i += options.width)
    rows.push(made.value.cells.slice(i, i + options.width).join(''));
  return ok({ ...options, board: rows.join('/'), base: made.value.base });
}
