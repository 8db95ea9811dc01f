// Boot: a loading bar while the font and the sounds load, then the menu or the deep-linked game.

import { parseDeepLink } from '../services/deepLink';
import { fontReady } from '../services/font';
import { loadSounds } from '../services/sound';
import { sparkTexture, tileTexture } from '../ui/textures';
import { FONT, UI } from '../ui/theme';
import { BaseScene } from './BaseScene';
import { gameById } from './games';

export interface LaunchData {
  seed?: number | null;
  params?: Record<string, string>;
  messages?: string[];
}

export class BootScene extends BaseScene {
  constructor() {
    super('Boot');
  }

  create(): void {
    this.resetScene();
    const { width: W, height: H } = this.scale;
    const barW = Math.min(480, W - 80);
    const frame = this.add.graphics();
    frame.lineStyle(4, UI.panelEdge, 1);
    frame.strokeRoundedRect(W / 2 - barW / 2 - 6, H / 2 - 18, barW + 12, 36, 10);
    const bar = this.add.graphics();
    let fontDone = 0;
    let soundDone = 0;
    const draw = (): void => {
      const f = Math.max(fontDone * 0.8, (fontDone + soundDone * 3) / 4);
      bar.clear();
      bar.fillGradientStyle(0xff4fd8, 0x2ee6e6, 0xff4fd8, 0x2ee6e6, 1);
      bar.fillRoundedRect(W / 2 - barW / 2, H / 2 - 12, Math.max(12, barW * f), 24, 8);
    };
    draw();
    this.warmUp();
    const font = fontReady.then(() => {
      fontDone = 1;
      draw();
    });
    // Sounds keep loading in the background: nothing on screen needs them to draw, and a
    // sound asked for before it has loaded simply plays once it is ready.
    loadSounds((f) => {
      soundDone = f;
      if (this.scene.isActive()) draw();
    });
    font.then(() => this.route());
  }

  /**
   * Draw one nearly invisible object of each kind the menu uses (text, tinted images, additive
   * particles), so the renderer prepares them while the font loads, not on the menu's first frame.
   */
  private warmUp(): void {
    const spark = sparkTexture(this);
    this.add
      .text(4, 4, 'Aa', { fontFamily: FONT, fontSize: '8px', stroke: '#000', strokeThickness: 2 })
      .setAlpha(0.01);
    this.add
      .image(8, 8, tileTexture(this, UI.accent, 8))
      .setAlpha(0.01)
      .setTint(0xff00ff);
    this.add.particles(8, 8, spark, {
      lifespan: 100,
      frequency: 50,
      blendMode: 'ADD',
      alpha: 0.01,
      scale: 0.1,
    });
  }

  /** Open the deep-linked game if there is one, else the menu; carry messages along. */
  private route(): void {
    const link = parseDeepLink(window.location.search);
    const card = link.game ? gameById(link.game) : undefined;
    const messages = [...link.messages];
    if (card?.scene) {
      this.scene.start(card.scene, { seed: link.seed, params: link.params, messages } satisfies LaunchData);
      return;
    }
    if (card) messages.push(`${card.name} is coming soon.`);
    this.scene.start('Menu', { messages } satisfies LaunchData);
  }
}
