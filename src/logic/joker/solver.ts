// A solver for Joker Coloring (RULES.md §3) and its classic mode: from any position it finds a
// short line of actions that paints the whole board one colour (base changes are free, only
// colour moves count), plus a proven lower bound, hints, par and preset move limits.
//
// Everything is deterministic. Effort is bounded by a count of evaluated positions (`maxNodes`),
// never by a clock, so the same position gives the same line on every machine.
//
// Two engines share one plan: a greedy line first (an upper bound, and always a finished line),
// then beam searches at growing widths while the budget lasts, each pruned to lines shorter
// than the best so far. When a beam runs out of budget, its best position is finished greedily.
// - Classic (base fixed, no knight step, no jokers): the squares outside the flooded region never
//   change, so a position is just the set of the board's colour components the region holds,
//   and a move adds the neighbouring components of one colour. Positions are ranked by an
//   admissible bound, the larger of the region's eccentricity in colour steps and the number of
//   colours still outside it, then by the summed colour-step distance of the squares left.
// - Joker: positions are whole boards and a move is (base, colour). Bases are chosen, not
//   enumerated: the move grows the component the previous move grew, from its current base or
//   from the squares of it whose knight squares do the most (repaint squares that join the
//   region, land on or next to jokers). At the start, the components most central in colour
//   steps are tried. Positions are ranked by the colour-step eccentricity from the grown region
//   (a joker bursts onto its 8 neighbours), then by the summed distance.

import { COLOR_LETTERS, type ColorLetter, JOKER } from './colors';
import { indexOf, type Point, pointOf } from './geometry';
import { type JokerOptions, RANGES } from './options';
import { type JokerState, newGame } from './state';
import { status } from './status';

export type JokerAction = { kind: 'base'; at: Point } | { kind: 'color'; color: ColorLetter };

export interface SolveOptions {
  /**
   * How many positions the search may evaluate. The default scales inversely with the board's
   * area (10,000 on 18×18 in Joker mode, 60,000 on 14×14 in classic), so a solve takes roughly
   * the same time, 0.15–0.2 s on one core in Node, on any size. The greedy line that finishes
   * an interrupted search, and a small floor of opening work, are not limited by it: a tiny
   * budget gives a longer line, never none.
   */
  readonly maxNodes?: number;
}

export interface Solution {
  /** Replaying these through `setBase` / `colorMove` paints the whole board one colour. */
  readonly actions: JokerAction[];
  /** Colour moves in `actions` (base changes are free). */
  readonly colourMoves: number;
  /**
   * True when replaying `actions` wins: every game still in play, and a won one (nothing left to
   * do). False for a lost or quit game, where nothing can be played, and for a classic state
   * holding a joker (which `validateState` rejects); `actions` is then empty. The move budget is
   * not considered: compare `colourMoves` with `movesLeft`.
   */
  readonly complete: boolean;
}

/** Move limits for the three difficulty presets, from a deal's par (see `par`). */
export interface PresetLimits {
  readonly easy: number;
  readonly medium: number;
  readonly hard: number;
}

/** Cheap guaranteed bounds on the colour moves a deal needs (see `quickBound`). */
export interface MoveBounds {
  /** Proven: no line wins in fewer colour moves. */
  readonly atLeast: number;
  /** Proven: a winning line of this many colour moves exists (a quick solver line). */
  readonly atMost: number;
}

const JK = 6;
const NO = -1;

/** Default budgets, as positions × squares (see SolveOptions.maxNodes). */
const JOKER_NODE_SQUARES = 10_000 * 18 * 18;
const CLASSIC_NODE_SQUARES = 60_000 * 14 * 14;
const MIN_DEFAULT_NODES = 1_000;
/** The budget `quickBound` gives its solver line. */
const QUICK_NODES = 200;

// ---------------------------------------------------------------------------------------------
// Boards as bytes: colours 0–5 in COLOR_LETTERS order, 6 for a joker

interface Geo {
  readonly n: number;
  readonly width: number;
  readonly height: number;
  /** 4 entries per square (up, right, down, left); -1 off the board. */
  readonly n4: Int32Array;
  /** 8 entries per square; -1 off the board. */
  readonly n8: Int32Array;
  /** The 8 knight squares of each square; -1 off the board. */
  readonly kn: Int32Array;
}

const ORTHOGONAL = [0, -1, 1, 0, 0, 1, -1, 0];
const SURROUNDING = [-1, -1, 0, -1, 1, -1, -1, 0, 1, 0, -1, 1, 0, 1, 1, 1];
const KNIGHT = [1, -2, 2, -1, 2, 1, 1, 2, -1, 2, -2, 1, -2, -1, -1, -2];

function table(width: number, height: number, deltas: readonly number[]): Int32Array {
  const per = deltas.length / 2;
  const out = new Int32Array(width * height * per).fill(NO);
  for (let i = 0; i < width * height; i++) {
    const x0 = i % width;
    const y0 = (i - x0) / width;
    for (let k = 0; k < per; k++) {
      const x = x0 + deltas[2 * k]!;
      const y = y0 + deltas[2 * k + 1]!;
      if (x >= 0 && x < width && y >= 0 && y < height) out[i * per + k] = y * width + x;
    }
  }
  return out;
}

function geometry(width: number, height: number): Geo {
  return {
    n: width * height,
    width,
    height,
    n4: table(width, height, ORTHOGONAL),
    n8: table(width, height, SURROUNDING),
    kn: table(width, height, KNIGHT),
  };
}

function encodeCells(state: JokerState): Uint8Array {
  const out = new Uint8Array(state.cells.length);
  for (let i = 0; i < out.length; i++) {
    const cell = state.cells[i]!;
    out[i] = cell === JOKER ? JK : (COLOR_LETTERS as readonly string[]).indexOf(cell);
  }
  return out;
}

function isOneColour(board: Uint8Array): boolean {
  const first = board[0];
  if (first === JK) return false;
  for (let i = 1; i < board.length; i++) if (board[i] !== first) return false;
  return true;
}

/** Two hashes of a list of numbers in one safe integer; equal positions get equal keys. */
function positionKey(values: ArrayLike<number>): number {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < values.length; i++) {
    a = Math.imul(a ^ values[i]!, 0x01000193);
    b = Math.imul(b ^ (values[i]! + i), 0x5bd1e995);
    b ^= b >>> 15;
  }
  return ((a >>> 6) & 0x3ffffff) * 0x4000000 + ((b >>> 6) & 0x3ffffff);
}

const countBits = (mask: number): number => {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
};

/** A move as one number: base * 8 + colour. */
const moveOf = (base: number, colour: number): number => base * 8 + colour;

function toActions(state: JokerState, moves: readonly number[]): JokerAction[] {
  const actions: JokerAction[] = [];
  let base = indexOf(state.base, state.width);
  for (const move of moves) {
    const at = move >> 3;
    if (at !== base) {
      actions.push({ kind: 'base', at: pointOf(at, state.width) });
      base = at;
    }
    actions.push({ kind: 'color', color: COLOR_LETTERS[move & 7]! });
  }
  return actions;
}

// ---------------------------------------------------------------------------------------------
// Search plumbing shared by both engines

/** Evaluations allowed and used in one solve. */
class Budget {
  used = 0;
  constructor(readonly limit: number) {}
  get left(): number {
    return this.limit - this.used;
  }
}

interface SearchNode {
  readonly depth: number;
  readonly score: number;
}

/** Width of the first beam, which measures what one unit of width costs. */
const PROBE_WIDTH = 4;
const MAX_ROUNDS = 4;

/**
 * Beams at growing widths, starting from a finished line `best`: each width is what the budget
 * left allows at the cost per unit of width the previous beam measured.
 */
function widen<N extends SearchNode>(
  budget: Budget,
  best: N,
  beam: (width: number, cap: number) => N | null,
): N {
  let width = PROBE_WIDTH;
  for (let round = 0; round < MAX_ROUNDS && budget.left > 0; round++) {
    const before = budget.used;
    const found = beam(width, best.depth);
    if (found && found.depth < best.depth) best = found;
    const perWidth = Math.max(1, (budget.used - before) / width);
    const next = Math.floor((budget.left * 0.9) / perWidth);
    if (next < width * 2) break;
    width = next;
  }
  return best;
}

/** The `width` best-scored nodes (ties keep their generation order). */
function keepBest<N extends SearchNode>(children: N[], width: number): N[] {
  return children.sort((a, b) => a.score - b.score).slice(0, width);
}

// ---------------------------------------------------------------------------------------------
// Classic engine: a position is the set of the board's colour components in the region

interface Graph {
  readonly count: number;
  readonly colour: Uint8Array;
  readonly size: Int32Array;
  /** Neighbours of component k: adj[adjStart[k] .. adjStart[k + 1]). */
  readonly adjStart: Int32Array;
  readonly adj: Int32Array;
  readonly words: number;
  /** The component of each square. */
  readonly compOf: Int32Array;
}

/** Colour components (jokers, if any, are components of their own) and their adjacency. */
function componentGraph(geo: Geo, board: Uint8Array): Graph {
  const { n, n4 } = geo;
  const compOf = new Int32Array(n).fill(NO);
  const stack = new Int32Array(n);
  const colour: number[] = [];
  const size: number[] = [];
  for (let s = 0; s < n; s++) {
    if (compOf[s] !== NO) continue;
    const id = colour.length;
    const c = board[s]!;
    let sp = 0;
    let count = 1;
    compOf[s] = id;
    stack[sp++] = s;
    while (sp > 0) {
      const u = stack[--sp]!;
      for (let k = u * 4; k < u * 4 + 4; k++) {
        const v = n4[k]!;
        if (v !== NO && compOf[v] === NO && board[v] === c && c !== JK) {
          compOf[v] = id;
          stack[sp++] = v;
          count++;
        }
      }
    }
    colour.push(c);
    size.push(count);
  }
  const count = colour.length;
  const lists: Set<number>[] = Array.from({ length: count }, () => new Set<number>());
  for (let u = 0; u < n; u++) {
    for (let k = u * 4; k < u * 4 + 4; k++) {
      const v = n4[k]!;
      if (v !== NO && compOf[v] !== compOf[u]) lists[compOf[u]!]!.add(compOf[v]!);
    }
  }
  const adjStart = new Int32Array(count + 1);
  for (let k = 0; k < count; k++) adjStart[k + 1] = adjStart[k]! + lists[k]!.size;
  const adj = new Int32Array(adjStart[count]!);
  for (let k = 0; k < count; k++)
    adj.set(
      [...lists[k]!].sort((a, b) => a - b),
      adjStart[k]!,
    );
  return {
    count,
    colour: Uint8Array.from(colour),
    size: Int32Array.from(size),
    adjStart,
    adj,
    words: (count + 31) >>> 5,
    compOf,
  };
}

const has = (set: Uint32Array, k: number): boolean => (set[k >>> 5]! & (1 << (k & 31))) !== 0;

interface ClassicNode extends SearchNode {
  readonly region: Uint32Array;
  /** The colour of the move that led here. */
  readonly colour: number;
  readonly parent: ClassicNode | null;
  /** Admissible: no line from here needs fewer than `bound` more moves; 0 when finished. */
  readonly bound: number;
}

/** Region eccentricity in colour steps, and colours left outside it: both admissible bounds. */
function classicBounds(graph: Graph, region: Uint32Array, dist: Int32Array, queue: Int32Array) {
  const { count, adjStart, adj, size, colour } = graph;
  dist.fill(NO);
  let head = 0;
  let tail = 0;
  for (let k = 0; k < count; k++) {
    if (has(region, k)) {
      dist[k] = 0;
      queue[tail++] = k;
    }
  }
  let ecc = 0;
  let sum = 0;
  let colourMask = 0;
  while (head < tail) {
    const u = queue[head++]!;
    const du = dist[u]! + 1;
    for (let e = adjStart[u]!; e < adjStart[u + 1]!; e++) {
      const v = adj[e]!;
      if (dist[v] !== NO) continue;
      dist[v] = du;
      queue[tail++] = v;
      colourMask |= 1 << colour[v]!;
      sum += du * size[v]!;
      if (du > ecc) ecc = du;
    }
  }
  return { ecc, colours: countBits(colourMask), sum };
}

class ClassicSearch {
  private readonly dist: Int32Array;
  private readonly queue: Int32Array;
  private readonly seen: Int32Array;
  private gen = 0;

  constructor(
    readonly graph: Graph,
    readonly budget: Budget,
  ) {
    this.dist = new Int32Array(graph.count);
    this.queue = new Int32Array(graph.count);
    this.seen = new Int32Array(graph.count);
  }

  root(start: number): ClassicNode {
    const region = new Uint32Array(this.graph.words);
    region[start >>> 5]! |= 1 << (start & 31);
    return this.node(region, this.graph.colour[start]!, 0, null);
  }

  /** Scores a region (one evaluation of the budget). */
  private node(region: Uint32Array, colour: number, depth: number, parent: ClassicNode | null): ClassicNode {
    this.budget.used++;
    const { ecc, colours, sum } = classicBounds(this.graph, region, this.dist, this.queue);
    const bound = Math.max(ecc, colours);
    return { region, colour, depth, parent, bound, score: bound * 1e9 + sum };
  }

  /** One child per colour on the region's border; those that cannot beat `cap` are dropped. */
  children(node: ClassicNode, cap: number, into: ClassicNode[]): void {
    const { count, adjStart, adj, colour } = this.graph;
    const gen = ++this.gen;
    const seen = this.seen;
    const added: number[][] = [[], [], [], [], [], []];
    for (let k = 0; k < count; k++) {
      if (!has(node.region, k)) continue;
      for (let e = adjStart[k]!; e < adjStart[k + 1]!; e++) {
        const v = adj[e]!;
        if (seen[v] === gen || has(node.region, v)) continue;
        seen[v] = gen;
        added[colour[v]!]!.push(v);
      }
    }
    for (let c = 0; c < added.length; c++) {
      const list = added[c]!;
      if (list.length === 0) continue;
      const region = node.region.slice();
      for (const v of list) region[v >>> 5]! |= 1 << (v & 31);
      const child = this.node(region, c, node.depth + 1, node);
      if (child.depth + child.bound < cap) into.push(child);
    }
  }

  /**
   * Beam search; returns the first finished node, or null when every position was pruned. With
   * `limited`, running out of budget finishes the level's best position greedily instead.
   */
  beam(from: ClassicNode, width: number, cap: number, limited: boolean): ClassicNode | null {
    let level = [from];
    while (level.length > 0) {
      const children: ClassicNode[] = [];
      const seen = new Set<number>();
      for (const node of level) {
        if (limited && this.budget.left <= 0) return this.beam(level[0]!, 1, Number.POSITIVE_INFINITY, false);
        const before = children.length;
        this.children(node, cap, children);
        for (let i = before; i < children.length; i++) {
          const child = children[i]!;
          if (child.bound === 0) return child;
        }
      }
      const unique = children.filter((child) => {
        const key = positionKey(child.region);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      level = keepBest(unique, width);
    }
    return null;
  }
}

function solveClassic(state: JokerState, board: Uint8Array, maxNodes: number): number[] {
  const geo = geometry(state.width, state.height);
  const graph = componentGraph(geo, board);
  const search = new ClassicSearch(graph, new Budget(maxNodes));
  const root = search.root(graph.compOf[indexOf(state.base, state.width)]!);
  // Greedy (width 1, unpruned, unlimited) always finishes: every move grows the region.
  const greedy = search.beam(root, 1, Number.POSITIVE_INFINITY, false)!;
  const best = widen(search.budget, greedy, (width, cap) => search.beam(root, width, cap, true));
  const colours: number[] = [];
  for (let x: ClassicNode | null = best; x?.parent; x = x.parent) colours.push(x.colour);
  return colours.reverse();
}

// ---------------------------------------------------------------------------------------------
// Joker engine: a position is a whole board

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
   * RULES.md §3 steps 1–3 on a byte board; returns a new board. Jokers burst one at a time,
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

function solveJoker(state: JokerState, board: Uint8Array, maxNodes: number): number[] {
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

// ---------------------------------------------------------------------------------------------
// A proven lower bound

/**
 * Joker mode. Jokers form trigger clusters: one joker can set off another in the same move only
 * if it is 8-adjacent, or 4-adjacent to one of its 8 neighbours, i.e. within 2 squares both ways
 * but not diagonally 2 away; a cluster is a connected group under that relation, its patch the
 * union of its jokers' 3×3 blocks (4-connected, as linked blocks overlap). Let d be the
 * colour-step distance on the board where a step inside one patch is free, and D its diameter.
 * One move (base p, colour c) changes only p's component R, knight squares of p (3 steps from
 * R), and the blocks of jokers triggered in chains that start next to R or a knight square, all
 * inside those chains' patches. So every changed square is within d 3 of R, which is free to
 * cross, and a path of the new board is at most 1 + 3 + 3 + 1 = 8 cheaper than before (bursts
 * only split clusters, which never makes a step cheaper). A one-colour board has D = 0, so a
 * line needs at least D / 8 moves. Every eccentricity is at most D: sweeps from the corners.
 */
function jokerDistanceBound(geo: Geo, board: Uint8Array): number {
  const { n, n4, n8, kn, width, height } = geo;
  // Trigger clusters, by flood fill over jokers.
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
  // Each square lies in the patches of at most two clusters (two jokers whose blocks share a
  // square are at most 2 apart both ways, so in one cluster unless diagonally 2 apart).
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
  const samePatch = (a: number, b: number): boolean => {
    const a1 = patchA[a]!;
    const a2 = patchB[a]!;
    return (
      (a1 !== NO && (a1 === patchA[b] || a1 === patchB[b])) ||
      (a2 !== NO && (a2 === patchA[b] || a2 === patchB[b]))
    );
  };
  const dist = new Int32Array(n);
  // Every relaxation pushes once, at most 4 per square, at either end.
  const deque = new Int32Array(8 * n + 1);
  const settled = new Uint8Array(n);
  /** 0-1 BFS from s; returns [eccentricity, the farthest square]. */
  const sweep = (s: number): [number, number] => {
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
  let diameter = 0;
  for (const corner of [0, width - 1, n - width, n - 1]) {
    const [ecc, far] = sweep(corner);
    diameter = Math.max(diameter, ecc, sweep(far)[0]);
  }
  return Math.ceil(diameter / 4);
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

// ---------------------------------------------------------------------------------------------
// Public API

function defaultMaxNodes(state: JokerState): number {
  const perSquare = state.classic ? CLASSIC_NODE_SQUARES : JOKER_NODE_SQUARES;
  return Math.max(MIN_DEFAULT_NODES, Math.round(perSquare / (state.width * state.height)));
}

/**
 * A short line that paints the whole board one colour, from any position. Deterministic for a
 * given state and budget. Joker lines may change the base (free) before any colour move;
 * classic lines never do.
 */
export function solve(state: JokerState, opts: SolveOptions = {}): Solution {
  const st = status(state);
  if (st === 'won') return { actions: [], colourMoves: 0, complete: true };
  if (st !== 'playing') return { actions: [], colourMoves: 0, complete: false };
  const board = encodeCells(state);
  if (state.classic && board.includes(JK)) return { actions: [], colourMoves: 0, complete: false };
  const maxNodes = opts.maxNodes ?? defaultMaxNodes(state);
  let moves: number[];
  if (isOneColour(board)) {
    // A dealt one-colour board still needs a move (RULES.md §3 "End"): any other colour.
    moves = [moveOf(indexOf(state.base, state.width), board[0] === 0 ? 1 : 0)];
  } else if (state.classic) {
    const base = indexOf(state.base, state.width);
    moves = solveClassic(state, board, maxNodes).map((c) => moveOf(base, c));
  } else moves = solveJoker(state, board, maxNodes);
  return { actions: toActions(state, moves), colourMoves: moves.length, complete: true };
}

/**
 * The actions for the next colour move of `solve`'s line: an optional base change, then the
 * colour. Empty when the game is over.
 */
export function hint(state: JokerState, opts: SolveOptions = {}): JokerAction[] {
  const { actions } = solve(state, opts);
  const colour = actions.findIndex((a) => a.kind === 'color');
  return actions.slice(0, colour + 1);
}

/** The colour moves of the solver's line for a fresh deal (the move option does not matter). */
export function par(options: JokerOptions, seed: number, opts: SolveOptions = {}): number {
  return solve(newGame(options, seed), opts).colourMoves;
}

/**
 * Move limits for the presets from a deal's par, as Simon Tatham's Flood does: easy par + 5,
 * medium par + 2, hard exactly par (so the solver's own line always fits), capped at the
 * largest move option.
 */
export function presetLimits(parMoves: number): PresetLimits {
  const cap = (moves: number): number => Math.max(RANGES.moves.min, Math.min(RANGES.moves.max, moves));
  return { easy: cap(parMoves + 5), medium: cap(parMoves + 2), hard: cap(parMoves) };
}

/**
 * Cheap bounds for the options screen. Guarantees: a move limit below `atLeast` can never be met
 * (impossible); a limit at or above `atMost` certainly can (a quick solver line of that length
 * wins). In between it is tight: the full solver's par is usually 0–2 below `atMost`. `atLeast`
 * is strong in classic mode (e.g. 38–39 on 40×40 with 6 colours) but weak in Joker mode (1–3),
 * since one move's joker chain can reach far; there `atMost` is the useful flag (40×40 with 4
 * colours: about 15). Cost on one core: about 10 ms on 18×18, 30–60 ms on 40×40.
 */
export function quickBound(options: JokerOptions, seed: number): MoveBounds {
  const state = newGame(options, seed);
  return { atLeast: lowerBound(state), atMost: solve(state, { maxNodes: QUICK_NODES }).colourMoves };
}
