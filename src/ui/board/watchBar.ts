// Watching a finished game again: its moves played from the deal by the move player (a Script),
// with the same animations as play, and a bar along the bottom of the screen: the move count, then
// PLAY/PAUSE (AGAIN at the end), STEP and DONE. The game itself is untouched: the session gave the
// moves (midend.replay), and DONE tells it the screen shows the game again.

import type Phaser from 'phaser';
import { t, verbatim } from '../../i18n/i18n';
import { play } from '../../services/sound';
import type { Button } from '../controls/button';
import { FONT, UI } from '../look/theme';
import { addText, panelTexture } from '../render';
import type { ScreenHost } from '../screen/host';
import { fitLabel, inset, rect, row } from '../screen/layout';
import { type MovePlayer, Script, type ScriptFrame, type Stage } from './movePlayer';

/** The pause between two moves while playing. */
const PACE = 650;

export class WatchBar<C, Model> {
  readonly script: Script<C, Model>;
  private readonly bar: Phaser.GameObjects.Container;
  private readonly count: Phaser.GameObjects.Text;
  private toggle: Button | null = null;
  private countW = 0;

  constructor(
    private readonly host: ScreenHost,
    player: MovePlayer<C, Model>,
    stage: Stage<C, Model>,
    start: Model,
    frames: readonly ScriptFrame<C, Model>[],
    /** DONE: the game comes back. */
    done: () => void,
  ) {
    this.bar = host.add.container(0, 0).setDepth(900);
    this.count = addText(host, 0, 0, '', { fontFamily: FONT, color: UI.text }).setOrigin(0.5);
    this.layOut(done);
    this.script = new Script(host, player, stage, start, frames, {
      pace: PACE,
      moved: () => this.showCount(),
    });
    this.showCount();
  }

  /** Where the replay stands, for the test hook. */
  get state(): { at: number; of: number; playing: boolean } {
    return { at: this.script.at, of: this.script.length, playing: this.script.playing };
  }

  /** The bar goes (DONE, or the screen laid out anew); the replay stops. */
  destroy(): void {
    this.script.stop();
    this.bar.destroy();
  }

  private layOut(done: () => void): void {
    const host = this.host;
    const m = host.m;
    const { width: W, height: H } = host.scale;
    const h = m.buttonH + 2 * m.gap;
    const band = rect(m.margin, H - m.margin - h, W - 2 * m.margin, h);
    const look = { fill: UI.panel, glow: UI.accent, glowAlpha: 0.35 };
    this.bar.add(
      host.add.image(band.x + band.w / 2, band.y + band.h / 2, panelTexture(host, band.w, band.h, look)),
    );
    const inner = inset(band, m.gap);
    const buttonW = Math.min((inner.w - 3 * m.gap) / 4.2, 200 * m.unit);
    const [countBox, playBox, stepBox, doneBox] = row(inner, ['fill', buttonW, buttonW, buttonW], m.gap);
    this.countW = countBox.w;
    this.count.setPosition(countBox.x + countBox.w / 2, countBox.y + countBox.h / 2);
    this.bar.add(this.count);
    const opts = { fontSize: m.font('label') };
    const toggle = () => {
      this.script.toggle();
      play('click');
      this.showCount();
    };
    this.toggle = host.placeButton('watch-play', playBox, t('PAUSE'), toggle, opts);
    this.bar.add(this.toggle);
    this.bar.add(host.placeButton('watch-step', stepBox, t('STEP'), () => this.script.stepOnce(), opts));
    this.bar.add(host.placeButton('watch-exit', doneBox, t('DONE'), done, opts));
  }

  private showCount(): void {
    const m = this.host.m;
    const { at, of, playing } = this.state;
    const fit = fitLabel(
      [t('MOVE {at} / {of}', { at, of }), verbatim(`${at}/${of}`)],
      this.countW,
      m.font('label'),
      m.minFont,
      (text, size) => this.count.setFontSize(size).setText(text).width,
    );
    this.count.setFontSize(fit.size).setText(fit.text);
    this.toggle?.setText(playing ? t('PAUSE') : at >= of ? t('AGAIN') : t('PLAY'));
  }
}
