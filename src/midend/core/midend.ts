// The midend (Simon Tatham's term): everything between a game's rules and its scene that is the
// same for every game, with no Phaser in it. It deals or resumes a game, plays moves, keeps the
// history (undo/redo), saves after every change, records best results when a game ends, asks the
// solver for par, hints and "show me" lines, and plays automatic moves (the solver's line, and in
// Flood Duel the computer) when the view says it has caught up. A scene forwards input and draws
// what the midend tells it; it never decides a rule.

import { t } from '../../i18n/i18n';
import type { GameRules, Status } from '../../logic/game';
import { printMoveList } from '../../logic/notation';
import { ok, type Result, reject } from '../../logic/result';
import type { Storage } from '../../services/storage';
import type { Deal } from '../codes/dealCode';
import { DealBests } from './bests';
import type { MidendConfig } from './config';
import * as H from './history';
import { type Launch, openGame } from './opening';
import { SavedGame } from './savedGame';
import { SaveSlot } from './saves';
import { type Solver, SolverDesk, type SolverPort } from './solverDesk';
import type { Timer } from './timer';

export type { Launch } from './opening';
export { DEMO_PAUSE, type ParLine, type Solver, type SolverPort } from './solverDesk';

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
  /** A message for the player (a failed worker, a move refused for now), shown `seconds` (default 3). */
  say(message: string, seconds?: number): void;
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

export interface MidendDeps<S, M> {
  readonly storage: Storage;
  readonly timer: Timer;
  readonly randomSeed: () => number;
  readonly solver?: SolverPort<S, M>;
}

const silent: MidendView<never> = { moved() {}, reset() {}, refresh() {}, say() {}, decided() {} };

/** O options, S state, M a move, C a move's changes, X extras, D a deal as codes name it (config.ts). */
export class Midend<O, S, M, C, X, D = Deal> {
  seed = 0;
  options!: O;
  history!: H.History<S, M>;
  extras!: X;
  readonly rules: GameRules<O, S, M, C>;
  /** The best result of each deal, if the game keeps them (bests.ts). */
  private readonly bests: DealBests<O, X>;
  protected readonly slot: SaveSlot<O, S, M, C, X>;
  protected view: MidendView<C> = silent;
  /** Par, hints and "show me" (solverDesk.ts). */
  private readonly desk: SolverDesk<S, M>;
  /** The solver's desk as the midend's users read and ask it. */
  readonly solver: Solver<M>;
  /** The save as read without playing it: the game in progress there (savedGame.ts). */
  readonly saved: SavedGame<O, S, M, C, X, D>;
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
    private readonly game: MidendConfig<O, S, M, C, X, D>,
    protected readonly deps: MidendDeps<S, M>,
  ) {
    const rules = game.rules;
    this.rules = rules;
    this.bests = new DealBests(deps.storage, game.bests);
    this.slot = new SaveSlot(deps.storage, rules.id, rules, (json) => game.validateExtras(json));
    this.saved = new SavedGame(game, this.slot, this.bests);
    this.desk = new SolverDesk(deps.solver, deps.timer, {
      position: () => ({ state: this.state, start: this.history.start, status: this.status }),
      inRace: () => this.inRace,
      key: (state) => this.rules.encodePosition(state),
      played: () => H.playedMoves(this.history),
      moveKey: (move) => this.rules.encodeMove(move),
      counted: (move) => this.rules.moveKind(move) === 'step',
      play: (move) => this.play(move, 'solver').ok,
      persist: () => this.persist(),
      onPar: () => this.onPar(),
      refresh: () => this.view.refresh(),
      say: (message) => this.view.say(message),
    });
    this.solver = this.desk;
  }

  // ————— what a game that extends the Midend may add —————

  /** Why the player may not make `move` right now (not a rule: e.g. it is the computer's turn). */
  protected refusal(_move: M): string | null {
    return null;
  }
  /** Undo goes on past positions where the player does not move (the computer's turns). */
  protected passOver(_state: S): boolean {
    return false;
  }
  /**
   * Move `move` is in the history (saved, its end recorded), just before the view hears of it: a
   * live duel sends it, a coach speaks. Called beside the view, not around it, so a move's way to the
   * screen stays short (tests/midend/tapPath.test.ts).
   */
  protected played(_move: M, _by: Mover): void {}
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

  /** Resume the saved game if it fits the launch, else deal a new one (opening.ts). */
  begin(launch: Launch<O, X> = {}): void {
    this.inRace = launch.race === true;
    const o = openGame(this.game, launch, () => this.slot.load(), this.deps.randomSeed);
    this.watched = o.watched;
    this.seed = o.seed;
    this.options = o.options;
    this.extras = o.extras;
    this.history = o.history;
    this.desk.reset(o.par, o.hints, this.game.knownLine?.(o.options, o.seed, o.extras) ?? null);
    this.ended = null;
    if (o.dealt) this.persist();
    this.desk.askPar();
  }

  /** Stop every worker and timer (the screen is closing). The game is already saved. */
  dispose(): void {
    this.halt();
    this.desk.dispose();
    this.view = silent;
  }

  // ————— where the game stands —————

  /** The deal on screen. */
  currentDeal(): D {
    return this.game.dealOf(this.options, this.seed, this.extras);
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
  /** The best result of the deal on screen (null: none yet, or the game keeps none). */
  best(): number | null {
    return this.bests.of(this.options, this.seed, this.extras);
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
      value: this.game.resultOf?.(this.state) ?? null,
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
      this.desk.stopDemo();
      if (this.watched) return reject(t('a game watched again takes no moves'));
      const refusal = this.refusal(move) ?? this.hold?.() ?? null;
      if (refusal) return reject(refusal);
    }
    const wasPlaying = this.status === 'playing';
    const r = H.play(this.rules, this.history, move, by === 'solver');
    if (!r.ok) return r;
    this.history = r.value.history;
    this.ended = null;
    if (by !== 'solver') this.desk.positionChanged();
    this.persist();
    if (wasPlaying && this.status !== 'playing') this.ended = this.recordEnd();
    this.played(move, by);
    this.view.moved(r.value.changes, by);
    if (by === 'player') this.onPlayed?.(move);
    return ok(r.value.changes);
  }

  /** Moves that were played elsewhere (a duel code): taken in at once, then shown as one redraw. */
  protected takeIn(moves: readonly M[]): Result<null> {
    const played = H.playAll(this.rules, this.history, moves);
    if (!played.ok) return played;
    this.history = played.value;
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
    this.desk.stopDemo();
    this.halt();
    if (this.inRace || this.watched || !can(this.history)) return false;
    do this.history = go(this.history);
    while (can(this.history) && this.status === 'playing' && this.passOver(this.state));
    this.ended = null;
    this.desk.positionChanged();
    this.persist();
    this.view.reset();
    return true;
  }

  /** The view has caught up with the state: go on with whatever plays by itself. */
  ready(): void {
    this.desk.ready();
  }

  // ————— saving and results —————

  protected persist(): void {
    if (this.inRace || this.watched) return;
    this.slot.save({
      seed: this.seed,
      options: this.options,
      history: this.history,
      par: this.desk.par,
      hints: this.desk.hints,
      extras: this.extras,
    });
  }

  private recordEnd(): Outcome {
    this.onEnd();
    const value = this.game.resultOf?.(this.state) ?? null;
    const assisted = H.autoSteps(this.history);
    // A result reached with "show me" is the computer's as much as the player's: never a best.
    const kept = this.bests.keep(this.options, this.seed, this.extras, assisted === 0 ? value : null);
    return { status: this.status, value, ...kept, justEnded: true, assisted };
  }
}
