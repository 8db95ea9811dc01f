// Boot: a loading bar while the font and the sounds load, then the menu or the deep-linked game.

import { parseDeepLink } from '../services/deepLink';
import { loadSounds } from '../services/sound';
import { UI } from '../ui/theme';
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
      const f = (fontDone + soundDone * 3) / 4;
      bar.clear();
      bar.fillGradientStyle(0xff4fd8, 0x2ee6e6, 0xff4fd8, 0x2ee6e6, 1);
      bar.fillRoundedRect(W / 2 - barW / 2, H / 2 - 12, Math.max(12, barW * f), 24, 8);
    };
    draw();
    const font = document.fonts
      .load('16px "Press Start 2P"')
      .catch(() => [])
      .then(() => {
        fontDone = 1;
        draw();
      });
    const sounds = loadSounds((f) => {
      soundDone = f;
      draw();
    });
    Promise.all([font, sounds]).then(() => this.route());
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
