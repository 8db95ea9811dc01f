// Flood Duel on its menu card: two players' colours ripple out from opposite corners.

import { Rng } from '../../logic/rng';
import { reducedMotion } from '../../ui/look/fx';
import { palette } from '../../ui/look/palettes';
import type { Swatch } from '../../ui/look/theme';
import { face, grid, loop, type Preview } from '../../ui/menu/previewKit';
import { showFace } from '../../ui/render';

/** Two players' colours ripple out from opposite corners. */
export const floodPreview: Preview = (scene, box, w, h) => {
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
