// A short message at the top of the screen that fades by itself (bad URL values, saves dropped).

import type Phaser from 'phaser';
import { FONT, UI } from './theme';

export function toast(scene: Phaser.Scene, message: string, seconds = 4): void {
  const w = scene.scale.width;
  const text = scene.add
    .text(w / 2, 24, message, {
      fontFamily: FONT,
      fontSize: '12px',
      color: UI.text,
      backgroundColor: '#3b1030',
      padding: { x: 14, y: 10 },
      align: 'center',
      wordWrap: { width: w - 60 },
      lineSpacing: 6,
    })
    .setOrigin(0.5, 0)
    .setDepth(5000)
    .setAlpha(0);
  scene.tweens.add({ targets: text, alpha: 1, y: 34, duration: 200 });
  scene.tweens.add({
    targets: text,
    alpha: 0,
    delay: seconds * 1000,
    duration: 400,
    onComplete: () => text.destroy(),
  });
}
