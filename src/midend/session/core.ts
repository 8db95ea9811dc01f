// What the parts of a game screen's session share (session.ts puts them together): the game's part
// and its midend, the game's UI state, the phase (phase.ts) and the open question, the race the game
// is played in, and the one way out to the screen — effects, handed over together (`batch`).

import type { Storage } from '../../services/storage';
import { type GameLaunch, gameScreen, type Target } from '../launch/navigation';
import type { Effect, PanelSpec } from './effects';
import type { GamePart, Position } from './part';
import { next, type Phase, type PhaseEvent, type PhaseState, panelOf, resultsOpen, START } from './phase';
import type { RaceSeat } from './raceSeat';

/** What the session needs of its screen: effects performed. The screen answers only `settled`. */
export interface ScreenPort<C> {
  perform(effects: readonly Effect<C>[]): void;
}

export interface SessionDeps {
  readonly storage: Storage;
  readonly now: () => Date;
  /** The game's address, for links back to it (a shared daily ends with one); absent: no link. */
  readonly site?: string;
}

/** An open question: its panel and its answers. */
export interface OpenQuestion {
  readonly spec: PanelSpec;
  readonly yes: () => void;
  readonly alt?: () => void;
  readonly cycle?: () => void;
}

const idle: ScreenPort<never> = { perform() {} };

export class SessionCore<S, M, C, U, Model> {
  /** The game's UI state (a selection, a cursor, base picking). */
  ui: U;
  /** The board is drawn on end (the view says so when it lays out): arrows follow the drawing. */
  transposed = false;
  /** The open question (while the phase is `asking`). */
  question: OpenQuestion | null = null;
  /** The race this game is played in (GlassWorks, Joker Coloring), or null. */
  race: RaceSeat<S, M, C> | null = null;
  /** Where DONE goes after watching a game from the log (the statistics), if that is what this is. */
  watchedFrom: Target | null = null;
  /** What the session does once the view has caught up with every move (session.ts). */
  onCaughtUp: () => void = () => {};
  private state: PhaseState = START;
  private port: ScreenPort<C> = idle;
  private out: Effect<C>[] | null = null;
  /** Moves handed to the view to animate, and the last of them it has caught up with. */
  private sent = 0;
  private shown = 0;

  constructor(
    readonly part: GamePart<S, M, C, U, Model>,
    readonly deps: SessionDeps,
  ) {
    this.ui = part.initialUi();
  }

  get midend(): GamePart<S, M, C, U, Model>['midend'] {
    return this.part.midend;
  }

  // ————— the phase —————

  get phase(): Phase {
    return this.state.phase;
  }

  /** A question or the results are open over the board. */
  get panelShown(): boolean {
    return panelOf(this.phase) !== null;
  }

  /** Move the session by `event` (phase.ts); the screen hears when its panel changes. */
  step(event: PhaseEvent): ReturnType<typeof panelOf> {
    const was = panelOf(this.phase);
    this.state = next(this.state, event);
    const now = panelOf(this.phase);
    if (now === was) return null;
    this.emit({ kind: 'panel' });
    return now;
  }

  /** Move the session by `event` without a word to the screen (it is being laid out anew). */
  quietly(event: PhaseEvent): void {
    this.state = next(this.state, event);
  }

  /** A new position on the board (opened, undone, redone): the game goes on, or it is over. */
  reposition(): void {
    this.step(this.midend.status === 'playing' ? 'play' : 'over');
  }

  /**
   * The game's course and the phase agree: a game that ended while playing shows its results (one
   * given up, or one that ended under a question), and results of a game that goes on again close.
   */
  sync(): ReturnType<typeof panelOf> {
    const over = this.midend.status !== 'playing';
    if (this.phase === 'playing' && over) return this.step('over');
    if (resultsOpen(this.phase) && !over) return this.step('play');
    return null;
  }

  // ————— the board —————

  /** The live position. */
  position(): Position<S> {
    const m = this.midend;
    return { state: m.state, steps: m.steps, canUndo: m.canUndo, canRedo: m.canRedo };
  }

  /** The UI state tidied for the position now (a selection that no longer fits is dropped). */
  tidyUi(): void {
    this.ui = this.part.tidy?.(this.midend.state, this.ui) ?? this.ui;
  }

  // ————— the way out —————

  /** The screen is drawn and listening (or, given nothing, closed). */
  connect(port: ScreenPort<C> = idle): void {
    this.port = port;
  }

  // ————— the moves the view animates —————

  /** The view has caught up with every move handed to it. */
  get caughtUp(): boolean {
    return this.shown === this.sent;
  }

  /** A move handed to the view to animate: its number. */
  sendMove(): number {
    return ++this.sent;
  }

  /**
   * The view reports move `move` shown (none named: the last one sent): true when that brings it up
   * to date. A report of a move already counted as shown (caught up) changes nothing.
   */
  showMove(move = this.sent): boolean {
    if (move <= this.shown || move > this.sent) return false;
    this.shown = move;
    return this.caughtUp;
  }

  /**
   * The view is taken as up to date now, before the position changes: the screen is told to finish
   * the move under way (an effect), and the session goes on as if the view had reported it.
   */
  catchUp(): void {
    if (this.caughtUp) return;
    this.shown = this.sent;
    this.emit({ kind: 'catch-up' });
    this.onCaughtUp();
  }

  /** Go to another screen. */
  go(to: Target): void {
    this.catchUp();
    this.emit({ kind: 'go', to });
  }

  /** A launch of this game's own screen. */
  here(data: GameLaunch): Target {
    return { scene: gameScreen(this.part.id), data };
  }

  emit(e: Effect<C>): void {
    if (this.out) this.out.push(e);
    else this.port.perform([e]);
  }

  /**
   * Run `fn` (given `args`) and hand the effects it made to the screen together (nested runs join
   * the outer one).
   */
  batch<A extends unknown[]>(fn: (...args: A) => void, ...args: A): Effect<C>[] {
    const outer = this.out;
    const mine: Effect<C>[] = [];
    this.out = mine;
    try {
      fn(...args);
    } finally {
      this.out = outer;
    }
    if (outer) outer.push(...mine);
    else this.port.perform(mine);
    return mine;
  }
}
