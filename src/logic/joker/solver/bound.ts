// A proven lower bound on the colour moves a position needs: exact reasoning, no search. Used for
// the options screen's "impossible" flag (`quickBound`) and by the tests against brute force.

import { indexOf } from '../geometry';
import type { JokerState } from '../state';
import { status } from '../status';
import type { Geo } from './bytes';
import * as bytes from './bytes';
import { classicBounds, componentGraph } from './classic';

// Module-local copies: some loaders (Vitest's among them) turn imported bindings into getter calls,
// costly in hot loops.
const { encodeCells, geometry, isOneColour, JK, NO } = bytes;

/**
 * Joker mode: ceil(D / 4), where D is the diameter of the metric d below.
 *
 * Jokers form trigger clusters: one joker can set off another in the same move only if it is
 * 8-adjacent, or 4-adjacent to one of its 8 neighbours, i.e. within 2 squares both ways but not
 * diagonally 2 away; a cluster is a connected group under that relation, its patch the union of
 * its jokers' 3×3 blocks (4-connected, as linked blocks overlap). The metric d: a 4-neighbour
 * step is free between equal colours or inside one patch, else it costs 1; a knight step costs 1.
 *
 * One move (base p, colour c) changes only: p's component R, free to cross; the knight squares
 * of p, within d 1 of R (one knight step from p); and squares of the patches of clusters whose
 * chains start at a joker 4-adjacent to R (that square of R lies in the joker's block, so the
 * patch meets R), at a knight square (d ≤ 1), or 4-adjacent to a repainted knight square k (k
 * lies in that joker's block, so the patch is within d 1 of R). So every changed square is
 * within d 1 of R.
 *
 * Take any path of the new board and its first and last changed squares f and l. Steps between
 * unchanged squares never get cheaper: their colours are as before, and bursts only remove
 * jokers, which only shrinks patches (each new patch lies inside an old one). No step costs more
 * than 1, so before the move the path's ends were at most its new cost + 4 apart (1 into f, 1
 * from f to R, 1 from R to l, 1 out of l). So one move lowers D by at most 4; a one-colour board
 * has D = 0, so a line needs at least ceil(D / 4) moves. Each eccentricity the corner sweeps find
 * is at most D, so the largest of them is a safe stand-in.
 */
function jokerDistanceBound(geo: Geo, board: Uint8Array): number {
  const { n, width } = geo;
  const samePatch = patchesOf(geo, board, clustersOf(geo, board));
  const sweep = sweeper(geo, board, samePatch);
  let diameter = 0;
  for (const corner of [0, width - 1, n - width, n - 1]) {
    const [ecc, far] = sweep(corner);
    diameter = Math.max(diameter, ecc, sweep(far)[0]);
  }
  return Math.ceil(diameter / 4);
}

/** Each joker's trigger cluster (NO elsewhere), by flood fill over jokers. */
function clustersOf(geo: Geo, board: Uint8Array): Int32Array {
  const { n, width, height } = geo;
  const cluster = new Int32Array(n).fill(NO);
  const stack = new Int32Array(n);
  let clusters = 0;
  for (let s = 0; s < n; s++) {
    if (board[s] !== JK || cluster[s] !== NO) continue;
    let sp = 0;
    cluster[s] = clusters;
    stack[sp++] = s;
    while (sp > 0) {
      const u = stack[--sp]!;
      const x0 = u % width;
      const y0 = (u - x0) / width;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          const x = x0 + dx;
          const y = y0 + dy;
          if (Math.abs(dx) === 2 && Math.abs(dy) === 2) continue;
          if (x < 0 || x >= width || y < 0 || y >= height) continue;
          const v = y * width + x;
          if (board[v] === JK && cluster[v] === NO) {
            cluster[v] = clusters;
            stack[sp++] = v;
          }
        }
      }
    }
    clusters++;
  }
  return cluster;
}

/**
 * Whether two squares lie in one cluster's patch. Each square lies in the patches of at most two
 * clusters (two jokers whose blocks share a square are at most 2 apart both ways, so in one
 * cluster unless diagonally 2 apart).
 */
function patchesOf(geo: Geo, board: Uint8Array, cluster: Int32Array): (a: number, b: number) => boolean {
  const { n, n8 } = geo;
  const patchA = new Int32Array(n).fill(NO);
  const patchB = new Int32Array(n).fill(NO);
  const addPatch = (v: number, id: number): void => {
    if (patchA[v] === NO || patchA[v] === id) patchA[v] = id;
    else patchB[v] = id;
  };
  for (let j = 0; j < n; j++) {
    if (board[j] !== JK) continue;
    addPatch(j, cluster[j]!);
    for (let k = j * 8; k < j * 8 + 8; k++) if (n8[k] !== NO) addPatch(n8[k]!, cluster[j]!);
  }
  return (a, b) => {
    const a1 = patchA[a]!;
    const a2 = patchB[a]!;
    return (
      (a1 !== NO && (a1 === patchA[b] || a1 === patchB[b])) ||
      (a2 !== NO && (a2 === patchA[b] || a2 === patchB[b]))
    );
  };
}

/** A 0-1 BFS over the metric d from a square: its eccentricity and the farthest square. */
function sweeper(
  geo: Geo,
  board: Uint8Array,
  samePatch: (a: number, b: number) => boolean,
): (s: number) => [number, number] {
  const { n, n4, kn } = geo;
  const dist = new Int32Array(n);
  // Every relaxation pushes once, at most 4 per square, at either end.
  const deque = new Int32Array(8 * n + 1);
  const settled = new Uint8Array(n);
  return (s) => {
    dist.fill(NO);
    settled.fill(0);
    let head = 4 * n;
    let tail = 4 * n;
    dist[s] = 0;
    deque[tail++] = s;
    let ecc = 0;
    let far = s;
    while (head < tail) {
      const u = deque[head++]!;
      if (settled[u]) continue;
      settled[u] = 1;
      if (dist[u]! > ecc) {
        ecc = dist[u]!;
        far = u;
      }
      for (let k = u * 4; k < u * 4 + 4; k++) {
        const v = n4[k]!;
        if (v === NO) continue;
        const free = board[u] === board[v] || samePatch(u, v);
        const dv = dist[u]! + (free ? 0 : 1);
        if (dist[v] !== NO && dist[v]! <= dv) continue;
        dist[v] = dv;
        if (free) deque[--head] = v;
        else deque[tail++] = v;
      }
      const du = dist[u]! + 1;
      for (let k = u * 8; k < u * 8 + 8; k++) {
        const v = kn[k]!;
        if (v === NO || (dist[v] !== NO && dist[v]! <= du)) continue;
        dist[v] = du;
        deque[tail++] = v;
      }
    }
    return [ecc, far];
  };
}

/**
 * A proven lower bound on the colour moves any line from `state` needs to paint the board one
 * colour (the move budget and game status aside; 0 for a won game, 1 for an unplayed
 * one-colour deal). Classic mode: the larger of the region's eccentricity in colour steps (one
 * move adds one ring of components) and the number of colours outside the region (each must be
 * played). Joker mode: see `jokerDistanceBound` above; much weaker, as bursts reach far.
 */
export function lowerBound(state: JokerState): number {
  if (status(state) === 'won') return 0;
  const board = encodeCells(state);
  if (isOneColour(board)) return 1;
  const geo = geometry(state.width, state.height);
  if (!state.classic) return Math.max(1, jokerDistanceBound(geo, board));
  const graph = componentGraph(geo, board);
  const region = new Uint32Array(graph.words);
  const start = graph.compOf[indexOf(state.base, state.width)]!;
  region[start >>> 5]! |= 1 << (start & 31);
  const { ecc, colours } = classicBounds(
    graph,
    region,
    new Int32Array(graph.count),
    new Int32Array(graph.count),
  );
  return Math.max(ecc, colours);
}
