// A rare ending's own celebration (ui/screen/ending.ts): a gold flash over the board, then bursts of
// sparks all over it, one after another, each with its note, and the banner naming what was done.

import type Phaser from 'phaser';
import { t } from '../../i18n/i18n';
import type { Celebration } from '../../midend/session/effects';
import { play } from '../../services/sound';
import { burst } from '../look/fx';
import { UI } from '../look/theme';
import type { Rect } from './layout';

/** The rare endings, and the banner each gets under its headline. */
export const RARE: Readonly<Partial<Record<Celebration, () => string>>> = {
  clear: () => t('PERFECT CLEAR!'),
  'beat-hard': () => t('YOU BEAT HARD!'),
  'three-stars': () => t('THREE STARS!'),
  'new-best': () => t('NEW BEST!'),
};

/** Where the bursts go, as shares of the board's width and height: spread, never in a row. */
const SPOTS = [
  [0.25, 0.3],
  [0.75, 0.25],
  [0.5, 0.6],
  [0.2, 0.75],
  [0.8, 0.7],
  [0.5, 0.2],
  [0.35, 0.5],
  [0.65, 0.45],
] as const;

/**
 * Fireworks over `r`, in `colours`; what it draws goes in `drawn` (the moment destroys it). Returns
 * what stops the bursts still to come.
 */
export function fireworks(
  scene: Phaser.Scene,
  r: Rect,
  colours: readonly number[],
  drawn: Phaser.GameObjects.GameObject[],
): () => void {
  const flash = scene.add
    .rectangle(r.x + r.w / 2, r.y + r.h / 2, r.w, r.h, UI.accent, 0.45)
    .setDepth(930)
    .setBlendMode('ADD');
  drawn.push(flash);
  scene.tweens.add({ targets: flash, alpha: 0, duration: 600, ease: 'Quad.Out' });
  const calls = SPOTS.map(([fx, fy], i) =>
    scene.time.delayedCall(250 + i * 220, () => {
      burst(scene, r.x + r.w * fx, r.y + r.h * fy, colours[i % colours.length] ?? UI.accent, 34, 360);
      play('select', 1.5 + (i % 4) * 0.2);
    }),
  );
  return () => {
    for (const c of calls) c.remove(false);
  };
}
