// A game screen's session: the midend's dispatch of input, as Tatham's midend_process_key is.
// Everything a player does on a game screen — a press on a square, a key, a button — comes in
// through `input`, is read by the game's interpret_move (its part, sessions/<game>.ts), and goes
// out as effects (effects.ts) the scene performs: sounds, shakes, words, moves to animate, panels,
// screens to go to. The session also starts the screen (launch.ts: resume or deal, ask before a
// code replaces a game in progress, take a challenge or a duel), keeps its questions and its
// results panel, and settles a finished game (end.ts). No Phaser: unit tests drive it with fakes.

import { reasonText, t } from '../i18n/i18n';
import { count } from '../i18n/units';
import type { Reading } from '../logic/input';
import { liveRace, type RaceInfo } from '../services/race';
import type { Storage } from '../services/storage';
import { Challenges } from './challenges';
import { encodeDeal } from './codes/dealCode';
import { DuelBook } from './correspondence';
import type { Action, Effect, PanelSpec, SessionInput } from './effects';
import { dailyDayOf, type EndReport, type Finished, logGame, logPar, record, report } from './end';
import type { Frame } from './history';
import { type LaunchPlan, planLaunch } from './launch';
import type { MidendView, Mover } from './midend';
import { GAME_SCREENS, type GameLaunch, MENU, SCREENS, type StatsLaunch, type Target } from './navigation';
import { endPanel, questionPanel } from './panels';
import { next, type Phase, type PhaseEvent, type PhaseState, panelOf, type ShownPhase, START } from './phase';
import type { GamePart, PartApi, Position, Question } from './sessions/part';
import { RaceSeat, raceAction, raceFor } from './sessions/race';

/** What the session needs of its screen: effects performed, and the view brought up to date now. */
export interface ScreenPort<C> {
  perform(effects: readonly Effect<C>[]): void;
  /** Fast-forward the animation under way (its end calls `settled`), before the position changes. */
  catchUp(): void;
}

export interface SessionDeps {
  readonly storage: Storage;
  readonly now: () => Date;
}

const idle: ScreenPort<never> = { perform() {}, catchUp() {} };

// biome-ignore lint/suspicious/noExplicitAny: each game's session has its own types; its screen treats them alike
export type AnySession = Session<any, any, any, any, any>;

export class Session<S, M, C, U, Model> implements MidendView<C> {
  /** The game's UI state (a selection, a cursor, base picking). */
  ui: U;
  /** The board is drawn on end (the view says so when it lays out): arrows follow the drawing. */
  private transposed = false;
  private port: ScreenPort<C> = idle;
  private out: Effect<C>[] | null = null;
  /** Where the session stands (phase.ts): one value, moved only by `step`. */
  private state: PhaseState = START;
  /** The open question's panel and answers (while the phase is `asking`). */
  private question: { spec: PanelSpec; yes: () => void; alt?: () => void; cycle?: () => void } | null = null;
  /** Where DONE goes after watching a game from the log (the statistics), if that is what this is. */
  private watchedFrom: Target | null = null;
  /** Moves handed to the view that it has not caught up with. */
  private unsettled = 0;
  private saidHint: M | null = null;
  private shownPar: number | null = null;
  private opening: LaunchPlan | null = null;
  /** The race this game is played in (GlassWorks, Joker Coloring), or null. */
  private race: RaceSeat<S, M, C> | null = null;

  constructor(
    readonly part: GamePart<S, M, C, U, Model>,
    private readonly deps: SessionDeps,
  ) {
    this.ui = part.initialUi();
  }

  get midend(): GamePart<S, M, C, U, Model>['midend'] {
    return this.part.midend;
  }

  // ————— starting —————

  /** Begin the game for a launch (resume or deal); the screen lays itself out, then calls `opened`. */
  start(data: GameLaunch): void {
    const book = new DuelBook(this.deps.storage);
    const plan = planLaunch(this.part.id, data, this.midend.savedInProgress(), (c) => book.find(c));
    this.opening = plan;
    this.watchedFrom = data.watchedFrom ?? null;
    this.midend.attach(this);
    this.midend.begin(plan.begin);
    // A race's deal is played in the race; any other game begun here leaves the race this tab was in.
    const game = this.part.id;
    const race = plan.begin.race && game !== 'flood-duel' ? raceFor(game) : null;
    if (race) this.race = new RaceSeat(race, this.midend, (was, now) => this.raceChanged(was, now));
    else if (!this.midend.watched) void liveRace()?.leave();
    this.shownPar = this.midend.par;
    if (plan.challenge)
      new Challenges(this.deps.storage).take(this.part.id, plan.challenge.deal, plan.challenge.beat);
  }

  /** The screen is drawn and listening: its messages, a duel's new move, a question, the results. */
  opened(port: ScreenPort<C>): Effect<C>[] {
    this.port = port;
    return this.batch(() => {
      const plan = this.opening;
      this.opening = null;
      if (plan?.refused) this.emit({ kind: 'refused', shake: null });
      for (const text of plan?.messages ?? []) this.emit({ kind: 'toast', text });
      if (plan?.challenge) {
        const beat = count(plan.challenge.beat, this.part.rule.unit);
        this.emit({ kind: 'toast', text: t('Challenge: beat {count} on this deal.', { count: beat }) });
      }
      if (plan?.duel) this.part.takeDuel?.(plan.duel.moves, plan.duel.shown);
      // In a race not yet started: START (the first racer) or the wait, at once.
      if (this.race?.race.info.status === 'waiting') this.act('race');
      if (plan?.room !== undefined) this.part.joinRoom?.(plan.room, this.api());
      if (plan?.watch && !this.midend.watched)
        this.emit({
          kind: 'toast',
          text: t('That game cannot be played again: its moves do not fit its deal.'),
        });
      if (this.midend.status !== 'playing' && !this.midend.watched)
        record(this.deps.storage, this.finished(), this.deps.now());
      this.reposition();
      // A finished game opened to be watched plays at once.
      if (this.midend.watched) this.act('watch');
      if (plan?.ask) {
        const again = plan.ask.again;
        this.ask(
          {
            title: t('PLAY THE CODE?'),
            line: t('The code is for another deal. Your game in progress here will be lost.'),
            yes: { name: 'confirm-code', label: t('PLAY THE CODE') },
            no: { name: 'cancel-code', label: t('KEEP MY GAME') },
          },
          () => this.go({ scene: GAME_SCREENS[this.part.id], data: again }),
        );
      }
      if (this.unsettled === 0) this.midend.ready();
    });
  }

  /** The screen is closing: every worker and timer stops (the game is already saved). */
  dispose(): void {
    this.port = idle;
    this.race?.dispose();
    this.midend.dispose();
  }

  /**
   * Something changed in the race: what the player should hear, the header's line, and the
   * results panel's places, which follow the standings live.
   */
  private raceChanged(was: RaceInfo, now: RaceInfo): void {
    const passed = now.status === 'waiting' && now.starts && !was.starts;
    if ((was.status === 'waiting' && now.status !== 'waiting') || passed) {
      if (this.phase === 'asking') this.close();
      this.sync();
    }
    if (was.status !== 'racing' && now.status === 'racing') this.emit({ kind: 'sound', sound: 'win' });
    for (const { text, seconds } of this.race?.news(was, now) ?? [])
      this.emit({ kind: 'toast', text, seconds });
    // START passed to this racer: its question, at once.
    if (passed) this.act('race');
    if (this.phase === 'results') this.emit({ kind: 'panel' });
    this.emit({ kind: 'hud' });
  }

  /** The header's words for the race this game is played in (null: no race). */
  get raceLine(): string | null {
    return this.race?.line() ?? null;
  }

  // ————— input —————

  input(event: SessionInput<M>): Effect<C>[] {
    return this.batch(() => this.read(event));
  }

  private read(event: SessionInput<M>): void {
    if (event.kind === 'action') {
      this.act(event.action);
      return;
    }
    if (this.phase === 'asking') return; // a question takes only its own answers (Y, N, Esc, its buttons)
    if (this.phase === 'ending') {
      // A press or a key cuts the moment short: the results at once.
      this.act('ending-done');
      return;
    }
    if (event.kind === 'key' && !event.press.ctrl && event.press.key.toLowerCase() === 'i') {
      this.emit({ kind: 'speak', what: 'board' });
      return;
    }
    if (this.phase === 'viewing' && this.midend.status !== 'playing' && event.kind !== 'move') {
      // Looking at the finished board: a tap on it or a key brings the results back.
      this.step('back');
      return;
    }
    if (event.kind === 'move') {
      this.reading({ kind: 'move', move: event.move, ui: this.part.initialUi() });
      return;
    }
    const input = event.kind === 'press' ? { kind: 'press' as const, at: event.at } : event;
    const ctx = { panel: panelOf(this.phase) !== null, transposed: this.transposed };
    this.reading(this.part.interpret(this.midend.state, this.ui, input, ctx));
  }

  /** Carry out what the game read from the input. */
  private reading(r: Reading<M, U>): void {
    if (r.kind === 'none') return;
    if (this.phase === 'watching') {
      // While watching, the board and the game's keys rest; the menu and how to play still work.
      if (r.kind === 'command' && (r.command === 'menu' || r.command === 'help')) this.act(r.command);
      return;
    }
    if (this.midend.demonstrating) {
      // Any input stops "show me", and does nothing else: the press that stops it selects nothing.
      this.midend.stopDemo();
      this.emit({ kind: 'hud' });
      return;
    }
    if (r.kind === 'command') this.act(r.command);
    else if (r.kind === 'invalid') {
      const reason = this.part.invalidPress?.();
      if (reason) this.emit({ kind: 'say', text: reason });
      this.emit({ kind: 'refused', shake: { kind: 'board' }, ...(reason ? { reason } : {}) });
    } else if (r.kind === 'ui') {
      this.ui = r.ui;
      if (r.cue !== 'quiet') this.emit({ kind: 'sound', sound: r.cue });
      this.emit({ kind: 'hud' });
      this.emit({ kind: 'speak', what: 'cursor' });
    } else {
      this.ui = r.ui;
      this.port.catchUp();
      const done = this.midend.play(r.move);
      if (done.ok) return;
      const said = t('Not allowed: {reason}', { reason: reasonText(done) });
      this.emit({ kind: 'say', text: said });
      const { shake, message } = this.part.refused(r.move, done, this.midend.state);
      // On the board: the game's own words for it if it has them, else the rules' reason.
      this.emit({ kind: 'refused', shake, reason: message ?? said });
      this.emit({ kind: 'hud' });
    }
  }

  /** A button's action, or a command a key gave. */
  private act(a: Action): void {
    if (this.phase === 'asking' && a !== 'yes' && a !== 'no' && a !== 'alt' && a !== 'cycle') return;
    if (this.phase === 'ending' && a !== 'ending-done' && a !== 'menu' && a !== 'help') {
      // A button pressed during the moment cuts it short, and does nothing else.
      this.act('ending-done');
      return;
    }
    if (this.phase === 'watching' && a !== 'watch-done' && a !== 'menu' && a !== 'help') return;
    if (this.part.act?.(a, this.api())) return;
    this.actions[a]?.();
  }

  /** What every game's buttons and keys do (a game's part reads its own first). */
  private readonly actions: Partial<Record<Action, () => void>> = {
    undo: () => this.travel(() => this.midend.undo()),
    redo: () => this.travel(() => this.midend.redo()),
    hint: () => {
      this.port.catchUp();
      if (this.panelShown || !this.midend.askHint()) this.emit({ kind: 'refused', shake: null });
    },
    show: () => {
      if (this.midend.demonstrating) {
        this.midend.stopDemo();
        this.emit({ kind: 'hud' });
        return;
      }
      this.port.catchUp();
      if (this.panelShown || !this.midend.showMe()) this.emit({ kind: 'refused', shake: null });
    },
    new: () => this.askNewGame(() => this.go(this.here(this.part.newGame()))),
    'new-deal': () => this.go(this.here(this.part.newGame())),
    replay: () => this.go(this.here(this.part.newGame(this.midend.seed))),
    menu: () => {
      this.emit({ kind: 'sound', sound: 'click' });
      this.go(MENU);
    },
    help: () => {
      this.emit({ kind: 'sound', sound: 'click' });
      const back = { scene: GAME_SCREENS[this.part.id], data: {} };
      this.go({ scene: SCREENS.howToPlay, data: { game: this.part.id, play: back } });
    },
    stats: () => {
      this.emit({ kind: 'sound', sound: 'click' });
      const back = { scene: GAME_SCREENS[this.part.id], data: {} };
      this.go({ scene: SCREENS.stats, data: { game: this.part.id, from: back } satisfies StatsLaunch });
    },
    watch: () => {
      if (this.midend.steps === 0) return;
      this.step('watch');
      this.emit({ kind: 'watch' });
    },
    'watch-done': () => {
      // A game from the log, watched from the statistics: DONE goes back there (its results are
      // not a game to go on from here).
      if (this.midend.watched && this.watchedFrom) {
        this.go(this.watchedFrom);
        return;
      }
      this.emit({ kind: 'redraw' });
      this.step('watch-done');
      this.sync();
    },
    'view-board': () => this.step('view-board'),
    'ending-done': () => this.step('moment-done'),
    challenge: () => this.handOver('challenge'),
    'share-daily': () => this.handOver('share-daily'),
    race: () => {
      const game = this.part.id;
      if (game === 'flood-duel') return;
      const m = this.midend;
      raceAction(game, this.race, () => ({ options: m.options, seed: m.seed }), this.api());
    },
    'copy-code': () => {
      const code = this.headerCode();
      const copied = t('Copied {code}: send it to a friend to play this deal.', { code });
      this.emit({ kind: 'hand', text: code, title: t('COPY THIS CODE'), copied });
    },
    yes: () => this.answer('yes'),
    no: () => this.answer('no'),
    alt: () => this.answer('alt'),
    cycle: () => this.answer('cycle'),
  };

  /** Undo or redo: a sound when it went, the "not allowed" buzz when there was nothing to take back. */
  private travel(go: () => boolean): void {
    this.port.catchUp();
    this.emit(go() ? { kind: 'sound', sound: 'undo' } : { kind: 'refused', shake: null });
  }

  private answer(which: 'yes' | 'no' | 'alt' | 'cycle'): void {
    const q = this.question;
    this.close();
    this.sync();
    if (which === 'yes') q?.yes();
    else if (which === 'alt') q?.alt?.();
    else if (which === 'cycle') q?.cycle?.();
  }

  /** What a game's part may do through the session. */
  private api(): PartApi<M, U> {
    return {
      ui: this.ui,
      read: (r) => this.reading(r),
      ask: (q, onYes, onAlt) => this.ask(q, onYes, onAlt),
      askNewGame: (start) => this.askNewGame(start),
      go: (to) => this.go(to),
      emit: (e) => this.emit(e),
    };
  }

  /** Ask before something undo cannot bring back: the question is the open panel. */
  private ask(q: Question, onYes: () => void, onAlt?: () => void): void {
    if (this.panelShown) return;
    this.port.catchUp();
    this.question = { spec: questionPanel(q), yes: onYes, alt: onAlt, cycle: q.cycle?.next };
    this.step('ask');
  }

  /** The open question closes (answered, or closed by what happened). */
  private close(): void {
    this.question = null;
    this.step('answer');
  }

  private askNewGame(start: () => void): void {
    if (this.midend.status !== 'playing' || this.midend.steps === 0) {
      start();
      return;
    }
    this.ask(
      {
        title: t('NEW GAME?'),
        line: t('This game will be lost: undo cannot bring it back.'),
        yes: { name: 'confirm-new', label: t('YES, NEW GAME') },
        no: { name: 'cancel-new', label: t('KEEP PLAYING') },
      },
      start,
    );
  }

  private go(to: Target): void {
    this.port.catchUp();
    this.emit({ kind: 'go', to });
  }

  /** A launch of this game's own screen. */
  private here(data: GameLaunch): Target {
    return { scene: GAME_SCREENS[this.part.id], data };
  }

  // ————— the midend's view —————

  moved(changes: C, by: Mover): void {
    this.unsettled++;
    this.tidyUi();
    const outcome = this.midend.outcome();
    if (outcome?.justEnded) {
      record(this.deps.storage, this.finished(), this.deps.now());
      const played = {
        moves: this.midend.steps,
        assisted: outcome.assisted > 0,
        won: this.part.playerWon?.() ?? this.part.endWords(outcome).won,
        mode: this.part.mode?.() ?? null,
        line: this.midend.moveLine(),
      };
      logGame(this.deps.storage, this.finished(), played, this.deps.now());
    }
    this.emit({ kind: 'moved', changes, by });
    // One move left of a move limit: a low warning note.
    if (by === 'player' && this.part.movesLeft?.() === 1)
      this.emit({ kind: 'sound', sound: 'deselect', rate: 0.7 });
  }

  reset(): void {
    this.port.catchUp();
    this.tidyUi();
    this.emit({ kind: 'redraw' });
    this.reposition();
    if (this.unsettled === 0) this.midend.ready();
  }

  refresh(): void {
    const { hint, par } = this.midend;
    if (hint !== null && hint !== this.saidHint && this.part.hinted) {
      this.ui = this.part.hinted(hint, this.ui);
      this.emit({ kind: 'sound', sound: 'select', rate: 1.3 });
    }
    if (hint !== null && hint !== this.saidHint) this.emit({ kind: 'speak', what: 'hint' });
    this.saidHint = hint;
    this.emit({ kind: 'hud' });
    // Par arrived after the game ended: the log takes it, and the open results rate the result now.
    if (par !== this.shownPar && this.midend.status !== 'playing' && !this.midend.watched)
      logPar(this.deps.storage, this.finished());
    if (par !== this.shownPar && this.phase === 'results') this.emit({ kind: 'panel' });
    this.shownPar = par;
  }

  say(message: string): void {
    this.emit({ kind: 'toast', text: message, seconds: 3 });
  }

  /** A live duel decided off the board: the log takes it as what it was (no result: nothing). */
  decided(won: boolean | null): void {
    if (won !== null && !this.midend.watched) {
      const played = {
        moves: this.midend.steps,
        assisted: false,
        won,
        mode: this.part.mode?.() ?? null,
        line: this.midend.moveLine(),
      };
      logGame(this.deps.storage, this.finished(), played, this.deps.now());
    }
    this.emit({ kind: 'hud' });
  }

  /** The view has caught up with a move: show the results if it ended the game, go on with play. */
  settled(): void {
    this.batch(() => {
      this.unsettled = Math.max(0, this.unsettled - 1);
      if (this.unsettled > 0) return;
      const outcome = this.midend.outcome();
      if (outcome?.justEnded && outcome.status !== 'quit' && this.phase === 'playing') {
        // The game just ended: its moment first (the screen sends `ending-done`), then the results.
        // Giving up has no moment: the results at once.
        const words = this.part.endWords(outcome);
        this.step('end');
        if (words.sound) this.emit({ kind: 'sound', sound: words.sound });
        this.emit({ kind: 'ending', won: words.won, stars: words.stars });
        this.midend.ready();
        return;
      }
      const opens = this.sync();
      const sound = opens === 'end' && outcome?.justEnded ? this.part.endWords(outcome).sound : null;
      if (sound) this.emit({ kind: 'sound', sound });
      this.midend.ready();
    });
  }

  // ————— what the screen shows —————

  /** The panel the screen shows now: a question, a finished game's results, or none. */
  panel(): PanelSpec | null {
    if (this.phase === 'asking') return this.question?.spec ?? null;
    const outcome = this.midend.outcome();
    if (this.phase !== 'results' || !outcome) return null;
    const words = this.part.endWords(outcome);
    // A race's game: the race's places below the result, and no move taken back.
    const race = this.race;
    const lines = race ? [...words.lines, ...race.lines()] : words.lines;
    const buttons = race ? words.buttons.filter((b) => b.action !== 'undo') : words.buttons;
    return endPanel({ ...words, lines, buttons }, this.report(), this.midend.steps > 0);
  }

  /** The live position, or the one given (a finished game watched again). */
  model(at?: Position<S>): Model {
    return this.part.model(at ?? this.position(), at ? this.part.initialUi() : this.ui);
  }

  /** The game's fields of the test hook's snapshot, for the live position or a watched one. */
  snapshot(at?: Position<S>): Record<string, unknown> {
    const m = this.midend;
    const p = at ?? this.position();
    return {
      game: this.part.id,
      seed: m.seed,
      code: encodeDeal(m.currentDeal()),
      status: m.rules.status(p.state),
      canUndo: p.canUndo,
      canRedo: p.canRedo,
      best: m.best(),
      panel: this.panelShown,
      ending: this.phase === 'ending',
      stars: this.stars(),
      par: m.par,
      hints: m.hints,
      solving: m.solving,
      daily: this.dailyDay,
      race: this.race?.snapshot() ?? null,
      ...this.part.snapshot(this.model(at)),
    };
  }

  /** The finished game's moves, to watch again. */
  replay(): { start: S; frames: Frame<S, M, C>[] } {
    return this.midend.replay();
  }

  /**
   * The finished game to watch again, as the move player plays it: each position (for the test
   * hook's snapshot while watching), the model of the deal, and each move's changes with the model
   * after it.
   */
  watchable(): { positions: Position<S>[]; start: Model; script: { changes: C; after: Model }[] } {
    const { start, frames } = this.replay();
    const positions = [start, ...frames.map((f) => f.after)].map((state, steps) => ({
      state,
      steps,
      canUndo: false,
      canRedo: false,
    }));
    const models = positions.map((p) => this.model(p));
    const script = frames.map((f, i) => ({ changes: f.changes, after: models[i + 1] as Model }));
    return { positions, start: models[0] as Model, script };
  }

  /** The screen laid itself out: whether its board stands on end. */
  laidOut(view: { readonly transposed: boolean }): void {
    this.transposed = view.transposed;
  }

  /**
   * Watching ends without a word (the screen is laid out anew); true when it must start again: a
   * game from the log is only there to be watched.
   */
  stopWatching(): boolean {
    if (this.phase !== 'watching') return false;
    this.state = next(this.state, 'watch-done');
    return this.midend.watched;
  }

  /** The game's stars once it is over (null: still playing, or not rated). */
  private stars(): number | null {
    const outcome = this.midend.status === 'playing' ? null : this.midend.outcome();
    return outcome ? this.part.endWords(outcome).stars : null;
  }

  /** The computer is moving, or the game's end has its moment: the screen is busy. */
  get busy(): boolean {
    return this.phase === 'ending' || (this.part.busy?.() ?? false);
  }

  /** The result to beat shown under the title, when a friend's challenge was taken for this deal. */
  get beat(): number | null {
    return new Challenges(this.deps.storage).beat(this.part.id, encodeDeal(this.midend.currentDeal()));
  }

  /** The day whose daily deal this is (today's or yesterday's), or null: not a daily deal. */
  get dailyDay(): string | null {
    return dailyDayOf(this.part.id, this.midend.currentDeal(), this.deps.now());
  }

  headerCode(): string {
    return this.part.headerCode?.() ?? encodeDeal(this.midend.currentDeal());
  }

  // ————— inside —————

  private position(): Position<S> {
    const m = this.midend;
    return { state: m.state, steps: m.steps, canUndo: m.canUndo, canRedo: m.canRedo };
  }

  private tidyUi(): void {
    this.ui = this.part.tidy?.(this.midend.state, this.ui) ?? this.ui;
  }

  /** Where the session stands (SHOW ME playing is `showing`: the midend holds the demonstration). */
  get phase(): Phase {
    return this.state.phase;
  }

  /** The phase as reported: playing while SHOW ME plays is `showing`. */
  get shownPhase(): ShownPhase {
    return this.phase === 'playing' && this.midend.demonstrating ? 'showing' : this.phase;
  }

  /** A question or the results are open over the board. */
  private get panelShown(): boolean {
    return panelOf(this.phase) !== null;
  }

  /** Move the session by `event` (phase.ts); the screen hears when its panel changes. */
  private step(event: PhaseEvent): 'end' | 'question' | null {
    const was = panelOf(this.phase);
    this.state = next(this.state, event);
    const now = panelOf(this.phase);
    if (now === was) return null;
    this.emit({ kind: 'panel' });
    return now;
  }

  /** A new position on the board (opened, undone, redone): the game goes on, or it is over. */
  private reposition(): void {
    this.step(this.midend.status === 'playing' ? 'play' : 'over');
  }

  /**
   * The game's course and the phase agree: a game that ended while playing shows its results (one
   * given up, or one that ended under a question), and results of a game that goes on again close.
   */
  private sync(): 'end' | 'question' | null {
    const over = this.midend.status !== 'playing';
    if (this.phase === 'playing' && over) return this.step('over');
    if (this.phase === 'results' && !over) return this.step('play');
    return null;
  }

  private finished(): Finished {
    return {
      game: this.part.id,
      deal: this.midend.currentDeal(),
      result: this.part.result(),
      picture: this.part.picture(),
      par: this.midend.par,
      rule: this.part.rule,
      level: this.part.level?.(),
    };
  }

  private report(): EndReport {
    return report(this.deps.storage, this.finished(), this.deps.now());
  }

  private handOver(what: 'challenge' | 'share-daily'): void {
    const r = this.report();
    if (what === 'challenge' && r.challenge) {
      const code = r.challenge;
      const copied = t('Copied {code}: whoever enters it plays this deal to beat you.', { code });
      this.emit({ kind: 'hand', text: code, title: t('SEND THIS CHALLENGE'), copied });
    } else if (what === 'share-daily' && r.daily) {
      const copied = t('Copied: paste it anywhere to share your day.');
      this.emit({ kind: 'hand', text: r.daily.share, title: t('SHARE YOUR DAILY'), copied });
    }
  }

  private emit(e: Effect<C>): void {
    if (this.out) this.out.push(e);
    else this.port.perform([e]);
  }

  /** Run `fn` and hand the effects it made to the screen together (nested runs join the outer one). */
  private batch(fn: () => void): Effect<C>[] {
    const outer = this.out;
    const mine: Effect<C>[] = [];
    this.out = mine;
    try {
      fn();
    } finally {
      this.out = outer;
    }
    if (outer) outer.push(...mine);
    else this.port.perform(mine);
    return mine;
  }
}
