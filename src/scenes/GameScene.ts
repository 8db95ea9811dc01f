// What the three game screens share: the seed, the undo history and its buttons and keys,
// save and resume, the move animator, the title bar and the toolbar. A game scene adds its
// board, turns input into moves, and animates what the logic says changed.

import type Phaser from 'phaser';
import type { History } from '../logic/history';
import * as H from '../logic/history';
import { randomSeed } from '../services/deepLink';
import type { SavedGame } from '../services/savedGame';
import { play } from '../services/sound';
import { Animator } from '../ui/animator';
import type { BoardView } from '../ui/boardView';
import type { Button, ButtonOptions } from '../ui/button';
import { ms, reducedMotion } from '../ui/fx';
import { FONT, UI } from '../ui/theme';
import { toast } from '../ui/toast';
import { BaseScene, type Point } from './BaseScene';
import type { LaunchData } from './BootScene';

export interface GameLaunch extends LaunchData {
  /** Start a new deal even if a saved game exists (new deal, replay). */
  fresh?: boolean;
}

export abstract class GameScene<S, M> extends BaseScene {
  protected history!: History<S>;
  protected seed = 0;
  protected meta!: M;
  protected anim!: Animator;
  /** The game's board; every game scene creates one in its layout. */
  protected board!: BoardView;
  protected abstract readonly saved: SavedGame<S, M>;

  protected get state(): S {
    return this.history.present;
  }

  /** Set up shared pieces; call at the start of `create`. */
  protected setupGame(): void {
    this.resetScene();
    this.anim = new Animator(this);
    this.input.keyboard?.addCapture('UP,DOWN,LEFT,RIGHT,SPACE,ENTER,BACKSPACE,DELETE');
    this.input.keyboard?.on('keydown', (e: KeyboardEvent) => this.onKey(e));
    this.cameras.main.fadeIn(ms(250), 11, 10, 26);
  }

  /**
   * Resume the saved game, or deal a new one. A saved game is resumed unless the launch asks for
   * a fresh deal or names a different seed (a reload keeps its URL, so the same seed resumes).
   */
  protected resumeOrDeal(
    data: GameLaunch,
    deal: (seed: number) => { state: S; meta: M },
    sameGame?: (m: M) => boolean,
  ): void {
    for (const m of data.messages ?? []) toast(this, m);
    const saved = data.fresh ? undefined : this.saved.load();
    const seedMatches = data.seed === null || data.seed === undefined || data.seed === saved?.seed;
    if (saved && seedMatches && (sameGame?.(saved.meta) ?? true)) {
      this.seed = saved.seed;
      this.history = saved.history;
      this.meta = saved.meta;
      return;
    }
    this.seed = data.seed ?? randomSeed();
    const fresh = deal(this.seed);
    this.history = H.start(fresh.state);
    this.meta = fresh.meta;
    this.persist();
  }

  protected persist(): void {
    this.saved.save({ seed: this.seed, history: this.history, meta: this.meta });
  }

  /** A new state from a move: into the history (clearing redo) and saved. */
  protected commit(next: S): void {
    this.history = H.push(this.history, next);
    this.persist();
  }

  /** Replace the present state without a history entry (free moves). */
  protected replacePresent(next: S): void {
    this.history = H.replace(this.history, next);
    this.persist();
  }

  protected undo(): void {
    this.anim.finish();
    if (!H.canUndo(this.history)) {
      play('invalid');
      return;
    }
    this.history = H.undo(this.history);
    this.afterTimeTravel();
  }

  protected redo(): void {
    this.anim.finish();
    if (!H.canRedo(this.history)) {
      play('invalid');
      return;
    }
    this.history = H.redo(this.history);
    this.afterTimeTravel();
  }

  private afterTimeTravel(): void {
    play('undo');
    this.persist();
    this.renderAll();
  }

  /** Redraw everything from the current state, with no animation. */
  protected abstract renderAll(): void;

  /** Game keys; shared undo/redo keys are handled here first. */
  protected abstract onGameKey(e: KeyboardEvent): void;

  private onKey(e: KeyboardEvent): void {
    const k = e.key.toLowerCase();
    const ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && k === 'z' && !e.shiftKey) this.undo();
    else if (ctrl && (k === 'y' || (k === 'z' && e.shiftKey))) this.redo();
    else if (!ctrl) this.onGameKey(e);
  }

  protected canUndo(): boolean {
    return H.canUndo(this.history);
  }
  protected canRedo(): boolean {
    return H.canRedo(this.history);
  }

  protected toMenu(): void {
    this.anim.finish();
    this.persist();
    play('click');
    this.scene.start('Menu', {});
  }

  /** The game's name at the top left (top centre in portrait). */
  protected drawTitle(name: string, color: string): void {
    const x = this.portrait ? this.scale.width / 2 : 30;
    this.add
      .text(x, this.portrait ? 40 : 28, name, { fontFamily: FONT, fontSize: this.px(22), color })
      .setOrigin(this.portrait ? 0.5 : 0, 0);
  }

  /** A small label/value readout, e.g. SCORE 12. Returns the value text to update. */
  protected readout(x: number, y: number, label: string, origin = 0.5): Phaser.GameObjects.Text {
    this.add
      .text(x, y, label, { fontFamily: FONT, fontSize: this.px(10), color: UI.textDim })
      .setOrigin(origin, 0);
    return this.add
      .text(x, y + 18 * this.uiScale, '', { fontFamily: FONT, fontSize: this.px(20), color: UI.text })
      .setOrigin(origin, 0);
  }

  /** A row of named buttons centred at y, spread across the screen width. */
  protected toolbar(
    y: number,
    items: { name: string; label: string; onPress: () => void; opts?: ButtonOptions }[],
    width = this.scale.width,
  ): Button[] {
    const gap = 12;
    const each = Math.min(200, (width - gap * (items.length + 1)) / items.length / this.uiScale);
    const total = items.length * each * this.uiScale + (items.length - 1) * gap;
    let x = (this.scale.width - total) / 2 + (each * this.uiScale) / 2;
    return items.map((it) => {
      const b = this.addButton(it.name, x, y, it.label, it.onPress, {
        width: each,
        height: 52,
        fontSize: 12,
        ...it.opts,
      });
      x += each * this.uiScale + gap;
      return b;
    });
  }

  /** Canvas coordinates of a square's centre, for the test hook. */
  override locateCell(x: number, y: number): Point | null {
    if (!this.board || x >= this.board.cols || y >= this.board.rows) return null;
    const c = this.board.centre(x, y);
    return { x: Math.round(c.x), y: Math.round(c.y) };
  }

  /** The small blinking "SOLVING…" shown while a solver works in the background. */
  protected solvingIndicator(x: number, y: number): Phaser.GameObjects.Text {
    const t = this.add
      .text(x, y, 'SOLVING…', { fontFamily: FONT, fontSize: this.px(8), color: UI.accentText })
      .setOrigin(0.5, 0)
      .setVisible(false);
    if (!reducedMotion()) this.tweens.add({ targets: t, alpha: 0.3, duration: 400, yoyo: true, repeat: -1 });
    return t;
  }

  /** A little bump on a readout when its value changes. */
  protected bump(text: Phaser.GameObjects.Text, value: string): void {
    if (text.text === value) return;
    text.setText(value);
    this.tweens.add({ targets: text, scale: { from: 1.35, to: 1 }, duration: ms(250), ease: 'Back.Out' });
  }
}
