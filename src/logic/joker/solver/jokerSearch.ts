// The Joker-mode engine: positions are whole boards and a move is (base, colour). Bases are
// chosen, not enumerated: the move grows the component the previous move grew, from its current
// base or from the squares of it whose knight squares do the most (repaint squares that join the
// region, land on or next to jokers). At the start, the components most central in colour steps
// are tried. Positions are ranked by the colour-step eccentricity from the grown region (a joker
// bursts onto its 8 neighbours), then by the summed distance.

import { indexOf } from '../geometry';
import type { JokerState } from '../state';
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
  private readonly stack: Int32Array;
  private readonly jokers: Int32Array;
  private readonly mark: Int32Array;
  private gen = 0;
  /** Components of the last `label`ed board; -1 for jokers. */
  readonly comp: Int32Array;
  readonly compColour: Uint8Array;
  readonly compSize: Int32Array;
  components = 0;
  private readonly members: Int32Array;
  private readonly adjMark: Int32Array;
  private adjGen = 0;
  /** Colour-step distances of the last `measure`. */
  readonly dist: Int32Array;
  private readonly cur: Int32Array;
  private readonly nxt: Int32Array;
  /** Squares in the start component of the last `measure`. */
  area = 0;

  constructor(
    readonly geo: Geo,
    readonly colours: number,
    readonly budget: Budget,
  ) {
    const n = geo.n;
    this.n = n;
    this.stack = new Int32Array(n);
    this.jokers = new Int32Array(n);
    this.mark = new Int32Array(n);
    this.comp = new Int32Array(n);
    this.compColour = new Uint8Array(n);
    this.compSize = new Int32Array(n);
    this.members = new Int32Array(n);
    this.adjMark = new Int32Array(n);
    this.dist = new Int32Array(n);
    this.cur = new Int32Array(2 * n);
    this.nxt = new Int32Array(2 * n);
  }

  /**
   * docs/RULES.md §3 steps 1–3 on a byte board; returns a new board. Jokers burst one at a time,
   * which gives the same board as the rounds of `paint` (see the proof there; the tests check).
   */
  paint(src: Uint8Array, base: number, c: number): Uint8Array {
    const { n4, n8, kn } = this.geo;
    const b = src.slice();
    const stack = this.stack;
    const jokers = this.jokers;
    const mark = this.mark;
    const gen = ++this.gen;
    let jp = 0;
    const trigger = (j: number): void => {
      if (mark[j] !== gen) {
        mark[j] = gen;
        jokers[jp++] = j;
      }
    };
    /** A square that changed colour in this move triggers its 4-adjacent jokers. */
    const repaint = (v: number): void => {
      b[v] = c;
      for (let k = v * 4; k < v * 4 + 4; k++) {
        const t = n4[k]!;
        if (t !== NO && b[t] === JK) trigger(t);
      }
    };
    // 1. Flood.
    const old = b[base]!;
    b[base] = c;
    let sp = 0;
    stack[sp++] = base;
    while (sp > 0) {
      const u = stack[--sp]!;
      for (let k = u * 4; k < u * 4 + 4; k++) {
        const v = n4[k]!;
        if (v === NO) continue;
        if (b[v] === old) {
          b[v] = c;
          stack[sp++] = v;
        } else if (b[v] === JK) trigger(v);
      }
    }
    // 2. Knight squares.
    for (let k = base * 8; k < base * 8 + 8; k++) {
      const v = kn[k]!;
      if (v === NO) continue;
      if (b[v] === JK) trigger(v);
      else if (b[v] !== c) repaint(v);
    }
    // 3. Jokers.
    while (jp > 0) {
      const j = jokers[--jp]!;
      b[j] = c;
      for (let k = j * 8; k < j * 8 + 8; k++) {
        const v = n8[k]!;
        if (v === NO) continue;
        if (b[v] === JK) trigger(v);
        else if (b[v] !== c) repaint(v);
      }
    }
    return b;
  }

  /** Labels the colour components of a board (jokers get -1). */
  label(b: Uint8Array): void {
    const { n4 } = this.geo;
    const comp = this.comp.fill(NO);
    const stack = this.stack;
    let id = 0;
    for (let s = 0; s < this.n; s++) {
      if (comp[s] !== NO || b[s] === JK) continue;
      const c = b[s]!;
      comp[s] = id;
      let sp = 0;
      let size = 1;
      stack[sp++] = s;
      while (sp > 0) {
        const u = stack[--sp]!;
        for (let k = u * 4; k < u * 4 + 4; k++) {
          const v = n4[k]!;
          if (v !== NO && comp[v] === NO && b[v] === c) {
            comp[v] = id;
            stack[sp++] = v;
            size++;
          }
        }
      }
      this.compColour[id] = c;
      this.compSize[id] = size;
      id++;
    }
    this.components = id;
  }

  /**
   * Scores a board from the component of `start` (one evaluation of the budget): its
   * eccentricity in colour steps, then the summed distance of all squares. A step onto another
   * colour costs 1; a joker bursts when a square next to it is reached (one move later if that
   * square is already in the region), and its 8 neighbours come along for free. Sets `area`.
   */
  measure(b: Uint8Array, start: number): number {
    this.budget.used++;
    const { n4, n8 } = this.geo;
    const dist = this.dist.fill(NO);
    let cur = this.cur;
    let nxt = this.nxt;
    let cn = 0;
    let nn = 0;
    dist[start] = 0;
    cur[cn++] = start;
    let t = 0;
    let sum = 0;
    for (;;) {
      let count = 0;
      for (let i = 0; i < cn; i++) {
        const u = cur[i]!;
        if (dist[u] !== t) continue;
        count++;
        const bu = b[u]!;
        if (bu === JK) {
          for (let k = u * 8; k < u * 8 + 8; k++) {
            const v = n8[k]!;
            if (v !== NO && (dist[v] === NO || dist[v]! > t)) {
              dist[v] = t;
              cur[cn++] = v;
            }
          }
          continue;
        }
        for (let k = u * 4; k < u * 4 + 4; k++) {
          const v = n4[k]!;
          if (v === NO) continue;
          const bv = b[v]!;
          if (bv === bu || (bv === JK && t > 0)) {
            if (dist[v] === NO || dist[v]! > t) {
              dist[v] = t;
              cur[cn++] = v;
            }
          } else if (dist[v] === NO) {
            dist[v] = t + 1;
            nxt[nn++] = v;
          }
        }
      }
      if (t === 0) this.area = count;
      sum += t * count;
      if (nn === 0) break;
      const swap = cur;
      cur = nxt;
      nxt = swap;
      cn = nn;
      nn = 0;
      t++;
    }
    return t * 1e6 + sum;
  }

  /** Lists the squares of component x in `members`; returns how many. */
  private membersOf(x: number): number {
    let count = 0;
    for (let u = 0; u < this.n; u++) if (this.comp[u] === x) this.members[count++] = u;
    return count;
  }

  /**
   * What base u (in component x) adds through its knight squares when colouring with c, on top
   * of the flood: repainted squares that join the grown region, with the c-components they
   * touch that the flood alone would not bring, and jokers triggered. `gen` marks the
   * components next to x.
   */
  private knightGain(b: Uint8Array, u: number, x: number, c: number, gen: number): number {
    const { n4, kn } = this.geo;
    const comp = this.comp;
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
        else if (this.compColour[ct] === c) {
          if (this.adjMark[ct] === gen) joined = true;
          else extra += this.compSize[ct]!;
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
    const comp = this.comp;
    const count = this.membersOf(x);
    const members = this.members;
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
    const xc = this.compColour[x]!;
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
    const board = this.paint(node.board, base, move & 7);
    if (seen) {
      const key = positionKey(board);
      if (seen.has(key)) return null;
      seen.add(key);
    }
    const done = isOneColour(board);
    const score = done ? 0 : this.measure(board, base);
    const area = done ? this.n : this.area;
    return { board, base, depth: node.depth + 1, parent: node, move, score, done, area };
  }

  candidates(node: JokerNode, perColour: number): number[] {
    this.label(node.board);
    const out: number[] = [];
    this.movesFrom(node.board, this.comp[node.base]!, node.base, perColour, out);
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
    this.label(board);
    const count = this.components;
    const first = new Int32Array(count).fill(NO);
    for (let u = 0; u < this.n; u++) {
      const x = this.comp[u]!;
      if (x !== NO && first[x] === NO) first[x] = u;
    }
    let candidates = Array.from({ length: count }, (_, x) => x);
    const measured = Math.min(count, Math.max(16, Math.floor(this.budget.limit / 8)));
    if (measured < count) {
      const near = this.cornerCentrality(board);
      const centrality = new Float64Array(count).fill(Number.POSITIVE_INFINITY);
      for (let u = 0; u < this.n; u++) {
        const x = this.comp[u]!;
        if (x !== NO && near[u]! < centrality[x]!) centrality[x] = near[u]!;
      }
      candidates.sort(
        (p, q) => centrality[p]! - centrality[q]! || this.compSize[q]! - this.compSize[p]! || p - q,
      );
      candidates = candidates.slice(0, measured);
    }
    const ranked = candidates.map((x) => ({ x, score: this.measure(board, first[x]!) }));
    ranked.sort((p, q) => p.score - q.score || p.x - q.x);
    const keep = Math.min(ROOT_COMPONENTS, Math.max(4, Math.floor(this.budget.limit / 200)));
    const baseComp = this.comp[base]!;
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
      this.measure(board, corner);
      for (let u = 0; u < n; u++) if (this.dist[u]! > out[u]!) out[u] = this.dist[u]!;
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
