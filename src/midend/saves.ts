// Save and resume, written once for every game: the deal (options and seed), the history as its
// move list, the solver's par and hints taken, and a little game-specific data. Reading a save
// deals the game again and replays every move through the rules, so a corrupted or edited save is
// dropped with a warning (the caller deals afresh), never trusted.

import type { GameRules } from '../logic/game';
import { parseMoveList, printMoveList } from '../logic/notation';
import { ok, type Result, reject } from '../logic/result';
import { MAX_SEED } from '../logic/rng';
import type { Storage } from '../services/storage';
import { fromRecord, type History, toRecord } from './history';

export interface Saved<O, S, M, X> {
  readonly seed: number;
  readonly options: O;
  readonly history: History<S, M>;
  /** The solver's result for the deal (null until known, or for a game without a solver). */
  readonly par: number | null;
  /** Hints (and "show me" lines) taken in this game. */
  readonly hints: number;
  /** What else the game keeps (Flood Duel: who plays; Joker Coloring: the move limit). */
  readonly extras: X;
}

/** The stored form: plain JSON, moves in the game's move notation. */
interface SavedData {
  seed: number;
  options: unknown;
  moves: string;
  done: number;
  pending: string;
  /** Steps the solver made for the player ("show me"), by number. */
  auto: number[];
  par: number | null;
  hints: number;
  extras: unknown;
}

const VERSION = 2;

export const isSeed = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_SEED;

export const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

export class SaveSlot<O, S, M, C, X> {
  constructor(
    private readonly storage: Storage,
    private readonly key: string,
    private readonly rules: GameRules<O, S, M, C>,
    private readonly validateExtras: (json: unknown) => Result<X>,
    /** Readers of older formats, by version: they upgrade what they read. */
    private readonly older: Record<number, (data: unknown) => Result<Saved<O, S, M, X>>> = {},
  ) {}

  load(): Saved<O, S, M, X> | undefined {
    return this.storage.readVersions(this.key, { ...this.older, [VERSION]: (d) => this.read(d) });
  }

  save(saved: Saved<O, S, M, X>): void {
    const record = toRecord(saved.history, (m) => m);
    const data: SavedData = {
      seed: saved.seed,
      options: saved.options,
      moves: printMoveList(record.moves, this.rules.encodeMove),
      done: record.done,
      pending: printMoveList(record.pending, this.rules.encodeMove),
      auto: record.auto,
      par: saved.par,
      hints: saved.hints,
      extras: saved.extras,
    };
    this.storage.write(this.key, VERSION, data);
  }

  clear(): void {
    this.storage.remove(this.key);
  }

  private read(data: unknown): Result<Saved<O, S, M, X>> {
    if (typeof data !== 'object' || data === null) return reject('not an object');
    const d = data as Partial<Record<keyof SavedData, unknown>>;
    if (!isSeed(d.seed)) return reject('bad seed');
    const options = this.rules.checkOptions(d.options);
    if (!options.ok) return options;
    if (d.par !== null && !isCount(d.par)) return reject('bad par');
    if (!isCount(d.hints)) return reject('bad hint count');
    const extras = this.validateExtras(d.extras);
    if (!extras.ok) return extras;
    const moves = parseMoveList(String(d.moves ?? ''), this.rules.decodeMove);
    if (!moves.ok) return moves;
    const pending = parseMoveList(String(d.pending ?? ''), this.rules.decodeMove);
    if (!pending.ok) return pending;
    const auto = d.auto ?? [];
    if (!Array.isArray(auto)) return reject('auto is not a list');
    const start = this.rules.deal(options.value, d.seed);
    const history = fromRecord(this.rules, start, {
      moves: moves.value,
      done: typeof d.done === 'number' ? d.done : -1,
      pending: pending.value,
      auto: auto as number[],
    });
    if (!history.ok) return history;
    return ok({
      seed: d.seed,
      options: options.value,
      history: history.value,
      par: d.par as number | null,
      hints: d.hints,
      extras: extras.value,
    });
  }
}
