// Best results and tallies per game, kept in storage: a table from a key (a deal: seed, options…)
// to a number. `lowerIsBetter` says which way a result improves; a tally is a count that grows.

import { ok, type Result, reject } from '../logic/result';
import type { Storage } from '../services/storage';

export class Records {
  constructor(
    private readonly storage: Storage,
    private readonly key: string,
    private readonly lowerIsBetter: boolean,
  ) {}

  private all(): Record<string, number> {
    return (
      this.storage.read(`${this.key}-best`, 1, (d): Result<Record<string, number>> => {
        if (typeof d !== 'object' || d === null || Array.isArray(d)) return reject('not a table');
        const entries = Object.entries(d as Record<string, unknown>);
        if (!entries.every(([, v]) => typeof v === 'number' && Number.isFinite(v)))
          return reject('not numbers');
        return ok(d as Record<string, number>);
      }) ?? {}
    );
  }

  best(id: string): number | undefined {
    const table = this.all();
    return Object.hasOwn(table, id) ? table[id] : undefined;
  }

  /** Record a result; returns true when it is a new best. */
  record(id: string, value: number): boolean {
    const table = this.all();
    const old = this.best(id);
    const better = old === undefined || (this.lowerIsBetter ? value < old : value > old);
    if (better) this.storage.write(`${this.key}-best`, 1, { ...table, [id]: value });
    return better;
  }

  /** Add one to a tally; returns the new count. */
  count(id: string): number {
    const next = (this.best(id) ?? 0) + 1;
    this.storage.write(`${this.key}-best`, 1, { ...this.all(), [id]: next });
    return next;
  }
}
