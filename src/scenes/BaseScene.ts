// What every screen shares: the animated background, named buttons the test hook can locate,
// keyboard focus over those buttons (Tab or arrows, Enter; in a dialog Esc, Y and N), modal panels,
// the layout metrics of the canvas (ui/layout.ts) and laying out again when the window changes,
// and the hook's per-scene answers (snapshot, locate, layout).

import Phaser from 'phaser';
import { t } from '../i18n/i18n';
import { play } from '../services/sound';
import type { LayoutItem, Point } from '../services/testHook';
import { Button, type ButtonOptions } from '../ui/button';
import type { AccessibleControl } from '../ui/controlLayer';
import { reducedMotion } from '../ui/fx';
import { keyboardUsed, noteKeyboard } from '../ui/keyboardUse';
import { type Metrics, metrics, type Rect } from '../ui/layout';
import { fitFont } from '../ui/measure';
import { type Modal, showPanel } from '../ui/panel';
import { sparkTexture } from '../ui/textures';
import { toCss, UI } from '../ui/theme';

/** The background colour as red, green, blue: fades go to and from it. */
const BACKGROUND_RGB = [
  (UI.background >> 16) & 255,
  (UI.background >> 8) & 255,
  UI.background & 255,
] as const;

export type { LayoutItem, Point };

/** A yes/no question: its title, one line, and the names and labels of its two answers. */
export interface Question {
  readonly title: string;
  readonly line: string;
  readonly yes: { readonly name: string; readonly label: string };
  readonly no: { readonly name: string; readonly label: string };
}

export abstract class BaseScene extends Phaser.Scene {
  protected readonly buttons = new Map<string, Button>();
  /** The open modal panel: keys and focus stay inside it. */
  protected modal: Modal | null = null;
  /** The focused button, by name, so focus survives a screen redrawing its buttons. */
  private focusName: string | null = null;
  /** Counts this scene's runs (create after create), so work left for a later frame knows its run. */
  private runs = 0;

  /** Every start of the scene: one key listener for focus and the screen's own keys. */
  init(): void {
    this.modal = null;
    this.focusName = null;
    this.input.keyboard?.on('keydown', (e: KeyboardEvent) => {
      noteKeyboard();
      if (!this.focusKey(e)) this.onSceneKey(e);
    });
    const onResize = (): void => this.relayout();
    this.scale.on(Phaser.Scale.Events.RESIZE, onResize);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
      this.scale.off(Phaser.Scale.Events.RESIZE, onResize),
    );
  }

  /**
   * The canvas changed size (the window turned or was resized): lay the screen out again. By default
   * the screen starts again with `restartData()`; screens with state worth keeping override this.
   */
  protected relayout(): void {
    if (this.scene.isActive()) this.scene.restart(this.restartData());
  }

  /** What a restart for a new size starts from (default: the data the screen was started with). */
  protected restartData(): object {
    return (this.sys.settings.data as object | undefined) ?? {};
  }

  /** Sizes for this canvas: fonts, buttons, margins (ui/layout.ts). */
  get m(): Metrics {
    const css = this.scale.displayScale.x > 0 ? this.scale.displayScale.x : 1;
    return metrics(this.scale.width, this.scale.height, css);
  }

  /** The screen's own keys, when focus did not take the key. */
  protected onSceneKey(_e: KeyboardEvent): void {}

  /** Arrow keys move the focus (on screens without a board, and inside a dialog). */
  protected arrowsMoveFocus(): boolean {
    return true;
  }

  get portrait(): boolean {
    return this.scale.height > this.scale.width;
  }

  /** Design pixels to logical pixels: sizes written for a 1280×720 screen are multiplied by this. */
  get uiScale(): number {
    return this.m.unit;
  }

  /** A font size given in design pixels, for this canvas, never under the 10 CSS pixel floor. */
  px(size: number): string {
    const m = this.m;
    return `${Math.max(m.minFont, Math.round(size * m.unit))}px`;
  }

  /** The largest font from `size` down to the floor at which `text` is at most `width` wide. */
  protected fitFont(text: string, width: number, size: number): number {
    return fitFont(text, width, size, Math.ceil(this.m.minFont));
  }

  /** Call first in `create`: clears state kept from a previous run of this scene. */
  protected resetScene(): void {
    this.runs++;
    this.buttons.clear();
    this.input.setDefaultCursor('default');
    this.drawBackground();
  }

  /**
   * Work that can wait a frame (decoration, not the controls): done at the start of the step after
   * this run's first frame is drawn, so the screen appears sooner. (Right after the render would be
   * too soon: the textures it makes would still go to the GPU with the first frame.) Skipped if the
   * scene has stopped or started again.
   */
  protected afterFirstFrame(fn: () => void): void {
    const run = this.runs;
    this.game.events.once(Phaser.Core.Events.POST_RENDER, () => {
      this.game.events.once(Phaser.Core.Events.PRE_STEP, () => {
        if (run === this.runs && this.scene.isActive()) fn();
      });
    });
  }

  /**
   * Fade the screen in from the background colour. Once done, the fade is reset: a finished fade-in
   * still draws a transparent full-screen quad every frame, a costly fill on software WebGL.
   */
  protected fadeIn(durationMs: number): void {
    const camera = this.cameras.main;
    camera.fadeIn(durationMs, ...BACKGROUND_RGB);
    camera.once(Phaser.Cameras.Scene2D.Events.FADE_IN_COMPLETE, () => camera.fadeEffect.reset());
  }

  /** Fade the screen out to the background colour, then `then` (usually the next scene's start). */
  protected fadeOut(durationMs: number, then: () => void): void {
    this.cameras.main.fadeOut(durationMs, ...BACKGROUND_RGB);
    this.cameras.main.once(Phaser.Cameras.Scene2D.Events.FADE_OUT_COMPLETE, then);
  }

  /** A named button; the name is how tests and the hook find it (`button:NAME`). */
  addButton(
    name: string,
    x: number,
    y: number,
    text: string,
    onPress: () => void,
    opts?: ButtonOptions,
  ): Button {
    const m = this.m;
    const k = m.unit;
    const scaled = {
      ...opts,
      width: (opts?.width ?? 220) * k,
      height: Math.max(m.compact ? m.buttonH : 0, (opts?.height ?? 56) * k),
      fontSize: Math.max(m.minFont, (opts?.fontSize ?? 16) * k),
    };
    return this.keepButton(name, new Button(this, x, y, text, onPress, { minFont: m.minFont, ...scaled }));
  }

  /** A named button filling `r` (logical pixels); its label shrinks or shortens to fit. */
  placeButton(name: string, r: Rect, text: string, onPress: () => void, opts: ButtonOptions = {}): Button {
    const m = this.m;
    const button = new Button(this, r.x + r.w / 2, r.y + r.h / 2, text, onPress, {
      fontSize: m.font('label'),
      minFont: m.minFont,
      ...opts,
      width: r.w,
      height: r.h,
    });
    return this.keepButton(name, button);
  }

  private keepButton(name: string, button: Button): Button {
    this.buttons.set(name, button);
    if (name === this.focusName) button.setFocus(true);
    button.once(Phaser.GameObjects.Events.DESTROY, () => {
      if (this.buttons.get(name) === button) this.buttons.delete(name);
    });
    return button;
  }

  // ————— modal panels and keyboard focus —————

  /** A panel opened over the screen: focus and keys stay in it until it is destroyed. */
  openModal(modal: Modal): void {
    this.modal = modal;
    this.setFocused(null);
    modal.root.once(Phaser.GameObjects.Events.DESTROY, () => {
      if (this.modal === modal) this.modal = null;
      this.setFocused(null);
    });
    // A keyboard player lands on the panel's first button.
    const start = modal.focus === undefined ? undefined : this.buttons.get(modal.focus);
    if (keyboardUsed()) this.setFocused(start ?? this.focusables()[0] ?? null);
  }

  /** Buttons the keyboard can reach: shown and enabled, inside the open modal if there is one. */
  private focusables(): Button[] {
    return [...this.buttons.values()].filter(
      (b) => isShown(b) && b.isEnabled && (!this.modal || isInside(b, this.modal.root)),
    );
  }

  // ————— the DOM layer for assistive technology (ui/controlLayer.ts) —————

  /** The screen's name, as assistive technology reads it (game screens say their game's). */
  get screenTitle(): string {
    switch (this.scene.key) {
      case 'Menu':
        return t('Prism Arcade menu');
      case 'HowToPlay':
        return t('How to play');
      case 'JokerOptions':
        return t('Joker Coloring options');
      default:
        return t('Loading');
    }
  }

  /** The controls the keyboard steps through, in its order, with their names and places. */
  accessibleControls(): AccessibleControl[] {
    return [...this.buttons.entries()]
      .filter(([, b]) => isShown(b) && isVisible(b) && (!this.modal || isInside(b, this.modal.root)))
      .map(([name, b]) => ({
        name,
        label: b.accessibleName,
        enabled: b.isEnabled,
        bounds: controlBounds(b),
      }));
  }

  focusControl(name: string): void {
    const b = this.buttons.get(name);
    if (b?.isEnabled && this.focusables().includes(b)) this.setFocused(b);
  }

  pressControl(name: string): void {
    const b = this.buttons.get(name);
    if (b && isShown(b) && (!this.modal || isInside(b, this.modal.root))) b.press();
  }

  /** The name of the button the keyboard's focus is on, if it is shown and enabled (test hook). */
  get focusedButton(): string | null {
    return this.focused ? this.focusName : null;
  }

  private get focused(): Button | null {
    const b = this.focusName === null ? undefined : this.buttons.get(this.focusName);
    return b && isShown(b) && b.isEnabled ? b : null;
  }

  private setFocused(b: Button | null): void {
    const old = this.focusName === null ? undefined : this.buttons.get(this.focusName);
    if (old !== b) old?.setFocus(false);
    this.focusName = b ? ([...this.buttons.entries()].find(([, v]) => v === b)?.[0] ?? null) : null;
    b?.setFocus(true);
  }

  private moveFocus(step: number): void {
    const list = this.focusables();
    if (list.length === 0) return;
    const current = this.focused;
    const i = current ? list.indexOf(current) : -1;
    const next = i < 0 ? (step > 0 ? 0 : list.length - 1) : (i + step + list.length) % list.length;
    this.setFocused(list[next] ?? null);
  }

  private pressNamed(name: string | undefined): boolean {
    const b = name === undefined ? undefined : this.buttons.get(name);
    if (!b || !isShown(b)) return false;
    b.press();
    return true;
  }

  /** Tab, arrows and Enter over the buttons; Esc, Y and N in a dialog. True when the key was used. */
  private focusKey(e: KeyboardEvent): boolean {
    const arrows = this.modal !== null || this.arrowsMoveFocus();
    // Arrows that drive a board take the keyboard back from the buttons.
    if (!arrows && e.key.startsWith('Arrow')) this.setFocused(null);
    if (e.key === 'Tab' || (arrows && e.key.startsWith('Arrow'))) {
      e.preventDefault();
      this.moveFocus(
        e.key === 'Tab' ? (e.shiftKey ? -1 : 1) : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 1,
      );
      return true;
    }
    const focused = this.focused;
    if ((e.key === 'Enter' || e.key === ' ') && focused) {
      e.preventDefault();
      focused.press();
      return true;
    }
    if (!this.modal) return false;
    if (e.key === 'Enter') {
      // Enter in a dialog nobody has tabbed through: its default button.
      const start = this.modal.focus === undefined ? undefined : this.buttons.get(this.modal.focus);
      const b = start ?? this.focusables()[0];
      if (b) b.press();
      return b !== undefined;
    }
    const k = e.key.toLowerCase();
    if (k === 'y') return this.pressNamed(this.modal.yes);
    if (k === 'n') return this.pressNamed(this.modal.no ?? this.modal.cancel);
    if (k === 'escape') return this.pressNamed(this.modal.cancel);
    return false;
  }

  /**
   * Ask before something that cannot be taken back. Y or Enter answer yes; N, Esc or the second
   * button no (a keyboard player starts on the safe answer). Returns the question's panel.
   */
  ask(q: Question, onYes: () => void, onNo: () => void): Phaser.GameObjects.Container {
    play('invalid');
    return showPanel(this, {
      title: q.title,
      titleColor: toCss(UI.danger),
      lines: [q.line],
      buttons: [
        { name: q.yes.name, label: q.yes.label, color: UI.danger, onPress: onYes },
        { name: q.no.name, label: q.no.label, onPress: onNo },
      ],
      yes: q.yes.name,
      no: q.no.name,
      cancel: q.no.name,
      focus: q.no.name,
    });
  }

  /**
   * Every visible control and text on the screen (an open panel included) with its bounds in canvas
   * pixels, for the test hook's `layout()`: controls by their `button:NAME` name with the bounds of
   * their label; free texts with their font size. The layout audit checks these.
   */
  layoutReport(): LayoutItem[] {
    const names = new Map(
      [...this.buttons.entries()].map(([name, b]) => [b as Phaser.GameObjects.GameObject, name]),
    );
    const out: LayoutItem[] = [];
    const box = (b: Phaser.Geom.Rectangle) => ({ x: b.x, y: b.y, w: b.width, h: b.height });
    const visit = (o: Phaser.GameObjects.GameObject): void => {
      if (!isVisible(o)) return;
      if (o instanceof Button) {
        out.push({
          kind: 'control',
          name: names.get(o) ?? null,
          text: o.label.text,
          bounds: controlBounds(o),
          textBounds: o.label.text ? box(o.label.getBounds()) : null,
          fontSize: restingFont(o.label),
          inModal: this.inModal(o),
        });
        return;
      }
      if (o instanceof Phaser.GameObjects.Container) {
        for (const child of o.list) visit(child);
        return;
      }
      if (o instanceof Phaser.GameObjects.Text && o.text.trim() !== '') {
        out.push({
          kind: 'text',
          name: null,
          text: o.text,
          bounds: box(o.getBounds()),
          textBounds: null,
          fontSize: restingFont(o),
          inModal: this.inModal(o),
        });
      }
    };
    for (const o of this.children.list) visit(o);
    return out;
  }

  private inModal(o: Phaser.GameObjects.GameObject): boolean {
    const root = this.modal?.root;
    for (let x: Phaser.GameObjects.GameObject | null = o; root && x; x = x.parentContainer)
      if (x === root) return true;
    return false;
  }

  /** JSON-safe state for `window.__prism.snapshot()`; game scenes override. */
  snapshot(): Record<string, unknown> | null {
    return null;
  }

  /** Canvas coordinates of a square's centre; game scenes override. */
  locateCell(_x: number, _y: number): Point | null {
    return null;
  }

  /** `cell:X,Y` or `button:NAME` → canvas coordinates of its centre, or null. */
  locate(target: string): Point | null {
    const cell = /^cell:(\d+),(\d+)$/.exec(target);
    if (cell) return this.locateCell(Number(cell[1]), Number(cell[2]));
    const name = /^button:(.+)$/.exec(target)?.[1];
    const button = name === undefined ? undefined : this.buttons.get(name);
    if (!button || !isShown(button)) return null;
    const m = button.getWorldTransformMatrix();
    return { x: Math.round(m.tx), y: Math.round(m.ty) };
  }

  private drawBackground(): void {
    const { width: W, height: H } = this.scale;
    // The background is the game's clear colour (backgroundColor in main.ts): a camera background
    // or a gradient would fill the whole screen a second time every frame, a large part of a
    // frame's cost on software renderers.
    if (reducedMotion()) return;
    // Slow drifting motes of light give the arcade some life behind every screen.
    this.afterFirstFrame(() => this.addMotes(W, H));
  }

  private addMotes(W: number, H: number): void {
    this.add
      .particles(0, 0, sparkTexture(this), {
        x: { min: 0, max: W },
        y: { min: 0, max: H },
        lifespan: 6000,
        speedY: { min: -18, max: -6 },
        scale: { start: 0.2, end: 0.7 },
        alpha: { start: 0, end: 0.25, ease: 'Sine.InOut' },
        tint: [0x7a5cff, 0xff4fd8, 0x2ee6e6, 0xffd23f],
        frequency: 220,
        blendMode: 'ADD',
      })
      .setDepth(-99);
  }
}

/**
 * A text's font size as the player reads it: the screens lay out at scale 1 and only animations
 * scale (a press squash, a panel popping in), so the size at rest is the style's.
 */
const restingFont = (t: Phaser.GameObjects.Text): number => parseFloat(String(t.style.fontSize));

/** A button's box on the canvas (canvas pixels), its container's moves and scale included. */
function controlBounds(o: Button): { x: number; y: number; w: number; h: number } {
  const m = o.getWorldTransformMatrix();
  const sx = Math.hypot(m.a, m.b);
  const sy = Math.hypot(m.c, m.d);
  return { x: m.tx - (o.boxW * sx) / 2, y: m.ty - (o.boxH * sy) / 2, w: o.boxW * sx, h: o.boxH * sy };
}

/** Drawn and not faded out, itself and every container above it. */
function isVisible(o: Phaser.GameObjects.GameObject): boolean {
  const shown = (x: Phaser.GameObjects.GameObject): boolean => {
    const v = x as Partial<Phaser.GameObjects.Components.Visible & Phaser.GameObjects.Components.Alpha>;
    return x.active && v.visible !== false && (v.alpha === undefined || v.alpha > 0.05);
  };
  for (let x: Phaser.GameObjects.GameObject | null = o; x; x = x.parentContainer) if (!shown(x)) return false;
  return true;
}

function isInside(obj: Phaser.GameObjects.Container, root: Phaser.GameObjects.Container): boolean {
  for (let o: Phaser.GameObjects.Container | null = obj; o; o = o.parentContainer)
    if (o === root) return true;
  return false;
}

function isShown(obj: Phaser.GameObjects.Container): boolean {
  for (let o: Phaser.GameObjects.Container | null = obj; o; o = o.parentContainer) {
    if (!o.visible || !o.active) return false;
  }
  return true;
}
