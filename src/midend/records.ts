// Best results and tallies per game, kept in storage: a table from a key (a deal: seed, options…)
// to a number. A table of bests says which way a result improves; a tally counts up (wins).

import { ok, type Result, reject } from '../logic/result';
import type { Storage } from '../services/storage';

/** What the numbers are: results where lower or higher is better, or counts. */
export type RecordKind = 'lower' | 'higher' | 'tally';

type Table = Record<string, number>;

function validateTable(d: unknown): Result<Table> {
  if (typeof d !== 'object' || d === null || Array.isArray(d)) return reject('not a table');
  const entries = Object.entries(d as Record<string, unknown>);
  if (!entries.every(([, v]) => typeof v === 'number' && Number.isFinite(v))) return reject('not numbers');
  return ok(d as Table);
}

/**
 * Two tables joined entry by entry: the better result, or for a tally the sum (counts kept in
 * memory during a visit start from zero, so they add to what was stored).
 */
export function mergeTables(kind: RecordKind, mine: Table, theirs: Table): Table {
  const out: Table = { ...theirs };
  for (const [id, v] of Object.entries(mine)) {
    const old = Object.hasOwn(out, id) ? out[id] : undefined;
    out[id] =
      old === undefined
        ? v
        : kind === 'tally'
          ? old + v
          : kind === 'lower'
            ? Math.min(old, v)
            : Math.max(old, v);
  }
  return out;
}

export class Records {
  private readonly storeKey: string;

  constructor(
    private readonly storage: Storage,
    key: string,
    private readonly kind: RecordKind,
  ) {
    this.storeKey = `${key}-best`;
    // A visit played in memory (blocked storage) joins earlier results when real storage turns up.
    storage.mergeRule(this.storeKey, (mine, theirs) => {
      const a = validateTable(mine);
      const b = validateTable(theirs);
      return a.ok && b.ok ? mergeTables(kind, a.value, b.value) : mine;
    });
  }

  private all(): Table {
    return this.storage.read(this.storeKey, 1, validateTable) ?? {};
  }

  best(id: string): number | undefined {
    const table = this.all();
    return Object.hasOwn(table, id) ? table[id] : undefined;
  }

  /** Record a result; returns true when it is a new best. */
  record(id: string, value: number): boolean {
    const old = this.best(id);
    const better = old === undefined || (this.kind === 'lower' ? value < old : value > old);
    if (better) this.storage.write(this.storeKey, 1, { ...this.all(), [id]: value });
    return better;
  }

  /** Add one to a tally; returns the new count. */
  count(id: string): number {
    const next = (this.best(id) ?? 0) + 1;
    this.storage.write(this.storeKey, 1, { ...this.all(), [id]: next });
    return next;
  }
}
