// A game's books, as the session keeps them (end.ts does the bookkeeping): the game as the books
// see it, the daily deal's result kept (and its moves put in the outbox to be sent), the game logged
// once — when its last move ends it, or when it is decided off the board (a live duel) — par that
// arrives after the end, the day's board once the server answers, the report the results panel
// shows, and what CHALLENGE and SHARE hand over.

import { t } from '../../i18n/i18n';
import type { Outcome } from '../core/midend';
import { type BoardNews, boardLines, placeLine } from '../online/dailyBoard';
import { DailyOutbox } from '../online/outbox';
import { dailyDayOf, type EndReport, type Finished, logGame, logPar, record, report } from '../progress/end';
import type { SessionDeps } from './core';
import type { Effect } from './effects';
import type { GamePart } from './part';

export class GameBooks<S, M, C, U, Model> {
  /** The day's board as the server answered (null: not asked yet, or no daily deal). */
  private board: BoardNews | null = null;

  constructor(
    private readonly part: GamePart<S, M, C, U, Model>,
    private readonly deps: SessionDeps,
  ) {}

  private get midend(): GamePart<S, M, C, U, Model>['midend'] {
    return this.part.midend;
  }

  /** The game as the books see it. */
  finished(): Finished {
    return {
      game: this.part.id,
      deal: this.midend.currentDeal(),
      result: this.part.result(),
      picture: this.part.picture(),
      par: this.midend.solver.par,
      rule: this.part.rule,
      level: this.part.level?.(),
    };
  }

  /** The day whose daily deal this is (today's or yesterday's), or null: not a daily deal. */
  day(): string | null {
    return dailyDayOf(this.part.id, this.midend.currentDeal(), this.deps.now());
  }

  /**
   * A finished game's day kept, if it is a daily deal (the first finish of the day counts, and
   * only it waits in the outbox to be sent to the day's board): the day, or null.
   */
  keepDay(): string | null {
    const f = this.finished();
    if (!record(this.deps.storage, f, this.deps.now())) return this.day();
    const day = this.day();
    if (day !== null)
      new DailyOutbox(this.deps.storage).add({
        game: f.game,
        day,
        moves: this.midend
          .moveLine()
          .split(' ')
          .filter((m) => m !== ''),
        hints: this.midend.solver.hints,
        assisted: this.midend.assisted,
      });
    return day;
  }

  /**
   * The game just ended with its last move: its day kept (the day returned, or null), and the game
   * logged — unless it was given up before any move, which is no game played for the statistics
   * (the quit is its only step).
   */
  ended(outcome: Outcome): string | null {
    const day = this.keepDay();
    if (outcome.status === 'quit' && this.midend.steps <= 1) return day;
    this.log(this.part.playerWon?.() ?? this.part.endWords(outcome).won, outcome.assisted > 0);
    return day;
  }

  /** The game was decided off the board: logged as what it was (no result: nothing). */
  decided(won: boolean | null): void {
    if (won !== null && !this.midend.watched) this.log(won, false);
  }

  private log(won: boolean, assisted: boolean): void {
    const played = {
      moves: this.midend.steps,
      assisted,
      won,
      mode: this.part.mode?.() ?? null,
      line: this.midend.moveLine(),
    };
    logGame(this.deps.storage, this.finished(), played, this.deps.now());
  }

  /** Par arrived after the game ended: the log takes it. */
  parArrived(): void {
    logPar(this.deps.storage, this.finished());
  }

  /** The day's board answered (or could not be had). */
  boardArrived(news: BoardNews): void {
    this.board = news;
  }

  report(): EndReport {
    const r = report(this.deps.storage, this.finished(), this.deps.now(), this.deps.site ?? null);
    if (!r.daily) return r;
    const news = this.board;
    const place = news?.kind === 'board' ? placeLine(news.board) : null;
    const board = boardLines(news, this.part.rule);
    return { ...r, daily: { ...r.daily, place, board, boards: news?.kind !== 'none' } };
  }

  /** What CHALLENGE or SHARE hands over, or null when there is nothing to. */
  handOver<E>(what: 'challenge' | 'share-daily'): Effect<E> | null {
    const r = this.report();
    if (what === 'challenge' && r.challenge) {
      const code = r.challenge;
      const copied = t('Copied {code}: whoever enters it plays this deal to beat you.', { code });
      return { kind: 'hand', text: code, title: t('SEND THIS CHALLENGE'), copied };
    }
    if (what === 'share-daily' && r.daily) {
      const copied = t('Copied: paste it anywhere to share your day.');
      return { kind: 'hand', text: r.daily.share, title: t('SHARE YOUR DAILY'), copied };
    }
    return null;
  }
}
