// GlassWorks board text (docs/RULES.md notation: rows of `R Y B G O P .`, '\n' or '/' between rows)
// and validation of saved JSON. Bad input is rejected with a reason, never a crash.

import { parseGrid, printGrid } from '../notation';
import { ok, type Result, reject } from '../result';
import { shown } from '../schema';
import { ALPHABET, isPiece, type Piece } from './pieces';
import { type GlassState, pointsOf } from './state';

/**
 * Sizes accepted from text and saved data. The real game is 12×6, but small boards
 * (from 3×1, the smallest with room for one jump, up to 30×30) are allowed for tests and level codes.
 */
export const LIMITS = { minW: 3, maxW: 30, minH: 1, maxH: 30 } as const;

export function encode(state: GlassState): string {
  return printGrid(state.width, state.cells);
}

/** Parse a board; its points become the game's starting points (score 0). */
export function decode(text: string): Result<GlassState> {
  const grid = parseGrid<Piece>(text, ALPHABET, LIMITS);
  if (!grid.ok) return grid;
  const { width, height, cells } = grid.value;
  return ok({ width, height, cells, startPoints: pointsOf(cells) });
}

const isSize = (n: unknown, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/** Check a state read back from storage; returns a clean copy holding only the known fields. */
export function validateState(json: unknown): Result<GlassState> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return reject('saved board is not an object');
  }
  const d = json as Record<string, unknown>;
  if (!isSize(d.width, LIMITS.minW, LIMITS.maxW)) {
    return reject(`saved board width must be a whole number ${LIMITS.minW}–${LIMITS.maxW}`);
  }
  if (!isSize(d.height, LIMITS.minH, LIMITS.maxH)) {
    return reject(`saved board height must be a whole number ${LIMITS.minH}–${LIMITS.maxH}`);
  }
  const { width, height } = d;
  if (!Array.isArray(d.cells)) return reject('saved board has no list of cells');
  if (d.cells.length !== width * height) {
    return reject(`saved board has ${d.cells.length} cells, expected ${width * height}`);
  }
  const cells: Piece[] = [];
  for (let i = 0; i < d.cells.length; i++) {
    const cell: unknown = d.cells[i];
    if (!isPiece(cell)) {
      const where = `row ${Math.floor(i / width) + 1}, column ${(i % width) + 1}`;
      return reject(`saved board ${where}: ${shown(cell)} is not one of ${ALPHABET.join(' ')}`);
    }
    cells.push(cell);
  }
  const now = pointsOf(cells);
  const { startPoints } = d;
  // Points only ever fall, and no board can start above two points per square.
  if (typeof startPoints !== 'number' || !Number.isInteger(startPoints)) {
    return reject('saved board start points must be a whole number');
  }
  if (startPoints < now || startPoints > 2 * width * height) {
    return reject(`saved board start points ${startPoints} must be between ${now} and ${2 * width * height}`);
  }
  return ok({ width, height, cells, startPoints });
}
