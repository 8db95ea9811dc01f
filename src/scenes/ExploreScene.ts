// EXPLORE (issue 43): a game's shelf of boards players made and published — NEW, POPULAR, HARDEST
// (by the average tries the players who cleared it needed, as KAMI 2 ranks), and MINE — each entry
// with its title, maker, plays, clears, average tries and thumbs-up; PLAY opens it as a normal game
// (every finished game on it is an attempt, verified by the server), THUMBS UP, and REPORT (asked
// first) hides it pending a look. Off, down and no server are said, as the daily boards say them.

import { t, verbatim } from '../i18n/i18n';
import { isGame } from '../midend/games/known';
import { gameName } from '../midend/games/names';
import { targetOfCode } from '../midend/launch/launch';
import { type ExploreLaunch, type MakerLaunch, MENU, SCREENS } from '../midend/launch/navigation';
import { turnOnline } from '../midend/online/account';
import { sendWaiting } from '../midend/online/results';
import {
  report,
  type ShelfEntry,
  type ShelfNews,
  sawNew,
  shelf,
  TABS,
  type Tab,
  thumbs,
} from '../midend/online/shelf';
import { questionPanel } from '../midend/session/panels';
import { play } from '../services/sound';
import { ms } from '../ui/look/fx';
import { GAME_ACCENTS, toCss, UI } from '../ui/look/theme';
import { entryLines } from '../ui/online/shelfLines';
import { Page } from '../ui/screen/page';
import { lookOf } from '../ui/screen/panel';
import { toast } from '../ui/screen/toast';
import { BaseScene } from './BaseScene';

const TAB_LABELS: Readonly<Record<Tab, () => string>> = {
  new: () => t('NEW'),
  popular: () => t('POPULAR'),
  hardest: () => t('HARDEST'),
  mine: () => t('MINE'),
};
/** The same, shorter, for a phone's row of four tabs. */
const TAB_SHORTS: Readonly<Record<Tab, () => string>> = {
  new: () => t('NEW'),
  popular: () => t('POP.'),
  hardest: () => t('HARD'),
  mine: () => t('MINE'),
};

export class ExploreScene extends BaseScene {
  private launch!: ExploreLaunch;
  private tab: Tab = 'new';
  private news: ShelfNews | null = null;
  /** Entries given a thumbs-up on this visit (pressed again: taken back). */
  private readonly thumbed = new Set<string>();
  private visit = 0;

  constructor() {
    super(SCREENS.explore);
  }

  create(data: ExploreLaunch): void {
    if (!data || !isGame(data.game)) {
      this.goTo(MENU);
      return;
    }
    this.launch = data;
    this.tab = (TABS as readonly string[]).includes(data.tab ?? '') ? (data.tab as Tab) : 'new';
    this.draw();
    this.fadeIn(ms(200));
    this.ask();
  }

  protected override restartData(): object {
    return { ...this.launch, tab: this.tab };
  }

  override get screenTitle(): string {
    return t('Explore {game} boards', { game: gameName(this.launch.game) });
  }

  /** The tab's shelf, once what waits to be sent is sent (its figures then count this device's games). */
  private ask(): void {
    const visit = ++this.visit;
    this.news = null;
    void sendWaiting()
      .then(() => shelf(this.launch.game, this.tab))
      .then((news) => {
        if (visit !== this.visit || !this.scene.isActive()) return;
        this.news = news;
        // NEW looked at: the menu's cards count only what comes after.
        if (news.kind === 'shelf' && this.tab === 'new') sawNew(news.entries);
        this.draw();
      });
  }

  private draw(): void {
    this.resetScene();
    this.clearScreen();
    const accent = GAME_ACCENTS[this.launch.game];
    const page = new Page(this, t('EXPLORE {game}', { game: gameName(this.launch.game) }), accent, {
      name: 'explore-close',
      label: t('CLOSE'),
      press: () => this.leave(),
    });
    // The tab on show in [brackets].
    const said = (tab: Tab, words: string) => (this.tab === tab ? t('[{tab}]', { tab: words }) : words);
    page.buttons(
      TABS.map((tab) => ({
        name: `explore-${tab}`,
        label: said(tab, TAB_LABELS[tab]()),
        short: said(tab, TAB_SHORTS[tab]()),
        press: () => this.show(tab),
      })),
    );
    const news = this.news;
    if (news === null) page.line(t('Asking the shelf…'), { color: UI.textDim });
    else if (news.kind === 'none') page.line(news.reason, { color: UI.textDim });
    else if (news.kind === 'off') {
      page.line(t('Online features are off. Turn them on to play the boards players made.'));
      page.buttons([{ name: 'online-on', label: t('TURN ONLINE ON'), press: () => this.turnOn() }]);
    } else if (news.kind === 'down') {
      page.line(news.reason, { color: UI.textDim });
      page.buttons([{ name: 'explore-retry', label: t('TRY AGAIN'), press: () => this.ask() }]);
    } else this.drawEntries(page, news.entries, accent);
  }

  private drawEntries(page: Page, entries: readonly ShelfEntry[], accent: number): void {
    if (entries.length === 0)
      page.line(
        this.tab === 'mine'
          ? t('You have published no boards yet: MAKE one, CHECK it, then PUBLISH.')
          : t('No boards on this shelf yet: MAKE one and PUBLISH it.'),
        { color: UI.textDim },
      );
    // The maker, from the player's own shelf or an empty one (a phone's menu has no MAKE).
    if (entries.length === 0 || this.tab === 'mine')
      page.buttons([{ name: 'explore-make', label: t('MAKE A BOARD'), press: () => this.openMaker() }]);
    for (const [i, e] of entries.entries()) {
      const [head, figures] = entryLines(e);
      if (!page.line(head, { color: toCss(accent) })) return;
      if (!page.line(figures, { color: UI.textDim, size: this.m.font('label') })) return;
      const n = i + 1;
      const shown = page.buttons([
        { name: `explore-play-${n}`, label: t('PLAY'), press: () => this.playEntry(e) },
        {
          name: `explore-thumbs-${n}`,
          label: this.thumbed.has(e.id) ? t('THUMBED UP') : t('THUMBS UP'),
          short: t('LIKE'),
          press: () => this.thumb(e),
        },
        { name: `explore-report-${n}`, label: t('REPORT'), press: () => this.askReport(e) },
      ]);
      if (!shown) return;
    }
  }

  private openMaker(): void {
    play('select');
    const data: MakerLaunch = {
      game: this.launch.game,
      from: { scene: SCREENS.explore, data: this.restartData() },
    };
    void this.goTo({ scene: SCREENS.maker, data }, ms(200));
  }

  private show(tab: Tab): void {
    play('select');
    this.tab = tab;
    this.draw();
    this.ask();
  }

  private playEntry(e: ShelfEntry): void {
    const target = targetOfCode(e.code);
    if (!target.ok) {
      toast(this, target.reason, 4);
      return;
    }
    play('select');
    void this.goTo({ scene: target.value.scene, data: target.value.data }, ms(200));
  }

  private thumb(e: ShelfEntry): void {
    const up = !this.thumbed.has(e.id);
    const here = this.stillHere();
    void thumbs(e.id, up).then((n) => {
      if (!here() || n === null || this.news?.kind !== 'shelf') return;
      if (up) this.thumbed.add(e.id);
      else this.thumbed.delete(e.id);
      const entries = this.news.entries.map((x) => (x.id === e.id ? { ...x, thumbs: n } : x));
      this.news = { kind: 'shelf', entries };
      this.draw();
    });
  }

  /** REPORT, asked first: the board is hidden from every shelf pending a look. */
  private askReport(e: ShelfEntry): void {
    const question = questionPanel({
      title: t('REPORT THIS BOARD?'),
      line: t('“{title}” is hidden from every shelf until someone looks at it.', {
        title: verbatim(e.title),
      }),
      yes: { name: 'confirm-report', label: t('REPORT') },
      no: { name: 'cancel-report', label: t('KEEP IT') },
    });
    const panel = this.showPanel(
      lookOf(question, (answer) => {
        panel.destroy();
        if (answer !== 'yes') return;
        const here = this.stillHere();
        void report(e.id).then((done) => {
          if (!here()) return;
          toast(
            this,
            done
              ? t('Reported: the board is hidden until someone looks at it.')
              : t('The report could not be sent: try again later.'),
            4,
          );
          if (done) this.ask();
        });
      }),
    );
  }

  private turnOn(): void {
    const here = this.stillHere();
    void turnOnline().then(() => {
      if (here()) this.ask();
    });
  }

  leave(): void {
    if (this.controls.isLeaving) return;
    this.goTo(this.launch.from ?? MENU, ms(200));
  }

  protected override onSceneKey(e: KeyboardEvent): void {
    if (e.repeat || this.controls.modal || this.controls.isLeaving) return;
    if (e.key === 'Escape') this.leave();
  }

  override snapshot(): Record<string, unknown> {
    const news = this.news;
    return {
      game: null,
      screen: 'explore',
      explore: {
        game: this.launch.game,
        tab: this.tab,
        state: news === null ? 'asking' : news.kind,
        entries: news?.kind === 'shelf' ? news.entries : [],
      },
    };
  }
}

/** The screen, for its chunk's loader (src/screens.ts). */
export const screen = (): ExploreScene => new ExploreScene();
