// Text and JSON forms of a game: the board notation (docs/RULES.md §3, one letter or `*` per square,
// rows joined by '\n'), and a full check of saved data so a corrupted save is rejected, never
// trusted and never a crash.

import { parseGrid, printGrid } from '../notation';
import { ok, type Result, reject } from '../result';
import { shown } from '../schema';
import { type Cell, gameAlphabet, JOKER } from './colors';
import { indexOf, onBoard, type Point } from './geometry';
import { CASUAL_LIMIT, DEFAULTS, RANGES } from './options';
import type { JokerState } from './state';

export interface JokerBoard {
  readonly width: number;
  readonly height: number;
  readonly cells: readonly Cell[];
}

const SIZE_LIMITS = {
  minW: RANGES.width.min,
  maxW: RANGES.width.max,
  minH: RANGES.height.min,
  maxH: RANGES.height.max,
};

const isWhole = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

const colorsRange = `colors must be a whole number from ${RANGES.colors.min} to ${RANGES.colors.max}`;

/** The board text of a state (the base and the counters are stored outside it). */
export function encode(state: JokerState): string {
  return printGrid(state.width, state.cells);
}

/**
 * Parses board text. With `colors`, letters beyond the game's colours are rejected; without it,
 * all six colours are accepted. Errors name the row and column.
 */
export function decodeBoard(text: string, colors?: number): Result<JokerBoard> {
  const count = colors ?? RANGES.colors.max;
  if (!isWhole(count, RANGES.colors.min, RANGES.colors.max)) return reject(colorsRange);
  return parseGrid(text, gameAlphabet(count), SIZE_LIMITS);
}

/** Builds a checked state from board text; mainly for tests and level codes. */
export function fromBoard(
  text: string,
  setup: {
    base?: Point;
    movesLeft?: number;
    movesMade?: number;
    colors?: number;
    classic?: boolean;
    casual?: boolean;
  } = {},
): Result<JokerState> {
  const colors = setup.colors ?? DEFAULTS.colors;
  const board = decodeBoard(text, colors);
  if (!board.ok) return board;
  return validateState({
    ...board.value,
    colors,
    base: setup.base ?? { x: 0, y: 0 },
    movesLeft: setup.movesLeft ?? DEFAULTS.moves,
    movesMade: setup.movesMade ?? 0,
    quit: false,
    classic: setup.classic,
    casual: setup.casual,
  });
}

/**
 * Checks untrusted data (e.g. a save) field by field and returns a fresh, clean copy.
 * movesLeft + movesMade is the game's MOVES option, so it must lie within the moves range.
 * `classic` may be absent (false) or a boolean; a classic state has no jokers and its base at
 * (0, 0). The copy carries `classic: true` only for a classic game.
 */
export function validateState(json: unknown): Result<JokerState> {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return reject('state is not an object');
  const d = json as Record<string, unknown>;
  const { width, height, colors, cells, base, movesLeft, movesMade, quit, classic, casual } = d;
  if (!isWhole(width, RANGES.width.min, RANGES.width.max)) {
    return reject(`width must be a whole number from ${RANGES.width.min} to ${RANGES.width.max}`);
  }
  if (!isWhole(height, RANGES.height.min, RANGES.height.max)) {
    return reject(`height must be a whole number from ${RANGES.height.min} to ${RANGES.height.max}`);
  }
  if (!isWhole(colors, RANGES.colors.min, RANGES.colors.max)) return reject(colorsRange);
  if (!Array.isArray(cells) || cells.length !== width * height) {
    return reject(`cells must be a list of ${width * height} squares`);
  }
  const alphabet: readonly unknown[] = gameAlphabet(colors);
  for (let i = 0; i < cells.length; i++) {
    if (!alphabet.includes(cells[i])) {
      const row = Math.floor(i / width) + 1;
      const column = (i % width) + 1;
      return reject(`row ${row}, column ${column}: ${shown(cells[i])} is not a square`);
    }
  }
  if (typeof base !== 'object' || base === null) return reject('base is missing');
  const { x, y } = base as Record<string, unknown>;
  if (typeof x !== 'number' || typeof y !== 'number' || !onBoard({ x, y }, width, height)) {
    return reject('base is not a square on the board');
  }
  if (cells[indexOf({ x, y }, width)] === JOKER) return reject('base is on a joker');
  if (casual !== undefined && typeof casual !== 'boolean') return reject('casual must be true or false');
  // A casual game's moves add up to its bound; a limited game's to its MOVES option.
  const maxMoves = casual ? CASUAL_LIMIT : RANGES.moves.max;
  if (!isWhole(movesLeft, 0, maxMoves))
    return reject(`movesLeft must be a whole number from 0 to ${maxMoves}`);
  if (!isWhole(movesMade, 0, maxMoves))
    return reject(`movesMade must be a whole number from 0 to ${maxMoves}`);
  const total = movesLeft + movesMade;
  if (casual && total !== CASUAL_LIMIT)
    return reject(`a casual game's movesLeft + movesMade must be ${CASUAL_LIMIT}`);
  if (total < RANGES.moves.min || total > maxMoves) {
    return reject(`movesLeft + movesMade must be from ${RANGES.moves.min} to ${maxMoves}`);
  }
  if (typeof quit !== 'boolean') return reject('quit must be true or false');
  if (classic !== undefined && typeof classic !== 'boolean') return reject('classic must be true or false');
  if (classic && cells.includes(JOKER)) return reject('a classic game has no jokers');
  if (classic && (x !== 0 || y !== 0)) return reject('the base of a classic game is fixed at (0, 0)');
  return ok({
    width,
    height,
    colors,
    cells: cells.slice() as Cell[],
    base: { x, y },
    movesLeft,
    movesMade,
    quit,
    ...(classic ? { classic: true } : {}),
    ...(casual ? { casual: true } : {}),
  });
}
