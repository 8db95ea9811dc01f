// The looping mini-animations on the menu cards: a taste of each game's motion. Each fills the box
// it is given (centred on the container), whatever its size.

import type Phaser from 'phaser';
import { Rng } from '../logic/rng';
import { sinceInput } from '../services/rest';
import { getSettings } from '../services/settings';
import { type Face, FaceSheet, showFace } from './faces';
import { burst, reducedMotion } from './fx';
import { palette } from './palettes';
import type { Swatch } from './theme';

/** A swatch's tile, with its glyph when colour-blind glyphs are on (like the boards). */
function face(scene: Phaser.Scene, s: Swatch, size: number): Face {
  const sheet = new FaceSheet(scene, size);
  return getSettings().glyphs ? sheet.glyphTile(s.color, s.glyph) : sheet.tile(s.color);
}

type Preview = (scene: Phaser.Scene, box: Phaser.GameObjects.Container, w: number, h: number) => void;

function grid(
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

const loop = (scene: Phaser.Scene, every: number, run: () => void): void => {
  run();
  scene.time.addEvent({
    delay: every,
    loop: true,
    callback: () => {
      if (sinceInput() < PLAY_WHILE_ABOUT_MS) run();
    },
  });
};

/**
 * A red piece arcs over a yellow one, which shatters; the row resets. The row sits low in its box so
 * the jump's arc stays inside it (the arc and the row together are 1.9 cells tall).
 */
const glassworks: Preview = (scene, box, w, h) => {
  const row = [palette().glass.B, palette().glass.R, palette().glass.Y, null, palette().glass.O];
  const cell = Math.max(8, Math.floor(Math.min(w / row.length, h / 1.9)));
  const x = (i: number): number => (i - (row.length - 1) / 2) * cell;
  const base = Math.round(cell * 0.45);
  const tiles = row.map((s, i) => {
    const f = face(scene, s ?? palette().glass.R, cell - 4);
    const t = scene.add.image(x(i), base, f.key, f.frame).setVisible(s !== null);
    box.add(t);
    return t;
  });
  const [, jumper, jumped] = tiles as [
    Phaser.GameObjects.Image,
    Phaser.GameObjects.Image,
    Phaser.GameObjects.Image,
  ];
  loop(scene, 2600, () => {
    // Faces are redrawn each round, so the glyph setting shows at once.
    tiles.forEach((t, i) => {
      const sw = row[i];
      if (sw) showFace(t, face(scene, sw, cell - 4));
    });
    jumper.setPosition(x(1), base).setScale(1);
    jumped.setVisible(true).setAlpha(1).setScale(1);
    if (reducedMotion()) return;
    scene.tweens.add({ targets: jumper, x: x(3), duration: 520, delay: 500, ease: 'Sine.InOut' });
    scene.tweens.add({
      targets: jumper,
      y: base - cell * 0.9,
      duration: 260,
      delay: 500,
      yoyo: true,
      ease: 'Quad.Out',
      onComplete: () => {
        scene.tweens.add({ targets: jumper, scaleY: 0.8, scaleX: 1.15, duration: 90, yoyo: true });
      },
    });
    scene.tweens.add({ targets: jumped, alpha: 0, scale: 1.4, delay: 780, duration: 220 });
    scene.time.delayedCall(780, () => {
      const m = jumped.getWorldTransformMatrix();
      burst(scene, m.tx, m.ty, palette().glass.Y.color, 10, 160);
    });
  });
};

/** Two players' colours ripple out from opposite corners. */
const floodDuel: Preview = (scene, box, w, h) => {
  const cols = 8;
  const rows = 4;
  const rng = new Rng(7);
  const colors = Array.from({ length: cols * rows }, () => palette().flood[rng.int(6)] as Swatch);
  const { tiles, cell } = grid(scene, box, cols, rows, w, h, (i) => colors[i] as Swatch);
  const dist = (i: number, cx: number, cy: number): number =>
    Math.abs((i % cols) - cx) + Math.abs(Math.floor(i / cols) - cy);
  loop(scene, 3800, () => {
    tiles.forEach((t, i) => {
      showFace(t, face(scene, colors[i] as Swatch, cell - 3)).setScale(1);
    });
    if (reducedMotion()) return;
    tiles.forEach((t, i) => {
      const d1 = dist(i, 0, rows - 1);
      const d2 = dist(i, cols - 1, 0);
      if (d1 === d2) return;
      const owner = d1 < d2 ? 0 : 1;
      scene.time.delayedCall(300 + Math.min(d1, d2) * 260 + owner * 120, () => {
        showFace(t, face(scene, palette().players[owner], cell - 3));
        scene.tweens.add({ targets: t, scale: { from: 1.3, to: 1 }, duration: 220, ease: 'Back.Out' });
      });
    });
  });
};

/** A joker bursts and paints its neighbours; the chain hops to a second joker. */
const jokerColoring: Preview = (scene, box, w, h) => {
  const cols = 7;
  const rows = 4;
  const colours = [palette().joker.r, palette().joker.g, palette().joker.b, palette().joker.y];
  const rng = new Rng(3);
  const colors = Array.from({ length: cols * rows }, () => colours[rng.int(4)] as Swatch);
  const jokers = [1 * cols + 2, 2 * cols + 4];
  const { tiles, cell, at } = grid(scene, box, cols, rows, w, h, (i) => colors[i] as Swatch);
  const paint = palette().joker.m;
  const around = (j: number): number[] => {
    const out: number[] = [];
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const x = (j % cols) + dx;
        const y = Math.floor(j / cols) + dy;
        if (x >= 0 && y >= 0 && x < cols && y < rows) out.push(y * cols + x);
      }
    return out;
  };
  loop(scene, 3400, () => {
    tiles.forEach((t, i) => {
      showFace(
        t,
        jokers.includes(i)
          ? new FaceSheet(scene, cell - 3).joker()
          : face(scene, colors[i] as Swatch, cell - 3),
      );
      t.setScale(1);
    });
    if (reducedMotion()) return;
    jokers.forEach((j, round) => {
      scene.time.delayedCall(700 + round * 450, () => {
        const m = box.getWorldTransformMatrix();
        const { x, y } = at(j);
        burst(scene, m.tx + x, m.ty + y, paint.color, 16, 200);
        for (const n of around(j)) {
          const t = tiles[n];
          if (!t) continue;
          showFace(t, face(scene, paint, cell - 3));
          scene.tweens.add({ targets: t, scale: { from: 1.35, to: 1 }, duration: 260, ease: 'Back.Out' });
        }
      });
    });
  });
};

export const PREVIEWS: Record<string, Preview> = {
  glassworks,
  'flood-duel': floodDuel,
  'joker-coloring': jokerColoring,
};
