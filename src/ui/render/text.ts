// A Phaser Text as the arcade makes every one: its font box measured on the string a Label measures
// on (BOX_TEST_STRING), so a Text and a Label of one size are as tall in every build, and made empty
// and then given its words, so a Text with line spacing draws (and uploads) its canvas once rather
// than twice.

import type Phaser from 'phaser';
import { BOX_TEST_STRING } from './measure';

export function addText(
  scene: Phaser.Scene,
  x: number,
  y: number,
  text: string,
  style: Phaser.Types.GameObjects.Text.TextStyle,
): Phaser.GameObjects.Text {
  return scene.add.text(x, y, '', { ...style, testString: BOX_TEST_STRING }).setText(text);
}
