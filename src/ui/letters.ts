// Letters baked into one texture: a word whose letters move one by one (the menu's bouncing title)
// is drawn once, letter by letter, on one canvas, as Phaser's Text would draw each letter (its
// stroke under its fill, round joins, the same box), and shown as one image per letter. One upload
// instead of a canvas, a measure and an upload per letter: the menu's first frame comes sooner.
// Each image carries its letter and font size, so the test hook's layout still reports them.

import type Phaser from 'phaser';
import { PHASER_TEST_STRING } from './measure';
import { plainTexture } from './textures';
import { FONT, shade, toCss } from './theme';

export interface LetterLook {
  readonly size: number;
  readonly stroke: number;
  /** Each letter's colour, in turn; its stroke is the same colour, darker. */
  readonly colours: readonly number[];
}

/** The texture of `letters` in `look`, with one frame per letter (named by its index). */
export function letterSheet(scene: Phaser.Scene, letters: readonly string[], look: LetterLook): string {
  const key = `letters-${letters.join('')}-${look.size}-${look.stroke}-${look.colours.join('.')}`;
  if (scene.textures.exists(key)) return key;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) return key;
  const font = `${look.size}px ${FONT}`;
  ctx.font = font;
  const m = ctx.measureText(PHASER_TEST_STRING);
  const h = Math.ceil(m.actualBoundingBoxAscent + m.actualBoundingBoxDescent + look.stroke);
  const widths = letters.map((ch) => Math.ceil(ctx.measureText(ch).width + look.stroke));
  const gap = 2;
  canvas.width = Math.max(
    1,
    widths.reduce((a, w) => a + w + gap, 0),
  );
  canvas.height = Math.max(1, h);
  // A canvas resized forgets its state: set the font and strokes again.
  ctx.font = font;
  ctx.textBaseline = 'alphabetic';
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = look.stroke;
  let x = 0;
  const frames: [number, number][] = [];
  letters.forEach((ch, i) => {
    const colour = look.colours[i % look.colours.length] ?? 0xffffff;
    const y = look.stroke / 2 + m.actualBoundingBoxAscent;
    ctx.strokeStyle = toCss(shade(colour, -0.6));
    ctx.fillStyle = toCss(colour);
    if (look.stroke > 0) ctx.strokeText(ch, x + look.stroke / 2, y);
    ctx.fillText(ch, x + look.stroke / 2, y);
    frames.push([x, widths[i] ?? 0]);
    x += (widths[i] ?? 0) + gap;
  });
  const texture = plainTexture(scene, key, canvas);
  frames.forEach(([fx, fw], i) => {
    texture?.add(String(i), 0, fx, 0, fw, h);
  });
  return key;
}

/** One letter of a sheet as an image centred on (x, y), reporting its letter to the test hook. */
export function letterImage(
  scene: Phaser.Scene,
  sheet: string,
  index: number,
  letter: string,
  size: number,
  x: number,
  y: number,
): Phaser.GameObjects.Image {
  return scene.add.image(x, y, sheet, String(index)).setData({ text: letter, fontSize: size });
}
