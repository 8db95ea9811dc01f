// The beam search's storage (solverBeam.ts), in flat typed arrays so a layer of a thousand boards
// costs no garbage: a layer of kept positions, the children of a layer waiting for selection, the
// tree of kept positions a line is read back from, and the table that drops a position already
// seen in the layer.

/** A candidate's index is packed under its score in one float key: the most a layer may hold. */
export const INDEX_BITS = 2 ** 26;
const SCORE_SCALE = 64;
const SCORE_OFFSET = 4096;

/** A score and a candidate index packed in one number that sorts by score, then index. */
export const keyOf = (score: number, i: number): number =>
  Math.max(0, Math.round((score + SCORE_OFFSET) * SCORE_SCALE)) * INDEX_BITS + i;

/** A copy of `a` in a new array of `size`. */
export function grow<T extends Float64Array | Int32Array | Int16Array | Uint32Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

/** The positions a layer keeps: their boards side by side, and for each its facts. */
export class Layer {
  /** The boards, `n` squares each. */
  readonly boards: Uint8Array;
  /** The position's node in the search tree. */
  readonly node: Int32Array;
  readonly points: Int32Array;
  /** Its Zobrist hash, in two halves. */
  readonly hi: Uint32Array;
  readonly lo: Uint32Array;
  /** Its score less its points and mobility terms: its children's pre-score base. */
  readonly struct: Float64Array;
  count = 0;

  constructor(width: number, n: number) {
    this.boards = new Uint8Array(width * n);
    this.node = new Int32Array(width);
    this.points = new Int32Array(width);
    this.hi = new Uint32Array(width);
    this.lo = new Uint32Array(width);
    this.struct = new Float64Array(width);
  }
}

/** Children of the current layer waiting for selection: a sort key each, and what makes them. */
export class Candidates {
  count = 0;
  key: Float64Array;
  parent: Int32Array;
  move: Int16Array;
  points: Int32Array;
  hi: Uint32Array;
  lo: Uint32Array;
  mobility: Int16Array;
  /** Full score less points and mobility terms, for the children fully scored. */
  struct: Float64Array;

  constructor(
    capacity: number,
    /** The most a layer may hold: an index must fit under the score in one key. */
    private readonly limit: number,
  ) {
    this.key = new Float64Array(capacity);
    this.parent = new Int32Array(capacity);
    this.move = new Int16Array(capacity);
    this.points = new Int32Array(capacity);
    this.hi = new Uint32Array(capacity);
    this.lo = new Uint32Array(capacity);
    this.mobility = new Int16Array(capacity);
    this.struct = new Float64Array(capacity);
  }

  /** Room for `more` children beyond those held. */
  room(more: number): void {
    while (this.count + more > this.key.length) {
      const size = this.key.length * 2;
      if (size > this.limit) throw new Error('GlassWorks solver: too many candidates in one layer');
      this.key = grow(this.key, size);
      this.parent = grow(this.parent, size);
      this.move = grow(this.move, size);
      this.points = grow(this.points, size);
      this.hi = grow(this.hi, size);
      this.lo = grow(this.lo, size);
      this.mobility = grow(this.mobility, size);
      this.struct = grow(this.struct, size);
    }
  }
}

/** The search tree of kept positions: each node's parent and the jump that led there (0 is the root). */
export class SearchTree {
  private parent: Int32Array;
  private move: Int16Array;
  private count = 1;

  constructor(capacity: number) {
    this.parent = new Int32Array(capacity);
    this.move = new Int16Array(capacity);
    this.parent[0] = -1;
  }

  /** A new node: `move` made from `parentNode`. */
  add(parentNode: number, move: number): number {
    if (this.count >= this.parent.length) {
      this.parent = grow(this.parent, this.parent.length * 2);
      this.move = grow(this.move, this.move.length * 2);
    }
    const id = this.count++;
    this.parent[id] = parentNode;
    this.move[id] = move;
    return id;
  }

  /** The jumps from the root to `node`. */
  lineTo(node: number): number[] {
    const line: number[] = [];
    for (let v = node; v > 0; v = this.parent[v]!) line.push(this.move[v]!);
    return line.reverse();
  }
}

/** The positions seen in one layer, by hash: open addressing, a slot used when its stamp is the layer's. */
export class SeenTable {
  private mask = 0;
  private hi = new Uint32Array(0);
  private lo = new Uint32Array(0);
  private stamp = new Int32Array(0);

  /** At least half empty with `entries` in it. */
  sizeFor(entries: number): void {
    if (this.stamp.length >= entries * 2) return;
    let slots = 1024;
    while (slots < entries * 2) slots *= 2;
    this.mask = slots - 1;
    this.hi = new Uint32Array(slots);
    this.lo = new Uint32Array(slots);
    this.stamp = new Int32Array(slots).fill(-1);
  }

  /** True the first time the position (`hi`, `lo`) is offered in layer `layer`, and notes it. */
  firstSight(hi: number, lo: number, layer: number): boolean {
    const { mask, stamp } = this;
    let slot = lo & mask;
    while (stamp[slot] === layer) {
      if (this.hi[slot] === hi && this.lo[slot] === lo) return false;
      slot = (slot + 1) & mask;
    }
    stamp[slot] = layer;
    this.hi[slot] = hi;
    this.lo[slot] = lo;
    return true;
  }
}
