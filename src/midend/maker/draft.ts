// A board being made (the maker's draft): plain, immutable data — its size, its squares as indices
// into its game's glyphs, the base (Joker Coloring's; else unused) and the game's own settings —
// and the edits a player makes to it, each a pure function giving a new draft.

import type { GameId } from '../../logic/game';
import { Rng } from '../../logic/rng';

export interface Draft {
  readonly game: GameId;
  readonly width: number;
  readonly height: number;
  /** Row-major: the square (x, y) is cells[y * width + x], an index into the kind's glyphs. */
  readonly cells: readonly number[];
  /** The base's square (its index), for a game that has one. */
  readonly base: number;
  /** The game's own settings by name (Joker Coloring: colours, moves, classic; Flood Duel: filler). */
  readonly settings: Readonly<Record<string, number>>;
}

/** Paint one square. */
export function paint(d: Draft, at: number, glyph: number): Draft {
  if (at < 0 || at >= d.cells.length || d.cells[at] === glyph) return d;
  const cells = d.cells.slice();
  cells[at] = glyph;
  return { ...d, cells };
}

/** Paint the region of squares of one glyph joined side to side, from `at`. */
export function fill(d: Draft, at: number, glyph: number): Draft {
  const from = d.cells[at];
  if (from === undefined || from === glyph) return d;
  const cells = d.cells.slice();
  const todo = [at];
  cells[at] = glyph;
  while (todo.length > 0) {
    const i = todo.pop() as number;
    const x = i % d.width;
    const next = [x > 0 ? i - 1 : -1, x < d.width - 1 ? i + 1 : -1, i - d.width, i + d.width];
    for (const j of next) {
      if (j >= 0 && j < cells.length && cells[j] === from) {
        cells[j] = glyph;
        todo.push(j);
      }
    }
  }
  return { ...d, cells };
}

/** Every square one glyph. */
export const clearAll = (d: Draft, glyph: number): Draft => ({ ...d, cells: d.cells.map(() => glyph) });

/** Every square one of `glyphs`, drawn from `seed`. */
export function randomFill(d: Draft, glyphs: readonly number[], seed: number): Draft {
  const rng = new Rng(seed);
  return { ...d, cells: d.cells.map(() => glyphs[rng.int(glyphs.length)] ?? 0) };
}

/** A new size: the squares that stay keep their glyph, new ones take `glyph`; the base stays on the board. */
export function resize(d: Draft, width: number, height: number, glyph: number): Draft {
  const cells: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      cells.push(x < d.width && y < d.height ? (d.cells[y * d.width + x] ?? glyph) : glyph);
  const bx = Math.min(d.base % d.width, width - 1);
  const by = Math.min(Math.floor(d.base / d.width), height - 1);
  return { ...d, width, height, cells, base: by * width + bx };
}

/** The base moved to a square. */
export const moveBase = (d: Draft, at: number): Draft =>
  at >= 0 && at < d.cells.length ? { ...d, base: at } : d;

/** A setting changed; squares of a glyph no longer offered become `fallback`. */
export function setSetting(
  d: Draft,
  name: string,
  value: number,
  offered: (settings: Draft['settings']) => readonly number[],
  fallback: number,
): Draft {
  const settings = { ...d.settings, [name]: value };
  const keep = offered(settings);
  return { ...d, settings, cells: d.cells.map((c) => (keep.includes(c) ? c : fallback)) };
}

/** The draft's squares as board notation text (rows joined by '/'). */
export function boardText(d: Draft, glyphs: readonly string[]): string {
  const rows: string[] = [];
  for (let y = 0; y < d.height; y++)
    rows.push(
      d.cells
        .slice(y * d.width, (y + 1) * d.width)
        .map((c) => glyphs[c] ?? glyphs[0])
        .join(''),
    );
  return rows.join('/');
}
