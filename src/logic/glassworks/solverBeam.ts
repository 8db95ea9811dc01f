// Beam search over GlassWorks positions, run in slices (step) so a worker can report progress.
// Layer k holds up to `width` positions k jumps deep. Expanding a position makes each legal jump in
// place, counts the child's legal jumps incrementally (only jumps sharing a square with the one made
// can change) and undoes it. A child with no legal jump is a finished game and is recorded, not kept.
// Scoring is two-stage: every child gets a cheap pre-score (its parent's structure term from
// solverEval, plus the child's own points and mobility), and only the best `evalFactor × width`
// distinct children by pre-score (duplicates removed by a 64-bit Zobrist hash) are scored in full
// (evaluate: lonely pieces, groups); the best `width` of those form the next layer. The full
// evaluation is the costly part, so the cheap stage lets a much wider beam fit in the same work.
// Each new layer's leader is also finished greedily, so a good line exists long before the beam
// ends. The work is counted in nodes (children pre-scored), never in time: the same state and
// options always give the same line, however the work is sliced.

import { selectSmallest } from './smallest';
import type { Geometry } from './solverBoard';
import * as board from './solverBoard';
import { evaluate, type SolverWeights } from './solverEval';

// Module-local copies: some loaders turn imported bindings into getter calls, costly in hot loops.
const { boardPieces, boardPoints, legal, play } = board;
const ILLEGAL = board.ILLEGAL;
const RESULT: Uint8Array = board.RESULT;
const VALUE: Uint8Array = board.VALUE;
const INTERACT: Uint8Array = board.INTERACT;

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

/** A score and a candidate index packed in one number that sorts by score, then index. */
const keyOf = (score: number, i: number): number =>
  Math.max(0, Math.round((score + SCORE_OFFSET) * SCORE_SCALE)) * INDEX_BITS + i;

/** Sort the `count` smallest of keys[from..] into place at `from`; returns where they end. */
function sortAhead(keys: Float64Array, from: number, count: number): number {
  const end = Math.min(keys.length, from + count);
  selectSmallest(keys, from, keys.length, end - from);
  keys.subarray(from, end).sort();
  return end;
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
  /** Each kept position's score less its points and mobility terms: its children's pre-score base. */
  private curStruct: Float64Array;
  private nxtStruct: Float64Array;
  /** Children fully scored per layer (evalFactor × width). */
  private readonly evalCount: number;
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
  private cMob: Int16Array;
  /** Full score less points and mobility terms, for the children fully scored. */
  private cStruct: Float64Array;
  /** Full-score keys of the children fully scored this layer. */
  private fKey: Float64Array;
  // The search tree of kept positions: parent node and the jump that led there (node 0 is the root).
  private nodeParent: Int32Array;
  private nodeMove: Int16Array;
  private nodeCount = 1;
  // Duplicate detection for one layer: open addressing, a slot is used when its stamp is the layer's.
  private hashMask = 0;
  private hHi = new Uint32Array(0);
  private hLo = new Uint32Array(0);
  private hStamp = new Int32Array(0);
  private readonly legalScratch: Int16Array;
  /** isLegal[t] = 1 when jump t is legal in the parent being expanded. */
  private readonly isLegal: Uint8Array;
  // The parent being expanded: each square's interacting neighbours, and the points of lonely pieces.
  private readonly links: Uint8Array;
  private readonly lonelyPts: Uint8Array;
  /** A child's change of `links` near its jump (zero between children). */
  private readonly linkDelta: Int8Array;
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
    this.curStruct = new Float64Array(width);
    this.nxtStruct = new Float64Array(width);
    this.evalCount = Math.max(width, Math.min(width * evalFactor, INDEX_BITS));
    const cap = Math.max(64, width * 16);
    this.cKey = new Float64Array(cap);
    this.cPar = new Int32Array(cap);
    this.cMove = new Int16Array(cap);
    this.cPts = new Int32Array(cap);
    this.cHi = new Uint32Array(cap);
    this.cLo = new Uint32Array(cap);
    this.cMob = new Int16Array(cap);
    this.cStruct = new Float64Array(cap);
    this.fKey = new Float64Array(Math.min(cap, this.evalCount));
    this.nodeParent = new Int32Array(Math.max(1024, width * 8));
    this.nodeMove = new Int16Array(this.nodeParent.length);
    this.nodeParent[0] = -1;
    this.hashFor(Math.min(this.evalCount, cap));
    this.legalScratch = new Int16Array(g.count);
    this.isLegal = new Uint8Array(g.count);
    this.scratch = new Uint8Array(n);
    this.links = new Uint8Array(n);
    this.lonelyPts = new Uint8Array(n);
    this.linkDelta = new Int8Array(n);

    let hi = 0;
    let lo = 0;
    for (let c = 0; c < n; c++) {
      hi ^= g.zHi[c * 8 + root[c]!]!;
      lo ^= g.zLo[c * 8 + root[c]!]!;
    }
    this.curHi[0] = hi >>> 0;
    this.curLo[0] = lo >>> 0;
    this.curPts[0] = boardPoints(root, 0, n);
    let mobility = 0;
    for (let t = 0; t < g.count; t++) if (legal(g, root, 0, t)) mobility++;
    this.curStruct[0] = this.structure(root, 0, this.curPts[0]!, mobility);
    // The greedy line is the first "best so far"; a position with no jump is already finished.
    this.bestPoints = this.curPts[0]!;
    this.bestPieces = boardPieces(root, 0, n);
    this.finishGreedily(0, 0, []);
    if (mobility === 0) this.done = true;
  }

  /** Make the duplicate table at least half empty with `entries` in it. */
  private hashFor(entries: number): void {
    if (this.hStamp.length >= entries * 2) return;
    let slots = 1024;
    while (slots < entries * 2) slots *= 2;
    this.hashMask = slots - 1;
    this.hHi = new Uint32Array(slots);
    this.hLo = new Uint32Array(slots);
    this.hStamp = new Int32Array(slots).fill(-1);
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

  /** Fill links and lonelyPts for the board at `off` of `b`. */
  private linksOf(b: Uint8Array, off: number): void {
    const { n, links, lonelyPts } = this;
    const width = this.g.width;
    links.fill(0);
    for (let c = 0, x = 0; c < n; c++, x = x + 1 === width ? 0 : x + 1) {
      const v = b[off + c]!;
      if (v === 0) continue;
      if (x + 1 < width && INTERACT[v * 8 + b[off + c + 1]!] === 1) {
        links[c]!++;
        links[c + 1]!++;
      }
      if (c + width < n && INTERACT[v * 8 + b[off + c + width]!] === 1) {
        links[c]!++;
        links[c + width]!++;
      }
    }
    for (let c = 0; c < n; c++) lonelyPts[c] = links[c] === 0 ? VALUE[b[off + c]!]! : 0;
  }

  private expand(p: number): void {
    const { g, cur, n } = this;
    const { mobility: mobWeight, mobilityCap, lonely: lonelyWeight, groups: groupsWeight } = this.weights;
    const { from, over, to, aff, affStart, zHi, zLo, edges, edgeStart, near, nearStart } = g;
    const { links, lonelyPts, linkDelta } = this;
    const off = p * n;
    this.linksOf(cur, off);
    const moves = this.legalScratch;
    const isLegal = this.isLegal;
    let count = 0;
    for (let t = 0; t < g.count; t++) {
      const a = cur[off + from[t]!]!;
      const j = cur[off + over[t]!]!;
      if (a !== 0 && j !== 0 && RESULT[(a << 6) | (j << 3) | cur[off + to[t]!]!] !== ILLEGAL) {
        moves[count++] = t;
        isLegal[t] = 1;
      } else isLegal[t] = 0;
    }
    // Room for every child up front, so the candidate arrays can be held in locals below.
    while (this.cand + count > this.cKey.length) this.growCandidates();
    const { cKey, cHi, cLo, cPar, cMove, cPts, cMob } = this;
    let cand = this.cand;
    const parentPts = this.curPts[p]!;
    const parentHi = this.curHi[p]!;
    const parentLo = this.curLo[p]!;
    const parentStruct = this.curStruct[p]!;
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
      for (let q = s; q < e; q++) mob -= isLegal[aff[q]!]!;
      // Links (interacting neighbour pairs) near the jump, taken away before it and added after.
      const es = edgeStart[t]! * 2;
      const ee = edgeStart[t + 1]! * 2;
      let linkChange = 0;
      for (let q = es; q < ee; q += 2) {
        const c = edges[q]!;
        const u = edges[q + 1]!;
        const i = INTERACT[cur[off + c]! * 8 + cur[off + u]!]!;
        linkChange -= i;
        linkDelta[c] -= i;
        linkDelta[u] -= i;
      }
      cur[f] = 0;
      cur[o] = ov;
      cur[d] = tv;
      // Jumps the move cannot touch stay legal: once they reach the cap the exact count changes
      // nothing (and the child is not finished), so it is left as that lower bound.
      if (mob === 0 || mob < mobilityCap) {
        for (let q = s; q < e; q++) {
          const u = aff[q]!;
          const ua = cur[off + from[u]!]!;
          const uj = cur[off + over[u]!]!;
          if (ua !== 0 && uj !== 0 && RESULT[(ua << 6) | (uj << 3) | cur[off + to[u]!]!] !== ILLEGAL) mob++;
        }
      }
      for (let q = es; q < ee; q += 2) {
        const c = edges[q]!;
        const u = edges[q + 1]!;
        const i = INTERACT[cur[off + c]! * 8 + cur[off + u]!]!;
        linkChange += i;
        linkDelta[c] += i;
        linkDelta[u] += i;
      }
      // Only squares near the jump can change between lonely and linked.
      let lonelyChange = 0;
      for (let q = nearStart[t]!, qe = nearStart[t + 1]!; q < qe; q++) {
        const c = near[q]!;
        const v = cur[off + c]!;
        if (v !== 0 && links[c]! + linkDelta[c]! === 0) lonelyChange += VALUE[v]!;
        lonelyChange -= lonelyPts[c]!;
        linkDelta[c] = 0;
      }
      // Pieces: the anchor leaves, the jumped piece may stay, a blank destination gains one.
      const pieceChange = (ov !== 0 ? 0 : -1) + (dv !== 0 ? -1 : 0);
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
      // The pre-score: the parent's structure updated near the jump (lonely pieces exactly, groups as
      // pieces less links, exact for a forest), with the child's own points and mobility.
      const score =
        parentStruct +
        lonelyWeight * lonelyChange +
        groupsWeight * (pieceChange - linkChange) +
        pts -
        mobWeight * Math.min(mob, mobilityCap);
      cur[f] = a;
      cur[o] = j;
      cur[d] = dv;
      const i = cand++;
      const fi = from[t]! * 8;
      const oi = over[t]! * 8;
      const di = to[t]! * 8;
      cHi[i] = parentHi ^ zHi[fi + a]! ^ zHi[oi + j]! ^ zHi[oi + ov]! ^ zHi[di + dv]! ^ zHi[di + tv]!;
      cLo[i] = parentLo ^ zLo[fi + a]! ^ zLo[oi + j]! ^ zLo[oi + ov]! ^ zLo[di + dv]! ^ zLo[di + tv]!;
      cPar[i] = p;
      cMove[i] = t;
      cPts[i] = pts;
      cMob[i] = mob;
      cKey[i] = keyOf(score, i);
    }
    this.cand = cand;
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
    this.cMob = grow(this.cMob, size);
    this.cStruct = grow(this.cStruct, size);
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

  /**
   * Keep the best distinct children as the next layer: the best evalCount by pre-score are scored in
   * full, and the best `width` of those by full score are kept.
   */
  private nextLayer(): void {
    this.hashFor(Math.min(this.evalCount, this.cand));
    const { n, g, width, hHi, hLo, hStamp, hashMask, cur, nxt, weights } = this;
    const { from, over, to } = g;
    const keys = this.cKey.subarray(0, this.cand);
    const stamp = this.depth;
    let e = 0;
    // Walk the keys in order, sorting only as far as needed: the best evalCount (and a margin for
    // duplicates) first; the rest is sorted only if duplicates use the margin up.
    let sorted = 0;
    for (let k = 0; k < keys.length && e < this.evalCount; k++) {
      if (k === sorted) sorted = sortAhead(keys, k, this.evalCount - e + (this.evalCount >> 2));
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
      // Score the child in full: make its jump on the parent in place, evaluate, undo.
      const off = this.cPar[i]! * n;
      const t = this.cMove[i]!;
      const f = off + from[t]!;
      const o = off + over[t]!;
      const d = off + to[t]!;
      const a = cur[f]!;
      const j = cur[o]!;
      const dv = cur[d]!;
      play(g, cur, off, t);
      const pts = this.cPts[i]!;
      const mob = this.cMob[i]!;
      const score = evaluate(cur, off, g.width, n, pts, mob, weights);
      cur[f] = a;
      cur[o] = j;
      cur[d] = dv;
      this.cStruct[i] = score - pts + this.mobilityTerm(mob);
      if (e >= this.fKey.length) this.fKey = grow(this.fKey, Math.min(this.evalCount, this.fKey.length * 2));
      this.fKey[e++] = keyOf(score, i);
    }
    const best = this.fKey.subarray(0, e).sort();
    const m = Math.min(width, e);
    for (let k = 0; k < m; k++) {
      const i = best[k]! % INDEX_BITS;
      const p = this.cPar[i]!;
      const t = this.cMove[i]!;
      nxt.set(cur.subarray(p * n, p * n + n), k * n);
      play(g, nxt, k * n, t);
      this.nxtNode[k] = this.newNode(this.curNode[p]!, t);
      this.nxtPts[k] = this.cPts[i]!;
      this.nxtHi[k] = this.cHi[i]!;
      this.nxtLo[k] = this.cLo[i]!;
      this.nxtStruct[k] = this.cStruct[i]!;
    }
    this.cur = nxt;
    this.nxt = cur;
    [this.curNode, this.nxtNode] = [this.nxtNode, this.curNode];
    [this.curPts, this.nxtPts] = [this.nxtPts, this.curPts];
    [this.curHi, this.nxtHi] = [this.nxtHi, this.curHi];
    [this.curLo, this.nxtLo] = [this.nxtLo, this.curLo];
    [this.curStruct, this.nxtStruct] = [this.nxtStruct, this.curStruct];
    this.curCount = m;
    this.parentIndex = 0;
    this.cand = 0;
    this.depth++;
    if (m === 0) this.done = true;
    else this.finishGreedily(this.curNode[0]!, 0, null);
  }
}
