// A made board (a player's own, from the maker): the six colours square by square, carried in the
// options as notation text (letters a–f, rows joined by '/'); the players start in their corners
// as on a dealt board. Under Filler's rules no square may share its colour with a side neighbour
// and the two corners differ; a problem names its square.

import { parseGrid } from '../notation';
import { ok, type Result, reject } from '../result';
import {
  COLOR_LETTERS,
  type FloodColor,
  type FloodRuleSet,
  type FloodSize,
  startSquare1,
  startSquare2,
} from './state';

const square = (i: number, width: number) => ({ row: Math.floor(i / width) + 1, column: (i % width) + 1 });

/** The first square under Filler's rules that shares its colour with the one left of it or above it. */
function fillerClash(colors: readonly number[], width: number): Result<true> {
  for (let i = 0; i < colors.length; i++) {
    if (i % width > 0 && colors[i] === colors[i - 1])
      return reject(
        'row {row}, column {column}: Filler needs a colour other than its left neighbour’s',
        square(i, width),
      );
    if (i >= width && colors[i] === colors[i - width])
      return reject(
        'row {row}, column {column}: Filler needs a colour other than the one above',
        square(i, width),
      );
  }
  const height = colors.length / width;
  if (colors[startSquare1(width, height)] === colors[startSquare2(width)])
    return reject('Filler needs the two corners in different colours');
  return ok(true);
}

/** The colours (0–5, row-major) of a made board of `size`, checked under `rules`. */
export function madeColors(size: FloodSize, rules: FloodRuleSet, board: unknown): Result<number[]> {
  if (typeof board !== 'string') return reject('board code is not text');
  const { width, height } = size;
  const grid = parseGrid<FloodColor>(board, COLOR_LETTERS, {
    minW: width,
    maxW: width,
    minH: height,
    maxH: height,
  });
  if (!grid.ok) return grid;
  const colors = grid.value.cells.map((c) => COLOR_LETTERS.indexOf(c));
  if (rules === 'filler') {
    const clash = fillerClash(colors, width);
    if (!clash.ok) return clash;
  }
  return ok(colors);
}

/** A made board's notation in canonical form. */
export function boardText(colors: readonly number[], width: number): string {
  const rows: string[] = [];
  for (let i = 0; i < colors.length; i += width)
    rows.push(
      colors
        .slice(i, i + width)
        .map((c) => COLOR_LETTERS[c] ?? 'a')
        .join(''),
    );
  return rows.join('/');
}
