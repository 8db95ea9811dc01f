// The solver's fast board: one byte per square and tables built once per board size.
// Pieces are colour bit sets (R = 1, Y = 2, B = 4; a secondary is the OR of its two primaries),
// so mix is OR, "S minus P" is XOR and a piece's points are its bit count. Every jump of the
// board is a numbered triple (from, over, to) in the order legalJumps lists them.

import { next } from '../rng';
import type { Piece } from './pieces';
import type { GlassState, Point } from './state';

export const CODE: Readonly<Record<Piece, number>> = { '.': 0, R: 1, Y: 2, O: 3, B: 4, P: 5, G: 6 };
/** Points of a code: its bit count (7 never occurs). */
export const VALUE: Uint8Array = Uint8Array.from([0, 1, 1, 2, 1, 2, 2, 3]);
export const ILLEGAL = 255;

const isPrimaryCode = (c: number): boolean => c === 1 || c === 2 || c === 4;

/**
 * RESULT[(anchor << 6) | (jumped << 3) | destination] = (jumpedAfter << 3) | destinationAfter,
 * or ILLEGAL: the six rules of docs/RULES.md §1 (1a–3b) as one lookup.
 */
export const RESULT: Uint8Array = new Uint8Array(512).fill(ILLEGAL);
/** INTERACT[a * 8 + b] = 1 when one of two adjacent pieces could ever jump the other. */
export const INTERACT: Uint8Array = new Uint8Array(64);

for (let a = 1; a <= 6; a++) {
  for (let j = 1; j <= 6; j++) {
    const primaryA = isPrimaryCode(a);
    const primaryJ = isPrimaryCode(j);
    INTERACT[a * 8 + j] =
      (primaryA && primaryJ) || a === j || (primaryA !== primaryJ && (a & j) !== 0) ? 1 : 0;
    for (let d = 0; d <= 6; d++) {
      let over = -1;
      let to = -1;
      if (primaryA) {
        if (primaryJ) over = 0;
        else if ((j & a) !== 0) over = j ^ a;
        if (d === 0) to = a;
        else if (isPrimaryCode(d)) to = a | d;
      } else if (j === a && (d === 0 || d === a)) {
        over = 0;
        to = a;
      }
      if (over >= 0 && to >= 0) RESULT[(a << 6) | (j << 3) | d] = (over << 3) | to;
    }
  }
}

/** Everything about one board size the search needs, computed once. */
export interface Geometry {
  readonly width: number;
  readonly height: number;
  /** Squares on the board. */
  readonly size: number;
  /** Number of jump triples. */
  readonly count: number;
  readonly from: Int16Array;
  readonly over: Int16Array;
  readonly to: Int16Array;
  /** For triple t, aff[affStart[t] .. affStart[t + 1]) lists every triple sharing a square with it. */
  readonly affStart: Int32Array;
  readonly aff: Int16Array;
  /**
   * For triple t, edges[edgeStart[t] .. edgeStart[t + 1]) lists, two squares an edge, every pair of
   * orthogonal neighbours with at least one square in the triple, once each.
   */
  readonly edgeStart: Int32Array;
  readonly edges: Int16Array;
  /** For triple t, near[nearStart[t] .. nearStart[t + 1]) lists the triple's squares and their neighbours. */
  readonly nearStart: Int32Array;
  readonly near: Int16Array;
  /** Zobrist keys, two 32-bit halves, index square * 8 + code (code 0 keys are 0). */
  readonly zHi: Uint32Array;
  readonly zLo: Uint32Array;
}

const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

const geometries = new Map<string, Geometry>();

/** Every jump triple of a board: its anchor, the square jumped over, its landing. */
function triples(width: number, height: number): { from: number[]; over: number[]; to: number[] } {
  const from: number[] = [];
  const over: number[] = [];
  const to: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (const [dx, dy] of DIRECTIONS) {
        const tx = x + 2 * dx;
        const ty = y + 2 * dy;
        if (tx < 0 || ty < 0 || tx >= width || ty >= height) continue;
        from.push(y * width + x);
        over.push((y + dy) * width + x + dx);
        to.push(ty * width + tx);
      }
    }
  }
  return { from, over, to };
}

type Triples = ReturnType<typeof triples>;
const squaresOf = (j: Triples, t: number): number[] => [j.from[t]!, j.over[t]!, j.to[t]!];

/** For each triple, the triples sharing a square with it (itself included), in compressed rows. */
function affected(j: Triples, size: number): { affStart: Int32Array; aff: Int16Array } {
  const count = j.from.length;
  const touching: number[][] = Array.from({ length: size }, () => []);
  for (let t = 0; t < count; t++) for (const c of squaresOf(j, t)) touching[c]!.push(t);
  const affStart = new Int32Array(count + 1);
  const aff: number[] = [];
  for (let t = 0; t < count; t++) {
    const near = new Set<number>();
    for (const c of squaresOf(j, t)) for (const u of touching[c]!) near.add(u);
    aff.push(...[...near].sort((a, b) => a - b));
    affStart[t + 1] = aff.length;
  }
  return { affStart, aff: Int16Array.from(aff) };
}

/** For each triple, the edges touching its squares, and its squares with their neighbours (compressed rows). */
function surroundings(j: Triples, width: number, size: number) {
  const count = j.from.length;
  const neighbours = (c: number): number[] => {
    const x = c % width;
    const out: number[] = [];
    if (c >= width) out.push(c - width);
    if (x > 0) out.push(c - 1);
    if (x + 1 < width) out.push(c + 1);
    if (c + width < size) out.push(c + width);
    return out;
  };
  const edgeStart = new Int32Array(count + 1);
  const edges: number[] = [];
  const nearStart = new Int32Array(count + 1);
  const near: number[] = [];
  for (let t = 0; t < count; t++) {
    const squares = squaresOf(j, t);
    const around = new Set<number>(squares);
    const seen = new Set<string>();
    for (const c of squares) {
      for (const u of neighbours(c)) {
        around.add(u);
        const key = `${Math.min(c, u)},${Math.max(c, u)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        edges.push(c, u);
      }
    }
    edgeStart[t + 1] = edges.length / 2;
    near.push(...[...around].sort((a, b) => a - b));
    nearStart[t + 1] = near.length;
  }
  return { edgeStart, edges: Int16Array.from(edges), nearStart, near: Int16Array.from(near) };
}

/** Zobrist keys for every square and piece code, from a fixed seed (a blank square adds nothing). */
function zobrist(size: number): { zHi: Uint32Array; zLo: Uint32Array } {
  const zHi = new Uint32Array(size * 8);
  const zLo = new Uint32Array(size * 8);
  let rng = 0x5eed;
  const draw = (): number => {
    const [v, s] = next(rng);
    rng = s;
    return (v * 4294967296) >>> 0;
  };
  for (let i = 0; i < size * 8; i++) {
    if (i % 8 === 0) continue;
    zHi[i] = draw();
    zLo[i] = draw();
  }
  return { zHi, zLo };
}

export function geometry(width: number, height: number): Geometry {
  const key = `${width}x${height}`;
  const known = geometries.get(key);
  if (known) return known;
  const size = width * height;
  const j = triples(width, height);
  const g: Geometry = {
    width,
    height,
    size,
    count: j.from.length,
    from: Int16Array.from(j.from),
    over: Int16Array.from(j.over),
    to: Int16Array.from(j.to),
    ...affected(j, size),
    ...surroundings(j, width, size),
    ...zobrist(size),
  };
  geometries.set(key, g);
  return g;
}

export const toBoard = (state: GlassState): Uint8Array => Uint8Array.from(state.cells, (p) => CODE[p] ?? 0);

const pointOf = (g: Geometry, cell: number): Point => ({ x: cell % g.width, y: Math.floor(cell / g.width) });

/** The Move (from → to) of a jump triple. */
export const moveOf = (g: Geometry, t: number): { from: Point; to: Point } => ({
  from: pointOf(g, g.from[t]!),
  to: pointOf(g, g.to[t]!),
});

/** Points on a board. */
export function boardPoints(b: Uint8Array, off: number, size: number): number {
  let p = 0;
  for (let i = 0; i < size; i++) p += VALUE[b[off + i]!]!;
  return p;
}

/** Pieces (non-blank squares) on a board. */
export function boardPieces(b: Uint8Array, off: number, size: number): number {
  let n = 0;
  for (let i = 0; i < size; i++) if (b[off + i] !== 0) n++;
  return n;
}

/** Make jump t on the board at `off` (it must be legal); returns the points it removed. */
export function play(g: Geometry, b: Uint8Array, off: number, t: number): number {
  const f = off + g.from[t]!;
  const o = off + g.over[t]!;
  const d = off + g.to[t]!;
  const a = b[f]!;
  const j = b[o]!;
  const dv = b[d]!;
  const r = RESULT[(a << 6) | (j << 3) | dv]!;
  b[f] = 0;
  b[o] = r >> 3;
  b[d] = r & 7;
  return VALUE[a]! + VALUE[j]! + VALUE[dv]! - VALUE[r >> 3]! - VALUE[r & 7]!;
}

/** Is jump t legal on the board at `off`? */
export function legal(g: Geometry, b: Uint8Array, off: number, t: number): boolean {
  const a = b[off + g.from[t]!]!;
  const j = b[off + g.over[t]!]!;
  return a !== 0 && j !== 0 && RESULT[(a << 6) | (j << 3) | b[off + g.to[t]!]!] !== ILLEGAL;
}
