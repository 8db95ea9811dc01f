// How often each route may be used, per address and per profile (token buckets: a burst, then a
// steady rate). Writes are few in real play — a profile made once per device, a name changed now and
// then — so the limits are low; reads are a screen's worth at a time.

import { Buckets } from '../limits';

export const API_LIMITS = {
  /** New profiles per address: three at once, then one every 20 s. */
  create: { perSecond: 1 / 20, burst: 3 },
  /** Name changes per profile. */
  rename: { perSecond: 1 / 10, burst: 3 },
  /** Daily results sent per profile (three games a day; a queue sent at once after days offline). */
  submit: { perSecond: 1 / 5, burst: 30 },
  /** Transfer codes made per profile. */
  transfer: { perSecond: 1 / 30, burst: 3 },
  /** Transfer codes tried per address: a code cannot be found by trying. */
  claim: { perSecond: 1 / 10, burst: 5 },
  /** Saves sent per profile: one as each game ends on each device, a few at once when one comes online. */
  save: { perSecond: 1 / 6, burst: 10 },
  /** Puzzles published per address (each profile also has its day's count: PUZZLES_PER_DAY). */
  publish: { perSecond: 1 / 60, burst: 10 },
  /** Attempts at a shelf's puzzle sent per profile: a small puzzle is tried again and again. */
  attempt: { perSecond: 1 / 2, burst: 20 },
  /** Thumbs given and taken back per profile. */
  thumb: { perSecond: 1, burst: 10 },
  /** Puzzles reported per profile: one report hides a puzzle, so a profile hides few. */
  report: { perSecond: 1 / 60, burst: 5 },
  /**
   * Wrong moderator's tokens per address (moderationRoutes.ts): a token of 32 characters or more
   * cannot be found by trying. One every 12 s refills the five in the minute after which the buckets
   * forget an address anyway.
   */
  moderator: { perSecond: 1 / 12, burst: 5 },
  /** Follows and unfollows per profile. */
  follow: { perSecond: 1, burst: 10 },
  /** Any request per address (reads included). */
  any: { perSecond: 10, burst: 40 },
} as const;

export type LimitName = keyof typeof API_LIMITS;

/** One table of buckets per limit. */
export class ApiLimits {
  private readonly tables = new Map<LimitName, Buckets>();

  /** `newProfilesPerMinute`: the `create` limit's steady rate (the deployment's NEW_PROFILES_PER_MINUTE). */
  constructor(private readonly newProfilesPerMinute = 60 * API_LIMITS.create.perSecond) {}

  /** Whether `key` may act under `limit` now (false: over it). */
  take(limit: LimitName, key: string, now: number): boolean {
    let table = this.tables.get(limit);
    if (!table) {
      const { perSecond, burst } = API_LIMITS[limit];
      table = new Buckets(limit === 'create' ? this.newProfilesPerMinute / 60 : perSecond, burst);
      this.tables.set(limit, table);
    }
    return table.take(key, now);
  }

  /** Whether `key` is within `limit` now, taking nothing (an address that may still try a token). */
  within(limit: LimitName, key: string, now: number): boolean {
    return this.tables.get(limit)?.has(key, now) ?? true;
  }
}
