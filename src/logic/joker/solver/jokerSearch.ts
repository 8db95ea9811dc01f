// The Joker-mode engine: positions are whole boards and a move is (base, colour). Bases are
// chosen, not enumerated: the move grows the component the previous move grew, from its current
// base or from the squares of it whose knight squares do the most (repaint squares that join the
// region, land on or next to jokers). At the start, the components most central in colour steps
// are tried. Positions are ranked by the colour-step eccentricity from the grown region (a joker
// bursts onto its 8 neighbours), then by the summed distance. Painting a move, labelling the
// components and measuring the distances are boardWork.ts's.

import { indexOf } from '../geometry';
import type { JokerState } from '../state';
import { Components, Distances, Painter } from './boardWork';
import type { Geo } from './bytes';
import * as bytes from './bytes';
import { Budget, keepBest, type SearchNode, widen } from './plan';

// Module-local copies: some loaders (Vitest's among them) turn imported bindings into getter calls,
// costly in hot loops.
const { geometry, isOneColour, JK, moveOf, NO, positionKey } = bytes;

interface JokerNode extends SearchNode {
  readonly board: Uint8Array;
  /** The base of the move that led here; its component is the region that move grew. */
  readonly base: number;
  readonly parent: JokerNode | null;
  readonly move: number;
  readonly done: boolean;
  /** Squares in the base's component. */
  readonly area: number;
}

/** Start components tried at the root (the most central in colour steps), at most. */
const ROOT_COMPONENTS = 48;
/** Bases tried per colour besides the current one: the best by `knightGain`. */
const BASES_PER_COLOUR = 6;
/** Start components the greedy line is tried from. */
const GREEDY_STARTS = 4;
/** Knight-gain worth of a joker a knight square lands on or repaints a square next to. */
const JOKER_GAIN = 3;

class JokerWork {
  readonly n: number;
  private readonly painter: Painter;
  /** The components of the last board labelled. */
  private readonly parts: Components;
  private readonly distances: Distances;
  private readonly adjMark: Int32Array;
  private adjGen = 0;

  constructor(
    readonly geo: Geo,
    readonly colours: number,
    readonly budget: Budget,
  ) {
    const n = geo.n;
    this.n = n;
    this.painter = new Painter(geo);
    this.parts = new Components(geo);
    this.distances = new Distances(geo, budget);
    this.adjMark = new Int32Array(n);
  }

  /**
   * What base u (in component x) adds through its knight squares when colouring with c, on top
   * of the flood: repainted squares that join the grown region, with the c-components they
   * touch that the flood alone would not bring, and jokers triggered. `gen` marks the
   * components next to x.
   */
  private knightGain(b: Uint8Array, u: number, x: number, c: number, gen: number): number {
    const { n4, kn } = this.geo;
    const comp = this.parts.comp;
    let gain = 0;
    for (let k = u * 8; k < u * 8 + 8; k++) {
      const v = kn[k]!;
      if (v === NO || comp[v] === x) continue;
      const bv = b[v]!;
      if (bv === JK) {
        gain += JOKER_GAIN;
        continue;
      }
      if (bv === c) continue;
      let joined = false;
      let extra = 1;
      for (let e = v * 4; e < v * 4 + 4; e++) {
        const t = n4[e]!;
        if (t === NO) continue;
        if (b[t] === JK) {
          extra += JOKER_GAIN;
          continue;
        }
        const ct = comp[t]!;
        if (ct === x) joined = true;
        else if (this.parts.compColour[ct] === c) {
          if (this.adjMark[ct] === gen) joined = true;
          else extra += this.parts.compSize[ct]!;
        }
      }
      gain += joined ? extra : extra / 4;
    }
    return gain;
  }

  /**
   * Candidate moves growing component x (which holds `home`, after `label`): for each colour,
   * from `home` when that grows x, and from the `perColour` squares of x with the best
   * knight gain.
   */
  movesFrom(b: Uint8Array, x: number, home: number, perColour: number, out: number[]): void {
    const { n4, kn } = this.geo;
    const comp = this.parts.comp;
    const count = this.parts.membersOf(x);
    const members = this.parts.members;
    const gen = ++this.adjGen;
    let touched = 0;
    let jokerNext = false;
    for (let i = 0; i < count; i++) {
      const u = members[i]!;
      for (let k = u * 4; k < u * 4 + 4; k++) {
        const v = n4[k]!;
        if (v === NO || comp[v] === x) continue;
        if (b[v] === JK) jokerNext = true;
        else {
          this.adjMark[comp[v]!] = gen;
          touched |= 1 << b[v]!;
        }
      }
    }
    // Squares of x with a knight square outside x: the only bases with something to add.
    const edge: number[] = [];
    for (let i = 0; i < count; i++) {
      const u = members[i]!;
      if (u === home) continue;
      for (let k = u * 8; k < u * 8 + 8; k++) {
        const v = kn[k]!;
        if (v !== NO && comp[v] !== x) {
          edge.push(u);
          break;
        }
      }
    }
    const xc = this.parts.compColour[x]!;
    for (let c = 0; c < this.colours; c++) {
      if (c === xc) continue;
      const best: number[] = [];
      const gains: number[] = [];
      for (const u of perColour > 0 ? edge : []) {
        const g = this.knightGain(b, u, x, c, gen);
        if (g <= 0) continue;
        let i = best.length;
        while (i > 0 && gains[i - 1]! < g) i--;
        if (i >= perColour) continue;
        best.splice(i, 0, u);
        gains.splice(i, 0, g);
        if (best.length > perColour) {
          best.pop();
          gains.pop();
        }
      }
      if (touched & (1 << c) || jokerNext || this.knightGain(b, home, x, c, gen) > 0)
        out.push(moveOf(home, c));
      for (const u of best) out.push(moveOf(u, c));
    }
  }

  /** The position after `move`, scored; null when `seen` already holds the same board. */
  child(node: JokerNode, move: number, seen: Set<number> | null): JokerNode | null {
    const base = move >> 3;
    const board = this.painter.paint(node.board, base, move & 7);
    if (seen) {
      const key = positionKey(board);
      if (seen.has(key)) return null;
      seen.add(key);
    }
    const done = isOneColour(board);
    const score = done ? 0 : this.distances.measure(board, base);
    const area = done ? this.n : this.distances.area;
    return { board, base, depth: node.depth + 1, parent: node, move, score, done, area };
  }

  candidates(node: JokerNode, perColour: number): number[] {
    this.parts.label(node.board);
    const out: number[] = [];
    this.movesFrom(node.board, this.parts.comp[node.base]!, node.base, perColour, out);
    return out;
  }

  /** From a node, the best-scored move that grows the region, until the board is one colour. */
  greedy(from: JokerNode): JokerNode {
    let node = from;
    while (!node.done) {
      let best: JokerNode | null = null;
      for (const move of this.candidates(node, 1)) {
        const child = this.child(node, move, null)!;
        if (child.done) return child;
        if (child.area > node.area && (best === null || child.score < best.score)) best = child;
      }
      // Colouring the region with a colour next to it (or next to a joker) always grows it.
      if (best === null) throw new Error('solver: no move grows the region');
      node = best;
    }
    return node;
  }

  /** Beam search from the root's children; running out of budget finishes greedily. */
  beam(roots: readonly JokerNode[], width: number, cap: number): JokerNode | null {
    let level = roots.slice(0, width);
    while (level.length > 0 && level[0]!.depth + 1 < cap) {
      const children: JokerNode[] = [];
      const seen = new Set<number>();
      for (const node of level) {
        if (this.budget.left <= 0) return this.greedy(level[0]!);
        for (const move of this.candidates(node, BASES_PER_COLOUR)) {
          const child = this.child(node, move, seen);
          if (child === null) continue;
          if (child.done) return child;
          children.push(child);
        }
      }
      level = keepBest(children, width);
    }
    return null;
  }

  /**
   * The root's children, best first: moves growing the components most central in colour
   * steps. With a small budget, only the components that look central from the corners are
   * measured. `starts`: the best child of each of the first GREEDY_STARTS components.
   */
  roots(board: Uint8Array, base: number): { children: JokerNode[]; starts: JokerNode[] } {
    const root: JokerNode = { board, base, depth: 0, parent: null, move: NO, score: 0, done: false, area: 0 };
    this.parts.label(board);
    const count = this.parts.components;
    const first = new Int32Array(count).fill(NO);
    for (let u = 0; u < this.n; u++) {
      const x = this.parts.comp[u]!;
      if (x !== NO && first[x] === NO) first[x] = u;
    }
    let candidates = Array.from({ length: count }, (_, x) => x);
    const measured = Math.min(count, Math.max(16, Math.floor(this.budget.limit / 8)));
    if (measured < count) {
      const near = this.cornerCentrality(board);
      const centrality = new Float64Array(count).fill(Number.POSITIVE_INFINITY);
      for (let u = 0; u < this.n; u++) {
        const x = this.parts.comp[u]!;
        if (x !== NO && near[u]! < centrality[x]!) centrality[x] = near[u]!;
      }
      candidates.sort(
        (p, q) =>
          centrality[p]! - centrality[q]! || this.parts.compSize[q]! - this.parts.compSize[p]! || p - q,
      );
      candidates = candidates.slice(0, measured);
    }
    const ranked = candidates.map((x) => ({ x, score: this.distances.measure(board, first[x]!) }));
    ranked.sort((p, q) => p.score - q.score || p.x - q.x);
    const keep = Math.min(ROOT_COMPONENTS, Math.max(4, Math.floor(this.budget.limit / 200)));
    const baseComp = this.parts.comp[base]!;
    const seen = new Set<number>();
    const children: JokerNode[] = [];
    const starts: JokerNode[] = [];
    for (const { x } of ranked.slice(0, keep)) {
      const moves: number[] = [];
      this.movesFrom(board, x, x === baseComp ? base : first[x]!, BASES_PER_COLOUR, moves);
      const mine = moves.flatMap((move) => this.child(root, move, seen) ?? []);
      if (starts.length < GREEDY_STARTS && mine.length > 0) starts.push(keepBest(mine, 1)[0]!);
      children.push(...mine);
    }
    return { children: keepBest(children, children.length), starts };
  }

  /** Per square: the largest colour-step distance to a corner (small = central). */
  private cornerCentrality(board: Uint8Array): Int32Array {
    const { width, n } = this.geo;
    const out = new Int32Array(n);
    for (const corner of [0, width - 1, n - width, n - 1]) {
      this.distances.measure(board, corner);
      for (let u = 0; u < n; u++) if (this.distances.dist[u]! > out[u]!) out[u] = this.distances.dist[u]!;
    }
    return out;
  }
}

export function solveJoker(state: JokerState, board: Uint8Array, maxNodes: number): number[] {
  const work = new JokerWork(geometry(state.width, state.height), state.colors, new Budget(maxNodes));
  const { children, starts } = work.roots(board, indexOf(state.base, state.width));
  // Greedy lines from a few different start components: the shortest bounds the beams.
  let greedy = work.greedy(starts[0]!);
  for (const start of starts.slice(1)) {
    const line = work.greedy(start);
    if (line.depth < greedy.depth) greedy = line;
  }
  const best = widen(work.budget, greedy, (width, cap) => work.beam(children, width, cap));
  const moves: number[] = [];
  for (let x: JokerNode | null = best; x?.parent; x = x.parent) moves.push(x.move);
  return moves.reverse();
}
