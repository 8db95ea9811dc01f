// Watching a finished game again: its moves played from the deal by the move player (a Script),
// with the same animations as play, and a bar along the bottom of the screen: the move count, then
// BACK, PLAY/PAUSE (AGAIN at the end), STEP, the speed (1×, 2×, 4×: the replay's animations and
// pauses run that much faster) and DONE. The game itself is untouched: the session gave the moves
// (midend.replay), and DONE tells it the screen shows the game again.

import type Phaser from 'phaser';
import { t, verbatim } from '../../i18n/i18n';
import { play } from '../../services/sound';
import type { Button } from '../controls/button';
import { FONT, UI } from '../look/theme';
import { addText, panelTexture } from '../render';
import type { ScreenHost } from '../screen/host';
import { column, fitLabel, inset, type Rect, rect, row } from '../screen/layout';
import { type MovePlayer, Script, type ScriptFrame, type Stage } from './movePlayer';

/** The pause between two moves while playing. */
const PACE = 650;
/** The speeds SPEED steps through. */
const SPEEDS = [1, 2, 4] as const;

export class WatchBar<C, Model> {
  readonly script: Script<C, Model>;
  private readonly bar: Phaser.GameObjects.Container;
  private readonly count: Phaser.GameObjects.Text;
  private toggle: Button | null = null;
  private speedButton: Button | null = null;
  private speed: (typeof SPEEDS)[number] = 1;
  private countW = 0;

  constructor(
    private readonly host: ScreenHost,
    player: MovePlayer<C, Model>,
    stage: Stage<C, Model>,
    game: { readonly start: Model; readonly script: readonly ScriptFrame<C, Model>[] },
    /** Where the board is drawn (the bar keeps off it where the screen has room). */
    board: Rect | null,
    /** DONE: the game comes back. */
    done: () => void,
  ) {
    this.bar = host.add.container(0, 0).setDepth(900);
    this.count = addText(host, 0, 0, '', { fontFamily: FONT, color: UI.text }).setOrigin(0.5);
    this.layOut(barPlace(host, board), done);
    this.script = new Script(host, player, stage, game.start, game.script, {
      pace: PACE,
      moved: () => this.showCount(),
    });
    this.showCount();
  }

  /** Where the replay stands, for the test hook. */
  get state(): { at: number; of: number; playing: boolean; speed: number } {
    return { at: this.script.at, of: this.script.length, playing: this.script.playing, speed: this.speed };
  }

  /** The bar goes (DONE, or the screen laid out anew); the replay stops, and time runs as ever. */
  destroy(): void {
    this.setSpeed(1);
    this.script.stop();
    this.bar.destroy();
  }

  /** The replay's moves and pauses at `speed` times their pace (the screen's own clocks keep theirs). */
  private setSpeed(speed: (typeof SPEEDS)[number]): void {
    this.speed = speed;
    this.script.setSpeed(speed);
    this.speedButton?.setText(verbatim(`${speed}×`));
  }

  private layOut({ band, rows }: { band: Rect; rows: 1 | 2 }, done: () => void): void {
    const host = this.host;
    const m = host.m;
    const look = { fill: UI.panel, glow: UI.accent, glowAlpha: 0.35 };
    this.bar.add(
      host.add.image(band.x + band.w / 2, band.y + band.h / 2, panelTexture(host, band.w, band.h, look)),
    );
    const inner = inset(band, m.gap);
    const boxes = watchBoxes(inner, rows, m.gap, m.buttonH, 200 * m.unit);
    this.countW = boxes.count.w;
    this.count.setPosition(boxes.count.x + boxes.count.w / 2, boxes.count.y + boxes.count.h / 2);
    this.bar.add(this.count);
    const opts = { fontSize: m.font('label') };
    const toggle = () => {
      this.script.toggle();
      play('click');
      this.showCount();
    };
    const speed = () => this.setSpeed(SPEEDS[(SPEEDS.indexOf(this.speed) + 1) % SPEEDS.length] ?? 1);
    this.bar.add(host.placeButton('watch-back', boxes.back, t('BACK'), () => this.script.stepBack(), opts));
    this.toggle = host.placeButton('watch-play', boxes.play, t('PAUSE'), toggle, opts);
    this.bar.add(this.toggle);
    this.bar.add(host.placeButton('watch-step', boxes.step, t('STEP'), () => this.script.stepOnce(), opts));
    this.speedButton = host.placeButton('watch-speed', boxes.speed, verbatim('1×'), speed, opts);
    this.bar.add(this.speedButton);
    this.bar.add(host.placeButton('watch-exit', boxes.done, t('DONE'), done, opts));
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

/**
 * Where the bar goes: along the foot of the screen, or of the room beside the board when the foot
 * would cover the board's last row; narrow, the count and the speed over the four buttons.
 */
function barPlace(host: ScreenHost, board: Rect | null): { band: Rect; rows: 1 | 2 } {
  const m = host.m;
  const { width: W, height: H } = host.scale;
  const heightOf = (rows: 1 | 2): number => rows * m.buttonH + (rows + 1) * m.gap;
  const rowsFor = (w: number): 1 | 2 => (w < 560 * m.css ? 2 : 1);
  const foot = (x: number, w: number): { band: Rect; rows: 1 | 2 } => {
    const rows = rowsFor(w);
    const h = heightOf(rows);
    return { band: rect(x, H - m.margin - h, w, h), rows };
  };
  const full = foot(m.margin, W - 2 * m.margin);
  if (!board || full.band.y >= board.y + board.h + m.gap) return full;
  const x = board.x + board.w + m.gap * 2;
  const beside = foot(x, W - m.margin - x);
  return beside.band.w >= 280 * m.css ? beside : full;
}

/** Where the bar's parts go in `inner`: one row, or the count and speed over the four buttons. */
function watchBoxes(inner: Rect, rows: 1 | 2, gap: number, rowH: number, most: number) {
  if (rows === 1) {
    const w = Math.min((inner.w - 5 * gap) / 6, most);
    const [count, back, play, step, speed, done] = row(inner, ['fill', w, w, w, w * 0.6, w], gap);
    return { count, back, play, step, speed, done };
  }
  const [top, bottom] = column(inner, [rowH, rowH], gap);
  const [count, speed] = row(top, ['fill', Math.min(top.w / 3, most * 0.6)], gap);
  const [back, play, step, done] = row(bottom, ['fill', 'fill', 'fill', 'fill'], gap);
  return { count, back, play, step, speed, done };
}
