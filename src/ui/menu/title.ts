// The menu's title: PRISM ARCADE in the arcade's colours, a letter at a time, each bouncing on its
// own from the second frame (still, with calm motion).

import type Phaser from 'phaser';
import { t } from '../../i18n/i18n';
import { reducedMotion } from '../look/fx';
import { shade, toCss } from '../look/theme';
import { Label } from '../render';
import type { TitlePlan } from './menuPlan';

const TITLE_COLORS = [0xff3b4e, 0xff8c1a, 0xffd23f, 0x2ee66b, 0x2ee6e6, 0x3b7bff, 0xb44dff, 0xff4fd8];

export function drawMenuTitle(
  scene: Phaser.Scene,
  { band, size, stroke, bounce }: TitlePlan,
  afterFirstFrame: (fn: () => void) => void,
): void {
  const letters = [...t('PRISM ARCADE')];
  const step = size + stroke;
  const cx = band.x + band.w / 2;
  const y = band.y + bounce + (size + stroke) / 2;
  // Each letter a Label of its own, to bounce on its own; all on the frame's one sheet.
  const placed: { letter: Label; delay: number }[] = [];
  letters.forEach((ch, i) => {
    if (ch.trim() === '') return;
    const colour = TITLE_COLORS[i % TITLE_COLORS.length] ?? 0xffffff;
    const x = cx + (i - (letters.length - 1) / 2) * step;
    const letter = new Label(scene, x, y, ch, {
      size,
      colour: toCss(colour),
      stroke: { width: stroke, colour: toCss(shade(colour, -0.6)) },
    });
    placed.push({ letter, delay: i * 90 });
  });
  // The letters bounce from the second frame: the first shows them at rest either way, and making
  // eleven tweens is work it need not wait for.
  if (!reducedMotion())
    afterFirstFrame(() => {
      for (const { letter, delay } of placed)
        scene.tweens.add({
          targets: letter,
          y: y - bounce,
          duration: 700,
          delay,
          yoyo: true,
          repeat: -1,
          ease: 'Sine.InOut',
        });
    });
}
