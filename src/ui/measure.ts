// How wide a line of the pixel font is, without drawing it. Layout tries many labels at many sizes
// (fitting a button's label, a title, a card's name); asking a Phaser Text would rasterise every
// try onto its canvas. A 2D context measures the same font the same way Phaser does (its width is
// the line's advance plus the stroke, rounded up), so the answers match a Text's width.

import { FONT } from './theme';

let context: CanvasRenderingContext2D | null = null;

/** The width in pixels of `text` (the longest line if it has several) at `size` px, with `stroke`. */
export function textWidth(text: string, size: number, stroke = 0): number {
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return text.length * size + stroke; // no 2D canvas: the font's glyphs are 1 em wide
  context.font = `${size}px ${FONT}`;
  let widest = 0;
  for (const line of text.split('\n'))
    widest = Math.max(widest, Math.ceil(context.measureText(line).width + stroke));
  return widest;
}

/** The largest whole font size from `size` down to `min` at which `text` is at most `width` wide. */
export function fitFont(text: string, width: number, size: number, min: number): number {
  for (let s = Math.round(size); s > min; s--) if (textWidth(text, s) <= width) return s;
  return min;
}
