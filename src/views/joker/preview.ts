// Joker Coloring on its menu card: a joker bursts and paints its neighbours; the chain hops on.

import { Rng } from '../../logic/rng';
import { burst, reducedMotion } from '../../ui/look/fx';
import { palette } from '../../ui/look/palettes';
import type { Swatch } from '../../ui/look/theme';
import { face, grid, loop, type Preview } from '../../ui/menu/previewKit';
import { FaceSheet, showFace } from '../../ui/render';

/** A joker bursts and paints its neighbours; the chain hops to a second joker. */
export const jokerPreview: Preview = (scene, box, w, h) => {
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
