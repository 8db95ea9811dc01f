// Save and resume for every game, written once: the seed, the undo history (every state through
// the game's own validator) and a little game-specific metadata, versioned in storage.
// A saved game that fails validation is dropped (with a warning) and the caller deals afresh.

import { fromJSON, type History, toJSON } from '../logic/history';
import { ok, type Result, reject } from '../logic/result';
import { MAX_SEED } from '../logic/rng';
import { storage } from './storage';

export interface Saved<S, M> {
  seed: number;
  history: History<S>;
  meta: M;
}

export class SavedGame<S, M> {
  constructor(
    private readonly key: string,
    private readonly version: number,
    private readonly validateState: (json: unknown) => Result<S>,
    private readonly validateMeta: (json: unknown) => Result<M>,
  ) {}

  load(): Saved<S, M> | undefined {
    return storage.read(this.key, this.version, (data) => this.validate(data));
  }

  save(saved: Saved<S, M>): void {
    storage.write(this.key, this.version, {
      seed: saved.seed,
      history: toJSON(saved.history, (s) => s),
      meta: saved.meta,
    });
  }

  clear(): void {
    storage.remove(this.key);
  }

  private validate(data: unknown): Result<Saved<S, M>> {
    if (typeof data !== 'object' || data === null) return reject('not an object');
    const d = data as Record<string, unknown>;
    const seed = d.seed;
    if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED)
      return reject('bad seed');
    const history = fromJSON(d.history, this.validateState);
    if (!history.ok) return history;
    const meta = this.validateMeta(d.meta);
    if (!meta.ok) return meta;
    return ok({ seed, history: history.value, meta: meta.value });
  }
}

/** Best results per game and key (seed, options…): lower or higher is better, as the game says. */
export class Records {
  constructor(
    private readonly key: string,
    private readonly lowerIsBetter: boolean,
  ) {}

  private all(): Record<string, number> {
    return (
      storage.read(`${this.key}-best`, 1, (d): Result<Record<string, number>> => {
        if (typeof d !== 'object' || d === null || Array.isArray(d)) return reject('not a table');
        const entries = Object.entries(d as Record<string, unknown>);
        if (!entries.every(([, v]) => typeof v === 'number' && Number.isFinite(v)))
          return reject('not numbers');
        return ok(d as Record<string, number>);
      }) ?? {}
    );
  }

  best(id: string): number | undefined {
    return this.all()[id];
  }

  /** Record a result; returns true when it is a new best. */
  record(id: string, value: number): boolean {
    const table = this.all();
    const old = table[id];
    const better = old === undefined || (this.lowerIsBetter ? value < old : value > old);
    if (better) storage.write(`${this.key}-best`, 1, { ...table, [id]: value });
    return better;
  }
}

/** The solver's record kept with a saved game: par for the deal (null until known) and hints taken. */
export interface SolverRecord {
  par: number | null;
  hints: number;
}

export function validateSolverRecord(m: Record<string, unknown>): Result<SolverRecord> {
  const par = m.par;
  if (par !== null && !(typeof par === 'number' && Number.isInteger(par) && par >= 0))
    return reject('bad par');
  const hints = m.hints;
  if (typeof hints !== 'number' || !Number.isInteger(hints) || hints < 0) return reject('bad hint count');
  return ok({ par, hints });
}
