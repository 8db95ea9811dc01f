// A modal panel (results, questions, settings): dims the scene, shows a title, lines of text and
// buttons. Buttons are registered with the scene so the test hook can find them. The card is sized
// from the scene's metrics to fit the canvas: its words wrap to it, and its buttons go two to a row
// (then fonts shrink to the floor) when one under another would be too tall. A finished game's
// results are a compact card beside its board (ui/screen/dock.ts). A game screen's panels come from its
// session as data (midend/session/effects.ts PanelSpec): `lookOf` draws one.

import type Phaser from 'phaser';
import type { Action, PanelSpec, Tone } from '../../midend/session/effects';
import { announce } from '../../services/announcer';
import { play } from '../../services/sound';
import type { BoardView } from '../board/boardView';
import { ms, reducedMotion } from '../look/fx';
import { palette } from '../look/palettes';
import { FONT, type Swatch, toCss, UI } from '../look/theme';
import { addText, panelTexture, starTexture, textWidth } from '../render';
import { dock, shrinkBeside } from './dock';
import type { Modal, ScreenHost } from './host';
import { column, fitLabel, grid, gridHeight, inset, type Metrics, type Rect, rect } from './layout';

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
  /**
   * What the panel must leave in sight (a finished game's board): the card is compact and docks
   * beside it (ui/screen/dock.ts), and it is not dimmed.
   */
  keepClear?: Rect;
  /**
   * Where no free band beside `keepClear` holds the card: draw the kept thing again in the room
   * given (smaller, clear of the card) and answer where it now is. Without it, the card may cover
   * the kept thing's edge.
   */
  shrink?: (room: Rect) => Rect;
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
  /** The buttons' font: one size for all, the largest at which each label or its short form fits. */
  readonly labelSize: number;
}

export function showPanel(scene: ScreenHost, spec: PanelLook): Phaser.GameObjects.Container {
  if (spec.question) play('invalid');
  const m = scene.m;
  const root = scene.add.container(0, 0).setDepth(3000);
  // A screen reader hears what the panel says; its buttons come next in the DOM layer.
  // The rating comes after the words, so the panel is said as it always began (its title, its result).
  announce(spec.title, ...spec.lines, ...(spec.stars ? [spec.stars.said] : []));
  const pad = Math.round(m.gap * 1.8);

  // Lay the texts out first and measure them (a long line wraps), so the card fits what it holds.
  const { title, lines } = panelTexts(scene, spec);
  // The stars' row: as tall as a heading's buttons.
  const starRow = spec.stars ? Math.round(m.buttonH * 0.9) : 0;
  const compact = spec.keepClear !== undefined;
  const layOut = (r: Rect, spill?: 'w' | 'h'): Fit =>
    choose(m, r, pad, spec.buttons, title, lines, starRow, compact, spill);
  const { fit, box, keep } = placeCard(scene, spec, layOut);
  dimUnder(scene, root, keep);
  const card = scene.add.container(box.x + box.w / 2, box.y + box.h / 2);
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
  const at = (r: Rect): { x: number; y: number } => ({ x: r.x + r.w / 2 - card.x, y: r.y - card.y });
  card.add(title.setPosition(at(bands[0]).x, at(bands[0]).y));
  const first = spec.stars ? 2 : 1;
  if (spec.stars) card.add(starsRow(scene, at(bands[1]), starRow, spec.stars.earned, !spec.again));
  lines.forEach((t, i) => {
    const p = at(bands[i + first]);
    card.add(t.setPosition(p.x, p.y));
  });
  const buttonBand = bands[bands.length - 1];
  placeButtons(scene, card, spec, fit, buttonBand);
  root.add(card);
  scene.openModal({ root, cancel: spec.cancel, yes: spec.yes, no: spec.no, focus: spec.focus, card: box });
  if (spec.again) return root;
  card.setScale(0.6).setAlpha(0);
  scene.tweens.add({ targets: card, scale: 1, alpha: 1, duration: ms(320), ease: 'Back.Out' });
  return root;
}

/**
 * The card's box and layout: centred on the screen, or, beside something kept in sight, in a free
 * band around it; where none holds it, beside the kept thing drawn again smaller (`spec.shrink`).
 * Answers where the kept thing is then.
 */
function placeCard(
  scene: ScreenHost,
  spec: PanelLook,
  layOut: (r: Rect, spill?: 'w' | 'h') => Fit,
): { fit: Fit; box: Rect; keep: Rect | undefined } {
  const m = scene.m;
  const { width: W, height: H } = scene.scale;
  const room = inset(rect(0, 0, W, H), m.margin);
  if (!spec.keepClear) {
    const fit = layOut(room);
    return { fit, box: rect(W / 2 - fit.w / 2, H / 2 - fit.h / 2, fit.w, fit.h), keep: undefined };
  }
  // Clear of the undimmed frame around the board too, which holds the marks on its edge.
  const docked = dock(room, inset(spec.keepClear, -m.gap), m.gap, layOut, 0.15);
  const shrunk =
    docked.over && spec.shrink ? shrinkBeside(room, spec.keepClear, 2 * m.gap, layOut, m.portrait) : null;
  if (shrunk && spec.shrink) {
    const keep = spec.shrink(shrunk.keepRoom);
    return { fit: layOut(shrunk.within, shrunk.spill), box: shrunk.box, keep };
  }
  // The texts as they are for the box chosen.
  return { fit: layOut(docked.within, docked.spill), box: docked.box, keep: spec.keepClear };
}

/** The panel's title and lines, made to be measured and then placed. */
function panelTexts(scene: ScreenHost, spec: PanelLook) {
  const title = scene.add
    .text(0, 0, spec.title, { fontFamily: FONT, color: spec.titleColor ?? UI.accentText, align: 'center' })
    .setOrigin(0.5, 0);
  const lines = spec.lines.map((line) =>
    addText(scene, 0, 0, line, { fontFamily: FONT, color: UI.text, align: 'center' }).setOrigin(0.5, 0),
  );
  return { title, lines };
}

/**
 * The dim under a panel takes every press meant for what is under it; a board kept in sight is not
 * dimmed (with a little room around it, for the marks drawn on its edge).
 */
function dimUnder(scene: ScreenHost, root: Phaser.GameObjects.Container, keepClear: Rect | undefined): void {
  const { width: W, height: H } = scene.scale;
  root.add(scene.add.rectangle(W / 2, H / 2, W, H, 0x000000, keepClear ? 0 : 0.6).setInteractive());
  if (keepClear)
    for (const r of around(rect(0, 0, W, H), inset(keepClear, -2 * scene.m.gap))) root.add(dimmed(scene, r));
}

/** The panel's buttons in their band, in the card. */
function placeButtons(
  scene: ScreenHost,
  card: Phaser.GameObjects.Container,
  spec: PanelLook,
  fit: Fit,
  band: Rect,
): void {
  const m = scene.m;
  const cells = grid(band, spec.buttons.length, fit.cols, fit.buttonW, m.buttonH, m.gap);
  spec.buttons.forEach((b, i) => {
    const button = scene.placeButton(b.name, cells[i], b.label, b.onPress, {
      color: b.color,
      // One size for every label: a long one takes its short form rather than a smaller font.
      fontSize: fit.labelSize,
      minFont: fit.labelSize,
      ariaLabel: b.ariaLabel,
      short: b.short,
      // A question's answers show their keys once a keyboard is in use.
      shortcut: b.name === spec.yes ? 'Y' : b.name === spec.no ? 'N' : undefined,
    });
    button.setPosition(button.x - card.x, button.y - card.y);
    card.add(button);
  });
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

/**
 * A finished game's results leave its board in sight: beside it where a free band holds the card,
 * else beside it drawn again smaller (the board goes back when the panel closes: `fitInto(null)`).
 */
export function besideBoard(board: BoardView): Pick<PanelLook, 'keepClear' | 'shrink'> {
  // The whole finished board, not a zoomed part of it.
  if (board.zoomed) board.setZoom(false);
  return {
    keepClear: board.shown,
    shrink: (room) => {
      board.fitInto(room);
      return board.shown;
    },
  };
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

/** A panel title's tone as a colour. */
export const toneColour = (tone: Tone): number =>
  tone === 'good'
    ? UI.good
    : tone === 'danger'
      ? UI.danger
      : tone === 'accent'
        ? UI.accent
        : (palette().players[tone === 'player1' ? 0 : 1] as Swatch).color;

/**
 * The first layout that fits `room`: buttons one under another, then two to a row, then two to a
 * row with the smallest fonts. A compact card (results beside the board) starts two to a row, goes
 * to three, and is only as wide as it needs. When none fits, `spill` says which way the card may
 * outgrow `room`: down (the default: the lowest not too wide) or across (the narrowest not too tall).
 */
function choose(
  m: Metrics,
  room: Rect,
  pad: number,
  buttons: readonly PanelButton[],
  title: Phaser.GameObjects.Text,
  lines: Phaser.GameObjects.Text[],
  starRow: number,
  compact: boolean,
  spill: 'w' | 'h' = 'h',
): Fit {
  const n = Math.max(1, buttons.length);
  const label = m.font('heading');
  const labelW = Math.max(0, ...buttons.map((b) => textWidth(b.label, label)));
  const tries = panelTries(m, n, compact);
  // A compact card's buttons never go narrower than their labels (or short forms) need at the
  // smallest font: a band too narrow for them is not one the card fits in.
  const labelPad = Math.max(12, m.buttonH * 0.3);
  const narrowest = (b: PanelButton): number =>
    Math.min(...[b.label, ...(b.short ? [b.short] : [])].map((text) => textWidth(text, m.minFont)));
  const minButtonW = compact ? Math.max(0, ...buttons.map(narrowest)) + labelPad + 2 : 0;
  const measure = (t: (typeof tries)[number]): Fit => {
    // Buttons as wide as their longest label wants (at least 360 design pixels one under another);
    // two to a row share the card's width.
    const want = Math.max(
      labelW + m.buttonH * 0.6 + 2 * label,
      (t.cols === 1 ? 360 : t.cols === 2 ? 240 : 160) * m.unit,
    );
    const buttonW = Math.max(minButtonW, Math.min(want, (room.w - 2 * pad - (t.cols - 1) * m.gap) / t.cols));
    const labelRoom = buttonW - labelPad;
    const sizeFor = (text: string): number => fitLabel([text], labelRoom, label, m.minFont, textWidth).size;
    const labelSize = Math.min(
      label,
      ...buttons.map((b) => Math.max(sizeFor(b.label), b.short ? sizeFor(b.short) : 0)),
    );
    const w = Math.max(
      Math.min(room.w, compact ? 0 : 620 * Math.min(m.unit, 1.1)),
      t.cols * buttonW + (t.cols - 1) * m.gap + 2 * pad,
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
    return { ...t, w, h, titleH: title.height, lineHs, buttonW, labelSize };
  };
  const fits: Fit[] = [];
  for (const t of tries) {
    const fit = measure(t);
    fits.push(fit);
    // On a phone held sideways, buttons two to a row leave the card room to breathe.
    const room1 = t.cols === 1 && m.compact && !m.portrait && n > 2 ? room.h * 0.8 : room.h;
    if (fit.h <= room1 && fit.w <= room.w) return fit;
  }
  // None fits: the fallback, its texts laid out again.
  const best = fallback(fits, room, spill);
  return best === fits[fits.length - 1] ? best : measure(best);
}

/** The sizes and columns a panel tries, in order, until one fits. */
function panelTries(m: Metrics, n: number, compact: boolean) {
  const own = { titleSize: Math.round(m.font('title') * 1.25), lineSize: Math.round(m.font('body') * 1.08) };
  const small = { titleSize: m.font('heading'), lineSize: Math.ceil(m.minFont) };
  // A panel of many buttons (the settings) may take three or four to a row.
  return compact
    ? [
        { ...own, cols: Math.min(2, n) },
        { ...small, cols: Math.min(2, n) },
        ...(n > 4 ? [{ ...small, cols: 3 }] : []),
      ]
    : [
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
}

/**
 * None fits: the lowest card as wide as the room allows (or, where its width may spill over, as on a
 * board's side, the narrowest as tall as the room allows).
 */
function fallback(fits: readonly Fit[], room: Rect, spill: 'w' | 'h'): Fit {
  const lowest = (fs: readonly Fit[]): Fit => fs.reduce((a, b) => (b.h < a.h ? b : a));
  const thinnest = (fs: readonly Fit[]): Fit => fs.reduce((a, b) => (b.w < a.w ? b : a));
  const wide = fits.filter((f) => f.w <= room.w);
  const tall = fits.filter((f) => f.h <= room.h);
  if (spill === 'w') return tall.length ? thinnest(tall) : lowest(fits);
  return wide.length ? lowest(wide) : thinnest(fits);
}

/** The parts of `screen` around `keep` (above, below, left and right of it), to be dimmed. */
function around(screen: Rect, keep: Rect): Rect[] {
  const bottom = keep.y + keep.h;
  const parts = [
    rect(screen.x, screen.y, screen.w, keep.y - screen.y),
    rect(screen.x, bottom, screen.w, screen.y + screen.h - bottom),
    rect(screen.x, keep.y, keep.x - screen.x, keep.h),
    rect(keep.x + keep.w, keep.y, screen.x + screen.w - keep.x - keep.w, keep.h),
  ];
  return parts.filter((r) => r.w > 0 && r.h > 0);
}

const dimmed = (scene: ScreenHost, r: Rect): Phaser.GameObjects.Rectangle =>
  scene.add.rectangle(r.x + r.w / 2, r.y + r.h / 2, r.w, r.h, 0x000000, 0.6);

/** The card's heights top to bottom, gaps between: title, lines, buttons (gaps at odd indices). */
function stack(m: Metrics, titleH: number, lineHs: number[], buttonsH: number): number[] {
  const sizes = [titleH, ...lineHs, buttonsH];
  return sizes.flatMap((h, i) =>
    i === 0 ? [h] : [i === 1 ? m.gap * 1.1 : i === sizes.length - 1 ? m.gap * 1.6 : m.gap * 0.8, h],
  );
}
