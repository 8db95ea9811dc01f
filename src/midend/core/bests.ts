// A game's best result for each deal (the fewest points left, the fewest moves to win), as the
// midend keeps them: the game names the table and tells its deals apart (config.ts `bests`); a game
// that keeps none has no table, and every best is null.

import type { Storage } from '../../services/storage';
import type { MidendConfig } from './config';
import { Records } from './records';

/** A finished game's result against the deal's best. */
export interface Kept {
  /** The best for this deal, counting this result. */
  readonly best: number | null;
  /** The best before this result was recorded. */
  readonly previousBest: number | null;
  readonly newBest: boolean;
}

export class DealBests<O, X> {
  private readonly records: Records | null;

  constructor(
    storage: Storage,
    private readonly bests: MidendConfig<O, unknown, unknown, unknown, X, unknown>['bests'],
  ) {
    this.records = bests ? new Records(storage, bests.table, 'lower') : null;
  }

  /** The deal's best (null: none yet, or the game keeps none). */
  of(options: O, seed: number, extras: X): number | null {
    return this.records?.best(this.bests?.key(options, seed, extras) ?? '') ?? null;
  }

  /** The deal's result `value` kept if it is its best (null: not rated, nothing is kept). */
  keep(options: O, seed: number, extras: X, value: number | null): Kept {
    const previousBest = this.of(options, seed, extras);
    const key = this.bests?.key(options, seed, extras);
    const newBest = key !== undefined && value !== null && (this.records?.record(key, value) ?? false);
    return { best: newBest ? value : previousBest, previousBest, newBest };
  }
}
