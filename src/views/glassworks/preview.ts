// GlassWorks on its menu card: a red piece arcs over a yellow one, which shatters; the row resets.

import type Phaser from 'phaser';
import { burst, reducedMotion } from '../../ui/look/fx';
import { palette } from '../../ui/look/palettes';
import { face, loop, type Preview } from '../../ui/menu/previewKit';
import { showFace } from '../../ui/render';

/**
 * A red piece arcs over a yellow one, which shatters; the row resets. The row sits low in its box so
 * the jump's arc stays inside it (the arc and the row together are 1.9 cells tall).
 */
export const glassPreview: Preview = (scene, box, w, h) => {
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
