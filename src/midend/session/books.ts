// A game's books, as the session keeps them (end.ts does the bookkeeping): the game as the books
// see it, the daily deal's result kept, the finished game put in the outbox for the server to verify
// (a daily deal, a GlassWorks ladder deal, a challenge taken, a board of the Explore shelf), the game logged once — when its last
// move ends it, or when it is decided off the board (a live duel) — par that arrives after the end,
// the game's board once the server answers, the report the results panel shows, and what CHALLENGE
// and SHARE hand over.

import { t } from '../../i18n/i18n';
import { encodeChallenge, encodeDeal } from '../codes/dealCode';
import type { Outcome } from '../core/midend';
import { type BoardAsked, type BoardNews, boardLines, placeLine } from '../online/dailyBoard';
import { Outbox } from '../online/outbox';
import { ShelfBook } from '../online/shelfBook';
import { dayOf } from '../progress/daily';
import {
  challengeBeat,
  dailyDayOf,
  type EndReport,
  type Finished,
  logGame,
  logPar,
  record,
  report,
} from '../progress/end';
import type { SessionDeps } from './core';
import type { Effect } from './effects';
import type { GamePart } from './part';

export class GameBooks<S, M, C, U, Model> {
  /** The game's board as the server answered (null: not asked yet, or none). */
  private news: BoardNews | null = null;

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
   * The board a finished game goes to: its day's (a daily deal), its deal's (a GlassWorks ladder
   * deal, a friend's challenge taken: a challenge's code carries Flood Duel's computer level), or
   * none.
   */
  board(): BoardAsked | null {
    const f = this.finished();
    const day = this.day();
    if (day !== null) return { to: 'daily', game: f.game, day };
    const ladder = this.part.mode?.() === 'ladder';
    if (!ladder && challengeBeat(this.deps.storage, f.game, f.deal) === null) return null;
    const code = f.level ? encodeChallenge({ deal: f.deal, beat: 0, level: f.level }) : encodeDeal(f.deal);
    return { to: 'deal', code };
  }

  /** The finished game as the outbox sends it: its moves and the help it had. */
  private played() {
    return {
      game: this.part.id,
      day: dayOf(this.deps.now()),
      moves: this.midend
        .moveLine()
        .split(' ')
        .filter((m) => m !== ''),
      hints: this.midend.solver.hints,
      assisted: this.midend.assisted,
    };
  }

  /** The finished game waits in the outbox to be sent to `board` (if the server can verify it). */
  private send(board: BoardAsked): void {
    if (this.part.verifiable?.(board.to === 'daily') === false) return;
    const played = this.played();
    new Outbox(this.deps.storage).add(
      board.to === 'daily'
        ? { to: 'daily', ...played, day: board.day }
        : { to: 'deal', ...played, code: board.code },
    );
  }

  /**
   * A finished game's day kept, if it is a daily deal (the first finish of the day counts, and only
   * it waits in the outbox to be sent to the day's board); the board the game is on, or null.
   */
  keepDay(): BoardAsked | null {
    const board = this.board();
    if (record(this.deps.storage, this.finished(), this.deps.now()) && board?.to === 'daily')
      this.send(board);
    return board;
  }

  /**
   * The game just ended with its last move: its day kept, the game sent to its board (a ladder
   * deal's or a challenge's each time it ends: the server keeps the first), an attempt on a shelf
   * board sent, and the game logged —
   * unless it was given up before any move, which is no game played for the statistics (the quit
   * is its only step). The board it is on, or null.
   */
  ended(outcome: Outcome): BoardAsked | null {
    const board = this.keepDay();
    if (board?.to === 'deal') this.send(board);
    if (outcome.status === 'quit' && this.midend.steps <= 1) return board;
    this.attempt();
    this.log(this.part.playerWon?.() ?? this.part.endWords(outcome).won, outcome.assisted > 0);
    return board;
  }

  /** A board from the Explore shelf: every game finished on it is an attempt, sent to be verified. */
  private attempt(): void {
    if (this.midend.watched || this.part.verifiable?.(false) === false) return;
    const id = new ShelfBook(this.deps.storage).idOf(encodeDeal(this.finished().deal));
    if (id !== null) new Outbox(this.deps.storage).add({ to: 'puzzle', id, ...this.played() });
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

  /** The game's board answered (or could not be had). */
  boardArrived(news: BoardNews): void {
    this.news = news;
  }

  report(): EndReport {
    const r = report(this.deps.storage, this.finished(), this.deps.now(), this.deps.site ?? null);
    const news = this.news;
    const place = news?.kind === 'board' ? placeLine(news.board) : null;
    const lines = boardLines(news, this.part.rule);
    if (r.daily) return { ...r, daily: { ...r.daily, place, board: lines, boards: news?.kind !== 'none' } };
    // A ladder deal's or a challenge's board, once asked for: its lines behind MORE….
    return news === null || news.kind === 'none' ? r : { ...r, deal: { place, lines } };
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
