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

  /** Whether a token is there to take now, taking none. */
  has(now: number): boolean {
    return Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond) >= 1;
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

  /** Whether `key` could take a token now, taking none (a key not seen has its whole burst). */
  has(key: string, now: number): boolean {
    return this.table.get(key)?.bucket.has(now) ?? true;
  }
}

/**
 * Addresses sent away (for flooding, or for frames that are not the game's), each until its wait
 * is over: the door refuses their requests meanwhile, so being sent away costs a flooder something.
 */
export class PenaltyBox {
  private readonly until = new Map<string, number>();

  constructor(private readonly seconds: number) {}

  put(address: string, now: number): void {
    if (address === '') return;
    this.until.set(address, now + this.seconds * 1000);
    if (this.until.size > 10_000) for (const [a, end] of this.until) if (end <= now) this.until.delete(a);
  }

  /** Let every address in again (a test's clean slate). */
  clear(): void {
    this.until.clear();
  }

  /** Whole seconds `address` must still wait (0: none). */
  wait(address: string, now: number): number {
    const end = this.until.get(address);
    if (end === undefined) return 0;
    if (end <= now) {
      this.until.delete(address);
      return 0;
    }
    return Math.ceil((end - now) / 1000);
  }
}

/** How long an address sent away must wait before it may join again. */
export const PENALTY_SECONDS = 60;

/** The process's penalty box, shared by the rooms (which send clients away) and the door. */
export const penalties = new PenaltyBox(PENALTY_SECONDS);
