// What the menu cards' looping mini-animations share (each game's is in views/<game>/preview.ts):
// a tile face as the boards draw it, a grid of tiles filling a box, and a loop that rests while
// the player is away.

import type Phaser from 'phaser';
import { sinceInput } from '../../services/rest';
import { getSettings } from '../../services/settings';
import type { Swatch } from '../look/theme';
import { type Face, FaceSheet } from '../render';

/** A swatch's tile, with its glyph when colour-blind glyphs are on (like the boards). */
export function face(scene: Phaser.Scene, s: Swatch, size: number): Face {
  const sheet = new FaceSheet(scene, size);
  return getSettings().glyphs ? sheet.glyphTile(s.color, s.glyph) : sheet.tile(s.color);
}

export type Preview = (scene: Phaser.Scene, box: Phaser.GameObjects.Container, w: number, h: number) => void;

export function grid(
  scene: Phaser.Scene,
  box: Phaser.GameObjects.Container,
  cols: number,
  rows: number,
  w: number,
  h: number,
  swatchAt: (i: number) => Swatch,
): { tiles: Phaser.GameObjects.Image[]; cell: number; at: (i: number) => { x: number; y: number } } {
  const cell = Math.max(6, Math.floor(Math.min(w / cols, h / rows)));
  const at = (i: number): { x: number; y: number } => ({
    x: (-cols / 2 + (i % cols) + 0.5) * cell,
    y: (-rows / 2 + Math.floor(i / cols) + 0.5) * cell,
  });
  const tiles: Phaser.GameObjects.Image[] = [];
  for (let i = 0; i < cols * rows; i++) {
    const { x, y } = at(i);
    const f = face(scene, swatchAt(i), cell - 3);
    const t = scene.add.image(x, y, f.key, f.frame);
    box.add(t);
    tiles.push(t);
  }
  return { tiles, cell, at };
}

/** The cards play while the player is about; after this long without input they rest, and so can
 * the game loop (services/rest.ts). The next touch or mouse move starts them again. */
const PLAY_WHILE_ABOUT_MS = 8000;

export const loop = (scene: Phaser.Scene, every: number, run: () => void): void => {
  run();
  scene.time.addEvent({
    delay: every,
    loop: true,
    callback: () => {
      if (sinceInput() < PLAY_WHILE_ABOUT_MS) run();
    },
  });
};
