// The Joker engine's work on one byte board (jokerSearch.ts): a move painted (docs/RULES.md §3),
// the board's colour components labelled, and a board measured in colour steps from a region. Each
// keeps its scratch arrays, so a search allocates nothing per position but the boards it keeps.

import type { Geo } from './bytes';
import * as bytes from './bytes';
import type { Budget } from './plan';

// Module-local copies: some loaders (Vitest's among them) turn imported bindings into getter calls,
// costly in hot loops.
const { JK, NO } = bytes;

/** A move painted on a byte board. */
export class Painter {
  private readonly stack: Int32Array;
  private readonly jokers: Int32Array;
  private readonly mark: Int32Array;
  private gen = 0;

  constructor(private readonly geo: Geo) {
    this.stack = new Int32Array(geo.n);
    this.jokers = new Int32Array(geo.n);
    this.mark = new Int32Array(geo.n);
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
}

/** The colour components of the last board labelled. */
export class Components {
  private readonly n: number;
  private readonly stack: Int32Array;
  /** Each square's component; -1 for jokers. */
  readonly comp: Int32Array;
  readonly compColour: Uint8Array;
  readonly compSize: Int32Array;
  components = 0;
  /** The squares of a component, as `membersOf` lists them. */
  readonly members: Int32Array;

  constructor(private readonly geo: Geo) {
    const n = geo.n;
    this.n = n;
    this.stack = new Int32Array(n);
    this.comp = new Int32Array(n);
    this.compColour = new Uint8Array(n);
    this.compSize = new Int32Array(n);
    this.members = new Int32Array(n);
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

  /** Lists the squares of component x in `members`; returns how many. */
  membersOf(x: number): number {
    let count = 0;
    for (let u = 0; u < this.n; u++) if (this.comp[u] === x) this.members[count++] = u;
    return count;
  }
}

/** Colour-step distances from a region, each measure one evaluation of the budget. */
export class Distances {
  /** Colour-step distances of the last `measure`. */
  readonly dist: Int32Array;
  private readonly cur: Int32Array;
  private readonly nxt: Int32Array;
  /** Squares in the start component of the last `measure`. */
  area = 0;

  constructor(
    private readonly geo: Geo,
    private readonly budget: Budget,
  ) {
    this.dist = new Int32Array(geo.n);
    this.cur = new Int32Array(2 * geo.n);
    this.nxt = new Int32Array(2 * geo.n);
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
}
