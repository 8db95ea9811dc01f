// The pieces of a game screen's HUD, written once for every game: readouts (a small label over a
// value), a toolbar of named buttons in a grid, one-line texts fitted to their room, the blinking
// SOLVING… while a solver works, par as it shows, and the little bump of a value that changed.

import type Phaser from 'phaser';
import { t, verbatim } from '../../i18n/i18n';
import type { Button, ButtonOptions } from '../controls/button';
import { ms, reducedMotion } from '../look/fx';
import { FONT, toCss, UI } from '../look/theme';
import { addText, starTexture } from '../render';
import type { ScreenHost } from './host';
import { column, type FontRole, fitLabel, grid, gridHeight, type Rect, row } from './layout';

export interface Readout {
  /** 'FULL|SHORT': the short form is used where the full one does not fit. */
  readonly label: string;
  readonly note?: string;
  readonly color?: string;
}

/** Height a readout takes: label, gap, value. */
export const readoutHeight = (host: ScreenHost): number =>
  host.m.font('small') + host.m.gap / 2 + host.m.font('value') * 1.2;

/**
 * Readouts across `r` (side by side, or one under another when `vertical`): a small label over a
 * value, and an optional note under it. Labels shrink or take their short form to fit their
 * share. Returns the value texts.
 */
export function readouts(
  host: ScreenHost,
  items: readonly Readout[],
  r: Rect,
  vertical = false,
): Phaser.GameObjects.Text[] {
  const m = host.m;
  const shares = items.map(() => 'fill' as const);
  const cells = vertical ? column(r, shares, m.gap) : row(r, shares, m.gap);
  const fitted = (c: Rect, y: number, text: string, role: FontRole, color: string) => {
    const label = addText(host, 0, 0, '', { fontFamily: FONT, color }).setOrigin(0.5, 0);
    // "FULL|SHORT", both halves of one translated text.
    const [full, short] = text.split('|').map(verbatim);
    fitText(host, label, [full ?? '', ...(short ? [short] : [])], c.w, m.font(role));
    return label.setPosition(c.x + c.w / 2, y);
  };
  const readoutH = readoutHeight(host);
  return cells.map((c, i) => {
    const item = items[i] ?? { label: '' };
    const top = vertical ? c.y + (c.h - readoutH - (item.note ? m.font('small') * 1.4 : 0)) / 2 : c.y;
    const label = fitted(c, top, item.label, 'small', item.color ?? UI.textDim);
    const value = host.add
      .text(c.x + c.w / 2, top + label.height + m.gap / 3, '', {
        fontFamily: FONT,
        fontSize: `${m.font('value')}px`,
        color: item.color ?? UI.text,
      })
      .setOrigin(0.5, 0);
    if (item.note) fitted(c, value.y + m.font('value') * 1.2 + m.gap / 3, item.note, 'small', UI.textDim);
    return value;
  });
}

export interface Tool {
  readonly name: string;
  readonly label: string;
  readonly short?: string;
  readonly onPress: () => void;
  readonly opts?: ButtonOptions;
}

/** Named buttons in a grid filling `r`: `cols` to a row, rows of the standard button height. */
export function toolbar(host: ScreenHost, r: Rect, cols: number, items: readonly Tool[]): Button[] {
  const m = host.m;
  const cells = grid(r, items.length, cols, r.w, m.buttonH, m.gap);
  return items.map((it, i) =>
    host.placeButton(it.name, cells[i], it.label, it.onPress, { short: it.short, ...it.opts }),
  );
}

/** Height of a toolbar of `count` buttons in rows of `cols`. */
export const toolbarHeight = (host: ScreenHost, count: number, cols: number): number =>
  gridHeight(Math.ceil(count / cols), host.m.buttonH, host.m.gap);

/** Set a one-line text to the first of `labels` that fits `width`, shrinking to the smallest font. */
export function fitText(
  host: ScreenHost,
  text: Phaser.GameObjects.Text,
  labels: readonly string[],
  width: number,
  size = host.m.font('small'),
): void {
  const fit = fitLabel(
    [...labels],
    width,
    size,
    host.m.minFont,
    (s, px) => text.setFontSize(px).setText(s).width,
  );
  text.setFontSize(fit.size).setText(fit.text);
}

/** The small blinking "SOLVING…" shown while a solver works in the background. */
export function solvingIndicator(host: ScreenHost, x: number, y: number): Phaser.GameObjects.Text {
  const label = host.add
    .text(x, y, t('SOLVING…'), {
      fontFamily: FONT,
      fontSize: `${host.m.font('small')}px`,
      color: UI.accentText,
    })
    .setOrigin(0.5, 0)
    .setVisible(false);
  if (!reducedMotion())
    host.tweens.add({ targets: label, alpha: 0.3, duration: 400, yoyo: true, repeat: -1 });
  return label;
}

/** Par as the HUD shows it ("9"; its label says what it counts); "…" while it is worked out, "–" if unavailable. */
export function parText(par: number | null, solving: string | null): string {
  if (par !== null) return verbatim(String(par));
  return verbatim(solving === 'par' ? '…' : '–');
}

/**
 * A readout's value that warns (the last moves of a move limit): in the danger colour, pulsing
 * (still under calm motion); back to its own colour when the warning is over.
 */
export function warn(host: ScreenHost, text: Phaser.GameObjects.Text, on: boolean, colour = UI.text): void {
  if (on === (text.getData('warned') === true)) return;
  text.setData('warned', on);
  (text.getData('pulse') as Phaser.Tweens.Tween | undefined)?.remove();
  text.setData('pulse', undefined).setScale(1).setY(topOf(text));
  text.setColor(on ? toCss(UI.danger) : colour);
  if (on && !reducedMotion())
    text.setData(
      'pulse',
      host.tweens.add({
        targets: text,
        scale: 1.25,
        duration: 420,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.InOut',
        onUpdate: () => aboutMiddle(text),
      }),
    );
}

/** Where a readout's value stands at rest: its top edge (readouts() sets its origin there). */
function topOf(text: Phaser.GameObjects.Text): number {
  const top = text.getData('top') as number | undefined;
  if (top !== undefined) return top;
  text.setData('top', text.y);
  return text.y;
}

/** A value scaled about its middle, not its top: a bump must not grow into the note under it. */
function aboutMiddle(text: Phaser.GameObjects.Text): void {
  text.setY(topOf(text) - ((text.scaleY - 1) * text.height) / 2);
}

/**
 * The small line under par that names the goal once par is known: three stars and the result they
 * ask for (midend/progress/stars.ts: "IN 7" moves, "AT 6" points), so a deal with moves to spare still has
 * one. `show(null)` hides it (par is worked out, or the game is over).
 */
export function starGoal(host: ScreenHost, x: number, y: number): (goal: string | null) => void {
  const size = host.m.font('small');
  const star = Math.round(size * 1.35);
  const line = host.add.container(x, y).setVisible(false);
  const words = host.add
    .text(0, star / 2, '', { fontFamily: FONT, fontSize: `${size}px`, color: UI.accentText })
    .setOrigin(0, 0.5);
  const stars = [0, 1, 2].map((i) => host.add.image(i * star * 0.9, star / 2, starTexture(host, star, true)));
  line.add([...stars, words]);
  return (goal) => {
    line.setVisible(goal !== null);
    if (goal === null) return;
    words.setText(goal);
    // Stars and words centred together under par.
    const w = star * 2.8 + size * 0.5 + words.width;
    stars.forEach((s, i) => {
      s.setX(-w / 2 + star / 2 + i * star * 0.9);
    });
    words.setX(-w / 2 + star * 2.8 + size * 0.5);
  };
}

/** A value shown, with a little bump when it changed. */
export function bump(host: ScreenHost, text: Phaser.GameObjects.Text, value: string): void {
  if (text.text === value) return;
  text.setText(value);
  if (text.getData('warned') === true) return; // it pulses already
  topOf(text);
  host.tweens.add({
    targets: text,
    scale: { from: 1.35, to: 1 },
    duration: ms(250),
    ease: 'Back.Out',
    onUpdate: () => aboutMiddle(text),
    onComplete: () => aboutMiddle(text),
  });
}
