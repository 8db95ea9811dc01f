// A screen's controls, written once for every screen: its buttons by name (the names the test hook
// and the DOM layer find them by), the keyboard's focus over them (Tab or arrows, Enter; in a
// dialog Esc, Y and N), and the open modal panel, which keeps keys and focus inside it.

import type Phaser from 'phaser';
import type { Point } from '../../services/testHook';
import type { Modal } from '../screen/host';
import type { Metrics, Rect } from '../screen/layout';
import { Button, type ButtonOptions } from './button';
import type { AccessibleControl } from './controlLayer';
import { keyboardUsed } from './keyboardUse';
import { type Arrow, nearestToward } from './spatial';

export class Controls {
  readonly buttons = new Map<string, Button>();
  /** The open modal panel: keys and focus stay in it until it is destroyed. */
  modal: Modal | null = null;
  /** The focused button, by name, so focus survives a screen redrawing its buttons. */
  private focusName: string | null = null;
  /** The screen is fading out to another: presses go nowhere (a double click's second half). */
  private leaving = false;
  /** Second names of buttons (a card's PLAY is also `continue-<game>` while it reads CONTINUE). */
  private readonly aliases = new Map<string, string>();

  constructor(
    private readonly scene: Phaser.Scene,
    /** Arrow keys move the focus (screens without a board; always inside a dialog). */
    private readonly arrowsMoveFocus: () => boolean,
  ) {}

  /** A new run of the screen: no buttons, no modal, no focus. */
  reset(): void {
    this.buttons.clear();
    this.aliases.clear();
    this.modal = null;
    this.focusName = null;
    this.leaving = false;
  }

  /** `alias` names the button `name` too, for the test hook. */
  alias(alias: string, name: string): void {
    this.aliases.set(alias, name);
  }

  /** The button a name or an alias names. */
  private named(name: string): Button | undefined {
    return this.buttons.get(name) ?? this.buttons.get(this.aliases.get(name) ?? '');
  }

  /** The screen is on its way out: no button does anything from now until the next run. */
  leave(): void {
    this.leaving = true;
  }

  /** The way out failed (its screen could not be loaded): the buttons work again. */
  stay(): void {
    this.leaving = false;
  }

  get isLeaving(): boolean {
    return this.leaving;
  }

  /** A named button filling `r` (logical pixels); its label shrinks or shortens to fit. */
  place(
    m: Metrics,
    name: string,
    r: Rect,
    text: string,
    onPress: () => void,
    opts: ButtonOptions = {},
  ): Button {
    const press = (): void => {
      if (!this.leaving) onPress();
    };
    const button = new Button(this.scene, r.x + r.w / 2, r.y + r.h / 2, text, press, {
      fontSize: m.font('label'),
      minFont: m.minFont,
      ...opts,
      width: r.w,
      height: r.h,
    });
    this.buttons.set(name, button);
    if (name === this.focusName) button.setFocus(true);
    button.once('destroy', () => {
      if (this.buttons.get(name) === button) this.buttons.delete(name);
    });
    return button;
  }

  openModal(modal: Modal): void {
    this.modal = modal;
    this.setFocused(null);
    modal.root.once('destroy', () => {
      if (this.modal === modal) this.modal = null;
      this.setFocused(null);
    });
    // A keyboard player lands on the panel's first button (or the one it names).
    const start = modal.focus === undefined ? undefined : this.buttons.get(modal.focus);
    if (keyboardUsed()) this.setFocused(start ?? this.focusables()[0] ?? null);
  }

  /** Buttons the keyboard can reach: shown and enabled, inside the open modal if there is one. */
  private focusables(): Button[] {
    return [...this.buttons.values()].filter(
      (b) => isShown(b) && b.isEnabled && (!this.modal || isInside(b, this.modal.root)),
    );
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
    const b = this.named(name);
    if (b && isShown(b) && (!this.modal || isInside(b, this.modal.root))) b.press();
  }

  /** The name of the button the keyboard's focus is on, if it is shown and enabled. */
  get focusedButton(): string | null {
    return this.focused ? this.focusName : null;
  }

  /** Canvas coordinates of a shown button's centre. */
  locate(name: string): Point | null {
    const button = this.named(name);
    if (!button || !isShown(button)) return null;
    const m = button.getWorldTransformMatrix();
    return { x: Math.round(m.tx), y: Math.round(m.ty) };
  }

  /** The name of a button, if it is one of these. */
  nameOf(o: Phaser.GameObjects.GameObject): string | null {
    for (const [name, b] of this.buttons) if (b === o) return name;
    return null;
  }

  /** Part of the open modal panel. */
  inModal(o: Phaser.GameObjects.GameObject): boolean {
    const root = this.modal?.root;
    for (let x: Phaser.GameObjects.GameObject | null = o; root && x; x = x.parentContainer)
      if (x === root) return true;
    return false;
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

  /** Focus the nearest control in the arrow's direction: false if none is that way (or none focused). */
  private moveFocusToward(arrow: Arrow): boolean {
    const current = this.focused;
    if (!current) return false;
    const list = this.focusables().filter((b) => b !== current);
    const at = list[nearestToward(arrow, centreOf(current), list.map(centreOf))];
    if (!at) return false;
    this.setFocused(at);
    return true;
  }

  private pressNamed(name: string | undefined): boolean {
    const b = name === undefined ? undefined : this.buttons.get(name);
    if (!b || !isShown(b)) return false;
    b.press();
    return true;
  }

  /** Tab, arrows and Enter over the buttons; Esc, Y and N in a dialog. True when the key was used. */
  key(e: KeyboardEvent): boolean {
    const arrows = this.modal !== null || this.arrowsMoveFocus();
    // Arrows that drive a board take the keyboard back from the buttons.
    if (!arrows && e.key.startsWith('Arrow')) this.setFocused(null);
    if (e.key === 'Tab' || (arrows && e.key.startsWith('Arrow'))) {
      e.preventDefault();
      const back = e.key === 'Tab' ? e.shiftKey : e.key === 'ArrowLeft' || e.key === 'ArrowUp';
      // Arrows go by position (to the nearest control that way); Tab, and an arrow with nothing that
      // way, by the order the controls have.
      if (e.key === 'Tab' || !this.moveFocusToward(e.key as Arrow)) this.moveFocus(back ? -1 : 1);
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
      b?.press();
      return b !== undefined;
    }
    const k = e.key.toLowerCase();
    if (k === 'y') return this.pressNamed(this.modal.yes);
    if (k === 'n') return this.pressNamed(this.modal.no ?? this.modal.cancel);
    if (k === 'escape') return this.pressNamed(this.modal.cancel);
    return false;
  }
}

/** A button's centre on the canvas. */
function centreOf(o: Button): { x: number; y: number } {
  const m = o.getWorldTransformMatrix();
  return { x: m.tx, y: m.ty };
}

/** A button's box on the canvas (canvas pixels), its container's moves and scale included. */
export function controlBounds(o: Button): { x: number; y: number; w: number; h: number } {
  const m = o.getWorldTransformMatrix();
  const sx = Math.hypot(m.a, m.b);
  const sy = Math.hypot(m.c, m.d);
  return { x: m.tx - (o.boxW * sx) / 2, y: m.ty - (o.boxH * sy) / 2, w: o.boxW * sx, h: o.boxH * sy };
}

/** Drawn and not faded out, itself and every container above it. */
export function isVisible(o: Phaser.GameObjects.GameObject): boolean {
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

export function isShown(obj: Phaser.GameObjects.Container): boolean {
  for (let o: Phaser.GameObjects.Container | null = obj; o; o = o.parentContainer) {
    if (!o.visible || !o.active) return false;
  }
  return true;
}
