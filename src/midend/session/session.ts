// A game screen's session: the midend's dispatch of input, as Tatham's midend_process_key is.
// Everything a player does on a game screen — a press on a square, a key, a button — comes in
// through `input`, is read by the game's interpret_move (its part, games/<game>/part.ts), and goes
// out as effects (effects.ts) the scene performs: sounds, shakes, words, moves to animate, panels,
// screens to go to. No Phaser: unit tests drive it with fakes. Its parts, each a file:
//   core.ts       what they share: the part, the phase, the question, the way out (effects)
//   phase.ts      the phases as one value and the table of the ways out of each
//   flow.ts       input read and carried out as the phase allows; every game's buttons
//   questions.ts  questions before what undo cannot bring back
//   books.ts      a finished game's bookkeeping: the day, the log, the report, CHALLENGE, SHARE
//   screen.ts     what the screen shows: the panel, the model, the snapshot, a replay, the header
//   midendView.ts the midend's view: what the midend tells, as effects; the screen's `settled`
// This file puts them together and starts the screen (launch.ts: resume or deal, ask before a code
// replaces a game in progress, take a challenge or a duel).

import { t } from '../../i18n/i18n';
import { count } from '../../i18n/units';
import { liveRace, type RaceInfo } from '../../services/liveRace';
import { DuelBook } from '../codes/correspondence';
import type { Frame } from '../core/history';
import { races } from '../games/facts';
import { type LaunchPlan, planLaunch } from '../launch/launch';
import type { GameLaunch } from '../launch/navigation';
import type { BoardNews } from '../online/dailyBoard';
import { Challenges } from '../progress/challenges';
import { GameBooks } from './books';
import { type ScreenPort, SessionCore, type SessionDeps } from './core';
import type { Effect, PanelSpec, SessionInput } from './effects';
import { Flow } from './flow';
import { SessionView } from './midendView';
import type { GamePart, Position } from './part';
import { type Phase, resultsOpen, type ShownPhase } from './phase';
import { Questions } from './questions';
import { RaceSeat, raceFor } from './raceSeat';
import { SessionScreen } from './screen';

export type { ScreenPort, SessionDeps } from './core';

// biome-ignore lint/suspicious/noExplicitAny: each game's session has its own types; its screen treats them alike
export type AnySession = Session<any, any, any, any, any>;

export class Session<S, M, C, U, Model> {
  private readonly core: SessionCore<S, M, C, U, Model>;
  private readonly books: GameBooks<S, M, C, U, Model>;
  private readonly questions: Questions<S, M, C, U, Model>;
  private readonly flow: Flow<S, M, C, U, Model>;
  private readonly screen: SessionScreen<S, M, C, U, Model>;
  private readonly view: SessionView<S, M, C, U, Model>;
  private opening: LaunchPlan | null = null;

  constructor(
    readonly part: GamePart<S, M, C, U, Model>,
    private readonly deps: SessionDeps,
  ) {
    this.core = new SessionCore(part, deps);
    this.books = new GameBooks(part, deps);
    this.questions = new Questions(this.core);
    this.screen = new SessionScreen(this.core, this.books);
    this.flow = new Flow(this.core, this.questions, this.books, () => this.screen.headerCode());
    this.view = new SessionView(this.core, this.books);
  }

  get midend(): GamePart<S, M, C, U, Model>['midend'] {
    return this.part.midend;
  }

  /** The game's UI state (a selection, a cursor, base picking). */
  get ui(): U {
    return this.core.ui;
  }

  /** Where the session stands. */
  get phase(): Phase {
    return this.core.phase;
  }

  /** The phase as reported: playing while SHOW ME plays is `showing` (the midend holds the demonstration). */
  get shownPhase(): ShownPhase {
    return this.phase === 'playing' && this.midend.solver.demonstrating ? 'showing' : this.phase;
  }

  // ————— starting —————

  /** Begin the game for a launch (resume or deal); the screen lays itself out, then calls `opened`. */
  start(data: GameLaunch): void {
    const book = new DuelBook(this.deps.storage);
    const plan = planLaunch(this.part.id, data, this.midend.saved.deal(), (c) => book.find(c));
    this.opening = plan;
    this.core.watchedFrom = data.watchedFrom ?? null;
    this.midend.attach(this.view);
    this.midend.begin(plan.begin);
    // A race's deal is played in the race; any other game begun here leaves the race this tab was in.
    const game = this.part.id;
    const race = plan.begin.race && races(game) ? raceFor(game) : null;
    if (race) this.core.race = new RaceSeat(race, this.midend, (was, now) => this.raceChanged(was, now));
    else if (!this.midend.watched) void liveRace()?.leave();
    this.view.shownPar = this.midend.solver.par;
    if (plan.challenge)
      new Challenges(this.deps.storage).take(this.part.id, plan.challenge.deal, plan.challenge.beat);
  }

  /** The screen is drawn and listening: its messages, a duel's new move, a question, the results. */
  opened(port: ScreenPort<C>): Effect<C>[] {
    this.core.connect(port);
    return this.core.batch(() => {
      const core = this.core;
      const plan = this.opening;
      this.opening = null;
      if (plan?.refused) core.emit({ kind: 'refused', shake: null });
      for (const text of plan?.messages ?? []) core.emit({ kind: 'toast', text });
      if (plan?.challenge) {
        const beat = count(plan.challenge.beat, this.part.rule.unit);
        core.emit({ kind: 'toast', text: t('Challenge: beat {count} on this deal.', { count: beat }) });
      }
      if (plan?.duel) this.part.takeDuel?.(plan.duel.moves, plan.duel.shown);
      // In a race not yet started: START (the first racer) or the wait, at once.
      if (core.race?.race.info.status === 'waiting') this.flow.act('race');
      if (plan?.room !== undefined) this.part.joinRoom?.(plan.room, this.flow.api());
      if (plan?.watch && !this.midend.watched)
        core.emit({
          kind: 'toast',
          text: t('That game cannot be played again: its moves do not fit its deal.'),
        });
      const board = this.midend.status !== 'playing' && !this.midend.watched ? this.books.keepDay() : null;
      if (board !== null) core.emit({ kind: 'board', asked: board });
      core.reposition();
      // A finished game opened to be watched plays at once.
      if (this.midend.watched) this.flow.act('watch');
      const ask = plan?.ask;
      if (ask) this.questions.askCode(() => core.go(core.here(ask.again)));
      if (core.caughtUp) this.midend.ready();
    });
  }

  /** The screen is closing: every worker and timer stops (the game is already saved). */
  dispose(): void {
    this.core.connect();
    this.core.race?.dispose();
    this.midend.dispose();
  }

  /**
   * Something changed in the race: what the player should hear, the header's line, and the
   * results panel's places, which follow the standings live.
   */
  private raceChanged(was: RaceInfo, now: RaceInfo): void {
    const core = this.core;
    const passed = now.status === 'waiting' && now.starts && !was.starts;
    if ((was.status === 'waiting' && now.status !== 'waiting') || passed) {
      if (core.phase === 'asking') this.questions.close();
      core.sync();
    }
    if (was.status !== 'racing' && now.status === 'racing') core.emit({ kind: 'sound', sound: 'win' });
    for (const { text, seconds } of core.race?.news(was, now) ?? [])
      core.emit({ kind: 'toast', text, seconds });
    // START passed to this racer: its question, at once.
    if (passed) this.flow.act('race');
    if (resultsOpen(core.phase)) core.emit({ kind: 'panel' });
    core.emit({ kind: 'hud' });
  }

  // ————— input —————

  /**
   * Everything a player does on the screen: read as the phase allows (flow.ts), answered with the
   * effects it made. A field, so a view is given it as it is (its `send`): a colour tap goes view →
   * `input` → the batch → `Flow.read` → `reading` → `Midend.play` → `moved` (the midend's view
   * makes the effect); the batch hands it to the screen, which has the view animate it
   * (docs/architecture.md, "A tap's path"; tests/midend/tapPath.test.ts counts it).
   */
  readonly input = (event: SessionInput<M>): Effect<C>[] => this.core.batch(this.flow.read, event);

  /** The game's board answered a `board` effect (or could not be had): the results panel shows it. */
  dailyBoard(news: BoardNews): Effect<C>[] {
    return this.core.batch(() => {
      this.books.boardArrived(news);
      if (resultsOpen(this.core.phase)) this.core.emit({ kind: 'panel' });
    });
  }

  /** The screen has shown move `move` (none named: the last one); see midendView.ts. */
  settled(move?: number): void {
    this.view.settled(move);
  }

  // ————— what the screen shows (screen.ts) —————

  panel(): PanelSpec | null {
    return this.screen.panel();
  }

  model(at?: Position<S>): Model {
    return this.screen.model(at);
  }

  snapshot(at?: Position<S>): Record<string, unknown> {
    return this.screen.snapshot(at);
  }

  /** The finished game's moves, to watch again. */
  replay(): { start: S; frames: Frame<S, M, C>[] } {
    return this.midend.replay();
  }

  watchable(): ReturnType<SessionScreen<S, M, C, U, Model>['watchable']> {
    return this.screen.watchable();
  }

  get beat(): number | null {
    return this.screen.beat;
  }

  get dailyDay(): string | null {
    return this.screen.dailyDay;
  }

  headerCode(): string {
    return this.screen.headerCode();
  }

  get shelfLine(): string | null {
    return this.screen.shelfLine;
  }

  get raceLine(): string | null {
    return this.screen.raceLine;
  }

  /** The computer is moving, or the game's end has its moment: the screen is busy. */
  get busy(): boolean {
    return this.phase === 'ending' || (this.part.busy?.() ?? false);
  }

  /** The screen laid itself out: whether its board stands on end. */
  laidOut(view: { readonly transposed: boolean }): void {
    this.core.transposed = view.transposed;
  }

  /**
   * Watching ends without a word (the screen is laid out anew); true when it must start again: a
   * game from the log is only there to be watched.
   */
  stopWatching(): boolean {
    if (this.phase !== 'watching') return false;
    this.core.quietly('watch-done');
    return this.midend.watched;
  }
}
