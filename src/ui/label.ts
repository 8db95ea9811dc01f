// Words that are drawn once and seldom change (a button's label, a card's name and pitch, the
// menu's subtitle): the pixel font drawn onto a canvas of their own and shown as an image. They draw
// as Phaser's Text draws (the box is the lines' advances rounded up by the font's ascent and descent,
// with Phaser's basic word wrap, each line on its baseline at the ascent), so they sit where a Text
// would, but cost one canvas, one draw and one upload. A Text also parses a style, makes a canvas
// texture, reads it back and uploads it at 1×1 before its real upload: the menu's first frame drew
// some thirty Texts, and those costs were a fifth of its script.

import Phaser from 'phaser';
import { fontBox, wrapWith } from './measure';
import { plainTexture } from './textures';
import { FONT } from './theme';

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
}

/** Labels made so far: each draws into textures of its own, named by its number. */
let made = 0;

export class Label extends Phaser.GameObjects.Image {
  private words: string;
  private look: LabelStyle;
  private readonly id = made++;
  private drawn = 0;
  private key: string | null = null;

  constructor(scene: Phaser.Scene, x: number, y: number, text: string, style: LabelStyle) {
    super(scene, x, y, '__DEFAULT');
    this.words = text;
    this.look = style;
    this.draw();
    this.once(Phaser.GameObjects.Events.DESTROY, () => this.release());
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

  private draw(): void {
    const { size, colour, wrap, lineSpacing = 0, align = 'left' } = this.look;
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    // Measured at its own size, as a Text measures: small sizes' advances are not the large ones'
    // scaled (ui/measure.ts's estimate, which layout plans with, can differ by a few per cent).
    const font = `${size}px ${FONT}`;
    ctx.font = font;
    const measure = (s: string): number => ctx.measureText(s).width;
    const lines = wrap ? wrapWith(this.words, wrap, measure) : this.words.split('\n');
    const widths = lines.map((line) => Math.ceil(measure(line)));
    const { ascent, descent } = fontBox(size);
    const lineH = ascent + descent;
    // Never empty: the renderer cannot take a texture with no pixels.
    canvas.width = Math.max(1, ...widths);
    canvas.height = Math.max(1, Math.floor(lineH * lines.length + lineSpacing * (lines.length - 1)));
    // A canvas resized forgets its state.
    ctx.font = font;
    ctx.textBaseline = 'alphabetic';
    ctx.fillStyle = colour;
    lines.forEach((line, i) => {
      const x = align === 'center' ? (canvas.width - (widths[i] ?? 0)) / 2 : 0;
      ctx.fillText(line, Math.round(x), Math.round(i * (lineH + lineSpacing) + ascent));
    });
    const key = `label-${this.id}-${this.drawn++}`;
    plainTexture(this.scene, key, canvas);
    const old = this.key;
    this.key = key;
    this.setTexture(key);
    if (old) this.scene.textures.remove(old);
  }

  /** The label's texture goes with it (textures outlive scenes). */
  private release(): void {
    if (this.key) this.scene?.sys.textures.remove(this.key);
    this.key = null;
  }
}
