// Watching a finished game again: its moves replayed from the deal with the same animations as
// play, with PLAY/PAUSE, STEP and DONE in a bar along the bottom of the screen. The game itself is
// untouched: the midend shows the replay's position while watching (nothing is saved), and gets
// its own history back at the end.

import type Phaser from 'phaser';
import { t, verbatim } from '../i18n/i18n';
import * as H from '../midend/history';
import type { Midend } from '../midend/midend';
import { play } from '../services/sound';
import type { Button } from '../ui/button';
import { fitLabel, inset, type Metrics, type Rect, rect, row } from '../ui/layout';
import { panelTexture } from '../ui/textures';
import { FONT, UI } from '../ui/theme';
import type { BaseScene } from './BaseScene';

/** The pause between two moves while playing. */
const PACE = 650;

/** What the watcher needs of its game screen. */
export interface WatchHost<S, M, C> extends BaseScene {
  // biome-ignore lint/suspicious/noExplicitAny: options and extras differ per game
  readonly watchedMidend: Midend<any, S, M, C, any>;
  /** Animate one move's changes, as play does. */
  showMove(changes: C): void;
  /** Draw everything for the midend's present position. */
  redraw(): void;
  /** Hide (or show again) the screen's own controls while the bar is up. */
  hideControls(hidden: boolean): void;
}

export class Watcher<S, M, C> {
  private readonly real: H.History<S, M>;
  private readonly moves: M[];
  private at = 0;
  private playing = true;
  private next: Phaser.Time.TimerEvent | null = null;
  private readonly bar: Phaser.GameObjects.Container;
  private readonly count: Phaser.GameObjects.Text;
  private toggle: Button | null = null;
  private countW = 0;

  constructor(
    private readonly host: WatchHost<S, M, C>,
    private readonly done: () => void,
  ) {
    const mid = host.watchedMidend;
    this.real = mid.history;
    this.moves = H.playedMoves(this.real);
    mid.history = H.startHistory(this.real.start);
    host.hideControls(true);
    const m = host.m;
    this.bar = host.add.container(0, 0).setDepth(900);
    this.count = host.add.text(0, 0, '', { fontFamily: FONT, color: UI.text }).setOrigin(0.5);
    this.layOut(m);
    host.redraw();
    this.showCount();
    this.schedule();
  }

  /** The bar along the bottom: the move count, then PLAY/PAUSE, STEP and DONE. */
  private layOut(m: Metrics): void {
    const { width: W, height: H } = this.host.scale;
    const h = m.buttonH + 2 * m.gap;
    const band = rect(m.margin, H - m.margin - h, W - 2 * m.margin, h);
    this.bar.add(
      this.host.add
        .image(
          band.x + band.w / 2,
          band.y + band.h / 2,
          panelTexture(this.host, band.w, band.h, { fill: UI.panel, glow: UI.accent, glowAlpha: 0.35 }),
        )
        .setOrigin(0.5),
    );
    const inner = inset(band, m.gap);
    const buttonW = Math.min((inner.w - 3 * m.gap) / 4.2, 200 * m.unit);
    const [countBox, playBox, stepBox, doneBox] = row(
      inner,
      ['fill', buttonW, buttonW, buttonW],
      m.gap,
    ) as Rect[];
    const c = countBox as Rect;
    this.countW = c.w;
    this.count.setPosition(c.x + c.w / 2, c.y + c.h / 2);
    this.bar.add(this.count);
    const opts = { fontSize: m.font('label') };
    this.toggle = this.host.placeButton(
      'watch-play',
      playBox as Rect,
      t('PAUSE'),
      () => this.playPause(),
      opts,
    );
    this.bar.add(this.toggle);
    this.bar.add(
      this.host.placeButton('watch-step', stepBox as Rect, t('STEP'), () => this.stepByHand(), opts),
    );
    this.bar.add(this.host.placeButton('watch-exit', doneBox as Rect, t('DONE'), () => this.stop(), opts));
  }

  /** Where the replay stands, for the test hook. */
  get state(): { at: number; of: number; playing: boolean } {
    return { at: this.at, of: this.moves.length, playing: this.playing };
  }

  private showCount(): void {
    const m = this.host.m;
    const fit = fitLabel(
      [
        t('MOVE {at} / {of}', { at: this.at, of: this.moves.length }),
        verbatim(`${this.at}/${this.moves.length}`),
      ],
      this.countW,
      m.font('label'),
      m.minFont,
      (text, size) => this.count.setFontSize(size).setText(text).width,
    );
    this.count.setFontSize(fit.size).setText(fit.text);
    this.toggle?.setText(this.playing ? t('PAUSE') : this.at >= this.moves.length ? t('AGAIN') : t('PLAY'));
  }

  private schedule(): void {
    this.next?.remove();
    this.next = this.playing ? this.host.time.delayedCall(PACE, () => this.step()) : null;
  }

  /** One move forward, animated; at the end the replay stops. */
  private step(): void {
    const mid = this.host.watchedMidend;
    const move = this.moves[this.at];
    if (move === undefined) {
      this.playing = false;
      this.showCount();
      return;
    }
    const r = H.play(mid.rules, mid.history, move);
    if (!r.ok) {
      this.playing = false;
      return;
    }
    mid.history = r.value.history;
    this.at++;
    this.showCount();
    this.host.showMove(r.value.changes);
  }

  /** The animation of the last move ended: the next one comes after a pause while playing. */
  settled(): void {
    if (this.at >= this.moves.length) this.playing = false;
    this.showCount();
    this.schedule();
  }

  private playPause(): void {
    if (this.at >= this.moves.length) {
      // AGAIN: back to the deal.
      this.at = 0;
      this.host.watchedMidend.history = H.startHistory(this.real.start);
      this.host.redraw();
      this.playing = true;
    } else this.playing = !this.playing;
    play('click');
    this.showCount();
    this.schedule();
  }

  private stepByHand(): void {
    this.playing = false;
    this.next?.remove();
    this.next = null;
    this.step();
  }

  /** DONE: the game's own history back, as it was, and the screen's controls. */
  stop(): void {
    this.abandon();
    this.bar.destroy();
    this.host.hideControls(false);
    this.done();
  }

  /** The screen is going (closed, or laid out anew): only the game's history back. */
  abandon(): void {
    this.next?.remove();
    this.next = null;
    this.host.watchedMidend.history = this.real;
  }
}
