// How a Joker Coloring move looks, in the order the rules report it: the flood ripples out from
// the base ring by ring, the knight squares flash, and jokers burst round after round (longer
// chains shake the camera). Used by the game screen and by the how-to-play demonstrations alike.

import type Phaser from 'phaser';
import { t } from '../../i18n/i18n';
import type { Cell, ColorChange, Point } from '../../logic/joker';
import { play } from '../../services/sound';
import type { Animator } from '../../ui/board/animator';
import type { BoardView } from '../../ui/board/boardView';
import { burst, ms, popText, shakeCamera } from '../../ui/look/fx';
import { palette } from '../../ui/look/palettes';
import { JOKER_SWATCH, type Swatch, toCss, UI } from '../../ui/look/theme';

/** What a square shows: its colour, or the joker tile. */
export const jokerSwatch = (c: Cell): Swatch => (c === '*' ? JOKER_SWATCH : palette().joker[c]);

/** Schedule the animation of one colouring from `base` on `anim` (between its begin and go). */
export function animateColouring(
  scene: Phaser.Scene,
  b: BoardView,
  anim: Animator,
  ch: ColorChange,
  base: Point,
): void {
  const sw = palette().joker[ch.color];
  const fade = ms(200);
  // 1. The flood ripples out from the base, ring by ring.
  const ringStep = Math.min(45, 700 / Math.max(1, ch.flood.length));
  ch.flood.forEach((ring, k) => {
    anim.after(ms(k * ringStep), () => {
      for (const i of ring) b.blend(i, sw, anim, fade);
    });
  });
  const size = ch.flood.reduce((n, r) => n + r.length, 0);
  play('capture', Math.min(2, 0.8 + size / 60));
  let time = ms(ch.flood.length * ringStep);
  // 2. The knight squares flash.
  if (ch.knight.length) {
    anim.after(time, () => {
      play('jump', 1.3);
      for (const i of ch.knight) {
        b.blend(i, sw, anim, fade);
        const c = b.centreOf(i);
        burst(scene, c.x, c.y, 0xffffff, 5, 90);
      }
    });
    time += ms(160);
  }
  // 3. Jokers burst, round after round, so the chain visibly spreads.
  ch.jokerRounds.forEach((round, r) => {
    anim.after(time + ms(r * 240), () => {
      play('joker', 1 + Math.min(r, 6) * 0.08);
      for (const j of round.jokers) {
        const c = b.centreOf(j);
        b.blend(j, sw, anim, fade);
        burst(scene, c.x, c.y, sw.color, 16, 260);
      }
      for (const i of round.painted) b.blend(i, sw, anim, fade);
      if (r >= 1) shakeCamera(scene, 0.003 + Math.min(r, 5) * 0.002, 180);
    });
  });
  const jokers = ch.jokerRounds.reduce((n, r) => n + r.jokers.length, 0);
  if (jokers >= 2) {
    const at = b.centre(base.x, base.y);
    anim.after(time + ms(ch.jokerRounds.length * 240), () =>
      popText(scene, at.x, at.y - b.cell, t('{n} JOKERS!', { n: jokers }), toCss(UI.accent)),
    );
  }
}
