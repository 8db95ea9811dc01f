// The Phaser side every screen shares: its controls (ui/controls/controls.ts: named buttons, keyboard focus,
// the modal panel), the canvas's metrics (ui/screen/layout.ts) and laying out again when the window
// changes, fades, work that waits for the first frame, the background, and the test hook's
// answers (snapshot, locate, layout) and the DOM layer's (ui/controls/controlLayer.ts).

import Phaser from 'phaser';
import { warmSolverFor } from '../midend/browser/warm';
import type { Target } from '../midend/launch/navigation';
import type { LayoutItem, Point } from '../services/testHook';
import type { Button, ButtonOptions } from '../ui/controls/button';
import type { AccessibleControl } from '../ui/controls/controlLayer';
import { Controls } from '../ui/controls/controls';
import { noteKeyboard } from '../ui/controls/keyboardUse';
import { addMotes } from '../ui/look/backdrop';
import { fadeIn, fadeOut } from '../ui/look/fades';
import { fitFont } from '../ui/render';
import type { Modal, ScreenHost } from '../ui/screen/host';
import { type Metrics, metrics, type Rect } from '../ui/screen/layout';
import { layoutReport } from '../ui/screen/layoutReport';
import { type PanelLook, showPanel } from '../ui/screen/panel';
import { onNewCanvasSize } from './canvasSize';
import { type PartName, type Parts, part } from './chunks';
import { afterFrameShown, nextStep } from './frames';
import { loadScreen, notLoaded } from './loading';
import { screenName } from './screenNames';

export type { LayoutItem, Point };

export abstract class BaseScene extends Phaser.Scene implements ScreenHost {
  readonly controls = new Controls(this, () => this.arrowsMoveFocus());
  /** Counts this scene's runs (create after create), so work left for a later frame knows its run. */
  private runs = 0;
  /** Counts this scene's starts: a screen loading for a way out it no longer has is not started. */
  private starts = 0;

  /** Every start of the scene: one key listener for focus and the screen's own keys. */
  init(): void {
    this.starts++;
    this.controls.reset();
    this.input.keyboard?.on('keydown', (e: KeyboardEvent) => {
      noteKeyboard();
      if (this.controls.isLeaving) return;
      if (!this.controls.key(e)) this.onSceneKey(e);
    });
    onNewCanvasSize(this, () => this.relayout());
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

  /** Sizes for this canvas: fonts, buttons, margins (ui/screen/layout.ts). */
  get m(): Metrics {
    const css = this.scale.displayScale.x > 0 ? this.scale.displayScale.x : 1;
    return metrics(this.scale.width, this.scale.height, css);
  }

  get portrait(): boolean {
    return this.scale.height > this.scale.width;
  }

  /** The screen's own keys, when focus did not take the key. */
  protected onSceneKey(_e: KeyboardEvent): void {}

  /** Arrow keys move the focus (on screens without a board, and inside a dialog). */
  protected arrowsMoveFocus(): boolean {
    return true;
  }

  /** The largest font from `size` down to the floor at which `text` is at most `width` wide. */
  protected fitFont(text: string, width: number, size: number): number {
    return fitFont(text, width, size, Math.ceil(this.m.minFont));
  }

  /**
   * Destroy everything the screen drew, to draw it anew at another size. (Phaser's
   * `children.removeAll(true)` only takes objects off the display list, alive: their buttons' zones
   * went on taking presses where they had been, over the new layout.)
   */
  protected clearScreen(): void {
    for (const child of [...this.children.list]) child.destroy();
  }

  /** Call first in `create`: clears what a previous run of this scene kept, draws the background. */
  protected resetScene(): void {
    this.runs++;
    this.controls.buttons.clear();
    this.input.setDefaultCursor('default');
    this.afterFirstFrame(() => addMotes(this));
  }

  /** A check that this run of the screen is still the one shown (not stopped, not started again). */
  protected stillHere(): () => boolean {
    const run = this.runs;
    return () => run === this.runs && this.scene.isActive();
  }

  /** afterFrameShown for this run of the screen: skipped if it has stopped or started again. */
  protected afterShown(fn: () => void): void {
    const here = this.stillHere();
    afterFrameShown(this.game, () => {
      if (here()) fn();
    });
  }

  /**
   * Work that can wait a frame (decoration, not the controls): done at the start of the step after
   * this run's first frame is drawn, so the screen appears sooner. (Right after the render would be
   * too soon: the textures it makes would still go to the GPU with the first frame.) Skipped if the
   * scene has stopped or started again.
   */
  protected afterFirstFrame(fn: () => void): void {
    const here = this.stillHere();
    nextStep(this.game, () => {
      if (here()) fn();
    });
  }

  /** Fade the screen in from the background colour (ui/look/fades.ts). */
  protected fadeIn(durationMs: number): void {
    fadeIn(this.cameras.main, durationMs);
  }

  /** Fade the screen out to the background colour, then `then` (usually the next scene's start). */
  protected fadeOut(durationMs: number, then: () => void): void {
    this.controls.leave(); // the screen is going: a second click must not start something else
    fadeOut(this.cameras.main, durationMs, then);
  }

  /**
   * Go to another screen: fade out over `fadeMs` (none: at once) and start it. A screen not yet
   * loaded (scenes/chunks.ts; it usually is, fetched ahead) is loaded first, with this one still on
   * show; one that cannot be loaded leaves this screen as it was, saying so, with TRY AGAIN.
   * Its solver's worker starts meanwhile (par comes sooner).
   */
  goTo(target: Target, fadeMs = 0): Promise<void> {
    // The screen is going: a second press (a double click, DAILY twice) must not start it again.
    if (this.controls.isLeaving) return Promise.resolve();
    this.controls.leave();
    warmSolverFor(target.scene);
    const go = (): void => {
      const start = (): void => void this.scene.start(target.scene, target.data ?? {});
      if (fadeMs > 0) this.fadeOut(fadeMs, start);
      else start();
    };
    // Still this start of the screen (a new size lays a game screen out anew: it still goes).
    const start = this.starts;
    const here = (): boolean => start === this.starts && this.scene.isActive();
    const loading = loadScreen(this, target.scene);
    if (loading === true) {
      go();
      return Promise.resolve();
    }
    return loading.then((loaded) => {
      if (!here()) return;
      if (loaded) go();
      else this.cannotLoad(() => this.goTo(target, fadeMs));
    });
  }

  /** A feature of the screen in a chunk of its own (scenes/chunks.ts): used once it is here. */
  protected withPart<K extends PartName>(
    name: K,
    use: (module: Awaited<ReturnType<Parts[K]>>) => void,
  ): void {
    const here = this.stillHere();
    part(name).then(
      (module) => {
        if (here()) use(module as Awaited<ReturnType<Parts[K]>>);
      },
      () => {
        if (here()) this.cannotLoad(() => this.withPart(name, use));
      },
    );
  }

  /** A chunk did not arrive: stay here, say why, offer to try again. */
  protected cannotLoad(retry: () => void): void {
    this.controls.stay();
    if (this.controls.modal) return; // one question at a time: the one open already offers it
    notLoaded(this, retry, () => this.gaveUpLoading());
  }

  /** The player gave up on a chunk that did not arrive (OK): this screen stays, unless it says otherwise. */
  protected gaveUpLoading(): void {}

  /** A named button filling `r` (logical pixels); the name is how tests and the hook find it. */
  placeButton(name: string, r: Rect, text: string, onPress: () => void, opts: ButtonOptions = {}): Button {
    return this.controls.place(this.m, name, r, text, onPress, opts);
  }

  aliasButton(alias: string, name: string): void {
    this.controls.alias(alias, name);
  }

  /** A panel opened over the screen: focus and keys stay in it until it is destroyed. */
  openModal(modal: Modal): void {
    this.controls.openModal(modal);
  }

  /** Where the open panel's card is, if one is open (messages keep off it). */
  get modalCard(): Rect | null {
    return this.controls.modal?.card ?? null;
  }

  /** The boxes of the screen's buttons in view (messages at the foot keep off them where they can). */
  get buttonBoxes(): Rect[] {
    return [...this.controls.buttons.values()]
      .filter((b) => b.active && b.visible)
      .map((b) => ({ x: b.x - b.boxW / 2, y: b.y - b.boxH / 2, w: b.boxW, h: b.boxH }));
  }

  /** A panel over the screen (ui/screen/panel.ts). */
  showPanel(look: PanelLook): Phaser.GameObjects.Container {
    return showPanel(this, look);
  }

  // ————— the DOM layer for assistive technology (ui/controls/controlLayer.ts) —————

  /** The screen's name, as assistive technology reads it (game screens say their game's). */
  get screenTitle(): string {
    return screenName(this.scene.key);
  }

  accessibleControls(): AccessibleControl[] {
    return this.controls.accessibleControls();
  }

  focusControl(name: string): void {
    this.controls.focusControl(name);
  }

  pressControl(name: string): void {
    this.controls.pressControl(name);
  }

  get focusedButton(): string | null {
    return this.controls.focusedButton;
  }

  // ————— the test hook (services/testHook.ts) —————

  layoutReport(): LayoutItem[] {
    return layoutReport(this, this.controls);
  }

  /** JSON-safe state for `window.__prism.snapshot()`; screens with state override. */
  snapshot(): Record<string, unknown> | null {
    return null;
  }

  /** Canvas coordinates of a square's centre; screens with a board override. */
  locateCell(_x: number, _y: number): Point | null {
    return null;
  }

  /** `cell:X,Y` or `button:NAME` → canvas coordinates of its centre, or null. */
  locate(target: string): Point | null {
    const cell = /^cell:(\d+),(\d+)$/.exec(target);
    if (cell) return this.locateCell(Number(cell[1]), Number(cell[2]));
    const name = /^button:(.+)$/.exec(target)?.[1];
    return name === undefined ? null : this.controls.locate(name);
  }
}
