// The colour chips under a how-to-play demonstration's board (demo.ts): their size, font and rows,
// drawn as the game's colour buttons are (a glyph before the label when glyphs are on), and a flash
// for the press the demonstration shows.

import type Phaser from 'phaser';
import { getSettings } from '../services/settings';
import { FONT, readableOn } from '../ui/look/theme';
import { glyphTexture, panelTexture, textWidth } from '../ui/render';
import type { ScreenHost } from '../ui/screen/host';
import type { Rect } from '../ui/screen/layout';
import type { Chip } from './howTo';

export interface ChipView {
  readonly box: Phaser.GameObjects.Container;
  readonly label: Phaser.GameObjects.Text;
  /** The colour's glyph before the label, when colour-blind glyphs are on. */
  readonly glyph: Phaser.GameObjects.Image | null;
  readonly flash: Phaser.GameObjects.Graphics;
}

/**
 * The colour chips' size, font and rows: one row of chips up to 104 design pixels wide when their
 * labels (with a glyph, when glyphs are on) fit at the smallest font, else two rows.
 */
export function chipPlan(host: ScreenHost, chips: readonly Chip[], width: number) {
  const m = host.m;
  const n = Math.max(1, chips.length);
  const h = Math.round(Math.max(m.compact ? 36 * m.css : 0, 44 * m.unit));
  const glyph = getSettings().glyphs ? glyphSize(host) + 4 : 0;
  // The widest label a chip may show (a Flood Duel chip's gain can reach two digits).
  const widest = [
    ...chips.map((c) => c.label),
    ...(chips.some((c) => c.label.startsWith('+')) ? ['+99'] : []),
  ];
  const labelW = (size: number): number => Math.max(...widest.map((l) => textWidth(l, size)));
  const widthFor = (cols: number): number => Math.min(104 * m.unit, (width - m.gap * (cols - 1)) / cols);
  for (const cols of [n, Math.ceil(n / 2)]) {
    const w = widthFor(cols);
    for (let size = m.font('label'); size >= Math.ceil(m.minFont); size--)
      if (labelW(size) <= w - glyph - 10) return { cols, rows: Math.ceil(n / cols), w, h, font: size };
  }
  const cols = Math.ceil(n / 2);
  return { cols, rows: Math.ceil(n / cols), w: widthFor(cols), h, font: Math.ceil(m.minFont) };
}

const glyphSize = (host: ScreenHost): number => Math.round(Math.max(host.m.minFont, 18 * host.m.unit));

/** The chips, drawn in their cells and kept in `root`. */
export function drawChips(
  host: ScreenHost,
  root: Phaser.GameObjects.Container,
  chips: readonly Chip[],
  cells: Rect[],
  font: number,
): ChipView[] {
  return chips.map((c, i) => {
    const cell = cells[i];
    const { w, h } = cell;
    const box = host.add.container(cell.x + w / 2, cell.y + h / 2);
    const bg = host.add.image(0, 0, panelTexture(host, w, h, { fill: c.color, raised: true }));
    const label = host.add
      .text(0, -2, c.label, { fontFamily: FONT, fontSize: `${font}px`, color: readableOn(c.color) })
      .setOrigin(0.5);
    const glyph = getSettings().glyphs
      ? host.add.image(0, -2, glyphTexture(host, c.glyph, glyphSize(host)))
      : null;
    const flash = host.add.graphics();
    flash.fillStyle(0xffffff, 1);
    flash.fillRoundedRect(-w / 2, -h / 2, w, h, Math.min(14, h / 2));
    flash.setAlpha(0);
    box.add(glyph ? [bg, glyph, label, flash] : [bg, label, flash]);
    root.add(box);
    const view = { box, label, glyph, flash };
    placeChipLabel(view);
    return view;
  });
}

/** A chip's glyph (if shown) and label, centred together as on the game's colour buttons. */
export function placeChipLabel(v: ChipView): void {
  const g = v.glyph;
  if (!g) return;
  const gap = 4;
  const total = g.width + gap + v.label.width;
  g.setX(-total / 2 + g.width / 2);
  v.label.setX(-total / 2 + g.width + gap + v.label.width / 2);
}
