// Boot: waits for the font (a loading bar shows if that takes a while), then opens the menu or the
// deep-linked game; the sounds load once that first screen is up.

import type Phaser from 'phaser';
import { language, verbatim } from '../i18n/i18n';
import { MENU, SCREENS, type Target } from '../midend/launch/navigation';
import { ProfileBook } from '../midend/online/profileBook';
import { parseDeepLink } from '../services/deepLink';
import { fontReady } from '../services/font';
import { languageReady } from '../services/language';
import { installOffline } from '../services/offline';
import { loadSounds, loadSoundsWhenIdle } from '../services/sound';
import { storage } from '../services/storage';
import { FONT, UI } from '../ui/look/theme';
import { sparkTexture } from '../ui/render';
import { BaseScene } from './BaseScene';
import { prefetchWhenIdle } from './chunks';
import { afterFrameShown } from './frames';

/** How long the font may take before the loading bar shows. */
const BAR_AFTER_MS = 150;

export class BootScene extends BaseScene {
  constructor() {
    super(SCREENS.boot);
  }

  /** The bar's frame and fill, drawn again for a new size. */
  private frame: Phaser.GameObjects.Graphics | null = null;
  private bar: Phaser.GameObjects.Graphics | null = null;
  private done = 0;

  create(): void {
    this.resetScene();
    this.frame = null;
    this.bar = null;
    this.done = 0;
    let fontDone = 0;
    let soundDone = 0;
    const draw = (): void => {
      this.done = Math.max(fontDone * 0.8, (fontDone + soundDone * 3) / 4);
      this.drawBar();
    };
    // The font is usually there at once (index.html preloads it), and then the menu is the first
    // thing drawn. Only a slow load shows the bar: drawing it would cost the menu a frame.
    const showBar = this.time.delayedCall(BAR_AFTER_MS, () => {
      this.frame = this.add.graphics();
      this.bar = this.add.graphics();
      draw();
      this.warmUp();
      // Waiting for the font anyway: the sounds may load meanwhile, and the bar shows them.
      loadSounds((f) => {
        soundDone = f;
        if (this.scene.isActive()) draw();
      });
    });
    // The language's words first (Slovenian's are a chunk), then the faces it draws with.
    languageReady()
      .then(() => fontReady(language()))
      .then(() => {
        fontDone = 1;
        showBar.remove(false);
        this.route();
      });
  }

  /** Loading goes on through a new size: only the bar is drawn again (no second load, no restart). */
  protected override relayout(): void {
    if (this.scene.isActive()) this.drawBar();
  }

  /** The bar's size from the canvas's metrics: a phone's bar is as crisp and as wide as a desktop's. */
  private drawBar(): void {
    const { frame, bar } = this;
    if (!frame || !bar) return;
    const { width: W, height: H } = this.scale;
    const m = this.m;
    const barW = Math.min(480 * m.unit, W - 2 * m.margin - 12 * m.unit);
    const barH = Math.round(24 * m.unit);
    const edge = Math.round(6 * m.unit);
    frame.clear();
    frame.lineStyle(Math.max(2, Math.round(4 * m.unit)), UI.panelEdge, 1);
    frame.strokeRoundedRect(
      W / 2 - barW / 2 - edge,
      H / 2 - barH / 2 - edge,
      barW + 2 * edge,
      barH + 2 * edge,
      10 * m.unit,
    );
    bar.clear();
    bar.fillGradientStyle(0xff4fd8, 0x2ee6e6, 0xff4fd8, 0x2ee6e6, 1);
    bar.fillRoundedRect(
      W / 2 - barW / 2,
      H / 2 - barH / 2,
      Math.max(16 * m.unit, barW * this.done),
      barH,
      8 * m.unit,
    );
  }

  /**
   * Draw one nearly invisible object of each kind the menu uses (text, images, additive particles),
   * so the renderer prepares them while the font loads, not on the menu's first frame.
   */
  private warmUp(): void {
    const spark = sparkTexture(this);
    this.add
      .text(4, 4, verbatim('Aa'), { fontFamily: FONT, fontSize: '8px', stroke: '#000', strokeThickness: 2 })
      .setAlpha(0.01);
    this.add.image(8, 8, spark).setAlpha(0.01);
    this.add.particles(8, 8, spark, {
      lifespan: 100,
      frequency: 50,
      blendMode: 'ADD',
      alpha: 0.01,
      scale: 0.1,
    });
  }

  /**
   * Open where the link leads (midend/launch/launch.ts): its game or code, else the menu. A link's screen
   * and the reading of its code are chunks of their own: they load first.
   */
  private route(): void {
    const link = parseDeepLink(window.location.search);
    if (
      link.code === null &&
      link.room === null &&
      link.transfer === null &&
      link.follow === null &&
      !link.game
    )
      this.open({ scene: SCREENS.menu, data: { messages: link.messages } });
    else this.withPart('launch', ({ linkTarget }) => this.open(linkTarget(link)));
  }

  private open(target: Target): void {
    // Nothing drawn needs the sounds, the other screens or the offline copy: they load once the
    // first screen is up (a sound played before that starts the load itself, and plays once it is in).
    void this.goTo(target).then(() =>
      afterFrameShown(this.game, () => {
        loadSoundsWhenIdle();
        prefetchWhenIdle();
        installOffline();
        // Finished games that wait to be verified go now, if online features are on (else nothing).
        if (new ProfileBook(storage).online)
          void import('../midend/online/results').then((r) => r.sendWaiting());
      }),
    );
  }

  /** A link's screen that cannot be loaded, given up on: the menu (it is here), never a blank screen. */
  protected override gaveUpLoading(): void {
    this.open(MENU);
  }
}
