// Quick match's pairing, pure: the players waiting, and the moment; the pairs to start now. Nearest
// ratings first; how far apart two players may be grows with how long they have waited, so a
// player rated far from everyone still gets a game. Run it on every tick of the queue with the
// players still waiting (each keeps their `since`, so their range keeps growing).
//
// A player's range: ±100 at first, 50 wider every 5 s of waiting (±650 at 55 s), any opponent from
// 60 s on. A new player's rating is known only roughly (its deviation, ±350 at first): their range
// is never narrower than their deviation, as asking for an opponent nearer than that is asking for
// a precision the rating does not have. Two players may meet when the gap between their ratings is
// within the wider of their two ranges: the one who has waited longer (or is less known) decides,
// so no one waits past 60 s while anyone else waits.
//
// How: sorted by rating, the nearest pair of all is always two neighbours; each pair made joins
// the neighbours on either side of it, the only new neighbours there can be. Candidate pairs in a
// heap, nearest first: O(n log n). Because a pair far apart that is allowed implies that one of its
// ends may also meet its nearer neighbour, the players left have no pair allowed among them.

export interface Waiting {
  readonly id: string;
  readonly rating: number;
  readonly deviation: number;
  /** When they started waiting (ms, the same clock as `now`). */
  readonly since: number;
}

/** The range's constants (see above). */
export const PAIRING = {
  startGap: 100,
  widenBy: 50,
  widenEveryMs: 5000,
  anyoneAfterMs: 60_000,
} as const;

/** How far from `w`'s rating an opponent may be, at `now`. */
export function allowedGap(w: Waiting, now: number): number {
  const waited = Math.max(0, now - w.since);
  if (waited >= PAIRING.anyoneAfterMs) return Number.POSITIVE_INFINITY;
  const widened = PAIRING.startGap + PAIRING.widenBy * Math.floor(waited / PAIRING.widenEveryMs);
  return Math.max(widened, w.deviation);
}

/** A candidate pair: two neighbours by rating (indices into the sorted list). */
type Candidate = { readonly i: number; readonly j: number; readonly gap: number; readonly since: number };

/** Nearer first; between pairs as near, the one holding the longer waiter. */
const before = (x: Candidate, y: Candidate): boolean =>
  x.gap < y.gap || (x.gap === y.gap && x.since < y.since);

/** A binary min-heap of candidates. */
class Candidates {
  private readonly items: Candidate[] = [];

  push(c: Candidate): void {
    const h = this.items;
    h.push(c);
    for (let k = h.length - 1; k > 0; ) {
      const up = (k - 1) >> 1;
      if (!before(h[k]!, h[up]!)) break;
      [h[k], h[up]] = [h[up]!, h[k]!];
      k = up;
    }
  }

  pop(): Candidate | undefined {
    const h = this.items;
    const top = h[0];
    const last = h.pop();
    if (h.length === 0 || !last) return top;
    h[0] = last;
    for (let k = 0; ; ) {
      const l = 2 * k + 1;
      const r = l + 1;
      let m = k;
      if (l < h.length && before(h[l]!, h[m]!)) m = l;
      if (r < h.length && before(h[r]!, h[m]!)) m = r;
      if (m === k) break;
      [h[k], h[m]] = [h[m]!, h[k]!];
      k = m;
    }
    return top;
  }
}

/**
 * The pairs to start at `now`, nearest first (each pair lower rating first), and the players left
 * waiting, in the order given. A player listed twice (queued from two tabs) counts once.
 */
export function pairPlayers<T extends Waiting>(
  waiting: readonly T[],
  now: number,
): { pairs: [T, T][]; left: T[] } {
  const seen = new Set<string>();
  const players = waiting.filter((w) => !seen.has(w.id) && seen.add(w.id));
  const sorted = [...players].sort((x, y) => x.rating - y.rating || x.since - y.since);
  const n = sorted.length;
  const range = sorted.map((w) => allowedGap(w, now));
  // The players still unpaired, as a list linked both ways in rating order.
  const prev = Int32Array.from({ length: n }, (_, k) => k - 1);
  const next = Int32Array.from({ length: n }, (_, k) => (k + 1 < n ? k + 1 : -1));
  const paired = new Uint8Array(n);
  const heap = new Candidates();
  const offer = (i: number, j: number): void => {
    const [a, b] = [sorted[i]!, sorted[j]!];
    heap.push({ i, j, gap: b.rating - a.rating, since: Math.min(a.since, b.since) });
  };
  for (let k = 0; k + 1 < n; k++) offer(k, k + 1);
  const pairs: [T, T][] = [];
  for (let c = heap.pop(); c; c = heap.pop()) {
    const { i, j } = c;
    // Stale: one of them was paired since, so they are no longer neighbours.
    if (paired[i] || paired[j] || next[i] !== j) continue;
    if (c.gap > Math.max(range[i]!, range[j]!)) continue;
    paired[i] = paired[j] = 1;
    pairs.push([sorted[i]!, sorted[j]!]);
    const [p, q] = [prev[i]!, next[j]!];
    if (p >= 0) next[p] = q;
    if (q >= 0) prev[q] = p;
    if (p >= 0 && q >= 0) offer(p, q);
  }
  const taken = new Set(pairs.flat());
  return { pairs, left: players.filter((w) => !taken.has(w)) };
}
