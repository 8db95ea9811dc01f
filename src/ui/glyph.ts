// Colour-blind glyphs: one small distinct shape per colour, drawn over a tile.

import Phaser from 'phaser';
import type { GlyphShape } from './theme';

/** Draw `shape` centred at (cx, cy) fitting in a box of `size`. */
export function drawGlyph(
  g: Phaser.GameObjects.Graphics,
  shape: GlyphShape,
  cx: number,
  cy: number,
  size: number,
  color = 0x000000,
  alpha = 0.55,
): void {
  const r = size / 2;
  g.fillStyle(color, alpha);
  g.lineStyle(Math.max(2, size / 7), color, alpha);
  switch (shape) {
    case 'circle':
      g.fillCircle(cx, cy, r * 0.8);
      break;
    case 'triangle':
      g.fillTriangle(cx, cy - r, cx + r, cy + r * 0.8, cx - r, cy + r * 0.8);
      break;
    case 'square':
      g.fillRect(cx - r * 0.75, cy - r * 0.75, r * 1.5, r * 1.5);
      break;
    case 'diamond':
      g.fillPoints([v(cx, cy - r), v(cx + r, cy), v(cx, cy + r), v(cx - r, cy)], true);
      break;
    case 'cross': {
      const t = r * 0.38;
      g.fillRect(cx - t, cy - r, t * 2, r * 2);
      g.fillRect(cx - r, cy - t, r * 2, t * 2);
      break;
    }
    case 'star': {
      const pts = [];
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const rr = i % 2 === 0 ? r : r * 0.45;
        pts.push(v(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr));
      }
      g.fillPoints(pts, true);
      break;
    }
    case 'ring':
      g.strokeCircle(cx, cy, r * 0.7);
      break;
    case 'bar':
      g.fillRect(cx - r, cy - r * 0.25, r * 2, r * 0.5);
      break;
  }
}

const v = (x: number, y: number): Phaser.Math.Vector2 => new Phaser.Math.Vector2(x, y);
