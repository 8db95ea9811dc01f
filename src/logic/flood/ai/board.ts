// The search board behind the Hard player. A capture always takes whole one-colour regions of
// unowned squares, and unowned squares never change colour, so the game is played on the graph of
// those regions ("blobs"): far fewer nodes than squares, and a move is one pass over the blobs.
// Everything lives in typed arrays and moves are undone in place, so the search allocates nothing.

import { currentColor } from '../rules';
import { COLORS, type FloodState, type Player, rulesOf } from '../state';

/** The unowned squares in one-colour regions ("blobs"): each square's blob (-1: owned), each blob's size and colour. */
function blobsOf(state: FloodState): { blobOf: Int32Array; sizes: number[]; colors: number[] } {
  const { width, height, colors, owner } = state;
  const n = width * height;
  const blobOf = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  const sizes: number[] = [];
  const blobColors: number[] = [];
  let c = 0;
  let tail = 0;
  const claim = (j: number): void => {
    if (blobOf[j] === -1 && owner[j] === 0 && colors[j] === c) {
      blobOf[j] = sizes.length;
      queue[tail++] = j;
    }
  };
  for (let i = 0; i < n; i++) {
    if (owner[i] !== 0 || blobOf[i] !== -1) continue;
    c = colors[i];
    let head = 0;
    tail = 0;
    queue[tail++] = i;
    blobOf[i] = sizes.length;
    while (head < tail) {
      const s = queue[head++];
      const x = s % width;
      if (s >= width) claim(s - width);
      if (s + width < n) claim(s + width);
      if (x > 0) claim(s - 1);
      if (x < width - 1) claim(s + 1);
    }
    sizes.push(tail);
    blobColors.push(c);
  }
  return { blobOf, sizes, colors: blobColors };
}

/**
 * Blob adjacency in compressed rows, no duplicates: the square-level pairs collected, then
 * deduplicated per blob with a stamp array.
 */
function adjacencyOf(
  state: FloodState,
  blobOf: Int32Array,
  count: number,
): { adjStart: Int32Array; adj: Int32Array } {
  const { width, height, owner } = state;
  const n = width * height;
  const pairs: number[] = [];
  for (let i = 0; i < n; i++) {
    if (owner[i] !== 0) continue;
    const a = blobOf[i];
    const right = i + 1;
    const down = i + width;
    if (i % width < width - 1 && owner[right] === 0 && blobOf[right] !== a) pairs.push(a, blobOf[right]);
    if (down < n && owner[down] === 0 && blobOf[down] !== a) pairs.push(a, blobOf[down]);
  }
  const degree = new Int32Array(count + 1);
  for (let k = 0; k < pairs.length; k += 2) {
    degree[pairs[k]]++;
    degree[pairs[k + 1]]++;
  }
  const start = new Int32Array(count + 1);
  for (let b = 0; b < count; b++) start[b + 1] = start[b] + degree[b];
  const raw = new Int32Array(start[count]);
  const fill = start.slice(0, count);
  for (let k = 0; k < pairs.length; k += 2) {
    const a = pairs[k];
    const b = pairs[k + 1];
    raw[fill[a]++] = b;
    raw[fill[b]++] = a;
  }
  const stamp = new Int32Array(count).fill(-1);
  const adjStart = new Int32Array(count + 1);
  const adj: number[] = [];
  for (let b = 0; b < count; b++) {
    adjStart[b] = adj.length;
    for (let k = start[b]; k < start[b + 1]; k++) {
      const o = raw[k];
      if (stamp[o] !== b) {
        stamp[o] = b;
        adj.push(o);
      }
    }
  }
  adjStart[count] = adj.length;
  return { adjStart, adj: Int32Array.from(adj) };
}

export class SearchBoard {
  /** Number of blobs. */
  readonly count: number;
  readonly color: Uint8Array;
  readonly size: Int32Array;
  /** Neighbours of blob b are adj[adjStart[b] .. adjStart[b + 1]) (compressed rows, no duplicates). */
  readonly adjStart: Int32Array;
  readonly adj: Int32Array;
  /** 0 = unowned, 1 or 2 = captured by that player during the search. */
  readonly owner: Uint8Array;
  /** touch[p * count + b]: how many of player p's pieces (root area or captured blobs) border blob b. */
  readonly touch: Int32Array;
  /** Squares owned by player 1 and 2 (index 0 unused). */
  readonly owned = new Int32Array(3);
  /** Unowned blobs bordering player 1 and 2 (index 0 unused): 0 means that player can gain nothing. */
  readonly frontier = new Int32Array(3);
  unownedSquares: number;
  /** Filler: each player's current colour (index 0 unused), which neither may choose; -1 otherwise. */
  readonly current = new Int32Array(3).fill(-1);
  /** The game is over when a side owns more than this many squares (Filler: half the board). */
  readonly decisive: number;
  /** Filler's rules are played. */
  readonly filler: boolean;

  // Undo log: every blob taken, in order; a ply remembers where its captures and hand-overs end.
  private readonly log: Int32Array;
  private logSize = 0;

  constructor(state: FloodState) {
    const { width, height, owner } = state;
    const n = width * height;
    const filler = rulesOf(state) === 'filler';
    this.filler = filler;
    this.decisive = filler ? Math.floor(n / 2) : n;
    if (filler) for (const p of [1, 2] as const) this.current[p] = currentColor(state, p);
    const blobs = blobsOf(state);
    const count = blobs.sizes.length;
    this.count = count;
    this.size = Int32Array.from(blobs.sizes);
    this.color = Uint8Array.from(blobs.colors);
    this.owner = new Uint8Array(count);
    this.touch = new Int32Array(3 * count);
    this.log = new Int32Array(count);
    this.unownedSquares = 0;
    for (let b = 0; b < count; b++) this.unownedSquares += this.size[b];
    const { adjStart, adj } = adjacencyOf(state, blobs.blobOf, count);
    this.adjStart = adjStart;
    this.adj = adj;
    // The players' areas at the root are not blobs; they only matter through what they touch.
    const blobOf = blobs.blobOf;
    for (let i = 0; i < n; i++) {
      const p = owner[i];
      if (p === 0) continue;
      this.owned[p]++;
      const x = i % width;
      if (i >= width) this.rootTouch(p, blobOf[i - width]);
      if (i + width < n) this.rootTouch(p, blobOf[i + width]);
      if (x > 0) this.rootTouch(p, blobOf[i - 1]);
      if (x < width - 1) this.rootTouch(p, blobOf[i + 1]);
    }
  }

  private rootTouch(p: number, b: number): void {
    if (b === -1) return;
    const t = p * this.count + b;
    if (this.touch[t] === 0) this.frontier[p]++;
    this.touch[t] = 1;
  }

  /** Whether the game is over: the board is full, or (Filler) one side holds more than half. */
  get over(): boolean {
    return this.unownedSquares === 0 || this.owned[1] > this.decisive || this.owned[2] > this.decisive;
  }

  /** Whether p may choose c: under Filler's rules, neither side's current colour. */
  allowed(c: number): boolean {
    return c !== this.current[1] && c !== this.current[2];
  }

  /** Gain per colour for player p, written into out[offset .. offset + 6). */
  gains(p: Player, out: Int32Array, offset: number): void {
    out.fill(0, offset, offset + COLORS);
    const base = p * this.count;
    for (let b = 0; b < this.count; b++) {
      if (this.owner[b] === 0 && this.touch[base + b] > 0) out[offset + this.color[b]] += this.size[b];
    }
  }

  /** A log position to pass to undo(). */
  mark(): number {
    return this.logSize;
  }

  /**
   * Player p chooses colour c, then the end-of-move hand-overs of docs/RULES.md run. Returns the log position
   * where the hand-overs start (captures sit between mark() and it).
   */
  play(p: Player, c: number): number {
    const count = this.count;
    const base = p * count;
    for (let b = 0; b < count; b++) {
      if (this.owner[b] === 0 && this.color[b] === c && this.touch[base + b] > 0) this.capture(b, p);
    }
    const handOver = this.logSize;
    const o: Player = p === 1 ? 2 : 1;
    if (this.unownedSquares > 0) {
      if (this.frontier[p] === 0) this.transferAll(o);
      else if (this.frontier[o] === 0) this.transferAll(p);
    }
    return handOver;
  }

  /** Takes back everything logged after `mark`; `handOver` is what play() returned. */
  undo(mark: number, handOver: number): void {
    // Hand-overs only set owners (the game is over after one), so undoing them is just a reset.
    for (let k = this.logSize - 1; k >= handOver; k--) {
      const b = this.log[k];
      this.owned[this.owner[b]] -= this.size[b];
      this.unownedSquares += this.size[b];
      this.owner[b] = 0;
    }
    for (let k = handOver - 1; k >= mark; k--) this.release(this.log[k]);
    this.logSize = mark;
  }

  private capture(b: number, p: number): void {
    const count = this.count;
    this.owner[b] = p;
    this.owned[p] += this.size[b];
    this.unownedSquares -= this.size[b];
    if (this.touch[count + b] > 0) this.frontier[1]--;
    if (this.touch[2 * count + b] > 0) this.frontier[2]--;
    const base = p * count;
    for (let k = this.adjStart[b]; k < this.adjStart[b + 1]; k++) {
      const j = this.adj[k];
      if (this.touch[base + j]++ === 0 && this.owner[j] === 0) this.frontier[p]++;
    }
    this.log[this.logSize++] = b;
  }

  private release(b: number): void {
    const count = this.count;
    const p = this.owner[b];
    const base = p * count;
    for (let k = this.adjStart[b]; k < this.adjStart[b + 1]; k++) {
      const j = this.adj[k];
      if (--this.touch[base + j] === 0 && this.owner[j] === 0) this.frontier[p]--;
    }
    if (this.touch[count + b] > 0) this.frontier[1]++;
    if (this.touch[2 * count + b] > 0) this.frontier[2]++;
    this.owned[p] -= this.size[b];
    this.unownedSquares += this.size[b];
    this.owner[b] = 0;
  }

  private transferAll(to: Player): void {
    for (let b = 0; b < this.count; b++) {
      if (this.owner[b] !== 0) continue;
      this.owner[b] = to;
      this.owned[to] += this.size[b];
      this.unownedSquares -= this.size[b];
      this.log[this.logSize++] = b;
    }
  }
}
