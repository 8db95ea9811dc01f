// The children of one position of GlassWorks' beam search (solverBeam.ts). Each legal jump is made
// in place on the parent, looked at and undone: its legal jumps counted incrementally (only jumps
// sharing a square with the one made can change), and its pre-score — the parent's structure term
// updated near the jump (lonely pieces exactly, groups as pieces less links), with the child's own
// points and mobility — so that only the best children by pre-score are scored in full. A child
// with no legal jump is a finished game and is handed back, not kept.

import { type Candidates, keyOf, type Layer } from './beamStore';
import type { Geometry } from './solverBoard';
import * as board from './solverBoard';
import type { SolverWeights } from './solverEval';

// Module-local copies: some loaders turn imported bindings into getter calls, costly in hot loops.
const ILLEGAL = board.ILLEGAL;
const RESULT: Uint8Array = board.RESULT;
const VALUE: Uint8Array = board.VALUE;
const INTERACT: Uint8Array = board.INTERACT;

/** A finished child: its points, the board it is on at `off` (as the child left it), its jump. */
export type Finished = (points: number, board: Uint8Array, off: number, t: number) => void;

export class Expander {
  private readonly n: number;
  private readonly legalScratch: Int16Array;
  /** isLegal[t] = 1 when jump t is legal in the parent being expanded. */
  private readonly isLegal: Uint8Array;
  // The parent being expanded: each square's interacting neighbours, and the points of lonely pieces.
  private readonly links: Uint8Array;
  private readonly lonelyPts: Uint8Array;
  /** A child's change of `links` near its jump (zero between children). */
  private readonly linkDelta: Int8Array;
  /** The child looked at: its jump's squares before (anchor, jumped, landing) and after (jumped, landing). */
  private readonly changed = new Uint8Array(5);
  // The expansion under way: the parent's layer, where its children go, who hears of a finished one.
  private layer!: Layer;
  private cands!: Candidates;
  private finished!: Finished;

  constructor(
    private readonly g: Geometry,
    private readonly weights: SolverWeights,
  ) {
    const n = g.size;
    this.n = n;
    this.legalScratch = new Int16Array(g.count);
    this.isLegal = new Uint8Array(g.count);
    this.links = new Uint8Array(n);
    this.lonelyPts = new Uint8Array(n);
    this.linkDelta = new Int8Array(n);
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

  /** The legal jumps of the parent at `off`, into legalScratch (and isLegal); returns how many. */
  private legalJumps(off: number): number {
    const { g, isLegal } = this;
    const cur = this.layer.boards;
    const { from, over, to } = g;
    const moves = this.legalScratch;
    let count = 0;
    for (let t = 0; t < g.count; t++) {
      const a = cur[off + from[t]!]!;
      const j = cur[off + over[t]!]!;
      if (a !== 0 && j !== 0 && RESULT[(a << 6) | (j << 3) | cur[off + to[t]!]!] !== ILLEGAL) {
        moves[count++] = t;
        isLegal[t] = 1;
      } else isLegal[t] = 0;
    }
    return count;
  }

  /**
   * Every child of `layer`'s position `p`: each finished one handed to `finished` (with the board as
   * the child left it), the others pre-scored into `cands`. Returns how many children there were.
   */
  expand(layer: Layer, p: number, cands: Candidates, finished: Finished): number {
    this.layer = layer;
    this.cands = cands;
    this.finished = finished;
    const off = p * this.n;
    this.linksOf(layer.boards, off);
    const count = this.legalJumps(off);
    // Room for every child up front.
    cands.room(count);
    for (let k = 0; k < count; k++) this.child(p, off, this.legalScratch[k]!, count);
    return count;
  }

  /**
   * Jump `t` made in place on the parent at `off` (with `count` legal jumps), looked at and undone:
   * offered if it finishes the game, else a candidate with its pre-score.
   */
  private child(p: number, off: number, t: number, count: number): void {
    const { g } = this;
    const cur = this.layer.boards;
    const f = off + g.from[t]!;
    const o = off + g.over[t]!;
    const d = off + g.to[t]!;
    const a = cur[f]!;
    const j = cur[o]!;
    const dv = cur[d]!;
    const r = RESULT[(a << 6) | (j << 3) | dv]!;
    const ov = r >> 3;
    const tv = r & 7;
    let mob = count;
    for (let q = g.affStart[t]!, e = g.affStart[t + 1]!; q < e; q++) mob -= this.isLegal[g.aff[q]!]!;
    // Links (interacting neighbour pairs) near the jump, taken away before it and added after.
    let linkChange = -this.linksNear(off, t, -1);
    cur[f] = 0;
    cur[o] = ov;
    cur[d] = tv;
    // Jumps the move cannot touch stay legal: once they reach the cap the exact count changes
    // nothing (and the child is not finished), so it is left as that lower bound.
    if (mob === 0 || mob < this.weights.mobilityCap) mob += this.legalNear(off, t);
    linkChange += this.linksNear(off, t, 1);
    const lonelyChange = this.lonelyNear(off, t);
    // Pieces: the anchor leaves, the jumped piece may stay, a blank destination gains one.
    const pieceChange = (ov !== 0 ? 0 : -1) + (dv !== 0 ? -1 : 0);
    const pts = this.layer.points[p]! - (VALUE[a]! + VALUE[j]! + VALUE[dv]! - VALUE[ov]! - VALUE[tv]!);
    if (mob === 0) {
      this.finished(pts, cur, off, t);
    } else {
      // The pre-score: the parent's structure updated near the jump (lonely pieces exactly, groups as
      // pieces less links, exact for a forest), with the child's own points and mobility.
      const { mobility: mobWeight, mobilityCap, lonely, groups } = this.weights;
      const score =
        this.layer.struct[p]! +
        lonely * lonelyChange +
        groups * (pieceChange - linkChange) +
        pts -
        mobWeight * Math.min(mob, mobilityCap);
      const sq = this.changed;
      sq[0] = a;
      sq[1] = j;
      sq[2] = dv;
      sq[3] = ov;
      sq[4] = tv;
      this.candidate(p, t, pts, mob, score);
    }
    cur[f] = a;
    cur[o] = j;
    cur[d] = dv;
  }

  /** The links on the edges near jump `t` (each also noted, times `sign`, in linkDelta). */
  private linksNear(off: number, t: number, sign: 1 | -1): number {
    const { edges, edgeStart } = this.g;
    const { linkDelta } = this;
    const cur = this.layer.boards;
    let sum = 0;
    for (let q = edgeStart[t]! * 2, qe = edgeStart[t + 1]! * 2; q < qe; q += 2) {
      const c = edges[q]!;
      const u = edges[q + 1]!;
      const i = INTERACT[cur[off + c]! * 8 + cur[off + u]!]!;
      sum += i;
      linkDelta[c] += sign * i;
      linkDelta[u] += sign * i;
    }
    return sum;
  }

  /** The jumps sharing a square with jump `t` that are legal after it. */
  private legalNear(off: number, t: number): number {
    const { from, over, to, aff, affStart } = this.g;
    const cur = this.layer.boards;
    let legalNow = 0;
    for (let q = affStart[t]!, e = affStart[t + 1]!; q < e; q++) {
      const u = aff[q]!;
      const ua = cur[off + from[u]!]!;
      const uj = cur[off + over[u]!]!;
      if (ua !== 0 && uj !== 0 && RESULT[(ua << 6) | (uj << 3) | cur[off + to[u]!]!] !== ILLEGAL) legalNow++;
    }
    return legalNow;
  }

  /** The change of lonely pieces' points: only squares near the jump can change (linkDelta is cleared). */
  private lonelyNear(off: number, t: number): number {
    const { near, nearStart } = this.g;
    const { links, lonelyPts, linkDelta } = this;
    const cur = this.layer.boards;
    let change = 0;
    for (let q = nearStart[t]!, qe = nearStart[t + 1]!; q < qe; q++) {
      const c = near[q]!;
      const v = cur[off + c]!;
      if (v !== 0 && links[c]! + linkDelta[c]! === 0) change += VALUE[v]!;
      change -= lonelyPts[c]!;
      linkDelta[c] = 0;
    }
    return change;
  }

  /** A child kept for selection: its hash from its parent's and the squares it changed (`changed`). */
  private candidate(p: number, t: number, pts: number, mob: number, score: number): void {
    const { zHi, zLo, from, over, to } = this.g;
    const sq = this.changed;
    const a = sq[0]!;
    const j = sq[1]!;
    const dv = sq[2]!;
    const ov = sq[3]!;
    const tv = sq[4]!;
    const c = this.cands;
    const i = c.count++;
    const fi = from[t]! * 8;
    const oi = over[t]! * 8;
    const di = to[t]! * 8;
    c.hi[i] = this.layer.hi[p]! ^ zHi[fi + a]! ^ zHi[oi + j]! ^ zHi[oi + ov]! ^ zHi[di + dv]! ^ zHi[di + tv]!;
    c.lo[i] = this.layer.lo[p]! ^ zLo[fi + a]! ^ zLo[oi + j]! ^ zLo[oi + ov]! ^ zLo[di + dv]! ^ zLo[di + tv]!;
    c.parent[i] = p;
    c.move[i] = t;
    c.points[i] = pts;
    c.mobility[i] = mob;
    c.key[i] = keyOf(score, i);
  }
}
