// A modal panel (results, questions, settings): dims the scene, shows a title, lines of text and
// buttons. Buttons are registered with the scene so the test hook can find them. The card is sized
// from the scene's metrics and always fits the canvas: its words wrap to it, and its buttons go two
// to a row (then fonts shrink to the floor) when one under another would be too tall. A game
// screen's panels come from its session as data (midend/effects.ts PanelSpec): `lookOf` draws one.

import type Phaser from 'phaser';
import type { Action, PanelSpec, Tone } from '../midend/effects';
import { announce } from '../services/announcer';
import { play } from '../services/sound';
import { ms, reducedMotion } from './fx';
import type { Modal, ScreenHost } from './host';
import { column, grid, gridHeight, inset, type Metrics, type Rect, rect } from './layout';
import { textWidth } from './measure';
import { palette } from './palettes';
import { panelTexture, starTexture } from './textures';
import { FONT, type Swatch, toCss, UI } from './theme';

export type { Modal, ScreenHost as PanelHost };

export interface PanelButton {
  name: string;
  label: string;
  /** A shorter label, where the full one does not fit. */
  short?: string;
  onPress: () => void;
  color?: number;
  /** What assistive technology says for a symbol label ("+"). */
  ariaLabel?: string;
}

/** How a panel looks and what its buttons do. */
export interface PanelLook {
  title: string;
  titleColor?: string;
  /** A finished game's rating under the title: stars earned of three, and how it is said. */
  stars?: { readonly earned: number; readonly said: string };
  lines: readonly string[];
  buttons: readonly PanelButton[];
  /** A question: it opens with the "not allowed" buzz, as anything undo cannot bring back does. */
  question?: boolean;
  /** The panel replaces one already open with new words (par arrived): it does not pop in again. */
  again?: boolean;
  /** The button Esc presses (and N, in a question without `no`). */
  cancel?: string;
  /** In a yes/no question: the buttons Y and N press. */
  yes?: string;
  no?: string;
  /** The button a keyboard player starts on (default: the first). */
  focus?: string;
}

/** One way of laying the card out: its fonts and how many buttons go on a row. */
interface Fit {
  readonly titleSize: number;
  readonly lineSize: number;
  readonly cols: number;
  readonly w: number;
  readonly h: number;
  readonly titleH: number;
  readonly lineHs: number[];
  readonly buttonW: number;
}

export function showPanel(scene: ScreenHost, spec: PanelLook): Phaser.GameObjects.Container {
  if (spec.question) play('invalid');
  const m = scene.m;
  const { width: W, height: H } = scene.scale;
  const root = scene.add.container(0, 0).setDepth(3000);
  // A screen reader hears what the panel says; its buttons come next in the DOM layer.
  // The rating comes after the words, so the panel is said as it always began (its title, its result).
  announce(spec.title, ...spec.lines, ...(spec.stars ? [spec.stars.said] : []));
  const dim = scene.add.rectangle(W / 2, H / 2, W, H, 0x000000, 0.6).setInteractive();
  root.add(dim);
  const room = inset(rect(0, 0, W, H), m.margin);
  const pad = Math.round(m.gap * 1.8);

  // Lay the texts out first and measure them (a long line wraps), so the card fits what it holds.
  const title = scene.add
    .text(0, 0, spec.title, { fontFamily: FONT, color: spec.titleColor ?? UI.accentText, align: 'center' })
    .setOrigin(0.5, 0);
  const lines = spec.lines.map((line) =>
    scene.add.text(0, 0, line, { fontFamily: FONT, color: UI.text, align: 'center' }).setOrigin(0.5, 0),
  );
  // The stars' row: as tall as a heading's buttons.
  const starRow = spec.stars ? Math.round(m.buttonH * 0.9) : 0;
  const fit = choose(m, room, pad, spec.buttons, title, lines, starRow);

  const card = scene.add.container(W / 2, H / 2);
  const box = rect(W / 2 - fit.w / 2, H / 2 - fit.h / 2, fit.w, fit.h);
  card.add(
    scene.add.image(
      0,
      0,
      panelTexture(scene, fit.w, fit.h, {
        fill: UI.panel,
        glow: UI.panelEdge,
        glowAlpha: 1,
        radius: Math.round(14 * m.unit),
      }),
    ),
  );
  const inner = inset(box, pad);
  const rows = Math.ceil(spec.buttons.length / fit.cols);
  const bands = column(inner, stack(m, fit.titleH, fit.lineHs, gridHeight(rows, m.buttonH, m.gap))).filter(
    (_, i) => i % 2 === 0,
  );
  const at = (r: Rect): { x: number; y: number } => ({ x: r.x + r.w / 2 - W / 2, y: r.y - H / 2 });
  card.add(title.setPosition(at(bands[0] as Rect).x, at(bands[0] as Rect).y));
  const first = spec.stars ? 2 : 1;
  if (spec.stars) card.add(starsRow(scene, at(bands[1] as Rect), starRow, spec.stars.earned, !spec.again));
  lines.forEach((t, i) => {
    const p = at(bands[i + first] as Rect);
    card.add(t.setPosition(p.x, p.y));
  });
  const buttonBand = bands[bands.length - 1] as Rect;
  const cells = grid(buttonBand, spec.buttons.length, fit.cols, fit.buttonW, m.buttonH, m.gap);
  spec.buttons.forEach((b, i) => {
    const cell = cells[i] as Rect;
    const button = scene.placeButton(b.name, cell, b.label, b.onPress, {
      color: b.color,
      fontSize: m.font('heading'),
      ariaLabel: b.ariaLabel,
      short: b.short,
    });
    button.setPosition(button.x - W / 2, button.y - H / 2);
    card.add(button);
  });
  root.add(card);
  scene.openModal({ root, cancel: spec.cancel, yes: spec.yes, no: spec.no, focus: spec.focus });
  if (spec.again) return root;
  card.setScale(0.6).setAlpha(0);
  scene.tweens.add({ targets: card, scale: 1, alpha: 1, duration: ms(320), ease: 'Back.Out' });
  return root;
}

/** Three stars in a row, `earned` of them lit, centred at `top` (their row's top middle). */
function starsRow(
  scene: ScreenHost,
  top: { x: number; y: number },
  size: number,
  earned: number,
  popIn: boolean,
): Phaser.GameObjects.Container {
  const row = scene.add.container(top.x, top.y + size / 2);
  for (let i = 0; i < 3; i++) {
    const star = scene.add.image((i - 1) * size * 1.15, 0, starTexture(scene, size, i < earned));
    row.add(star);
    if (popIn && !reducedMotion()) {
      star.setScale(0);
      scene.tweens.add({ targets: star, scale: 1, duration: 240, delay: 120 + i * 90, ease: 'Back.Out' });
    }
  }
  return row;
}

/** A session's panel drawn: its tone as a colour, each button sending its action to `press`. */
export function lookOf(spec: PanelSpec, press: (a: Action) => void): PanelLook {
  return {
    title: spec.title,
    titleColor: toCss(toneColour(spec.tone)),
    stars: spec.stars,
    lines: spec.lines,
    buttons: spec.buttons.map((b) => ({
      name: b.name,
      label: b.label,
      short: b.short,
      color: b.danger ? UI.danger : undefined,
      onPress: () => press(b.action),
    })),
    cancel: spec.cancel,
    yes: spec.yes,
    no: spec.no,
    focus: spec.focus,
    question: spec.question,
  };
}

const toneColour = (tone: Tone): number =>
  tone === 'good'
    ? UI.good
    : tone === 'danger'
      ? UI.danger
      : tone === 'accent'
        ? UI.accent
        : (palette().players[tone === 'player1' ? 0 : 1] as Swatch).color;

/**
 * The first layout that fits the canvas: buttons one under another, then two to a row, then two to a
 * row with the smallest fonts (the last is used whatever its height).
 */
function choose(
  m: Metrics,
  room: Rect,
  pad: number,
  buttons: readonly PanelButton[],
  title: Phaser.GameObjects.Text,
  lines: Phaser.GameObjects.Text[],
  starRow: number,
): Fit {
  const n = Math.max(1, buttons.length);
  const label = m.font('heading');
  const labelW = Math.max(0, ...buttons.map((b) => textWidth(b.label, label)));
  const own = { titleSize: Math.round(m.font('title') * 1.25), lineSize: Math.round(m.font('body') * 1.08) };
  const small = { titleSize: m.font('heading'), lineSize: Math.ceil(m.minFont) };
  // A panel of many buttons (the settings) may take three or four to a row.
  const tries = [
    { ...own, cols: 1 },
    { ...own, cols: Math.min(2, n) },
    { ...small, cols: Math.min(2, n) },
    ...(n > 4
      ? [
          { ...small, cols: 3 },
          { ...small, cols: 4 },
        ]
      : []),
  ];
  let fit: Fit | null = null;
  for (const t of tries) {
    // Buttons as wide as their longest label wants (at least 360 design pixels one under another);
    // two to a row share the card's width.
    const want = Math.max(
      labelW + m.buttonH * 0.6 + 2 * label,
      (t.cols === 1 ? 360 : t.cols === 2 ? 240 : 160) * m.unit,
    );
    const buttonW = Math.min(want, (room.w - 2 * pad - (t.cols - 1) * m.gap) / t.cols);
    const w = Math.min(
      room.w,
      Math.max(620 * Math.min(m.unit, 1.1), t.cols * buttonW + (t.cols - 1) * m.gap + 2 * pad),
    );
    const wrap = w - 2 * pad;
    // The title on one line if it can be, stepping down in size to the floor; else it wraps.
    title.setWordWrapWidth(null).setLineSpacing(Math.round(t.titleSize * 0.3));
    let size = t.titleSize;
    while (size > m.minFont && title.setFontSize(size).width > wrap) size--;
    if (title.width > wrap) title.setWordWrapWidth(wrap);
    for (const l of lines)
      l.setFontSize(t.lineSize)
        .setWordWrapWidth(wrap)
        .setLineSpacing(Math.round(t.lineSize * 0.45));
    const rows = Math.ceil(buttons.length / t.cols);
    const lineHs = [...(starRow > 0 ? [starRow] : []), ...lines.map((l) => l.height)];
    const h =
      2 * pad + stack(m, title.height, lineHs, gridHeight(rows, m.buttonH, m.gap)).reduce((a, b) => a + b, 0);
    fit = { ...t, w, h, titleH: title.height, lineHs, buttonW };
    // On a phone held sideways, buttons two to a row leave the card room to breathe.
    const room1 = t.cols === 1 && m.compact && !m.portrait && n > 2 ? room.h * 0.8 : room.h;
    if (h <= room1) break;
  }
  return fit as Fit;
}

/** The card's heights top to bottom, gaps between: title, lines, buttons (gaps at odd indices). */
function stack(m: Metrics, titleH: number, lineHs: number[], buttonsH: number): number[] {
  const sizes = [titleH, ...lineHs, buttonsH];
  return sizes.flatMap((h, i) =>
    i === 0 ? [h] : [i === 1 ? m.gap * 1.1 : i === sizes.length - 1 ? m.gap * 1.6 : m.gap * 0.8, h],
  );
}
