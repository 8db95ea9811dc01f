// A token bucket: `burst` actions at once, refilled at `perSecond`. One per client in a room (its
// messages) and one per address at the gate (its matchmaking requests). Time comes from the caller,
// so a test can drive it.

export class Bucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.at = now;
  }

  /** Take one token if there is one: false means over the limit (drop the action). */
  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Buckets by key (an address), forgetting keys not seen for a minute so the table stays small. */
export class Buckets {
  private readonly table = new Map<string, { bucket: Bucket; seen: number }>();
  private swept = 0;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  take(key: string, now: number): boolean {
    if (now - this.swept > 60_000) {
      for (const [k, v] of this.table) if (now - v.seen > 60_000) this.table.delete(k);
      this.swept = now;
    }
    let entry = this.table.get(key);
    if (!entry) {
      entry = { bucket: new Bucket(this.perSecond, this.burst, now), seen: now };
      this.table.set(key, entry);
    }
    entry.seen = now;
    return entry.bucket.take(now);
  }
}
