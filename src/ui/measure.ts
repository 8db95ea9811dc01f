// How wide a line of the pixel font is, and how tall a wrapped paragraph, without drawing them.
// Layout tries many labels and paragraphs at many sizes (a button's label, a title, a card's
// blurb); asking a Phaser Text would rasterise every try onto its canvas and upload it to the GPU.
// A 2D context measures the same font the same way Phaser does (a line's width is its advance plus
// the stroke, rounded up; word wrap and line height as in Phaser's Text), so the answers match;
// each character is measured once, and a line is the sum of its characters.

import { FONT } from './theme';

let context: CanvasRenderingContext2D | null = null;
let contextSize = 0;

/** The shared 2D context set to the font at `size` px, or null where there is no 2D canvas. */
function contextAt(size: number): CanvasRenderingContext2D | null {
  if (typeof document === 'undefined') return null; // unit tests run without a DOM
  context ??= document.createElement('canvas').getContext('2d');
  // Setting a font is itself costly (it is parsed each time): only when it changes.
  if (context && contextSize !== size) {
    context.font = `${size}px ${FONT}`;
    contextSize = size;
  }
  return context;
}

/** The size characters are measured at; a width at any other size scales from it. */
const REFERENCE = 100;
/**
 * Each character's advance at 1 px, measured once: the pixel font has no kerning or ligatures, so
 * a line is as wide as its characters together, at any size (a 2D context measures unhinted).
 * Kept only once the character's face has loaded (Slovenian's letters come with a later face).
 */
const advances = new Map<string, number>();

/** The advance of `line` at 1 px (no 2D canvas: the font's glyphs are 1 em wide). */
function advanceOf(line: string): number {
  const context = contextAt(REFERENCE);
  if (!context) return [...line].length;
  let sum = 0;
  for (const ch of line) {
    let a = advances.get(ch);
    if (a === undefined) {
      a = context.measureText(ch).width / REFERENCE;
      if (document.fonts.check(context.font, ch)) advances.set(ch, a);
    }
    sum += a;
  }
  return sum;
}

/** The width in pixels of `text` (the longest line if it has several) at `size` px, with `stroke`. */
export function textWidth(text: string, size: number, stroke = 0): number {
  let widest = 0;
  for (const line of text.split('\n')) widest = Math.max(widest, Math.ceil(advanceOf(line) * size + stroke));
  return widest;
}

/** The largest whole font size from `size` down to `min` at which `text` is at most `width` wide. */
export function fitFont(text: string, width: number, size: number, min: number): number {
  for (let s = Math.round(size); s > min; s--) if (textWidth(text, s) <= width) return s;
  return min;
}

/** The lines `text` wraps into at `width` px: Phaser's basic word wrap (words never split). */
export function wrapLines(text: string, size: number, width: number): string[] {
  const measure = (s: string): number => advanceOf(s) * size;
  const space = measure(' ');
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    const words = paragraph.split(' ');
    let line = '';
    let left = width;
    words.forEach((word, j) => {
      const last = j === words.length - 1;
      const w = measure(word);
      const withSpace = last ? w : w + space;
      if (withSpace > left && j > 0) {
        lines.push(line);
        line = '';
        left = width;
      }
      line += last ? word : `${word} `;
      left -= withSpace;
    });
    lines.push(line);
  }
  return lines;
}

/** The string Phaser's TextStyle measures a font's ascent and descent on, as Phaser ships it. */
export const PHASER_TEST_STRING = '|M\u00c3\u2030qgy';

/**
 * The height of a Text showing `text` at `size` px wrapped at `width` with `lineSpacing` between
 * lines: each line is the font's height, the ascent and descent Phaser measures.
 */
export function wrappedHeight(text: string, size: number, width: number, lineSpacing: number): number {
  const lines = wrapLines(text, size, width).length;
  const context = contextAt(size);
  const m = context?.measureText(PHASER_TEST_STRING);
  const lineHeight = m ? m.actualBoundingBoxAscent + m.actualBoundingBoxDescent : size;
  return lineHeight * lines + lineSpacing * (lines - 1);
}
