// A Text with line spacing, drawn once. Phaser's Text draws its canvas (and uploads it) when it is
// made, then again for the line spacing its style names; made empty, it draws its words once.

import type Phaser from 'phaser';

export function spacedText(
  scene: Phaser.Scene,
  x: number,
  y: number,
  text: string,
  style: Phaser.Types.GameObjects.Text.TextStyle,
): Phaser.GameObjects.Text {
  return scene.add.text(x, y, '', style).setText(text);
}
