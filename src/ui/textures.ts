// Tile and glyph textures, drawn once per colour and size with Graphics and baked, so a board
// of 1,600 squares is 1,600 cheap images rather than 1,600 live vector drawings.

import type Phaser from 'phaser';
import { drawGlyph } from './glyph';
import { type GlyphShape, shade } from './theme';

/** A glowing rounded glass tile of `color`, `size` pixels square (with a small margin). */
export function tileTexture(scene: Phaser.Scene, color: number, size: number): string {
  const s = Math.max(4, Math.round(size));
  const key = `tile-${color.toString(16)}-${s}`;
  if (scene.textures.exists(key)) return key;
  const g = scene.make.graphics({}, false);
  const r = Math.max(2, s * 0.2);
  // Body with a darker rim at the bottom, a lighter glass body, and a glossy highlight.
  g.fillStyle(shade(color, -0.45), 1);
  g.fillRoundedRect(0, 0, s, s, r);
  g.fillStyle(color, 1);
  g.fillRoundedRect(s * 0.04, s * 0.03, s * 0.92, s * 0.86, r * 0.9);
  g.fillStyle(shade(color, 0.22), 1);
  g.fillRoundedRect(s * 0.12, s * 0.1, s * 0.76, s * 0.62, r * 0.7);
  g.fillStyle(0xffffff, 0.35);
  g.fillRoundedRect(s * 0.16, s * 0.12, s * 0.5, s * 0.14, r * 0.4);
  g.fillStyle(0xffffff, 0.5);
  g.fillCircle(s * 0.76, s * 0.22, Math.max(1, s * 0.05));
  g.generateTexture(key, s, s);
  g.destroy();
  return key;
}

/** An empty board square: a dark recessed slot. */
export function slotTexture(scene: Phaser.Scene, size: number): string {
  const s = Math.max(4, Math.round(size));
  const key = `slot-${s}`;
  if (scene.textures.exists(key)) return key;
  const g = scene.make.graphics({}, false);
  g.fillStyle(0x07061a, 1);
  g.fillRoundedRect(0, 0, s, s, s * 0.2);
  g.lineStyle(Math.max(1, s * 0.03), 0x2b2766, 1);
  g.strokeRoundedRect(1, 1, s - 2, s - 2, s * 0.2);
  g.generateTexture(key, s, s);
  g.destroy();
  return key;
}

export function glyphTexture(scene: Phaser.Scene, shape: GlyphShape, size: number): string {
  const s = Math.max(4, Math.round(size));
  const key = `glyph-${shape}-${s}`;
  if (scene.textures.exists(key)) return key;
  const g = scene.make.graphics({}, false);
  drawGlyph(g, shape, s / 2, s / 2, s * 0.8, 0x000000, 0.5);
  g.generateTexture(key, s, s);
  g.destroy();
  return key;
}

/** A soft round spark for particles. */
export function sparkTexture(scene: Phaser.Scene): string {
  const key = 'spark';
  if (scene.textures.exists(key)) return key;
  const g = scene.make.graphics({}, false);
  for (let i = 8; i > 0; i--) {
    g.fillStyle(0xffffff, 0.12 + (8 - i) * 0.1);
    g.fillCircle(8, 8, i);
  }
  g.generateTexture(key, 16, 16);
  g.destroy();
  return key;
}

/** A small glass shard for shatter effects. */
export function shardTexture(scene: Phaser.Scene): string {
  const key = 'shard';
  if (scene.textures.exists(key)) return key;
  const g = scene.make.graphics({}, false);
  g.fillStyle(0xffffff, 1);
  g.fillTriangle(0, 0, 12, 3, 4, 10);
  g.generateTexture(key, 12, 10);
  g.destroy();
  return key;
}
