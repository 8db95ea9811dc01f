// The board view shared by the three games: a grid of glass tiles keyed by square index.
// A game tells it what each square shows (a swatch or empty); the view creates, updates or
// animates only the squares that differ. It never decides a rule.
//
// A board too big for its box (a 40×40 Joker board on a phone) can be zoomed: squares grow to a
// size a thumb can tap, the box shows the part of the board around the pan position, and squares
// outside the box are not drawn.

import Phaser from 'phaser';
import { getSettings, onSettingsChange } from '../../services/settings';
import type { Swatch } from '../look/theme';
import { FaceSheet, showFace } from '../render';
import type { Animator } from './animator';
import { type BoardLayout, BoardWindow } from './boardWindow';

export interface Square {
  /** The empty slot, drawn only while no tile covers it (covered pixels still cost fill). */
  readonly slot: Phaser.GameObjects.Image;
  readonly tile: Phaser.GameObjects.Image;
  readonly glyph: Phaser.GameObjects.Image;
  swatch: Swatch | null;
}

export class BoardView {
  /** Which part of the board is drawn where (boardWindow.ts). */
  private readonly view: BoardWindow;
  /** Called when the squares move (zoom or pan), so marks drawn over them can follow. */
  onMoved: (() => void) | null = null;
  readonly container: Phaser.GameObjects.Container;
  private readonly squares: Square[] = [];
  /** The pictures at the current square size, all in one texture. */
  private faces: FaceSheet;
  private readonly offSettings: () => void;

  constructor(
    private readonly scene: Phaser.Scene,
    readonly layout: BoardLayout,
  ) {
    this.view = new BoardWindow(layout);
    const { cols, rows } = layout;
    this.container = scene.add.container(0, 0);
    this.faces = new FaceSheet(scene, this.cell - 2);
    const slot0 = this.faces.slot();
    for (let i = 0; i < cols * rows; i++) {
      const { x, y } = this.centreOf(i);
      const slot = scene.add.image(x, y, slot0.key, slot0.frame);
      const tile = scene.add.image(x, y, slot0.key, slot0.frame).setVisible(false);
      const glyph = scene.add.image(x, y, slot0.key, slot0.frame).setVisible(false);
      this.container.add([slot, tile, glyph]);
      this.squares.push({ slot, tile, glyph, swatch: null });
    }
    this.offSettings = onSettingsChange(() => this.refreshGlyphs());
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.offSettings());
  }

  /** Square size and the board's top-left corner, as drawn now (zoomed or not). */
  get cell(): number {
    return this.view.cell;
  }
  get left(): number {
    return this.view.left;
  }
  get top(): number {
    return this.view.top;
  }
  /** The square size that fits the whole board in its box. */
  get fitCell(): number {
    return this.view.fitCell;
  }
  /** Zoomed in: squares of the zoomed size, the part of the board panned to in the box. */
  get zoomed(): boolean {
    return this.view.zoomed;
  }
  /** The whole board's squares are too small to tap: zooming is offered. */
  get canZoom(): boolean {
    return this.view.canZoom;
  }

  /** Zoom in (around `focus`, a board square, if given) or out to the whole board. */
  setZoom(on: boolean, focus?: { x: number; y: number }): void {
    this.view.setZoom(on, focus);
    this.place();
  }

  /** Draw the whole board in `box` for now (a result card beside it), or back in its own (null). */
  fitInto(box: { x: number; y: number; w: number; h: number } | null): void {
    if (this.view.fitInto(box)) this.place();
  }

  /** Move the zoomed view by whole squares (drawn columns and rows). */
  panBy(dx: number, dy: number): void {
    if (this.view.panBy(dx, dy)) this.place();
  }

  /** Keep board square `p` in the zoomed view (centred on it when `centre`). */
  showSquare(p: { x: number; y: number }, centre = false): void {
    if (this.view.showSquare(p, centre)) this.place();
  }

  /** Whether board square `p` is drawn now (always, unless zoomed and panned away). */
  isShown(p: { x: number; y: number }): boolean {
    return this.view.isShown(p);
  }

  /** Put every square where it now belongs, at the square size now. */
  private place(): void {
    this.faces = new FaceSheet(this.scene, this.cell - 2);
    const slot = this.faces.slot();
    this.squares.forEach((sq, i) => {
      const { x, y } = this.centreOf(i);
      sq.slot.setTexture(slot.key, slot.frame).setPosition(x, y);
      this.set(i, sq.swatch);
    });
    this.onMoved?.();
  }

  get cols(): number {
    return this.layout.cols;
  }
  get rows(): number {
    return this.layout.rows;
  }
  /** Drawn width and height in scene pixels (of the part shown, when zoomed). */
  get width(): number {
    return this.view.width;
  }
  get height(): number {
    return this.view.height;
  }

  /** Where the squares are drawn on the screen (the part shown, when zoomed). */
  get shown(): { x: number; y: number; w: number; h: number } {
    const { cx, cy } = this.view.middle;
    return {
      x: Math.round(cx - this.width / 2),
      y: Math.round(cy - this.height / 2),
      w: this.width,
      h: this.height,
    };
  }

  /** Centre of square (x, y) in scene coordinates. */
  centre(x: number, y: number): { x: number; y: number } {
    return this.view.centre(x, y);
  }

  centreOf(index: number): { x: number; y: number } {
    return this.centre(index % this.cols, Math.floor(index / this.cols));
  }

  /** The square under a scene point, or null off the board. */
  squareAt(px: number, py: number): { x: number; y: number } | null {
    const dx = Math.floor((px - this.left) / this.cell);
    const dy = Math.floor((py - this.top) / this.cell);
    const [x, y] = this.layout.transpose ? [dy, dx] : [dx, dy];
    if (x < 0 || y < 0 || x >= this.layout.cols || y >= this.layout.rows) return null;
    return this.isShown({ x, y }) ? { x, y } : null;
  }

  square(index: number): Square {
    const s = this.squares[index];
    if (!s) throw new Error(`no square ${index}`);
    return s;
  }

  /** Show `swatch` (or nothing) on a square at once. */
  set(index: number, swatch: Swatch | null): void {
    const sq = this.square(index);
    sq.swatch = swatch;
    const { x, y } = this.centreOf(index);
    sq.tile.setPosition(x, y).setScale(1).setAngle(0).setAlpha(1);
    sq.glyph.setPosition(x, y).setScale(1).setAlpha(1);
    // Zoomed in, squares outside the box are not drawn at all.
    const shown = this.isShown({ x: index % this.cols, y: Math.floor(index / this.cols) });
    sq.slot.setVisible(!swatch && shown);
    if (!swatch || !shown) {
      sq.tile.setVisible(false);
      sq.glyph.setVisible(false);
      return;
    }
    const special = swatch.special === 'joker';
    showFace(sq.tile, special ? this.faces.joker() : this.faces.tile(swatch.color));
    sq.tile.setVisible(true);
    showFace(sq.glyph, this.faces.glyph(swatch.glyph));
    sq.glyph.setVisible(getSettings().glyphs && !special);
  }

  /** Set every square from a list (index → swatch or null). */
  setAll(swatches: readonly (Swatch | null)[]): void {
    swatches.forEach((s, i) => {
      this.set(i, s);
    });
  }

  /**
   * Show `swatch` on a square, fading out of what it showed before (colour blends, captures).
   * `pop` adds a little scale bounce.
   */
  blend(index: number, swatch: Swatch | null, anim: Animator, duration: number, pop = true): void {
    const before = this.square(index);
    const old = before.swatch && before.tile.visible ? this.ghost(index) : null;
    this.set(index, swatch);
    const sq = this.square(index);
    if (old) {
      anim.temp(old);
      anim.tween({ targets: old, alpha: 0, duration });
    }
    if (pop && swatch)
      anim.tween({ targets: [sq.tile, sq.glyph], scale: { from: 1.25, to: 1 }, duration, ease: 'Back.Out' });
  }

  /**
   * A free-floating copy of a square's tile (for flights, shatters and fades), on top of the board:
   * one image, or a container of tile and glyph when the glyph shows (a big capture makes hundreds
   * of these in a frame, and a plain image is much cheaper to make and draw).
   */
  ghost(index: number): Phaser.GameObjects.Image | Phaser.GameObjects.Container {
    const sq = this.square(index);
    const tile = this.scene.add.image(sq.tile.x, sq.tile.y, sq.tile.texture.key, sq.tile.frame.name);
    if (!sq.glyph.visible) {
      this.container.add(tile);
      return tile;
    }
    const c = this.scene.add.container(sq.tile.x, sq.tile.y);
    c.add([tile.setPosition(0, 0), this.scene.add.image(0, 0, sq.glyph.texture.key, sq.glyph.frame.name)]);
    this.container.add(c);
    return c;
  }

  /**
   * A wave across the board from its top-left corner (a won game's moment): each shown tile pops up
   * and back in turn, all within about `duration` ms. Returns a stop that ends it at once.
   */
  wave(duration: number): () => void {
    const tweens: Phaser.Tweens.Tween[] = [];
    const span = Math.max(1, this.cols + this.rows - 2);
    const pop = Math.min(280, duration / 3);
    this.squares.forEach((sq, i) => {
      if (!sq.tile.visible) return;
      const along = (i % this.cols) + Math.floor(i / this.cols);
      tweens.push(
        this.scene.tweens.add({
          targets: [sq.tile, sq.glyph],
          scale: 1.22,
          duration: pop / 2,
          yoyo: true,
          ease: 'Sine.Out',
          delay: (along / span) * (duration - pop),
        }),
      );
    });
    return () => {
      for (const t of tweens) t.remove();
      for (const sq of this.squares) {
        sq.tile.setScale(1);
        sq.glyph.setScale(1);
      }
    };
  }

  /** Remove the board and stop listening to the settings (the screen lays itself out anew). */
  destroy(): void {
    this.offSettings();
    this.container.destroy();
  }

  private refreshGlyphs(): void {
    const on = getSettings().glyphs;
    for (const sq of this.squares) {
      sq.glyph.setVisible(on && sq.swatch !== null && !sq.swatch.special && sq.tile.visible);
    }
  }
}
