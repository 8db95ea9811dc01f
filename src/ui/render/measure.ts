// How wide a line of the pixel font is, and how tall a wrapped paragraph, without drawing them.
// Layout tries many labels and paragraphs at many sizes (a button's label, a title, a card's
// blurb); asking a Phaser Text would rasterise every try onto its canvas and upload it to the GPU.
// A 2D context measures the same font the same way Phaser does (a line's width is its advance plus
// the stroke, rounded up; word wrap and line height as in Phaser's Text), so the answers match;
// each character is measured once, and a line is the sum of its characters.

import { FONT } from '../look/theme';

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
 * The width of a run at `size` px as a Text at that size measures it: small sizes' advances are not
 * the large ones' scaled (the estimate below, which layout plans with, can differ by a few per cent).
 */
export function measureAt(size: number): (s: string) => number {
  return (s) => contextAt(size)?.measureText(s).width ?? [...s].length * size;
}

/** The size characters are measured at; a width at any other size scales from it. */
const REFERENCE = 100;
/**
 * Each character's advance at 1 px, measured once: the pixel font has no kerning or ligatures, so
 * a line is as wide as its characters together, at any size (a 2D context measures unhinted).
 * Kept only once the character's face has loaded (Slovenian's letters come with a later face).
 */
const advances = new Map<string, number>();

/** Printable ASCII, the characters of every English label. */
const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
let asciiSeeded = false;
/** The advance every ASCII character shares, when they share one (a monospaced face). */
let monospaced: number | null = null;

/**
 * Every printable ASCII character's advance from two measures, where the font gives them all the
 * same (a monospaced face like the pixel font): a line of all of them is as wide as that many of
 * one. The first screen's labels would otherwise measure some sixty characters one by one.
 */
function seedAscii(context: CanvasRenderingContext2D): void {
  if (asciiSeeded || !document.fonts.check(context.font, ASCII)) return;
  asciiSeeded = true;
  const one = context.measureText('M').width;
  if (Math.abs(context.measureText(ASCII).width - one * ASCII.length) > 0.01) return;
  monospaced = one / REFERENCE;
  for (const ch of ASCII) advances.set(ch, monospaced);
}

/** The advance of `line` at 1 px (no 2D canvas: the font's glyphs are 1 em wide). */
function advanceOf(line: string): number {
  const context = contextAt(REFERENCE);
  if (!context) return [...line].length;
  seedAscii(context);
  let sum = 0;
  for (const ch of line) {
    let a = advances.get(ch);
    if (a === undefined) {
      if (document.fonts.check(context.font, ch)) {
        a = context.measureText(ch).width / REFERENCE;
        advances.set(ch, a);
      } else {
        // Its face has not loaded (Slovenian's letters, on an English screen): as wide as the
        // family's others will be once it has, not as a fallback font draws it meanwhile (which
        // made the LANGUAGE button's width differ from one load to the next).
        a = monospaced ?? context.measureText(ch).width / REFERENCE;
      }
    }
    sum += a;
  }
  return sum;
}

/** The advance of `text`'s longest line at 1 px: a width at any size is this times the size. */
export function widestAdvance(text: string): number {
  let widest = 0;
  for (const line of text.split('\n')) widest = Math.max(widest, advanceOf(line));
  return widest;
}

/** The width in pixels of `text` (the longest line if it has several) at `size` px, with `stroke`. */
export function textWidth(text: string, size: number, stroke = 0): number {
  return Math.ceil(widestAdvance(text) * size + stroke);
}

/** The largest whole font size from `size` down to `min` at which `text` is at most `width` wide. */
export function fitFont(text: string, width: number, size: number, min: number): number {
  for (let s = Math.round(size); s > min; s--) if (textWidth(text, s) <= width) return s;
  return min;
}

/** The lines `text` wraps into at `width` px: Phaser's basic word wrap (words never split). */
export function wrapLines(text: string, size: number, width: number): string[] {
  return wrapWith(text, width, (s) => advanceOf(s) * size);
}

/**
 * Phaser's basic word wrap with `measure` giving a run's width: a line keeps the space after each
 * of its words but the last, as Phaser's does (its width counts that space).
 */
export function wrapWith(text: string, width: number, measure: (s: string) => number): string[] {
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

/**
 * The string a font's ascent and descent are measured on: Phaser's own ('|MÃ‰qgy') without the
 * '‰', which the pixel font lacks. Measuring it looked up a fallback font at every new size (2–8 ms
 * each; the menu's first frame measures five sizes) for a descent of 1–2 px from 50 px up that the
 * pixel font's letters never reach. Every Text is measured on it too (its style's `testString`,
 * text.ts), so a Label and a Text of one size are as tall.
 */
export const BOX_TEST_STRING = '|M\u00c3qgy';

/**
 * The height of a Text showing `text` at `size` px wrapped at `width` with `lineSpacing` between
 * lines: each line is the font's height, the ascent and descent Phaser measures.
 */
export function wrappedHeight(text: string, size: number, width: number, lineSpacing: number): number {
  const lines = wrapLines(text, size, width).length;
  const { ascent, descent } = fontBox(size);
  return (ascent + descent) * lines + lineSpacing * (lines - 1);
}

export interface FontBox {
  /** From the baseline up to the top of the tallest of Phaser's test characters. */
  readonly ascent: number;
  /** From the baseline down to the bottom of the lowest. */
  readonly descent: number;
}

/** Each size's box, kept once its face has loaded; the faces in the document are in the key (a later face for Slovenian's capitals makes the box taller). */
const boxes = new Map<string, FontBox>();

/** The font's ascent and descent at `size` px, measured as Phaser's Text measures them. */
export function fontBox(size: number): FontBox {
  const key = typeof document === 'undefined' ? '' : `${size}\n${document.fonts.size}`;
  const known = boxes.get(key);
  if (known) return known;
  const context = contextAt(size);
  if (!context) return { ascent: size, descent: 0 };
  const m = context.measureText(BOX_TEST_STRING);
  const box = { ascent: m.actualBoundingBoxAscent, descent: m.actualBoundingBoxDescent };
  if (document.fonts.check(context.font)) boxes.set(key, box);
  return box;
}
