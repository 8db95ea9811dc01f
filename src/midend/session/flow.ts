// Input through the session, as Tatham's midend_process_key: a press on a square, a key or a button
// is read by the game's interpret_move (its part), and what it means — a move, a UI change, a
// command — is carried out as the phase allows (phase.ts), answering with effects.

import { reasonText, t } from '../../i18n/i18n';
import type { Reading } from '../../logic/input';
import { races } from '../games/facts';
import {
  type DailyBoardLaunch,
  gameScreen,
  type MakerLaunch,
  MENU,
  SCREENS,
  type StatsLaunch,
} from '../launch/navigation';
import type { GameBooks } from './books';
import type { SessionCore } from './core';
import type { Action, SessionInput } from './effects';
import type { PartApi } from './part';
import type { Questions } from './questions';
import { raceAction } from './raceSeat';

export class Flow<S, M, C, U, Model> {
  constructor(
    private readonly core: SessionCore<S, M, C, U, Model>,
    private readonly questions: Questions<S, M, C, U, Model>,
    private readonly books: GameBooks<S, M, C, U, Model>,
    /** The header's code (COPY hands it over). */
    private readonly code: () => string,
  ) {}

  private get part() {
    return this.core.part;
  }
  private get midend() {
    return this.core.midend;
  }

  /** Input as the phase allows it (a field, so the session's batch calls it as it is). */
  readonly read = (event: SessionInput<M>): void => {
    const core = this.core;
    if (event.kind === 'action') {
      this.act(event.action);
      return;
    }
    if (core.phase === 'asking') return; // a question takes only its own answers (Y, N, Esc, its buttons)
    if (core.phase === 'ending') {
      // A press or a key cuts the moment short: the results at once.
      this.act('ending-done');
      return;
    }
    if (event.kind === 'key' && !event.press.ctrl && event.press.key.toLowerCase() === 'i') {
      core.emit({ kind: 'speak', what: 'board' });
      return;
    }
    if (core.phase === 'viewing' && this.midend.status !== 'playing' && event.kind !== 'move') {
      // Looking at the finished board: a tap on it or a key brings the results back.
      core.step('back');
      return;
    }
    if (event.kind === 'move') {
      this.reading({ kind: 'move', move: event.move, ui: this.part.initialUi() });
      return;
    }
    const input = event.kind === 'press' ? { kind: 'press' as const, at: event.at } : event;
    const ctx = { panel: core.panelShown, transposed: core.transposed };
    this.reading(this.part.interpret(this.midend.state, core.ui, input, ctx));
  };

  /** Carry out what the game read from the input. */
  reading(r: Reading<M, U>): void {
    const core = this.core;
    if (r.kind === 'none') return;
    if (core.phase === 'watching') {
      // While watching, the board and the game's keys rest; the menu and how to play still work.
      if (r.kind === 'command' && (r.command === 'menu' || r.command === 'help')) this.act(r.command);
      return;
    }
    if (this.midend.solver.demonstrating) {
      // Any input stops "show me", and does nothing else: the press that stops it selects nothing.
      this.midend.solver.stopDemo();
      core.emit({ kind: 'hud' });
      return;
    }
    if (r.kind === 'command') this.act(r.command);
    else if (r.kind === 'invalid') {
      const reason = this.part.invalidPress?.();
      if (reason) core.emit({ kind: 'say', text: reason });
      core.emit({ kind: 'refused', shake: { kind: 'board' }, ...(reason ? { reason } : {}) });
    } else if (r.kind === 'ui') {
      core.ui = r.ui;
      if (r.cue !== 'quiet') core.emit({ kind: 'sound', sound: r.cue });
      core.emit({ kind: 'hud' });
      core.emit({ kind: 'speak', what: 'cursor' });
    } else {
      core.ui = r.ui;
      core.catchUp();
      const done = this.midend.play(r.move);
      if (done.ok) return;
      const said = t('Not allowed: {reason}', { reason: reasonText(done) });
      core.emit({ kind: 'say', text: said });
      const { shake, message } = this.part.refused(r.move, done, this.midend.state);
      // On the board: the game's own words for it if it has them, else the rules' reason.
      core.emit({ kind: 'refused', shake, reason: message ?? said });
      core.emit({ kind: 'hud' });
    }
  }

  /** A button's action, or a command a key gave. */
  act(a: Action): void {
    const phase = this.core.phase;
    if (phase === 'asking' && a !== 'yes' && a !== 'no' && a !== 'alt' && a !== 'cycle') return;
    if (phase === 'ending' && a !== 'ending-done' && a !== 'menu' && a !== 'help') {
      // A button pressed during the moment cuts it short, and does nothing else.
      this.act('ending-done');
      return;
    }
    if (phase === 'watching' && a !== 'watch-done' && a !== 'menu' && a !== 'help') return;
    if (this.part.act?.(a, this.api())) return;
    this.actions[a]?.();
  }

  /** What a game's part may do through the session. */
  api(): PartApi<M, U> {
    const core = this.core;
    return {
      ui: core.ui,
      read: (r) => this.reading(r),
      ask: (q, onYes, onAlt) => this.questions.ask(q, onYes, onAlt),
      askNewGame: (start) => this.questions.askNewGame(start),
      go: (to) => core.go(to),
      emit: (e) => core.emit(e),
    };
  }

  /** Back to this game's screen from another (how to play, the statistics). */
  private get back() {
    return { scene: gameScreen(this.part.id), data: {} };
  }

  /** What every game's buttons and keys do (a game's part reads its own first). */
  private readonly actions: Partial<Record<Action, () => void>> = {
    undo: () => this.travel(() => this.midend.undo()),
    redo: () => this.travel(() => this.midend.redo()),
    hint: () => {
      this.core.catchUp();
      if (this.core.panelShown || !this.midend.solver.askHint())
        this.core.emit({ kind: 'refused', shake: null });
    },
    show: () => {
      if (this.midend.solver.demonstrating) {
        this.midend.solver.stopDemo();
        this.core.emit({ kind: 'hud' });
        return;
      }
      this.core.catchUp();
      if (this.core.panelShown || !this.midend.solver.showMe())
        this.core.emit({ kind: 'refused', shake: null });
    },
    new: () => this.questions.askNewGame(() => this.core.go(this.core.here(this.part.newGame()))),
    'new-deal': () => this.core.go(this.core.here(this.part.newGame())),
    replay: () => this.core.go(this.core.here(this.part.newGame(this.midend.seed))),
    menu: () => this.leave(MENU),
    help: () => this.leave({ scene: SCREENS.howToPlay, data: { game: this.part.id, play: this.back } }),
    stats: () =>
      this.leave({
        scene: SCREENS.stats,
        data: { game: this.part.id, from: this.back } satisfies StatsLaunch,
      }),
    make: () =>
      this.leave({
        scene: SCREENS.maker,
        data: { game: this.part.id, from: this.back } satisfies MakerLaunch,
      }),
    'daily-board': () => {
      const day = this.books.day();
      if (day !== null)
        this.leave({
          scene: SCREENS.dailyBoard,
          data: { game: this.part.id, day, from: this.back } satisfies DailyBoardLaunch,
        });
    },
    watch: () => {
      if (this.midend.steps === 0) return;
      this.core.step('watch');
      this.core.emit({ kind: 'watch' });
    },
    'watch-done': () => {
      // A game from the log, watched from the statistics: DONE goes back there (its results are
      // not a game to go on from here).
      const from = this.core.watchedFrom;
      if (this.midend.watched && from) {
        this.core.go(from);
        return;
      }
      this.core.emit({ kind: 'redraw' });
      this.core.step('watch-done');
      this.core.sync();
    },
    'view-board': () => this.core.step('view-board'),
    more: () => this.core.step('more'),
    'more-close': () => this.core.step('more-close'),
    'ending-done': () => this.core.step('moment-done'),
    challenge: () => this.handOver('challenge'),
    'share-daily': () => this.handOver('share-daily'),
    race: () => {
      const game = this.part.id;
      if (!races(game)) return;
      const m = this.midend;
      raceAction(game, this.core.race, () => ({ options: m.options, seed: m.seed }), this.api());
    },
    'copy-code': () => {
      const code = this.code();
      const copied = t('Copied {code}: send it to a friend to play this deal.', { code });
      this.core.emit({ kind: 'hand', text: code, title: t('COPY THIS CODE'), copied });
    },
    yes: () => this.questions.answer('yes'),
    no: () => this.questions.answer('no'),
    alt: () => this.questions.answer('alt'),
    cycle: () => this.questions.answer('cycle'),
  };

  /** To another screen, with the click of a button. */
  private leave(to: Parameters<SessionCore<S, M, C, U, Model>['go']>[0]): void {
    this.core.emit({ kind: 'sound', sound: 'click' });
    this.core.go(to);
  }

  /** Undo or redo: a sound when it went, the "not allowed" buzz when there was nothing to take back. */
  private travel(go: () => boolean): void {
    this.core.catchUp();
    this.core.emit(go() ? { kind: 'sound', sound: 'undo' } : { kind: 'refused', shake: null });
  }

  private handOver(what: 'challenge' | 'share-daily'): void {
    const effect = this.books.handOver<C>(what);
    if (effect) this.core.emit(effect);
  }
}
