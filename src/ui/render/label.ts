// Words that are drawn once and seldom change (a button's label, a card's name and pitch, the
// menu's subtitle, each letter of its bouncing title): the pixel font drawn on a sheet shared by
// the pictures of the same frame (ui/render/sheets.ts) and shown as an image. They draw as Phaser's Text
// draws (measured at their size, Phaser's basic word wrap, each line on its baseline at the font's
// ascent), so they sit where a Text would. A Text costs far more to make: it parses a style, makes
// a CanvasTexture (a context and a read-back), uploads it at 1×1, then draws and uploads its words;
// the menu's first frame made some thirty-five.

import Phaser from 'phaser';
import { FONT } from '../look/theme';
import { fontBox, measureAt, wrapWith } from './measure';
import { type Place, placeOnSheet } from './sheets';

export interface LabelStyle {
  /** Font size in px. */
  readonly size: number;
  /** A CSS colour. */
  readonly colour: string;
  /** Lines wrap at this width in px (words are never split); none: only at line breaks. */
  readonly wrap?: number;
  /** Extra px between lines. */
  readonly lineSpacing?: number;
  /** Each line's place in the box (Phaser's Text: left). */
  readonly align?: 'left' | 'center';
  /**
   * An outline under the letters, as a Text's stroke (round joins): the box grows by its width,
   * half of it on each side.
   */
  readonly stroke?: { readonly width: number; readonly colour: string };
}

export class Label extends Phaser.GameObjects.Image {
  private words: string;
  private look: LabelStyle;
  /** Where its words are shown, and where words drawn since wait for the next render. */
  private shown: Place | null = null;
  private next: Place | null = null;

  constructor(scene: Phaser.Scene, x: number, y: number, text: string, style: LabelStyle) {
    // Shown from the scene's next render, when its sheet is drawn.
    super(scene, x, y, '__DEFAULT');
    this.words = text;
    this.look = style;
    this.draw();
    this.once(Phaser.GameObjects.Events.DESTROY, () => {
      this.shown?.release();
      this.next?.release();
    });
    scene.add.existing(this);
  }

  /** The words, as given (before wrapping). */
  get text(): string {
    return this.words;
  }

  /** The font size in px at rest (the test hook's layout reports it). */
  get fontSize(): number {
    return this.look.size;
  }

  /** New words and any change of style, drawn once, and only when something changed. */
  set(text: string, style: Partial<LabelStyle> = {}): this {
    const look = { ...this.look, ...style };
    const same = (Object.keys(look) as (keyof LabelStyle)[]).every((k) => look[k] === this.look[k]);
    if (text === this.words && same) return this;
    this.words = text;
    this.look = look;
    this.draw();
    return this;
  }

  setText(text: string): this {
    return this.set(text);
  }

  setColor(colour: string): this {
    return this.set(this.words, { colour });
  }

  /** Its size now (layout reads it at once); its pixels at the scene's next render. */
  private draw(): void {
    const { size, colour, wrap, lineSpacing = 0, align = 'left', stroke } = this.look;
    const measure = measureAt(size);
    const lines = wrap ? wrapWith(this.words, wrap, measure) : this.words.split('\n');
    const widths = lines.map((line) => Math.ceil(measure(line)));
    const { ascent, descent } = fontBox(size);
    const lineH = ascent + descent;
    const outline = stroke?.width ?? 0;
    // Never empty: the renderer cannot take a texture with no pixels.
    const w = Math.max(1, ...widths) + outline;
    const h = Math.max(1, Math.floor(lineH * lines.length + lineSpacing * (lines.length - 1) + outline));
    this.setSize(w, h);
    this.updateDisplayOrigin();
    // Words drawn since the last render and not shown yet never will be.
    this.next?.release();
    const place = placeOnSheet(
      this.scene,
      w,
      h,
      (ctx) => {
        ctx.font = `${size}px ${FONT}`;
        ctx.textBaseline = 'alphabetic';
        ctx.fillStyle = colour;
        if (stroke) {
          ctx.strokeStyle = stroke.colour;
          ctx.lineWidth = stroke.width;
          ctx.lineCap = 'round';
          ctx.lineJoin = 'round';
        }
        lines.forEach((line, i) => {
          const x = Math.round((align === 'center' ? (w - outline - (widths[i] ?? 0)) / 2 : 0) + outline / 2);
          const y = Math.round(i * (lineH + lineSpacing) + ascent + outline / 2);
          if (stroke) ctx.strokeText(line, x, y);
          ctx.fillText(line, x, y);
        });
      },
      (key, frame) => {
        this.setTexture(key, frame);
        // The words it showed before are gone from the screen now.
        this.shown?.release();
        this.shown = place;
        this.next = null;
      },
    );
    this.next = place;
  }
}
