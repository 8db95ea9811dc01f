// Boards as bytes for the solver: one byte per square (colours 0–5 in COLOR_LETTERS order, 6 for
// a joker), neighbour tables built once per board size, position hashes, and the packing of a
// move (base, colour) into one number. Both engines and the lower bound work on these, because
// typed arrays are far cheaper to copy, compare and scan than arrays of letters.

import { COLOR_LETTERS, type ColorLetter, JOKER } from '../colors';
import { indexOf, type Point, pointOf } from '../geometry';
import type { JokerState } from '../state';

/** One action of a solver line: a (free) base change or a colour move. */
export type JokerAction = { kind: 'base'; at: Point } | { kind: 'color'; color: ColorLetter };

export const JK = 6;
export const NO = -1;

export interface Geo {
  readonly n: number;
  readonly width: number;
  readonly height: number;
  /** 4 entries per square (up, right, down, left); -1 off the board. */
  readonly n4: Int32Array;
  /** 8 entries per square; -1 off the board. */
  readonly n8: Int32Array;
  /** The 8 knight squares of each square; -1 off the board. */
  readonly kn: Int32Array;
}

const ORTHOGONAL = [0, -1, 1, 0, 0, 1, -1, 0];
const SURROUNDING = [-1, -1, 0, -1, 1, -1, -1, 0, 1, 0, -1, 1, 0, 1, 1, 1];
const KNIGHT = [1, -2, 2, -1, 2, 1, 1, 2, -1, 2, -2, 1, -2, -1, -1, -2];

function table(width: number, height: number, deltas: readonly number[]): Int32Array {
  const per = deltas.length / 2;
  const out = new Int32Array(width * height * per).fill(NO);
  for (let i = 0; i < width * height; i++) {
    const x0 = i % width;
    const y0 = (i - x0) / width;
    for (let k = 0; k < per; k++) {
      const x = x0 + deltas[2 * k]!;
      const y = y0 + deltas[2 * k + 1]!;
      if (x >= 0 && x < width && y >= 0 && y < height) out[i * per + k] = y * width + x;
    }
  }
  return out;
}

export function geometry(width: number, height: number): Geo {
  return {
    n: width * height,
    width,
    height,
    n4: table(width, height, ORTHOGONAL),
    n8: table(width, height, SURROUNDING),
    kn: table(width, height, KNIGHT),
  };
}

export function encodeCells(state: JokerState): Uint8Array {
  const out = new Uint8Array(state.cells.length);
  for (let i = 0; i < out.length; i++) {
    const cell = state.cells[i]!;
    out[i] = cell === JOKER ? JK : (COLOR_LETTERS as readonly string[]).indexOf(cell);
  }
  return out;
}

export function isOneColour(board: Uint8Array): boolean {
  const first = board[0];
  if (first === JK) return false;
  for (let i = 1; i < board.length; i++) if (board[i] !== first) return false;
  return true;
}

/** Two hashes of a list of numbers in one safe integer; equal positions get equal keys. */
export function positionKey(values: ArrayLike<number>): number {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < values.length; i++) {
    a = Math.imul(a ^ values[i]!, 0x01000193);
    b = Math.imul(b ^ (values[i]! + i), 0x5bd1e995);
    b ^= b >>> 15;
  }
  return ((a >>> 6) & 0x3ffffff) * 0x4000000 + ((b >>> 6) & 0x3ffffff);
}

export const countBits = (mask: number): number => {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
};

/** A move as one number: base * 8 + colour. */
export const moveOf = (base: number, colour: number): number => base * 8 + colour;

export function toActions(state: JokerState, moves: readonly number[]): JokerAction[] {
  const actions: JokerAction[] = [];
  let base = indexOf(state.base, state.width);
  for (const move of moves) {
    const at = move >> 3;
    if (at !== base) {
      actions.push({ kind: 'base', at: pointOf(at, state.width) });
      base = at;
    }
    actions.push({ kind: 'color', color: COLOR_LETTERS[move & 7]! });
  }
  return actions;
}
