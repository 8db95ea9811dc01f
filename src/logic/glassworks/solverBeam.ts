// Beam search over GlassWorks positions, run in slices (step) so a worker can report progress.
// Layer k holds up to `width` positions k jumps deep (beamStore.ts keeps them). Expanding a position
// (beamExpand.ts) makes each legal jump in place, counts the child's legal jumps incrementally (only
// jumps sharing a square with the one made can change) and undoes it. A child with no legal jump is
// a finished game and is recorded, not kept.
// Scoring is two-stage: every child gets a cheap pre-score (its parent's structure term from
// solverEval, plus the child's own points and mobility), and only the best `evalFactor × width`
// distinct children by pre-score (duplicates removed by a 64-bit Zobrist hash) are scored in full
// (evaluate: lonely pieces, groups); the best `width` of those form the next layer. The full
// evaluation is the costly part, so the cheap stage lets a much wider beam fit in the same work.
// Each new layer's leader is also finished greedily, so a good line exists long before the beam
// ends. The work is counted in nodes (children pre-scored), never in time: the same state and
// options always give the same line, however the work is sliced.

import { Expander } from './beamExpand';
import { Candidates, grow, INDEX_BITS, keyOf, Layer, SearchTree, SeenTable } from './beamStore';
import { selectSmallest } from './smallest';
import type { Geometry } from './solverBoard';
import * as board from './solverBoard';
import { evaluate, type SolverWeights } from './solverEval';

// Module-local copies: some loaders turn imported bindings into getter calls, costly in hot loops.
const { boardPieces, boardPoints, legal, play } = board;
const ILLEGAL = board.ILLEGAL;
const RESULT: Uint8Array = board.RESULT;
const VALUE: Uint8Array = board.VALUE;

/** The jumps (triple numbers) a greedy player makes from the board: most points removed, first wins ties. */
export function greedyMoves(g: Geometry, board: Uint8Array): number[] {
  const b = board.slice();
  const moves: number[] = [];
  for (;;) {
    let best = -1;
    let bestGain = 0;
    for (let t = 0; t < g.count; t++) {
      const a = b[g.from[t]!]!;
      const j = b[g.over[t]!]!;
      if (a === 0 || j === 0) continue;
      const d = b[g.to[t]!]!;
      const r = RESULT[(a << 6) | (j << 3) | d]!;
      if (r === ILLEGAL) continue;
      const gain = VALUE[a]! + VALUE[j]! + VALUE[d]! - VALUE[r >> 3]! - VALUE[r & 7]!;
      if (gain > bestGain) {
        bestGain = gain;
        best = t;
      }
    }
    if (best < 0) return moves;
    play(g, b, 0, best);
    moves.push(best);
  }
}

/** Sort the `count` smallest of keys[from..] into place at `from`; returns where they end. */
function sortAhead(keys: Float64Array, from: number, count: number): number {
  const end = Math.min(keys.length, from + count);
  selectSmallest(keys, from, keys.length, end - from);
  keys.subarray(from, end).sort();
  return end;
}

export class BeamSearch {
  /** Children scored so far. */
  nodes = 0;
  /** Layers completed (the depth of the current layer). */
  depth = 0;
  done = false;
  bestPoints: number;
  bestPieces: number;
  /** The best finished line found so far, as triple numbers. */
  bestLine: number[] = [];

  private readonly n: number;
  /** The layer being expanded, and the one its best children become. */
  private cur: Layer;
  private nxt: Layer;
  /** Children fully scored per layer (evalFactor × width). */
  private readonly evalCount: number;
  /** Next parent of the current layer to expand. */
  private parentIndex = 0;
  private readonly cands: Candidates;
  /** Full-score keys of the children fully scored this layer. */
  private fKey: Float64Array;
  private readonly tree: SearchTree;
  private readonly seen = new SeenTable();
  /** Makes a position's children (beamExpand.ts). */
  private readonly expander: Expander;
  private readonly scratch: Uint8Array;

  constructor(
    private readonly g: Geometry,
    root: Uint8Array,
    private readonly width: number,
    private readonly maxNodes: number,
    private readonly weights: SolverWeights,
    evalFactor: number,
  ) {
    const n = g.size;
    this.n = n;
    this.cur = new Layer(width, n);
    this.nxt = new Layer(width, n);
    this.evalCount = Math.max(width, Math.min(width * evalFactor, INDEX_BITS));
    const cap = Math.max(64, width * 16);
    this.cands = new Candidates(cap, INDEX_BITS);
    this.fKey = new Float64Array(Math.min(cap, this.evalCount));
    this.tree = new SearchTree(Math.max(1024, width * 8));
    this.seen.sizeFor(Math.min(this.evalCount, cap));
    this.scratch = new Uint8Array(n);
    this.expander = new Expander(g, weights);
    const mobility = this.takeRoot(root);
    // The greedy line is the first "best so far"; a position with no jump is already finished.
    this.bestPoints = this.cur.points[0]!;
    this.bestPieces = boardPieces(root, 0, n);
    this.finishGreedily(0, 0, []);
    if (mobility === 0) this.done = true;
  }

  /** The root as the first layer's one position; returns its number of legal jumps. */
  private takeRoot(root: Uint8Array): number {
    const { g, n, cur } = this;
    cur.boards.set(root);
    cur.count = 1;
    let hi = 0;
    let lo = 0;
    for (let c = 0; c < n; c++) {
      hi ^= g.zHi[c * 8 + root[c]!]!;
      lo ^= g.zLo[c * 8 + root[c]!]!;
    }
    cur.hi[0] = hi >>> 0;
    cur.lo[0] = lo >>> 0;
    cur.points[0] = boardPoints(root, 0, n);
    let mobility = 0;
    for (let t = 0; t < g.count; t++) if (legal(g, root, 0, t)) mobility++;
    cur.struct[0] = this.structure(root, 0, cur.points[0]!, mobility);
    return mobility;
  }

  /** The mobility term of a score (a bonus, so subtracted). */
  private mobilityTerm(mobility: number): number {
    return this.weights.mobility * Math.min(mobility, this.weights.mobilityCap);
  }

  /** The full score of a board, less its points and mobility terms. */
  private structure(b: Uint8Array, off: number, points: number, mobility: number): number {
    const score = evaluate(b, off, this.g.width, this.n, points, mobility, this.weights);
    return score - points + this.mobilityTerm(mobility);
  }

  /** Score about `budget` more children (at least one position is expanded), unless finished. */
  step(budget: number): void {
    const stopAt = this.nodes + Math.max(1, budget);
    while (!this.done && this.nodes < stopAt) {
      if (this.parentIndex < this.cur.count) {
        this.expand(this.parentIndex++);
        if (this.nodes >= this.maxNodes) this.done = true;
      } else {
        this.nextLayer();
      }
    }
  }

  private offer(points: number, pieces: number, line: () => number[]): void {
    if (points < this.bestPoints || (points === this.bestPoints && pieces < this.bestPieces)) {
      this.bestPoints = points;
      this.bestPieces = pieces;
      this.bestLine = line();
    }
  }

  /** Finish the position at `off` of `board` greedily and offer the result. */
  private finishGreedily(node: number, off: number, prefix: number[] | null, board = this.cur.boards): void {
    const { g, scratch, n } = this;
    scratch.set(board.subarray(off, off + n));
    const tail = greedyMoves(g, scratch);
    for (const t of tail) play(g, scratch, 0, t);
    this.offer(boardPoints(scratch, 0, n), boardPieces(scratch, 0, n), () => [
      ...(prefix ?? this.tree.lineTo(node)),
      ...tail,
    ]);
  }

  /** Every child of the layer's position `p`: a finished one offered, the others candidates. */
  private expand(p: number): void {
    this.nodes += this.expander.expand(this.cur, p, this.cands, (pts, board, off, t) => {
      // A finished game: record it if it is the best so far; it needs no place in the beam.
      if (pts > this.bestPoints) return;
      const node = this.cur.node[p]!;
      this.offer(pts, boardPieces(board, off, this.n), () => [...this.tree.lineTo(node), t]);
    });
  }

  /**
   * Keep the best distinct children as the next layer: the best evalCount by pre-score are scored in
   * full, and the best `width` of those by full score are kept.
   */
  private nextLayer(): void {
    const c = this.cands;
    this.seen.sizeFor(Math.min(this.evalCount, c.count));
    const keys = c.key.subarray(0, c.count);
    let e = 0;
    // Walk the keys in order, sorting only as far as needed: the best evalCount (and a margin for
    // duplicates) first; the rest is sorted only if duplicates use the margin up.
    let sorted = 0;
    for (let k = 0; k < keys.length && e < this.evalCount; k++) {
      if (k === sorted) sorted = sortAhead(keys, k, this.evalCount - e + (this.evalCount >> 2));
      const i = keys[k]! % INDEX_BITS;
      if (!this.seen.firstSight(c.hi[i]!, c.lo[i]!, this.depth)) continue;
      const score = this.scoreInFull(i);
      if (e >= this.fKey.length) this.fKey = grow(this.fKey, Math.min(this.evalCount, this.fKey.length * 2));
      this.fKey[e++] = keyOf(score, i);
    }
    this.keepBest(this.fKey.subarray(0, e).sort());
  }

  /** Candidate `i` scored in full: its jump made on its parent in place, evaluated, undone. */
  private scoreInFull(i: number): number {
    const { n, g } = this;
    const c = this.cands;
    const cur = this.cur.boards;
    const off = c.parent[i]! * n;
    const t = c.move[i]!;
    const f = off + g.from[t]!;
    const o = off + g.over[t]!;
    const d = off + g.to[t]!;
    const a = cur[f]!;
    const j = cur[o]!;
    const dv = cur[d]!;
    play(g, cur, off, t);
    const pts = c.points[i]!;
    const mob = c.mobility[i]!;
    const score = evaluate(cur, off, g.width, n, pts, mob, this.weights);
    cur[f] = a;
    cur[o] = j;
    cur[d] = dv;
    c.struct[i] = score - pts + this.mobilityTerm(mob);
    return score;
  }

  /** The best `width` of the fully scored keys (sorted) become the next layer. */
  private keepBest(best: Float64Array): void {
    const { n, g, cur, nxt } = this;
    const c = this.cands;
    const m = Math.min(this.width, best.length);
    for (let k = 0; k < m; k++) {
      const i = best[k]! % INDEX_BITS;
      const p = c.parent[i]!;
      const t = c.move[i]!;
      nxt.boards.set(cur.boards.subarray(p * n, p * n + n), k * n);
      play(g, nxt.boards, k * n, t);
      nxt.node[k] = this.tree.add(cur.node[p]!, t);
      nxt.points[k] = c.points[i]!;
      nxt.hi[k] = c.hi[i]!;
      nxt.lo[k] = c.lo[i]!;
      nxt.struct[k] = c.struct[i]!;
    }
    nxt.count = m;
    this.cur = nxt;
    this.nxt = cur;
    this.parentIndex = 0;
    c.count = 0;
    this.depth++;
    if (m === 0) this.done = true;
    else this.finishGreedily(nxt.node[0]!, 0, null);
  }
}
