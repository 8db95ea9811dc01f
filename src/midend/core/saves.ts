// Save and resume, written once for every game: the deal (options and seed), the history as its
// move list, the solver's par and hints taken, and a little game-specific data. Reading a save
// deals the game again and replays every move through the rules, so a corrupted or edited save is
// dropped with a warning (the caller deals afresh), never trusted.

import type { GameRules } from '../../logic/game';
import { parseMoveList, printMoveList } from '../../logic/notation';
import { ok, type Result } from '../../logic/result';
import { MAX_SEED } from '../../logic/rng';
import { anything, int, list, nullable, object, optional, text } from '../../logic/schema';
import type { Storage } from '../../services/storage';
import { fromRecord, type History, toRecord } from './history';
import { MAX_RECORD } from './records';

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

/** Most moves a save may hold: far beyond any real game, few enough to replay at once. */
const MAX_MOVES = 10_000;
/** Each move's text is short (`12,3r`, `@10,4`); the whole list is bounded by that. */
const MAX_MOVE_TEXT = MAX_MOVES * 8;

/** The stored form's fields; the options, extras and moves are read by the game's rules next. */
const savedData = object<SavedData>({
  seed: int(0, MAX_SEED),
  options: anything,
  moves: optional(text(MAX_MOVE_TEXT), ''),
  done: optional(int(-1, MAX_MOVES), -1),
  pending: optional(text(MAX_MOVE_TEXT), ''),
  auto: optional(list(int(0, MAX_MOVES), MAX_MOVES), []),
  par: nullable(int(0, MAX_RECORD)),
  hints: int(0, MAX_RECORD),
  extras: anything,
});

export class SaveSlot<O, S, M, C, X> {
  constructor(
    private readonly storage: Storage,
    private readonly key: string,
    private readonly rules: GameRules<O, S, M, C>,
    private readonly validateExtras: (json: unknown) => Result<X>,
  ) {}

  /** The save, or undefined: none, or one that does not read (dropped with its message). */
  load(): Saved<O, S, M, X> | undefined {
    return this.storage.read(this.key, VERSION, (d) => this.read(d));
  }

  /** The save, if moves were made in it and it is not over (a game in progress). */
  inProgress(): Saved<O, S, M, X> | null {
    const saved = this.load();
    if (!saved || saved.history.done === 0 || this.rules.status(saved.history.present) !== 'playing')
      return null;
    return saved;
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
    const d = savedData(data, 'save');
    if (!d.ok) return d;
    const { seed, par, hints } = d.value;
    const options = this.rules.checkOptions(d.value.options);
    if (!options.ok) return options;
    const extras = this.validateExtras(d.value.extras);
    if (!extras.ok) return extras;
    const moves = parseMoveList(d.value.moves, this.rules.decodeMove);
    if (!moves.ok) return moves;
    const pending = parseMoveList(d.value.pending, this.rules.decodeMove);
    if (!pending.ok) return pending;
    // The moves are played again through the rules from the deal: what a save claims is not trusted.
    const start = this.rules.deal(options.value, seed);
    const history = fromRecord(this.rules, start, {
      moves: moves.value,
      done: d.value.done,
      pending: pending.value,
      auto: d.value.auto,
    });
    if (!history.ok) return history;
    return ok({ seed, options: options.value, history: history.value, par, hints, extras: extras.value });
  }
}
