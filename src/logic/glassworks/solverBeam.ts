// Beam search over GlassWorks positions, run in slices (step) so a worker can report progress.
// Layer k holds up to `width` positions k jumps deep. Expanding a position makes each legal jump in
// place, scores the child (solverEval), counts its legal jumps incrementally (only jumps sharing a
// square with the one made can change) and undoes it. A child with no legal jump is a finished
// game and is recorded, not kept. The best `width` children, duplicates removed by a 64-bit Zobrist
// hash, form the next layer. Each new layer's leader is also finished greedily, so a good line
// exists long before the beam ends. The work is counted in nodes (children scored), never in time:
// the same state and options always give the same line, however the work is sliced.

import type { Geometry } from './solverBoard';
import * as board from './solverBoard';
import { evaluate, type SolverWeights } from './solverEval';

// Module-local copies: some loaders turn imported bindings into getter calls, costly in hot loops.
const { boardPieces, boardPoints, legal, play } = board;
const ILLEGAL = board.ILLEGAL;
const RESULT: Uint8Array = board.RESULT;
const VALUE: Uint8Array = board.VALUE;

const INDEX_BITS = 2 ** 26; // candidate index packed under the score in one float key
const SCORE_SCALE = 64;
const SCORE_OFFSET = 4096;

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

function grow<T extends Float64Array | Int32Array | Int16Array | Uint32Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
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
  private cur: Uint8Array;
  private nxt: Uint8Array;
  private curCount = 1;
  private curNode: Int32Array;
  private nxtNode: Int32Array;
  private curPts: Int32Array;
  private nxtPts: Int32Array;
  private curHi: Uint32Array;
  private nxtHi: Uint32Array;
  private curLo: Uint32Array;
  private nxtLo: Uint32Array;
  /** Next parent of the current layer to expand. */
  private parentIndex = 0;
  // Children of the current layer waiting for selection.
  private cand = 0;
  private cKey: Float64Array;
  private cPar: Int32Array;
  private cMove: Int16Array;
  private cPts: Int32Array;
  private cHi: Uint32Array;
  private cLo: Uint32Array;
  // The search tree of kept positions: parent node and the jump that led there (node 0 is the root).
  private nodeParent: Int32Array;
  private nodeMove: Int16Array;
  private nodeCount = 1;
  // Duplicate detection for one layer: open addressing, a slot is used when its stamp is the layer's.
  private readonly hashMask: number;
  private readonly hHi: Uint32Array;
  private readonly hLo: Uint32Array;
  private readonly hStamp: Int32Array;
  private readonly legalScratch: Int16Array;
  private readonly scratch: Uint8Array;

  constructor(
    private readonly g: Geometry,
    root: Uint8Array,
    private readonly width: number,
    private readonly maxNodes: number,
    private readonly weights: SolverWeights,
  ) {
    const n = g.size;
    this.n = n;
    this.cur = new Uint8Array(width * n);
    this.nxt = new Uint8Array(width * n);
    this.cur.set(root);
    this.curNode = new Int32Array(width);
    this.nxtNode = new Int32Array(width);
    this.curPts = new Int32Array(width);
    this.nxtPts = new Int32Array(width);
    this.curHi = new Uint32Array(width);
    this.nxtHi = new Uint32Array(width);
    this.curLo = new Uint32Array(width);
    this.nxtLo = new Uint32Array(width);
    const cap = Math.max(64, width * 16);
    this.cKey = new Float64Array(cap);
    this.cPar = new Int32Array(cap);
    this.cMove = new Int16Array(cap);
    this.cPts = new Int32Array(cap);
    this.cHi = new Uint32Array(cap);
    this.cLo = new Uint32Array(cap);
    this.nodeParent = new Int32Array(Math.max(1024, width * 8));
    this.nodeMove = new Int16Array(this.nodeParent.length);
    this.nodeParent[0] = -1;
    let slots = 16;
    while (slots < width * 4) slots *= 2;
    this.hashMask = slots - 1;
    this.hHi = new Uint32Array(slots);
    this.hLo = new Uint32Array(slots);
    this.hStamp = new Int32Array(slots).fill(-1);
    this.legalScratch = new Int16Array(g.count);
    this.scratch = new Uint8Array(n);

    let hi = 0;
    let lo = 0;
    for (let c = 0; c < n; c++) {
      hi ^= g.zHi[c * 8 + root[c]!]!;
      lo ^= g.zLo[c * 8 + root[c]!]!;
    }
    this.curHi[0] = hi >>> 0;
    this.curLo[0] = lo >>> 0;
    this.curPts[0] = boardPoints(root, 0, n);
    // The greedy line is the first "best so far"; a position with no jump is already finished.
    this.bestPoints = this.curPts[0]!;
    this.bestPieces = boardPieces(root, 0, n);
    this.finishGreedily(0, 0, []);
    let any = false;
    for (let t = 0; t < g.count && !any; t++) any = legal(g, root, 0, t);
    if (!any) this.done = true;
  }

  /** Score about `budget` more children (at least one position is expanded), unless finished. */
  step(budget: number): void {
    const stopAt = this.nodes + Math.max(1, budget);
    while (!this.done && this.nodes < stopAt) {
      if (this.parentIndex < this.curCount) {
        this.expand(this.parentIndex++);
        if (this.nodes >= this.maxNodes) this.done = true;
      } else {
        this.nextLayer();
      }
    }
  }

  private lineTo(node: number): number[] {
    const line: number[] = [];
    for (let v = node; v > 0; v = this.nodeParent[v]!) line.push(this.nodeMove[v]!);
    return line.reverse();
  }

  private offer(points: number, pieces: number, line: () => number[]): void {
    if (points < this.bestPoints || (points === this.bestPoints && pieces < this.bestPieces)) {
      this.bestPoints = points;
      this.bestPieces = pieces;
      this.bestLine = line();
    }
  }

  /** Finish the position at `off` of `board` greedily and offer the result. */
  private finishGreedily(node: number, off: number, prefix: number[] | null, board = this.cur): void {
    const { g, scratch, n } = this;
    scratch.set(board.subarray(off, off + n));
    const tail = greedyMoves(g, scratch);
    for (const t of tail) play(g, scratch, 0, t);
    this.offer(boardPoints(scratch, 0, n), boardPieces(scratch, 0, n), () => [
      ...(prefix ?? this.lineTo(node)),
      ...tail,
    ]);
  }

  private expand(p: number): void {
    const { g, cur, n, weights } = this;
    const { from, over, to, aff, affStart, zHi, zLo } = g;
    const off = p * n;
    const moves = this.legalScratch;
    let count = 0;
    for (let t = 0; t < g.count; t++) {
      const a = cur[off + from[t]!]!;
      const j = cur[off + over[t]!]!;
      if (a !== 0 && j !== 0 && RESULT[(a << 6) | (j << 3) | cur[off + to[t]!]!] !== ILLEGAL)
        moves[count++] = t;
    }
    const parentPts = this.curPts[p]!;
    const parentHi = this.curHi[p]!;
    const parentLo = this.curLo[p]!;
    for (let k = 0; k < count; k++) {
      const t = moves[k]!;
      const f = off + from[t]!;
      const o = off + over[t]!;
      const d = off + to[t]!;
      const a = cur[f]!;
      const j = cur[o]!;
      const dv = cur[d]!;
      const r = RESULT[(a << 6) | (j << 3) | dv]!;
      const ov = r >> 3;
      const tv = r & 7;
      const s = affStart[t]!;
      const e = affStart[t + 1]!;
      let mob = count;
      for (let q = s; q < e; q++) {
        const u = aff[q]!;
        const ua = cur[off + from[u]!]!;
        const uj = cur[off + over[u]!]!;
        if (ua !== 0 && uj !== 0 && RESULT[(ua << 6) | (uj << 3) | cur[off + to[u]!]!] !== ILLEGAL) mob--;
      }
      cur[f] = 0;
      cur[o] = ov;
      cur[d] = tv;
      for (let q = s; q < e; q++) {
        const u = aff[q]!;
        const ua = cur[off + from[u]!]!;
        const uj = cur[off + over[u]!]!;
        if (ua !== 0 && uj !== 0 && RESULT[(ua << 6) | (uj << 3) | cur[off + to[u]!]!] !== ILLEGAL) mob++;
      }
      const pts = parentPts - (VALUE[a]! + VALUE[j]! + VALUE[dv]! - VALUE[ov]! - VALUE[tv]!);
      this.nodes++;
      if (mob === 0) {
        // A finished game: record it if it is the best so far; it needs no place in the beam.
        if (pts <= this.bestPoints) {
          const node = this.curNode[p]!;
          this.offer(pts, boardPieces(cur, off, n), () => [...this.lineTo(node), t]);
        }
        cur[f] = a;
        cur[o] = j;
        cur[d] = dv;
        continue;
      }
      const score = evaluate(cur, off, g.width, n, pts, mob, weights);
      cur[f] = a;
      cur[o] = j;
      cur[d] = dv;
      const i = this.cand++;
      if (i >= this.cKey.length) this.growCandidates();
      const fi = from[t]! * 8;
      const oi = over[t]! * 8;
      const di = to[t]! * 8;
      this.cHi[i] = parentHi ^ zHi[fi + a]! ^ zHi[oi + j]! ^ zHi[oi + ov]! ^ zHi[di + dv]! ^ zHi[di + tv]!;
      this.cLo[i] = parentLo ^ zLo[fi + a]! ^ zLo[oi + j]! ^ zLo[oi + ov]! ^ zLo[di + dv]! ^ zLo[di + tv]!;
      this.cPar[i] = p;
      this.cMove[i] = t;
      this.cPts[i] = pts;
      this.cKey[i] = Math.max(0, Math.round((score + SCORE_OFFSET) * SCORE_SCALE)) * INDEX_BITS + i;
    }
  }

  private growCandidates(): void {
    const size = this.cKey.length * 2;
    if (size > INDEX_BITS) throw new Error('GlassWorks solver: too many candidates in one layer');
    this.cKey = grow(this.cKey, size);
    this.cPar = grow(this.cPar, size);
    this.cMove = grow(this.cMove, size);
    this.cPts = grow(this.cPts, size);
    this.cHi = grow(this.cHi, size);
    this.cLo = grow(this.cLo, size);
  }

  private newNode(parentNode: number, move: number): number {
    if (this.nodeCount >= this.nodeParent.length) {
      this.nodeParent = grow(this.nodeParent, this.nodeParent.length * 2);
      this.nodeMove = grow(this.nodeMove, this.nodeMove.length * 2);
    }
    const id = this.nodeCount++;
    this.nodeParent[id] = parentNode;
    this.nodeMove[id] = move;
    return id;
  }

  /** Keep the best distinct children as the next layer. */
  private nextLayer(): void {
    const { n, g, width, hHi, hLo, hStamp, hashMask, cur, nxt } = this;
    const keys = this.cKey.subarray(0, this.cand).sort();
    const stamp = this.depth;
    let m = 0;
    for (let k = 0; k < keys.length && m < width; k++) {
      const i = keys[k]! % INDEX_BITS;
      const hi = this.cHi[i]!;
      const lo = this.cLo[i]!;
      let slot = lo & hashMask;
      let seen = false;
      while (hStamp[slot] === stamp) {
        if (hHi[slot] === hi && hLo[slot] === lo) {
          seen = true;
          break;
        }
        slot = (slot + 1) & hashMask;
      }
      if (seen) continue;
      hStamp[slot] = stamp;
      hHi[slot] = hi;
      hLo[slot] = lo;
      const p = this.cPar[i]!;
      const t = this.cMove[i]!;
      nxt.set(cur.subarray(p * n, p * n + n), m * n);
      play(g, nxt, m * n, t);
      this.nxtNode[m] = this.newNode(this.curNode[p]!, t);
      this.nxtPts[m] = this.cPts[i]!;
      this.nxtHi[m] = hi;
      this.nxtLo[m] = lo;
      m++;
    }
    this.cur = nxt;
    this.nxt = cur;
    [this.curNode, this.nxtNode] = [this.nxtNode, this.curNode];
    [this.curPts, this.nxtPts] = [this.nxtPts, this.curPts];
    [this.curHi, this.nxtHi] = [this.nxtHi, this.curHi];
    [this.curLo, this.nxtLo] = [this.nxtLo, this.curLo];
    this.curCount = m;
    this.parentIndex = 0;
    this.cand = 0;
    this.depth++;
    if (m === 0) this.done = true;
    else this.finishGreedily(this.curNode[0]!, 0, null);
  }
}
