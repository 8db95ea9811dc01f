// Best results and tallies per game, kept in storage: a table from a key (a deal: seed, options…)
// to a number. A table of bests says which way a result improves; a tally counts up (wins).

import type { Result } from '../../logic/result';
import { int, own, table, text } from '../../logic/schema';
import type { Storage } from '../../services/storage';

/** What the numbers are: results where lower or higher is better, or counts. */
export type RecordKind = 'lower' | 'higher' | 'tally';

type Table = Record<string, number>;

/** The largest result or count a table keeps (points, moves, squares and wins are all far below). */
export const MAX_RECORD = 999_999;

/**
 * A table of results: read back from storage, an entry that is not a whole result is left out and
 * the others kept (`lenient`); a save file's table must be whole.
 */
export const recordTable = (lenient: boolean): ((d: unknown) => Result<Table>) =>
  table(text(200), int(0, MAX_RECORD), { lenient, max: 100_000 });

const validateTable = recordTable(true);

/**
 * Two tables joined entry by entry: the better result, or for a tally the sum (counts kept in
 * memory during a visit start from zero, so they add to what was stored).
 */
export function mergeTables(kind: RecordKind, mine: Table, theirs: Table): Table {
  // No prototype: a key named `__proto__` is an entry like any other.
  const out: Table = Object.assign(Object.create(null), theirs);
  for (const [id, v] of Object.entries(mine)) {
    const old = own(out, id) as number | undefined;
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

  /** The whole table, read once (for a caller that looks at many entries). */
  all(): Readonly<Table> {
    return this.storage.read(this.storeKey, 1, validateTable) ?? {};
  }

  best(id: string): number | undefined {
    return own(this.all(), id) as number | undefined;
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
