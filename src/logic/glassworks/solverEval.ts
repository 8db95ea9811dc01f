// How promising a position is for the solver (lower is better): the points on the board, plus
// what experience says will never be cleared. Two adjacent pieces "interact" when one could ever
// jump the other (two primaries; a primary and a secondary containing it; two equal secondaries).
// A piece with no interacting neighbour is stranded for now ("lonely"), and every group of pieces
// linked by interacting neighbours ends with at least one piece left, so groups cost too. Many
// legal jumps (mobility) keep options open.

import * as board from './solverBoard';

// Module-local copies: some loaders turn imported bindings into getter calls, costly in hot loops.
const INTERACT: Uint8Array = board.INTERACT;
const VALUE: Uint8Array = board.VALUE;

export interface SolverWeights {
  /** Cost per point of a piece with no interacting neighbour. */
  readonly lonely: number;
  /** Cost per group of pieces linked by interacting neighbours. */
  readonly groups: number;
  /** Bonus per legal jump, counted up to mobilityCap. */
  readonly mobility: number;
  readonly mobilityCap: number;
  /** Extra cost per point of a lonely piece with no piece at all within two squares (diagonals count). */
  readonly dead: number;
  /** Extra cost per group with no primary in it. */
  readonly pureGroup: number;
}

export const DEFAULT_WEIGHTS: SolverWeights = {
  lonely: 4,
  groups: 4,
  mobility: 0.4,
  mobilityCap: 20,
  dead: 0,
  pureGroup: 0,
};

// Union–find scratch, sized for the largest board the codec accepts (30×30).
const parent = new Int16Array(900);
const linked = new Uint8Array(900);
const hasPrimary = new Uint8Array(900);

/** The group of square a (parent -1 marks a group's root); halves the path on the way. */
function root(a: number): number {
  let r = a;
  let up = parent[r]!;
  while (up >= 0) {
    const upper = parent[up]!;
    if (upper >= 0) parent[r] = upper;
    r = up;
    up = parent[r]!;
  }
  return r;
}

/** No piece within two squares of c (orthogonally two away, or diagonal). */
function isolated(b: Uint8Array, off: number, c: number, x: number, width: number, size: number): boolean {
  const up = c >= width;
  const down = c + width < size;
  const left = x > 0;
  const right = x + 1 < width;
  if (x > 1 && b[off + c - 2] !== 0) return false;
  if (x + 2 < width && b[off + c + 2] !== 0) return false;
  if (c >= 2 * width && b[off + c - 2 * width] !== 0) return false;
  if (c + 2 * width < size && b[off + c + 2 * width] !== 0) return false;
  if (up && left && b[off + c - width - 1] !== 0) return false;
  if (up && right && b[off + c - width + 1] !== 0) return false;
  if (down && left && b[off + c + width - 1] !== 0) return false;
  if (down && right && b[off + c + width + 1] !== 0) return false;
  return true;
}

/**
 * Score of the board at `off` (size squares, `width` wide) that has `points` points and `mobility`
 * legal jumps. One row-major pass links each piece to its right and lower neighbours.
 */
export function evaluate(
  b: Uint8Array,
  off: number,
  width: number,
  size: number,
  points: number,
  mobility: number,
  w: SolverWeights,
): number {
  let lonely = 0;
  let pieces = 0;
  let unions = 0;
  let dead = 0;
  parent.fill(-1, 0, size);
  linked.fill(0, 0, size);
  for (let c = 0, x = 0; c < size; c++, x = x + 1 === width ? 0 : x + 1) {
    const v = b[off + c]!;
    if (v === 0) continue;
    pieces++;
    const base = v * 8;
    if (x + 1 < width) {
      const r = b[off + c + 1]!;
      if (r !== 0 && INTERACT[base + r] === 1) {
        linked[c] = 1;
        linked[c + 1] = 1;
        const ra = root(c);
        const rb = root(c + 1);
        if (ra !== rb) {
          parent[ra] = rb;
          unions++;
        }
      }
    }
    if (c + width < size) {
      const d = b[off + c + width]!;
      if (d !== 0 && INTERACT[base + d] === 1) {
        linked[c] = 1;
        linked[c + width] = 1;
        const ra = root(c);
        const rb = root(c + width);
        if (ra !== rb) {
          parent[ra] = rb;
          unions++;
        }
      }
    }
    // Left and upper neighbours were visited first, so `linked` is final here.
    if (linked[c] === 0) {
      lonely += VALUE[v]!;
      if (w.dead !== 0 && isolated(b, off, c, x, width, size)) dead += VALUE[v]!;
    }
  }
  let pure = 0;
  if (w.pureGroup !== 0) {
    // A group of equal secondaries ends as at least one secondary (2 points), a mixed one may end
    // as a single primary.
    hasPrimary.fill(0, 0, size);
    for (let c = 0; c < size; c++) {
      const v = b[off + c]!;
      if (v === 1 || v === 2 || v === 4) hasPrimary[root(c)] = 1;
    }
    for (let c = 0; c < size; c++) if (b[off + c] !== 0 && parent[c]! < 0 && hasPrimary[c] === 0) pure++;
  }
  const mob = Math.min(mobility, w.mobilityCap);
  return (
    points +
    w.lonely * lonely +
    w.dead * dead +
    w.groups * (pieces - unions) +
    w.pureGroup * pure -
    w.mobility * mob
  );
}
