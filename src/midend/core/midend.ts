// The midend (Simon Tatham's term): everything between a game's rules and its scene that is the
// same for every game, with no Phaser in it. It deals or resumes a game, plays moves, keeps the
// history (undo/redo), saves after every change, records best results when a game ends, asks the
// solver for par, hints and "show me" lines, and plays automatic moves (the solver's line, and in
// Flood Duel the computer) when the view says it has caught up. A scene forwards input and draws
// what the midend tells it; it never decides a rule.

import { t } from '../../i18n/i18n';
import type { GameRules, Status } from '../../logic/game';
import { parseMoveList, printMoveList } from '../../logic/notation';
import { ok, type Result, reject } from '../../logic/result';
import type { Storage } from '../../services/storage';
import type { Deal } from '../codes/dealCode';
import type { Answering } from '../workers/workerClient';
import * as H from './history';
import type { Records } from './records';
import { type Saved, SaveSlot } from './saves';
import type { Timer } from './timer';

/** Who made a move: the player, the computer opponent, or the solver (hints, "show me"). */
export type Mover = 'player' | 'computer' | 'solver';

/** What the midend tells its scene. */
export interface MidendView<C> {
  /** A move was made: animate `changes`, then call `ready()`. */
  moved(changes: C, by: Mover): void;
  /** The position jumped (undo, redo, a re-dealt game): redraw it, then call `ready()`. */
  reset(): void;
  /** Something the HUD shows changed (par, solving, a hint, the computer thinking). */
  refresh(): void;
  /** A message for the player (a failed worker, a move refused for now). */
  say(message: string): void;
  /**
   * The game was decided off the board (a live duel a side left, was away too long from or ran
   * out of time in): won or lost for this side, or null — no result, the game was lost with its server.
   */
  decided(won: boolean | null): void;
}

/** Where a finished game stands against the records. */
export interface Outcome {
  readonly status: Status;
  /** The game's result (GlassWorks: points left; Joker Coloring: moves used to win); null: none. */
  readonly value: number | null;
  /** The best for this deal, counting this result. */
  readonly best: number | null;
  /** The best before this result was recorded. */
  readonly previousBest: number | null;
  readonly newBest: boolean;
  /** The game ended with the last move (not reached by resuming, undoing or redoing). */
  readonly justEnded: boolean;
  /**
   * Moves the solver made for the player ("show me") on the way: a result reached with them is the
   * computer's as much as the player's, so it is never recorded as a best or rated against par.
   */
  readonly assisted: number;
}

/** A game in progress as the menu's card tells it (see `Midend.savedProgress`). */
export interface SavedProgress {
  readonly steps: number;
  readonly par: number | null;
  readonly best: number | null;
}

/** A game's questions to its solver worker. */
export interface SolverPort<S, M> {
  /** The solver's result from the deal (what `Outcome.value` is compared with). */
  par(start: S, reply: Answering<number>): void;
  /** The moves up to and including the next counted move the solver would make. */
  hint(state: S, reply: Answering<M[]>): void;
  /** The solver's whole line from the position ("show me"), if the game offers it. */
  line?(state: S, reply: Answering<M[]>): void;
  cancel(): void;
  dispose(): void;
}

export interface MidendDeps<S, M> {
  readonly storage: Storage;
  readonly timer: Timer;
  readonly randomSeed: () => number;
  readonly solver?: SolverPort<S, M>;
}

/** How a scene starts the game: resume the saved one if it fits, else deal. */
export interface Launch<O, X> {
  /** A fixed deal (a deep link, "replay deal"); a saved game with another seed is not resumed. */
  readonly seed?: number | null;
  /** Deal anew even if a saved game fits. */
  readonly fresh?: boolean;
  /** Options asked for; undefined keeps the saved game's (or the defaults). */
  readonly options?: O;
  readonly extras?: X;
  /**
   * A race's deal (services/liveRace.ts): played against others, so never saved here, no move taken
   * back, and no help from the solver.
   */
  readonly race?: boolean;
  /**
   * A finished game to watch again (the statistics' WATCH): its moves in the game's notation, played
   * through the rules on this deal. It is never saved, and no move of it is taken back.
   */
  readonly watch?: string;
  /** The watched game's par when it was played (Joker Coloring: a move limit taken from par). */
  readonly watchPar?: number | null;
}

/** Pause between the jumps of a "show me" line, so each can be followed. */
export const DEMO_PAUSE = 180;

const silent: MidendView<never> = { moved() {}, reset() {}, refresh() {}, say() {}, decided() {} };

export abstract class Midend<O, S, M, C, X> {
  seed = 0;
  options!: O;
  history!: H.History<S, M>;
  par: number | null = null;
  hints = 0;
  extras!: X;
  /** The question the solver is working on. */
  solving: 'par' | 'hint' | 'line' | null = null;
  /** The counted move the last hint suggests, until the position changes. */
  hint: M | null = null;
  /** Results and tallies of this game, if it keeps any. */
  protected records: Records | null = null;
  protected readonly slot: SaveSlot<O, S, M, C, X>;
  protected view: MidendView<C> = silent;
  private demo: M[] = [];
  private cancelDemo: (() => void) | null = null;
  private parFailed = false;
  /** The position the last counted hint was for. */
  private hintedAt: string | null = null;
  /** The record made when the last move ended the game. */
  private ended: Outcome | null = null;
  /** A race's game (see Launch.race). */
  protected inRace = false;
  /** A finished game watched again (see Launch.watch): never saved. */
  watched = false;
  /** Why the player may not move now for a reason outside the game (a race not started), or null. */
  hold: (() => string | null) | null = null;
  /** Each move the player makes, once the rules took it (a race sends it to the server). */
  onPlayed: ((move: M) => void) | null = null;

  constructor(
    readonly rules: GameRules<O, S, M, C>,
    protected readonly deps: MidendDeps<S, M>,
    validateExtras: (json: unknown) => Result<X>,
  ) {
    this.slot = new SaveSlot(deps.storage, rules.id, rules, validateExtras);
  }

  // ————— what each game says —————

  /** Extras of a new game when the launch names none. */
  protected abstract defaultExtras(): X;
  /** A deal as a deal code names it (codes/dealCode.ts). */
  protected abstract dealOf(options: O, seed: number, extras: X): Deal;
  /** The key of a deal's best result, or null when the game keeps none. */
  protected bestKeyOf(_options: O, _seed: number, _extras: X): string | null {
    return null;
  }
  private bestKey(): string | null {
    return this.bestKeyOf(this.options, this.seed, this.extras);
  }
  /** The result of an ended game (lower is better), or null when it has none. */
  protected resultOf(_state: S): number | null {
    return null;
  }
  /** A saved game fits a launch that names options (default: same options and extras). */
  protected fits(saved: Saved<O, S, M, X>, launch: Launch<O, X>): boolean {
    return (
      JSON.stringify(saved.options) === JSON.stringify(launch.options) &&
      (launch.extras === undefined || JSON.stringify(saved.extras) === JSON.stringify(launch.extras))
    );
  }
  /** Why the player may not make `move` right now (not a rule: e.g. it is the computer's turn). */
  protected refusal(_move: M): string | null {
    return null;
  }
  /** Undo goes on past positions where the player does not move (the computer's turns). */
  protected passOver(_state: S): boolean {
    return false;
  }
  /** The game ended with the last move (tallies and the like). */
  protected onEnd(): void {}
  /** Par arrived (or could not be worked out: `par` stays null). */
  protected onPar(): void {}
  /** Stop anything automatic that is under way (the computer's turn). */
  protected halt(): void {}

  // ————— starting —————

  attach(view: MidendView<C>): void {
    this.view = view;
  }

  /** Resume the saved game if it fits the launch, else deal a new one. */
  begin(launch: Launch<O, X> = {}): void {
    this.inRace = launch.race === true;
    this.watched = false;
    // A game to watch whose moves do not fit its deal: the game saved here, as if nothing was asked.
    if (launch.watch !== undefined && !this.beginWatch(launch)) launch = {};
    if (this.watched) {
      this.askPar();
      return;
    }
    const saved = launch.fresh ? undefined : this.slot.load();
    const seedFits = launch.seed === null || launch.seed === undefined || launch.seed === saved?.seed;
    if (saved && seedFits && (launch.options === undefined || this.fits(saved, launch))) {
      this.seed = saved.seed;
      this.options = saved.options;
      this.history = saved.history;
      this.par = saved.par;
      this.hints = saved.hints;
      this.extras = saved.extras;
    } else {
      this.deal(
        launch.options ?? this.rules.defaultOptions,
        launch.seed ?? this.deps.randomSeed(),
        launch.extras,
      );
    }
    this.askPar();
  }

  /** Deal the launch's game and play its moves through the rules; false if they do not fit. */
  private beginWatch(launch: Launch<O, X>): boolean {
    const moves = parseMoveList(launch.watch ?? '', this.rules.decodeMove);
    const extras = launch.extras ?? this.defaultExtras();
    const options = this.watchedOptions(
      launch.options ?? this.rules.defaultOptions,
      extras,
      launch.watchPar ?? null,
    );
    if (!moves.ok || moves.value.length === 0 || !this.rules.checkOptions(options).ok) return false;
    this.watched = true;
    this.deal(options, launch.seed ?? 0, extras);
    let h = this.history;
    for (const move of moves.value) {
      const r = H.play(this.rules, h, move);
      if (!r.ok) {
        this.watched = false;
        return false;
      }
      h = r.value.history;
    }
    this.history = h;
    // Only a finished game is watched again: moves that leave it still on are not the game played.
    if (this.status === 'playing') {
      this.watched = false;
      return false;
    }
    return true;
  }

  /** The options a watched game was played with, given its par then (Joker: a limit from par). */
  protected watchedOptions(options: O, _extras: X, _par: number | null): O {
    return options;
  }

  protected deal(options: O, seed: number, extras: X = this.defaultExtras()): void {
    this.seed = seed;
    this.options = options;
    this.extras = extras;
    this.history = H.startHistory(this.rules.deal(options, seed));
    this.par = null;
    this.hints = 0;
    this.hint = null;
    this.ended = null;
    this.persist();
  }

  /** Stop every worker and timer (the screen is closing). The game is already saved. */
  dispose(): void {
    this.stopDemo();
    this.halt();
    this.deps.solver?.dispose();
    this.view = silent;
  }

  // ————— where the game stands —————

  /** The deal on screen. */
  currentDeal(): Deal {
    return this.dealOf(this.options, this.seed, this.extras);
  }

  /**
   * The saved game in progress, for the menu's card: moves made, its par and the best kept for its
   * deal; null when none is (no moves yet, or it is over). Read only: nothing starts.
   */
  savedProgress(): SavedProgress | null {
    const saved = this.savedPlaying();
    if (!saved) return null;
    const key = this.bestKeyOf(saved.options, saved.seed, saved.extras);
    return {
      steps: saved.history.done,
      par: saved.par,
      best: key === null ? null : (this.records?.best(key) ?? null),
    };
  }

  /** The saved game's deal, if a game is in progress there (moves made, not over). */
  savedInProgress(): Deal | null {
    const saved = this.savedPlaying();
    return saved ? this.dealOf(saved.options, saved.seed, saved.extras) : null;
  }

  /** The saved game, if moves were made in it and it is not over. */
  private savedPlaying(): Saved<O, S, M, X> | null {
    const saved = this.slot.load();
    if (!saved || saved.history.done === 0 || this.rules.status(saved.history.present) !== 'playing')
      return null;
    return saved;
  }

  /** The game as played so far, to watch again: the deal, and each move with what it changed. */
  replay(): { start: S; frames: H.Frame<S, M, C>[] } {
    const frames = H.framesOf(this.rules, this.history.start, H.playedMoves(this.history));
    return { start: this.history.start, frames: frames.ok ? frames.value : [] };
  }

  /** The moves played, in the game's notation (the game log keeps them to watch again). */
  moveLine(): string {
    return printMoveList(H.playedMoves(this.history), this.rules.encodeMove);
  }

  get state(): S {
    return this.history.present;
  }
  get status(): Status {
    return this.rules.status(this.state);
  }
  get canUndo(): boolean {
    return !this.inRace && !this.watched && H.canUndo(this.history);
  }
  get canRedo(): boolean {
    return !this.inRace && !this.watched && H.canRedo(this.history);
  }
  /** Undo steps played (jumps, colour choices; a quit counts). */
  get steps(): number {
    return this.history.done;
  }
  /** The solver is playing its line ("show me"). */
  get demonstrating(): boolean {
    return this.demo.length > 0 || this.cancelDemo !== null;
  }

  best(): number | null {
    const key = this.bestKey();
    return key === null ? null : (this.records?.best(key) ?? null);
  }

  /** Moves the solver made for the player so far (see `Outcome.assisted`). */
  get assisted(): number {
    return H.autoSteps(this.history);
  }

  /** The finished game against the records; null while it is played. */
  outcome(): Outcome | null {
    if (this.status === 'playing') return null;
    if (this.ended) return this.ended;
    const best = this.best();
    return {
      status: this.status,
      value: this.resultOf(this.state),
      best,
      previousBest: best,
      newBest: false,
      justEnded: false,
      assisted: this.assisted,
    };
  }

  // ————— moves —————

  /** Make a move; `by` the player unless the solver or the computer makes it. */
  play(move: M, by: Mover = 'player'): Result<C> {
    if (by === 'player') {
      this.stopDemo();
      if (this.watched) return reject(t('a game watched again takes no moves'));
      const refusal = this.refusal(move) ?? this.hold?.() ?? null;
      if (refusal) return reject(refusal);
    }
    const wasPlaying = this.status === 'playing';
    const r = H.play(this.rules, this.history, move, by === 'solver');
    if (!r.ok) return r;
    this.history = r.value.history;
    this.ended = null;
    if (by !== 'solver') this.positionChanged();
    this.persist();
    if (wasPlaying && this.status !== 'playing') this.ended = this.recordEnd();
    this.view.moved(r.value.changes, by);
    if (by === 'player') this.onPlayed?.(move);
    return ok(r.value.changes);
  }

  /** Moves that were played elsewhere (a duel code): taken in at once, then shown as one redraw. */
  protected takeIn(moves: readonly M[]): Result<null> {
    let h = this.history;
    for (const move of moves) {
      const r = H.play(this.rules, h, move);
      if (!r.ok) return r;
      h = r.value.history;
    }
    this.history = h;
    this.ended = null;
    this.persist();
    this.view.reset();
    return ok(null);
  }

  undo(): boolean {
    return this.travel(H.canUndo, H.undo);
  }

  redo(): boolean {
    return this.travel(H.canRedo, H.redo);
  }

  private travel(can: (h: H.History<S, M>) => boolean, go: (h: H.History<S, M>) => H.History<S, M>): boolean {
    this.stopDemo();
    this.halt();
    if (this.inRace || this.watched || !can(this.history)) return false;
    do this.history = go(this.history);
    while (can(this.history) && this.status === 'playing' && this.passOver(this.state));
    this.ended = null;
    this.positionChanged();
    this.persist();
    this.view.reset();
    return true;
  }

  /** The view has caught up with the state: go on with whatever plays by itself. */
  ready(): void {
    if (this.demo.length === 0 || this.cancelDemo || this.status !== 'playing') return;
    this.cancelDemo = this.deps.timer.after(DEMO_PAUSE, () => {
      this.cancelDemo = null;
      const next = this.demo.shift();
      if (next !== undefined && !this.play(next, 'solver').ok) this.demo = [];
    });
  }

  stopDemo(): void {
    this.demo = [];
    this.cancelDemo?.();
    this.cancelDemo = null;
  }

  // ————— the solver: par, hints, "show me" —————

  /** Ask for par in the background, once per deal, when nothing else is asked. */
  protected askPar(): void {
    const solver = this.deps.solver;
    if (!solver || this.par !== null || this.solving !== null || this.parFailed) return;
    this.solving = 'par';
    solver.par(this.history.start, {
      answer: (par) => {
        this.solving = null;
        this.par = par;
        this.persist();
        this.onPar();
        this.view.refresh();
      },
      fail: (reason) => {
        this.solving = null;
        this.parFailed = true;
        this.view.say(t('Par is unavailable: {reason}.', { reason }));
        this.onPar();
        this.view.refresh();
      },
    });
    this.view.refresh();
  }

  /** Ask for a hint; false when there is nothing to hint (the game is over, no solver). */
  askHint(): boolean {
    return this.ask('hint', (moves) => {
      // A hint for a position already hinted counts once.
      const at = this.rules.encodePosition(this.state);
      if (at !== this.hintedAt) this.hints++;
      this.hintedAt = at;
      // Free moves of the hint (a base change) are made for the player; the counted move is shown.
      const shown = moves[moves.length - 1] ?? null;
      for (const m of moves.slice(0, -1)) this.play(m, 'solver');
      this.hint = shown;
    });
  }

  /** Ask for the solver's line and play it one move after another ("show me"). */
  showMe(): boolean {
    return this.ask('line', (moves) => {
      this.demo = moves.slice(1);
      const first = moves[0];
      if (first !== undefined) this.play(first, 'solver');
    });
  }

  private ask(kind: 'hint' | 'line', use: (moves: M[]) => void): boolean {
    const solver = this.deps.solver;
    const question = kind === 'hint' ? solver?.hint : solver?.line;
    if (!solver || !question || this.status !== 'playing' || this.inRace) return false;
    this.stopDemo();
    solver.cancel();
    this.solving = kind;
    this.hint = null;
    question.call(solver, this.state, {
      answer: (moves) => {
        this.solving = null;
        use(moves);
        this.persist();
        this.view.refresh();
        this.askPar();
      },
      fail: (reason) => {
        this.solving = null;
        this.view.say(
          kind === 'hint'
            ? t('Hint is unavailable: {reason}.', { reason })
            : t('The solver is unavailable: {reason}.', { reason }),
        );
        this.view.refresh();
        this.askPar();
      },
    });
    this.view.refresh();
    return true;
  }

  /** The position changed: a hint or line worked out for the old one is dropped. */
  private positionChanged(): void {
    this.hint = null;
    if (this.solving === 'hint' || this.solving === 'line') {
      this.deps.solver?.cancel();
      this.solving = null;
      this.askPar();
    }
  }

  // ————— saving and results —————

  protected persist(): void {
    if (this.inRace || this.watched) return;
    this.slot.save({
      seed: this.seed,
      options: this.options,
      history: this.history,
      par: this.par,
      hints: this.hints,
      extras: this.extras,
    });
  }

  private recordEnd(): Outcome {
    this.onEnd();
    const value = this.resultOf(this.state);
    const assisted = H.autoSteps(this.history);
    const key = this.bestKey();
    const previousBest = key === null ? null : (this.records?.best(key) ?? null);
    const rated = key !== null && value !== null && assisted === 0;
    const newBest = rated && (this.records?.record(key, value) ?? false);
    const best = newBest ? value : previousBest;
    return { status: this.status, value, best, previousBest, newBest, justEnded: true, assisted };
  }
}
