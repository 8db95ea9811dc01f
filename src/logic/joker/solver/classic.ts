// The classic engine (base fixed, no knight step, no jokers). The squares outside the flooded
// region never change, so a position is just the set of the board's colour components the region
// holds, and a move adds the neighbouring components of one colour. Positions are ranked by an
// admissible bound, the larger of the region's eccentricity in colour steps and the number of
// colours still outside it, then by the summed colour-step distance of the squares left. The
// component graph and that bound also serve the classic lower bound (bound.ts).

import { indexOf } from '../geometry';
import type { JokerState } from '../state';
import type { Geo } from './bytes';
import * as bytes from './bytes';
import { Budget, keepBest, type SearchNode, widen } from './plan';

// Module-local copies: some loaders (Vitest's among them) turn imported bindings into getter calls,
// costly in hot loops.
const { countBits, geometry, JK, NO, positionKey } = bytes;

export interface Graph {
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
export function componentGraph(geo: Geo, board: Uint8Array): Graph {
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
export function classicBounds(graph: Graph, region: Uint32Array, dist: Int32Array, queue: Int32Array) {
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

export function solveClassic(state: JokerState, board: Uint8Array, maxNodes: number): number[] {
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
