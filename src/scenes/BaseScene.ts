// What every screen shares: the animated background, named buttons the test hook can locate,
// portrait/landscape awareness, and the hook's per-scene answers (snapshot, locate).

import Phaser from 'phaser';
import { Button, type ButtonOptions } from '../ui/button';
import { reducedMotion } from '../ui/fx';
import { sparkTexture } from '../ui/textures';
import { UI } from '../ui/theme';

export type Point = { x: number; y: number };

export abstract class BaseScene extends Phaser.Scene {
  protected readonly buttons = new Map<string, Button>();

  get portrait(): boolean {
    return this.scale.height > this.scale.width;
  }

  /** Text and control size factor: a portrait screen is a phone held in the hand. */
  get uiScale(): number {
    return this.portrait ? 1.6 : 1;
  }

  /** A font size in pixels, scaled for the layout. */
  px(size: number): string {
    return `${Math.round(size * this.uiScale)}px`;
  }

  /** Call first in `create`: clears state kept from a previous run of this scene. */
  protected resetScene(): void {
    this.buttons.clear();
    this.input.setDefaultCursor('default');
    this.drawBackground();
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
    const k = this.uiScale;
    const scaled = {
      ...opts,
      width: (opts?.width ?? 220) * k,
      height: (opts?.height ?? 56) * k,
      fontSize: (opts?.fontSize ?? 16) * k,
    };
    const button = new Button(this, x, y, text, onPress, scaled);
    this.buttons.set(name, button);
    button.once(Phaser.GameObjects.Events.DESTROY, () => {
      if (this.buttons.get(name) === button) this.buttons.delete(name);
    });
    return button;
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
    // A plain clear colour: a full-screen gradient costs a whole frame's fill on software renderers.
    this.cameras.main.setBackgroundColor(UI.background);
    if (reducedMotion()) return;
    // Slow drifting motes of light give the arcade some life behind every screen.
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

function isShown(obj: Phaser.GameObjects.Container): boolean {
  for (let o: Phaser.GameObjects.Container | null = obj; o; o = o.parentContainer) {
    if (!o.visible || !o.active) return false;
  }
  return true;
}
