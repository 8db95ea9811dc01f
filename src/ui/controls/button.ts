// The one button of the arcade: a rounded glowing pill with a label, hover lift, press squash,
// a click sound, and an optional keyboard shortcut shown in its label.

import Phaser from 'phaser';
import { getSettings, onSettingsChange } from '../../services/settings';
import { play } from '../../services/sound';
import { type GlyphShape, readableOn, shade, UI } from '../look/theme';
import { glyphTexture, Label, showPanel, textWidth } from '../render';
import { fitLabel } from '../screen/layout';
import { keyboardUsed, onKeyboardUsed } from './keyboardUse';

export interface ButtonOptions {
  width?: number;
  height?: number;
  color?: number;
  fontSize?: number;
  textColor?: string;
  /** Play the click sound on press (games that play their own sound turn it off). */
  clickSound?: boolean;
  /** The keyboard letter that does the same, shown after the label once a keyboard is used. */
  shortcut?: string;
  /** A colour button's glyph, shown before the label when colour-blind glyphs are on. */
  glyph?: GlyphShape;
  /** The smallest font the label may shrink to so that it fits (default: no shrinking). */
  minFont?: number;
  /** A shorter label used when the full one does not fit even at `minFont`. */
  short?: string;
  /** What assistive technology says for a button whose label is a symbol ("?", "+"). */
  ariaLabel?: string;
  /** The player is heading for the button: the pointer is over it, or the keyboard's focus. */
  onHeading?: () => void;
  /** A picture in place of the label (a texture's key); `ariaLabel` says what it means. */
  icon?: string;
}

export class Button extends Phaser.GameObjects.Container {
  readonly bg: Phaser.GameObjects.Image;
  readonly label: Label;
  private enabled = true;
  private glow: Phaser.Tweens.Tween | null = null;
  private fill: number;
  private text: string;
  private shortText: string | undefined;
  private focused = false;
  private ariaName: string | undefined;
  /** The focus ring, drawn the first time the button has the keyboard's focus. */
  private ring: Phaser.GameObjects.Graphics | null = null;
  private readonly glyph: Phaser.GameObjects.Image | null = null;
  readonly boxW: number;
  readonly boxH: number;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    text: string,
    private readonly onPress: () => void,
    private readonly opts: ButtonOptions = {},
  ) {
    super(scene, x, y);
    this.boxW = opts.width ?? 220;
    this.boxH = opts.height ?? 56;
    this.fill = opts.color ?? UI.panelEdge;
    this.text = text;
    this.bg = scene.add.image(0, 0, '__DEFAULT');
    if (opts.glyph) {
      const size = (opts.fontSize ?? 16) * 1.5;
      this.glyph = scene.add
        .image(0, 0, glyphTexture(scene, opts.glyph, size))
        .setVisible(getSettings().glyphs);
    }
    // Made with its fitted words and size at once: each change draws it again.
    const fit = this.fitted();
    // On a coloured button the label takes whichever of white and ink reads better.
    const colour = opts.textColor ?? (opts.color === undefined ? UI.text : readableOn(opts.color));
    this.label = new Label(scene, 0, 0, fit.text, { size: fit.size, colour, align: 'center' });
    this.add([this.bg, this.label]);
    if (opts.icon) this.add(scene.add.image(0, 0, opts.icon));
    if (this.glyph) {
      this.add(this.glyph);
      const off = onSettingsChange(() => this.setText(this.text));
      this.once(Phaser.GameObjects.Events.DESTROY, off);
    }
    if (opts.shortcut) {
      const off = onKeyboardUsed(() => this.setText(this.text));
      this.once(Phaser.GameObjects.Events.DESTROY, off);
    }
    this.setText(text);
    this.draw(false);
    this.setSize(this.boxW, this.boxH);
    const zone = scene.add.zone(0, 0, this.boxW, this.boxH).setInteractive({ useHandCursor: true });
    this.add(zone);
    zone.on('pointerover', () => {
      this.opts.onHeading?.();
      if (this.enabled) this.draw(true);
    });
    zone.on('pointerout', () => {
      this.draw(this.focused);
      this.setScale(1);
    });
    zone.on('pointerdown', () => this.press());
    scene.add.existing(this);
  }

  /** The button's name for assistive technology: its own words, or its whole label. */
  get accessibleName(): string {
    return this.ariaName ?? this.opts.ariaLabel ?? this.text;
  }

  /** Say something else for a symbol-labelled button (a zoom that turns from + to -). */
  setAccessibleName(name: string): this {
    this.ariaName = name;
    return this;
  }

  /** Fire as if clicked (used by keyboard shortcuts so keys and clicks behave the same). */
  press(): void {
    if (!this.enabled || !this.visible) return;
    if (this.opts.clickSound !== false) play('click');
    this.scene.tweens.add({ targets: this, scale: { from: 0.9, to: 1 }, duration: 140, ease: 'Back.Out' });
    this.onPress();
  }

  /** A new label, and optionally a shorter one for when it does not fit. */
  setText(text: string, short?: string): this {
    this.text = text;
    if (short !== undefined) this.shortText = short;
    this.glyph?.setVisible(getSettings().glyphs);
    const fit = this.fitted();
    this.label.set(fit.text, { size: fit.size });
    this.placeLabel();
    return this;
  }

  /** The glyph (when shown) and the label, centred together. */
  private placeLabel(): void {
    const g = this.glyph;
    if (!g) return;
    const on = getSettings().glyphs;
    g.setVisible(on);
    if (!on) {
      this.label.setX(0);
      return;
    }
    const gap = 6;
    const total = g.width + (this.label.text ? gap + this.label.width : 0);
    g.setX(-total / 2 + g.width / 2);
    this.label.setX(-total / 2 + g.width + gap + this.label.width / 2);
  }

  /** The label, with the keyboard letter once a keyboard is in use, fitted to the button. */
  private fitted(): { text: string; size: number } {
    // Longest first: with the keyboard letter, then the short label with it, then both without.
    const key = this.opts.shortcut && keyboardUsed() ? ` ${this.opts.shortcut}` : '';
    const short = this.shortText ?? this.opts.short;
    const names = [this.text, ...(short && short !== this.text ? [short] : [])];
    const labels = [...names.map((n) => `${n}${key}`), ...(key ? names : [])];
    const size = this.opts.fontSize ?? 16;
    const room = this.boxW - Math.max(12, this.boxH * 0.3) - (this.glyph?.visible ? this.glyph.width + 6 : 0);
    return fitLabel(labels, room, size, Math.min(size, this.opts.minFont ?? size), textWidth);
  }

  /** Keyboard focus: the hover look and a gold ring. */
  setFocus(on: boolean): this {
    if (on) this.opts.onHeading?.();
    this.focused = on;
    if (on && !this.ring) {
      // Under the face, as the first child.
      this.ring = this.scene.add.graphics();
      this.ring.lineStyle(4, UI.accent, 1);
      this.ring.strokeRoundedRect(-this.boxW / 2 - 5, -this.boxH / 2 - 5, this.boxW + 10, this.boxH + 10, 16);
      this.addAt(this.ring, 0);
    }
    this.ring?.setVisible(on);
    this.draw(on);
    return this;
  }

  setFill(color: number): this {
    this.fill = color;
    if (this.opts.textColor === undefined) this.label.setColor(readableOn(color));
    this.draw(false);
    return this;
  }

  setEnabled(on: boolean): this {
    this.enabled = on;
    this.setAlpha(on ? 1 : 0.35);
    return this;
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  get glowing(): boolean {
    return this.glow !== null;
  }

  /** A pulsing glow to draw the eye (hints). */
  setGlow(on: boolean): this {
    this.glow?.remove();
    this.glow = null;
    this.label.setScale(1);
    if (on) {
      this.glow = this.scene.tweens.add({
        targets: this.label,
        scale: 1.25,
        duration: 350,
        yoyo: true,
        repeat: -1,
      });
    }
    this.draw(on);
    return this;
  }

  private draw(hover: boolean): void {
    const { boxW: w, boxH: h } = this;
    const look = hover
      ? { fill: shade(this.fill, 0.15), glow: this.fill, glowAlpha: 0.35, raised: true }
      : { fill: this.fill, raised: true };
    showPanel(this.bg, w, h, look);
    const pad = hover ? 6 : 0;
    // Centre the face (not the glow or the raised base) on the button's position.
    this.bg.setOrigin(0.5, (pad + h / 2) / (h + pad * 2 + 4));
  }
}
