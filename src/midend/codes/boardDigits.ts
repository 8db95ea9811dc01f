// A whole board in a code: its squares, each one of a game's k glyphs, read as one number in base k
// (the first square the lowest digit) and written in base 32 with the codes' alphabet, always the
// same number of digits for a board of that many squares. A 12×6 GlassWorks board takes 41
// characters, an 18×18 Joker Coloring board 182.

import { ALPHABET } from './base32';

/** How many base-32 digits a board of `squares` squares of `k` glyphs takes. */
export function digitCount(squares: number, k: number): number {
  return (BigInt(k) ** BigInt(squares) - 1n).toString(32).length;
}

/** The digits of a board's squares (each an index below `k`). */
export function boardToDigits(cells: readonly number[], k: number): string {
  let value = 0n;
  for (let i = cells.length - 1; i >= 0; i--) value = value * BigInt(k) + BigInt(cells[i] ?? 0);
  let out = '';
  for (let n = digitCount(cells.length, k); n > 0; n--) {
    out = ALPHABET[Number(value % 32n)] + out;
    value /= 32n;
  }
  return out;
}

/**
 * The squares a run of digits names, for a board of `squares` squares of `k` glyphs; null when the
 * digits are not of that board (too few or many, a foreign character, a number past the last board).
 */
export function digitsToBoard(digits: string, squares: number, k: number): number[] | null {
  if (digits.length !== digitCount(squares, k)) return null;
  let value = 0n;
  for (const ch of digits) {
    const d = ALPHABET.indexOf(ch);
    if (d < 0) return null;
    value = value * 32n + BigInt(d);
  }
  if (value >= BigInt(k) ** BigInt(squares)) return null;
  const cells: number[] = [];
  for (let i = 0; i < squares; i++) {
    cells.push(Number(value % BigInt(k)));
    value /= BigInt(k);
  }
  return cells;
}
