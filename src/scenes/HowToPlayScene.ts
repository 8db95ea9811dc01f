// How to play: a few pages per game (views/<game>/howTo.ts), each a title, one or two captions and
// a demonstration that loops on the real board view with the game's own animations (views/demo.ts,
// played by the one move player). Arrows or NEXT/BACK turn pages, Esc leaves, PLAY starts the game.

import Phaser from 'phaser';
import { t } from '../i18n/i18n';
import type { GameId } from '../logic/game';
import { gameName } from '../midend/games/names';
import { markHowToSeen } from '../midend/launch/howToSeen';
import { type HowToLaunch, type MakerLaunch, MENU, SCREENS, type Target } from '../midend/launch/navigation';
import { setQuiet } from '../services/sound';
import { storage } from '../services/storage';
import { ms } from '../ui/look/fx';
import { HowToFrame } from '../ui/screen/howToFrame';
import { type AnyViewKind, VIEWS } from '../views';
import { Demo } from '../views/demo';
import type { HowToPage } from '../views/howTo';
import { BaseScene } from './BaseScene';

export class HowToPlayScene extends BaseScene {
  private launch: HowToLaunch = { game: 'glassworks' };
  private kind: AnyViewKind = VIEWS.glassworks;
  private page = 0;
  private frame!: HowToFrame;
  // biome-ignore lint/suspicious/noExplicitAny: each game's demonstration has its own types
  private demo: Demo<any, any> | null = null;

  constructor() {
    super(SCREENS.howToPlay);
  }

  private get pages(): readonly HowToPage[] {
    return this.kind.howTo.pages;
  }

  create(data: HowToLaunch): void {
    this.resetScene();
    const kind = data ? VIEWS[data.game as GameId] : undefined;
    if (!kind) {
      // Not a game this screen knows: nothing to explain.
      this.goTo(MENU);
      return;
    }
    this.launch = data;
    this.kind = kind;
    this.demo = null;
    markHowToSeen(storage, data.game);
    this.frame = new HowToFrame(this, {
      name: gameName(data.game),
      colour: kind.howTo.kit.color,
      pages: this.pages.map((p) => p.lines),
      plays: data.play !== undefined,
      escTo: this.exitTarget().scene === MENU.scene ? t('MENU') : t('BACK'),
      back: () => this.turn(-1),
      next: () => this.turn(1),
      close: () => this.leave(data.play ?? MENU),
      ...(this.pages.some((p) => p.makes) && { make: () => this.leave(this.maker()) }),
    });
    this.input.keyboard?.addCapture('LEFT,RIGHT,SPACE,ENTER');
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.demo?.stop();
      this.demo = null;
      setQuiet(false);
    });
    this.fadeIn(ms(250));
    this.showPage(Math.min(Math.max(0, Math.floor(data.page ?? 0)), this.pages.length - 1));
  }

  /** A new size: the same page again, laid out for it. */
  protected override restartData(): object {
    return { ...this.launch, page: this.page } satisfies HowToLaunch;
  }

  private turn(step: number): void {
    const next = this.page + step;
    if (next >= this.pages.length) this.leave(this.launch.play ?? MENU);
    else if (next >= 0) this.showPage(next);
  }

  /** The game's maker, from the page on making boards: its CLOSE comes back to that page. */
  private maker(): Target {
    const here = { scene: SCREENS.howToPlay, data: this.restartData() };
    return { scene: SCREENS.maker, data: { game: this.launch.game, from: here } satisfies MakerLaunch };
  }

  private showPage(index: number): void {
    if (this.controls.isLeaving) return;
    this.demo?.stop();
    setQuiet(false);
    this.page = index;
    const page = this.pages[index] as HowToPage;
    this.frame.showPage(page.title, page.lines, index, this.pages.length, page.makes);
    this.demo = Demo.of(this, this.frame.demo, this.kind.howTo.kit, page, this.frame);
  }

  private leave(target: Target): void {
    if (this.controls.isLeaving) return;
    this.goTo(target, ms(220));
  }

  /** Where Esc goes: back to the screen that opened this one. */
  private exitTarget(): Target {
    return this.launch.from ?? this.launch.play ?? MENU;
  }

  /** Arrows turn the pages here; Tab still moves the focus over the buttons. */
  protected override arrowsMoveFocus(): boolean {
    return false;
  }

  /** Keys the focus did not take (Enter and Space press a focused button instead). */
  protected override onSceneKey(e: KeyboardEvent): void {
    if (e.repeat || this.controls.isLeaving) return;
    if (e.key === 'ArrowRight' || e.key === 'Enter' || e.key === ' ') this.frame.pressNext();
    else if (e.key === 'ArrowLeft') this.frame.pressBack();
    else if (e.key === 'Escape') this.leave(this.exitTarget());
  }

  override snapshot(): Record<string, unknown> {
    const demo = this.demo;
    return {
      game: null,
      screen: 'how-to-play',
      howTo: this.launch.game,
      page: this.page,
      pages: this.pages.length,
      busy: demo?.busy ?? false,
      demo: demo ? this.kind.howTo.kit.rules.encodePosition(demo.state) : null,
      moves: demo?.at ?? 0,
    };
  }

  override locateCell(x: number, y: number): { x: number; y: number } | null {
    const b = this.demo?.board;
    if (!b || x >= b.cols || y >= b.rows) return null;
    const c = b.centre(x, y);
    return { x: Math.round(c.x), y: Math.round(c.y) };
  }
}

/** The screen, for its chunk's loader (src/screens.ts). */
export const screen = (): HowToPlayScene => new HowToPlayScene();
