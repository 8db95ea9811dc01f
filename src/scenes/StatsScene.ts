// A game's statistics (issue "Reasons to come back"): the figures from the game log (played, won,
// the rate, streaks overall and of the daily deal), the distribution of results as a bar chart, the
// best per board setting, and the last games, each with PLAY AGAIN (its deal) and WATCH (its moves
// played again). CLEAR forgets this game's log after asking. Opened by STATS on a menu card or a
// results panel; CLOSE and Esc go back there. The words are midend/progress/statsPage.ts's; the drawing is
// ui/menu/statsBoard.ts's.

import { t } from '../i18n/i18n';
import { decodeCode } from '../midend/codes/dealCode';
import { isGame } from '../midend/games/known';
import { gameName, gameTitle } from '../midend/games/names';
import { aboutGame } from '../midend/games/registry';
import { targetOfCode } from '../midend/launch/launch';
import { type GameLaunch, MENU, SCREENS, type StatsLaunch } from '../midend/launch/navigation';
import { DailyBook, dayOf } from '../midend/progress/daily';
import { GameLog } from '../midend/progress/gameLog';
import { ladderNumber } from '../midend/progress/ladderBook';
import { statsOf } from '../midend/progress/stats';
import { dailyRuns, type StatsPage, statsPage } from '../midend/progress/statsPage';
import { questionPanel } from '../midend/session/panels';
import { play } from '../services/sound';
import { storage } from '../services/storage';
import { ms } from '../ui/look/fx';
import { drawStats } from '../ui/menu/statsBoard';
import { lookOf } from '../ui/screen/panel';
import { BaseScene } from './BaseScene';

export class StatsScene extends BaseScene {
  private launch: StatsLaunch = { game: 'glassworks' };
  private page = 0;
  private pages = 1;
  private shown: StatsPage | null = null;
  private figures: ReturnType<typeof statsOf> | null = null;
  private daily = { now: 0, best: 0 };

  constructor() {
    super(SCREENS.stats);
  }

  create(data: StatsLaunch): void {
    if (!data || !isGame(data.game)) {
      this.goTo(MENU);
      return;
    }
    this.launch = data;
    this.page = Math.max(0, Math.floor(data.page ?? 0));
    this.input.keyboard?.addCapture('LEFT,RIGHT');
    this.draw();
    this.fadeIn(ms(200));
  }

  /** A new size: the same game and page, laid out for it. */
  protected override restartData(): object {
    return { ...this.launch, page: this.page } satisfies StatsLaunch;
  }

  override get screenTitle(): string {
    return t('{game} statistics', { game: gameTitle(this.launch.game) });
  }

  private draw(): void {
    this.resetScene();
    this.clearScreen();
    const game = this.launch.game;
    const log = new GameLog(storage).all();
    const stats = statsOf(log, game);
    const daily = dailyRuns(log, game, new DailyBook(storage).streak(game, dayOf(new Date())));
    this.figures = stats;
    this.daily = daily;
    this.shown = statsPage(game, stats, daily);
    const drawn = drawStats(this, {
      game,
      title: t('{game} STATISTICS', { game: gameName(game) }),
      page: this.shown,
      at: this.page,
      close: () => this.leave(),
      turn: (step) => this.turn(step),
      again: (i) => this.playAgain(i),
      watch: (i) => this.watch(i),
      clear: () => this.askClear(),
    });
    this.pages = drawn.pages;
    this.page = drawn.at;
  }

  private turn(step: number): void {
    const next = this.page + step;
    if (next < 0 || next >= this.pages) return;
    this.page = next;
    this.draw();
  }

  /** The game's deal again, as its code opens it (asking first over a game in progress). */
  private playAgain(i: number): void {
    const line = this.shown?.recent[i];
    const target = line ? targetOfCode(line.code) : null;
    if (!target?.ok) return;
    play('select');
    const data: GameLaunch = { ...target.value.data, ...this.players(i) };
    this.goTo({ scene: target.value.scene, data }, ms(200));
  }

  /**
   * What the deal code alone does not say: a ladder deal is opened on the ladder, and the players
   * are as they were where the game has any (its descriptor's againParams: Flood Duel's computer at
   * its level, or two at one screen).
   */
  private players(i: number): Pick<GameLaunch, 'params'> {
    const line = this.shown?.recent[i];
    const read = line ? decodeCode(line.code) : null;
    if (!line || !read?.ok) return {};
    const n = line.mode === 'ladder' ? ladderNumber(read.value.deal.seed) : null;
    if (n !== null) return { params: { ladder: String(n) } };
    const { deal } = read.value;
    const again = aboutGame(deal.game).stats.againParams;
    return again && 'options' in deal ? { params: again(deal.options, line) } : {};
  }

  /** The game played again from its moves, on its game's screen (nothing there is replaced). */
  private watch(i: number): void {
    const line = this.shown?.recent[i];
    const target = line?.line ? targetOfCode(line.code) : null;
    if (!line || !target?.ok) return;
    play('select');
    // DONE comes back here, to this page.
    const back = { scene: SCREENS.stats, data: { ...this.launch, page: this.page } satisfies StatsLaunch };
    const data: GameLaunch = {
      ...target.value.data,
      ...this.players(i),
      watch: line.line,
      watchPar: line.par,
      watchedFrom: back,
      challenge: undefined,
    };
    this.goTo({ scene: target.value.scene, data }, ms(200));
  }

  private askClear(): void {
    const question = questionPanel({
      title: t('CLEAR STATISTICS?'),
      line: t(
        "Every {game} game kept here is forgotten: played, streaks, bests. Saved games, daily results and the ladder's progress stay.",
        { game: gameTitle(this.launch.game) },
      ),
      yes: { name: 'confirm-clear-stats', label: t('YES, CLEAR') },
      no: { name: 'cancel-clear-stats', label: t('KEEP THEM') },
    });
    const panel = this.showPanel(
      lookOf(question, (answer) => {
        panel.destroy();
        if (answer !== 'yes') return;
        new GameLog(storage).clear(this.launch.game);
        this.page = 0;
        this.draw();
      }),
    );
  }

  private leave(): void {
    if (this.controls.isLeaving) return;
    this.goTo(this.launch.from ?? MENU, ms(200));
  }

  /** Arrows turn the pages of last games; Tab still moves the focus over the buttons. */
  protected override arrowsMoveFocus(): boolean {
    return false;
  }

  protected override onSceneKey(e: KeyboardEvent): void {
    if (e.repeat || this.controls.modal || this.controls.isLeaving) return;
    if (e.key === 'Escape') this.leave();
    else if (e.key === 'ArrowRight') this.turn(1);
    else if (e.key === 'ArrowLeft') this.turn(-1);
  }

  override snapshot(): Record<string, unknown> {
    const s = this.figures;
    return {
      game: null,
      screen: 'stats',
      busy: false,
      stats: s && {
        game: this.launch.game,
        played: s.played,
        won: s.won,
        rate: s.rate,
        streak: s.streak,
        bestStreak: s.bestStreak,
        dailyStreak: this.daily.now,
        bestDailyStreak: this.daily.best,
        bars: s.bars.map((b) => ({ label: b.label, count: b.count, lost: b.lost ?? 0 })),
        bests: s.bests,
        recent: s.recent.length,
        page: this.page,
        pages: this.pages,
      },
    };
  }
}

/** The screen, for its chunk's loader (src/screens.ts). */
export const screen = (): StatsScene => new StatsScene();
