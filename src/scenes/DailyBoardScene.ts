// A game's DAILY BOARD (issue "Players meet beyond a room"): a day's verified results — the
// player's place, their friends' results first, then everyone's as bars — for today, yesterday, or
// the week at a glance. Opened by DAILY BOARD on a daily's results or on the profile; CLOSE and Esc
// go back there. With online features off it says so and offers to turn them on; with the server
// down it says that, and TRY AGAIN asks once more: never a wait without end.

import { t, verbatim } from '../i18n/i18n';
import { count } from '../i18n/units';
import type { GameId } from '../logic/game';
import { factsOf } from '../midend/games/facts';
import { isGame } from '../midend/games/known';
import { gameName } from '../midend/games/names';
import { type DailyBoardLaunch, MENU, SCREENS } from '../midend/launch/navigation';
import { turnOnline } from '../midend/online/account';
import { type BoardNews, type DailyBoard, placeLine } from '../midend/online/dailyBoard';
import { dailyBoard } from '../midend/online/results';
import { addDays, dayOf } from '../midend/progress/daily';
import { ms } from '../ui/look/fx';
import { GAME_ACCENTS, toCss, UI } from '../ui/look/theme';
import { barPitch, drawBars } from '../ui/online/boardBars';
import { Page } from '../ui/screen/page';
import { toast } from '../ui/screen/toast';
import { BaseScene } from './BaseScene';

type View = 'day' | 'week';

export class DailyBoardScene extends BaseScene {
  private launch: DailyBoardLaunch = { game: 'glassworks' };
  private view: View = 'day';
  /** Each day's board as it answered (absent: asked, no answer yet). */
  private readonly news = new Map<string, BoardNews>();
  /** This visit of the screen: an answer for an earlier one is dropped. */
  private visit = 0;

  constructor() {
    super(SCREENS.dailyBoard);
  }

  create(data: DailyBoardLaunch & { view?: View }): void {
    if (!data || !isGame(data.game)) {
      this.goTo(MENU);
      return;
    }
    const today = dayOf(new Date());
    const day =
      typeof data.day === 'string' && data.day <= today && data.day >= addDays(today, -6) ? data.day : today;
    this.launch = { ...data, day };
    this.view = data.view === 'week' ? 'week' : 'day';
    this.news.clear();
    this.visit++;
    this.draw();
    this.fadeIn(ms(200));
    this.ask();
  }

  protected override restartData(): object {
    return { ...this.launch, view: this.view };
  }

  override get screenTitle(): string {
    return t('{game} daily board', { game: gameName(this.played) });
  }

  private get played(): GameId {
    return this.launch.game;
  }

  private get day(): string {
    return this.launch.day ?? dayOf(new Date());
  }

  /** The days the view shows: the day, or the week up to today (newest first). */
  private days(): string[] {
    const today = dayOf(new Date());
    return this.view === 'day' ? [this.day] : Array.from({ length: 7 }, (_, i) => addDays(today, -i));
  }

  /** Ask for every shown day not answered yet; draw again as each answers. */
  private ask(): void {
    const visit = this.visit;
    for (const day of this.days()) {
      if (this.news.has(day)) continue;
      void dailyBoard(this.played, day).then((news) => {
        if (visit !== this.visit || !this.scene.isActive()) return;
        this.news.set(day, news);
        this.draw();
      });
    }
  }

  private show(view: View, day = this.day): void {
    this.view = view;
    this.launch = { ...this.launch, day };
    this.draw();
    this.ask();
  }

  private draw(): void {
    this.resetScene();
    this.clearScreen();
    const accent = GAME_ACCENTS[this.played];
    const title = t('{game} DAILY BOARD', { game: gameName(this.played) });
    const page = new Page(this, title, accent, {
      name: 'board-close',
      label: t('CLOSE'),
      press: () => this.leave(),
    });
    const today = dayOf(new Date());
    page.buttons([
      { name: 'board-today', label: t('TODAY'), press: () => this.show('day', today) },
      {
        name: 'board-yesterday',
        label: t('YESTERDAY'),
        short: t('YEST.'),
        press: () => this.show('day', addDays(today, -1)),
      },
      { name: 'board-week', label: t('WEEK'), press: () => this.show('week') },
    ]);
    if (this.view === 'week') this.drawWeek(page, accent);
    else this.drawDay(page, accent);
  }

  /** Why there is no board (or none yet), with what the player can do about it; true: a board. */
  private drawState(page: Page, news: BoardNews | undefined): news is Extract<BoardNews, { kind: 'board' }> {
    if (news === undefined) {
      page.line(t('Asking the daily board…'), { color: UI.textDim });
      return false;
    }
    if (news.kind === 'board') return true;
    if (news.kind === 'none') page.line(news.reason, { color: UI.textDim });
    else if (news.kind === 'off') {
      page.line(t('Online features are off. Turn them on to send your daily results and see everyone’s.'));
      page.buttons([{ name: 'online-on', label: t('TURN ONLINE ON'), press: () => this.turnOn() }]);
    } else {
      page.line(news.reason, { color: UI.textDim });
      page.buttons([{ name: 'board-retry', label: t('TRY AGAIN'), press: () => this.retry() }]);
    }
    return false;
  }

  private drawDay(page: Page, accent: number): void {
    page.line(this.dayTitle(this.day), { color: UI.textDim, size: this.m.font('label') });
    const news = this.news.get(this.day);
    if (!this.drawState(page, news)) return;
    const board = news.board;
    const rule = factsOf(this.played).rule;
    page.line(placeLine(board) ?? t('Your result is not on this board: finish the day’s deal to join it.'), {
      color: toCss(accent),
    });
    page.line(t('FRIENDS'), { color: UI.textDim, size: this.m.font('label') });
    const others = board.friends.filter((f) => !f.you).length;
    if (others === 0) page.line(t('No one you follow has finished this deal yet.'), { color: UI.textDim });
    for (const [i, f] of board.friends.entries()) {
      const result = f.result === null ? t('no result') : count(f.result, rule.unit);
      const who = f.you ? t('You') : verbatim(f.name);
      const said = f.helped ? t('{result} (helped)', { result }) : result;
      const line = t('{place}. {who} · {result}', { place: i + 1, who, result: said });
      if (!page.line(line, { color: f.you ? toCss(accent) : UI.text })) break;
    }
    page.line(t('EVERYONE: {count}', { count: count(board.players, 'player') }), {
      color: UI.textDim,
      size: this.m.font('label'),
    });
    const rows = Math.min(board.distribution.length, Math.floor(page.room / barPitch(this)));
    if (rows > 0) drawBars(this, page.band(rows * barPitch(this)), board, accent);
  }

  private drawWeek(page: Page, accent: number): void {
    const rule = factsOf(this.played).rule;
    for (const day of this.days()) {
      const news = this.news.get(day);
      const board: DailyBoard | null = news?.kind === 'board' ? news.board : null;
      if (news !== undefined && news.kind !== 'board') {
        this.drawState(page, news);
        return;
      }
      const mine = board?.mine;
      const words =
        board === null
          ? t('asking…')
          : mine
            ? t('{result}, place {place} of {players}', {
                result: mine.result === null ? t('no result') : count(mine.result, rule.unit),
                place: mine.place,
                players: board.players,
              })
            : t('not played · {count}', { count: count(board.players, 'player') });
      const friends = board ? board.friends.filter((f) => !f.you && f.result !== null).length : 0;
      const what =
        friends > 0 ? t('{words} · {friends}', { words, friends: count(friends, 'friend') }) : words;
      if (
        !page.line(t('{day}: {what}', { day: this.dayTitle(day), what }), {
          color: mine ? toCss(accent) : UI.text,
        })
      )
        return;
    }
  }

  /** TODAY, YESTERDAY, or the date. */
  private dayTitle(day: string): string {
    const today = dayOf(new Date());
    if (day === today) return t('Today, {day}', { day });
    if (day === addDays(today, -1)) return t('Yesterday, {day}', { day });
    return verbatim(day);
  }

  private turnOn(): void {
    const here = this.stillHere();
    void turnOnline().then((made) => {
      if (!here()) return;
      if (!made.ok) toast(this, made.reason, 4);
      this.retry();
    });
  }

  private retry(): void {
    this.news.clear();
    this.visit++;
    this.draw();
    this.ask();
  }

  private leave(): void {
    if (this.controls.isLeaving) return;
    this.goTo(this.launch.from ?? MENU, ms(200));
  }

  protected override onSceneKey(e: KeyboardEvent): void {
    if (e.repeat || this.controls.modal || this.controls.isLeaving) return;
    if (e.key === 'Escape') this.leave();
  }

  override snapshot(): Record<string, unknown> {
    const news = this.view === 'day' ? this.news.get(this.day) : undefined;
    return {
      game: null,
      screen: 'daily-board',
      busy: false,
      dailyBoard: {
        game: this.played,
        day: this.day,
        view: this.view,
        state: this.view === 'week' ? 'week' : (news?.kind ?? 'asking'),
        board: news?.kind === 'board' ? news.board : null,
        week: this.days().map((day) => {
          const n = this.news.get(day);
          return { day, state: n?.kind ?? 'asking', mine: n?.kind === 'board' ? n.board.mine : null };
        }),
      },
    };
  }
}

/** The screen, for its chunk's loader (src/screens.ts). */
export const screen = (): DailyBoardScene => new DailyBoardScene();
