// How wide a line of the pixel font is, and how tall a wrapped paragraph, without drawing them.
// Layout tries many labels and paragraphs at many sizes (a button's label, a title, a card's
// blurb); asking a Phaser Text would rasterise every try onto its canvas and upload it to the GPU.
// A 2D context measures the same font the same way Phaser does (a line's width is its advance plus
// the stroke, rounded up; word wrap and line height as in Phaser's Text), so the answers match.

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

/**
 * Widths already measured, by size and line: layout asks for the same labels again and again. A
 * line is kept only once its font has loaded (Slovenian's letters come with a later face).
 */
const widths = new Map<string, number>();

/** The width in pixels of one line, without stroke, on a context set to `size` px. */
function lineWidth(context: CanvasRenderingContext2D, line: string, size: number): number {
  const key = `${size}|${line}`;
  let w = widths.get(key);
  if (w === undefined) {
    w = context.measureText(line).width;
    if (widths.size > 4000) widths.clear();
    if (document.fonts.check(context.font, line)) widths.set(key, w);
  }
  return w;
}

/** The width in pixels of `text` (the longest line if it has several) at `size` px, with `stroke`. */
export function textWidth(text: string, size: number, stroke = 0): number {
  const context = contextAt(size);
  if (!context) return text.length * size + stroke; // no 2D canvas: the font's glyphs are 1 em wide
  let widest = 0;
  for (const line of text.split('\n'))
    widest = Math.max(widest, Math.ceil(lineWidth(context, line, size) + stroke));
  return widest;
}

/** The largest whole font size from `size` down to `min` at which `text` is at most `width` wide. */
export function fitFont(text: string, width: number, size: number, min: number): number {
  for (let s = Math.round(size); s > min; s--) if (textWidth(text, s) <= width) return s;
  return min;
}

/** The lines `text` wraps into at `width` px: Phaser's basic word wrap (words never split). */
export function wrapLines(text: string, size: number, width: number): string[] {
  const context = contextAt(size);
  const measure = (s: string): number => (context ? context.measureText(s).width : s.length * size);
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
const PHASER_TEST_STRING = '|M\u00c3\u2030qgy';

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
