// Shared parsing of the docs/RULES.md board notation: rows separated by newlines or '/', one
// character per square from a game's alphabet. Errors name the row and column (1-based for people).

import { ok, type Result, reject } from './result';
import { echo } from './schema';

export interface Grid<C extends string> {
  readonly width: number;
  readonly height: number;
  /** Row-major cells, index = y * width + x. */
  readonly cells: readonly C[];
}

export function parseGrid<C extends string>(
  text: string,
  alphabet: readonly C[],
  limits: { minW: number; maxW: number; minH: number; maxH: number },
): Result<Grid<C>> {
  if (typeof text !== 'string') return reject('board code is not text');
  const trimmed = text.trim();
  if (trimmed === '') return reject('board code is empty');
  const rows = trimmed.split(/\r?\n|\//).map((r) => r.trim());
  const width = rows[0]?.length ?? 0;
  const height = rows.length;
  const cells: C[] = [];
  for (let y = 0; y < height; y++) {
    const row = rows[y] ?? '';
    if (row.length !== width) {
      return reject(`row ${y + 1} has ${row.length} squares, expected ${width} like row 1`);
    }
    for (let x = 0; x < width; x++) {
      const ch = row[x] as C;
      if (!alphabet.includes(ch)) {
        return reject(`row ${y + 1}, column ${x + 1}: '${echo(row[x])}' is not one of ${alphabet.join(' ')}`);
      }
      cells.push(ch);
    }
  }
  if (width < limits.minW || width > limits.maxW) {
    return reject(`width ${width} is outside ${limits.minW}–${limits.maxW}`);
  }
  if (height < limits.minH || height > limits.maxH) {
    return reject(`height ${height} is outside ${limits.minH}–${limits.maxH}`);
  }
  return ok({ width, height, cells });
}

export function printGrid(width: number, cells: readonly string[]): string {
  const rows: string[] = [];
  for (let i = 0; i < cells.length; i += width) rows.push(cells.slice(i, i + width).join(''));
  return rows.join('\n');
}

// ————— positions: an optional `[key=value flag …]` header before the board (docs/RULES.md) —————

/** Header fields: `key=value` pairs as text, bare flags as `true`. */
export type Header = ReadonlyMap<string, string | true>;

/**
 * Splits a position into its header and its board text. `allowed` lists every key and flag the
 * game knows; anything else, a repeated field or an unclosed bracket is rejected.
 */
export function parsePosition(
  text: string,
  allowed: readonly string[],
): Result<{ header: Header; board: string }> {
  if (typeof text !== 'string') return reject('position is not text');
  const trimmed = text.trim();
  if (!trimmed.startsWith('[')) return ok({ header: new Map(), board: trimmed });
  const close = trimmed.indexOf(']');
  if (close < 0) return reject("the position header has no closing ']'");
  const header = new Map<string, string | true>();
  for (const item of trimmed.slice(1, close).trim().split(/\s+/)) {
    if (item === '') continue;
    const eq = item.indexOf('=');
    const key = eq < 0 ? item : item.slice(0, eq);
    if (!allowed.includes(key)) return reject(`unknown field '${echo(key)}' in the position header`);
    if (header.has(key)) return reject(`the field '${echo(key)}' appears twice in the position header`);
    header.set(key, eq < 0 ? true : item.slice(eq + 1));
  }
  return ok({ header, board: trimmed.slice(close + 1) });
}

/** The header text for fields in order; `false` and `undefined` fields are left out. */
export function printPosition(
  fields: readonly [string, string | number | boolean | undefined][],
  board: string,
) {
  const items = fields.flatMap(([key, value]) =>
    value === undefined || value === false ? [] : value === true ? [key] : [`${key}=${value}`],
  );
  return `[${items.join(' ')}]\n${board}`;
}

/** A whole-number header field in [min, max]; `fallback` when absent. */
export function wholeField(header: Header, key: string, min: number, max: number, fallback: number) {
  const value = header.get(key);
  if (value === undefined) return ok(fallback);
  if (value === true || !/^\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max) {
    return reject(`${key} must be a whole number from ${min} to ${max}`);
  }
  return ok(Number(value));
}

/** A flag field: present (true) or absent (false); `flag=…` is rejected. */
export function flagField(header: Header, key: string): Result<boolean> {
  const value = header.get(key);
  if (value === undefined) return ok(false);
  return value === true ? ok(true) : reject(`${key} is a flag and takes no value`);
}

// ————— squares and move lists —————

export interface Square {
  readonly x: number;
  readonly y: number;
}

/** A square written `x,y` (column, row, both from 0), as moves name it. */
export function parseSquare(text: string): Result<Square> {
  const m = /^(\d{1,3}),(\d{1,3})$/.exec(text);
  if (!m) return reject(`'${echo(text)}' is not a square written x,y`);
  return ok({ x: Number(m[1]), y: Number(m[2]) });
}

export const printSquare = (p: Square): string => `${p.x},${p.y}`;

/** Most moves a list may hold (a Flood Duel game on the largest board takes far fewer). */
export const MAX_MOVES = 10_000;

/** Reads a move list: tokens separated by whitespace; errors name the move by its place. */
export function parseMoveList<M>(text: string, decode: (token: string) => Result<M>): Result<M[]> {
  if (typeof text !== 'string') return reject('move list is not text');
  const tokens = text.trim() === '' ? [] : text.trim().split(/\s+/);
  if (tokens.length > MAX_MOVES) return reject(`a move list holds at most ${MAX_MOVES} moves`);
  const moves: M[] = [];
  for (const [i, token] of tokens.entries()) {
    const move = decode(token);
    if (!move.ok) return reject(`move ${i + 1}: ${move.reason}`);
    moves.push(move.value);
  }
  return ok(moves);
}

export function printMoveList<M>(moves: readonly M[], encode: (move: M) => string): string {
  return moves.map(encode).join(' ');
}
