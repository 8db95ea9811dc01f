// Shared parsing of the RULES.md board notation: rows separated by newlines or '/', one
// character per square from a game's alphabet. Errors name the row and column (1-based for people).

import { ok, type Result, reject } from './result';

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
        return reject(`row ${y + 1}, column ${x + 1}: '${row[x]}' is not one of ${alphabet.join(' ')}`);
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
