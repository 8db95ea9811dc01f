// The GlassWorks clearing ladder's progress (docs/RULES.md §1): the best points left on each ladder
// deal, and which deals were cleared to one piece by the player (SHOW ME's clears do not count).
// Both are tables of results like any best, so they join the save file and the storage merge. They
// are kept by the deal's seed, not its number: a longer search adds deals in between, and a deal's
// number on the ladder may change, its seed never.

import { LADDER_SEEDS } from '../../logic/glassworks/ladderSeeds';
import { own } from '../../logic/schema';
import type { Storage } from '../../services/storage';
import { Records } from '../core/records';

/** The ladder's length: its deals are numbered 1 to this. */
export const LADDER_LENGTH = LADDER_SEEDS.length;

/** Ladder deal `n`'s seed (null: no such deal). */
export const ladderSeed = (n: number): number | null => LADDER_SEEDS[n - 1] ?? null;
/** The ladder deal (1 up) a seed deals, or null when it is not on the ladder. */
export const ladderNumber = (seed: number): number | null => {
  const i = LADDER_SEEDS.indexOf(seed);
  return i < 0 ? null : i + 1;
};

export class LadderBook {
  private readonly best: Records;
  private readonly clears: Records;

  constructor(storage: Storage) {
    this.best = new Records(storage, 'glassworks-ladder', 'lower');
    this.clears = new Records(storage, 'glassworks-ladder-clears', 'tally');
  }

  /** A finished game of ladder deal `n`: its points left, and whether the player cleared it alone. */
  record(n: number, points: number, cleared: boolean): void {
    const seed = ladderSeed(n);
    if (seed === null) return;
    this.best.record(String(seed), points);
    if (cleared) this.clears.count(String(seed));
  }

  cleared(n: number): boolean {
    return this.clearedSet().has(n);
  }

  bestOf(n: number): number | null {
    return this.best.best(String(ladderSeed(n))) ?? null;
  }

  /** The ladder deals cleared, from one reading of the table. */
  private clearedSet(): Set<number> {
    const table = this.clears.all();
    const out = new Set<number>();
    LADDER_SEEDS.forEach((seed, i) => {
      if (Number(own(table, String(seed)) ?? 0) > 0) out.add(i + 1);
    });
    return out;
  }

  /** How many ladder deals are cleared. */
  clearedCount(): number {
    return this.clearedSet().size;
  }

  /** The first deal not cleared yet, from `from` on and then from the start (null: all cleared). */
  next(from = 1): number | null {
    const cleared = this.clearedSet();
    for (let k = 0; k < LADDER_LENGTH; k++) {
      const n = ((from - 1 + k) % LADDER_LENGTH) + 1;
      if (!cleared.has(n)) return n;
    }
    return null;
  }
}
