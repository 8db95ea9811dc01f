// The midend's view as the session keeps it (Tatham's drawing API, answered with effects): each
// thing the midend tells — a move made, the position jumped, the readouts changed, a message, a live
// duel decided off the board — becomes effects for the screen, and the screen's one report, that
// it has caught up with a move (`settled`), lets play go on or the game's end come.

import type { MidendView, Mover } from '../core/midend';
import type { GameBooks } from './books';
import type { SessionCore } from './core';
import { endMoment } from './panels';
import { resultsOpen } from './phase';

export class SessionView<S, M, C, U, Model> implements MidendView<C> {
  private saidHint: M | null = null;
  /** Par as the screen last showed it. */
  shownPar: number | null = null;

  constructor(
    private readonly core: SessionCore<S, M, C, U, Model>,
    private readonly books: GameBooks<S, M, C, U, Model>,
  ) {
    core.onCaughtUp = () => this.caughtUp();
  }

  private get part(): SessionCore<S, M, C, U, Model>['part'] {
    return this.core.part;
  }

  private get midend(): SessionCore<S, M, C, U, Model>['midend'] {
    return this.core.midend;
  }

  moved(changes: C, by: Mover): void {
    const move = this.core.sendMove();
    this.core.tidyUi();
    const outcome = this.midend.outcome();
    const board = outcome?.justEnded ? this.books.ended(outcome) : null;
    if (board !== null) this.core.emit({ kind: 'board', asked: board });
    this.core.emit({ kind: 'moved', changes, by, move });
    // One move left of a move limit: a low warning note.
    if (by === 'player' && this.part.movesLeft?.() === 1)
      this.core.emit({ kind: 'sound', sound: 'deselect', rate: 0.7 });
  }

  reset(): void {
    this.core.catchUp();
    this.core.tidyUi();
    this.core.emit({ kind: 'redraw' });
    this.core.reposition();
    if (this.core.caughtUp) this.midend.ready();
  }

  refresh(): void {
    const core = this.core;
    const { hint, par } = this.midend.solver;
    if (hint !== null && hint !== this.saidHint && this.part.hinted) {
      core.ui = this.part.hinted(hint, core.ui);
      core.emit({ kind: 'sound', sound: 'select', rate: 1.3 });
    }
    if (hint !== null && hint !== this.saidHint) core.emit({ kind: 'speak', what: 'hint' });
    this.saidHint = hint;
    core.emit({ kind: 'hud' });
    // Par arrived after the game ended: the log takes it, and the open results rate the result now.
    if (par !== this.shownPar && this.midend.status !== 'playing' && !this.midend.watched)
      this.books.parArrived();
    if (par !== this.shownPar && resultsOpen(core.phase)) core.emit({ kind: 'panel' });
    this.shownPar = par;
  }

  say(message: string, seconds = 3): void {
    this.core.emit({ kind: 'toast', text: message, seconds });
  }

  /** A live duel decided off the board: the log takes it as what it was (no result: nothing). */
  decided(won: boolean | null): void {
    this.books.decided(won);
    this.core.emit({ kind: 'hud' });
  }

  /**
   * The screen has shown move `move` (none named: the last one): once it is up to date, the results
   * if the move ended the game, and play goes on. The one report a screen makes.
   */
  settled(move?: number): void {
    if (this.core.showMove(move)) this.core.batch(() => this.caughtUp());
  }

  /** The view is up to date: show the results if the last move ended the game, go on with play. */
  private caughtUp(): void {
    const core = this.core;
    const outcome = this.midend.outcome();
    if (outcome?.justEnded && outcome.status !== 'quit' && core.phase === 'playing') {
      // The game just ended: its moment first (the screen sends `ending-done`), then the results.
      // Giving up has no moment: the results at once.
      const words = this.part.endWords(outcome);
      core.step('end');
      if (words.sound) core.emit({ kind: 'sound', sound: words.sound });
      core.emit({ kind: 'ending', moment: endMoment(words, outcome) });
      this.midend.ready();
      return;
    }
    const opens = core.sync();
    const sound = opens === 'end' && outcome?.justEnded ? this.part.endWords(outcome).sound : null;
    if (sound) core.emit({ kind: 'sound', sound });
    this.midend.ready();
  }
}
