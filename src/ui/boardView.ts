// The board view shared by the three games: a grid of glass tiles keyed by square index.
// A game tells it what each square shows (a swatch or empty); the view creates, updates or
// animates only the squares that differ. It never decides a rule.

import Phaser from 'phaser';
import { getSettings, onSettingsChange } from '../services/settings';
import type { Animator } from './animator';
import { glyphTexture, jokerTexture, slotTexture, tileTexture } from './textures';
import type { Swatch } from './theme';

export interface BoardLayout {
  cols: number;
  rows: number;
  /** Centre of the board in scene coordinates. */
  cx: number;
  cy: number;
  /** Largest box the board may fill. */
  maxWidth: number;
  maxHeight: number;
  /** Largest square size wanted (small boards should not become giant). */
  maxCell?: number;
  /** Draw columns as rows (a wide board standing up on a portrait screen). */
  transpose?: boolean;
}

export interface Square {
  /** The empty slot, drawn only while no tile covers it (covered pixels still cost fill). */
  readonly slot: Phaser.GameObjects.Image;
  readonly tile: Phaser.GameObjects.Image;
  readonly glyph: Phaser.GameObjects.Image;
  swatch: Swatch | null;
}

export class BoardView {
  readonly cell: number;
  readonly left: number;
  readonly top: number;
  readonly container: Phaser.GameObjects.Container;
  private readonly squares: Square[] = [];
  private readonly offSettings: () => void;

  constructor(
    private readonly scene: Phaser.Scene,
    readonly layout: BoardLayout,
  ) {
    const { cols, rows } = layout;
    const [dc0, dr0] = layout.transpose ? [rows, cols] : [cols, rows];
    this.cell = Math.floor(Math.min(layout.maxWidth / dc0, layout.maxHeight / dr0, layout.maxCell ?? 96));
    this.left = Math.round(layout.cx - (this.cell * dc0) / 2);
    this.top = Math.round(layout.cy - (this.cell * dr0) / 2);
    this.container = scene.add.container(0, 0);
    const slotKey = slotTexture(scene, this.cell - 2);
    for (let i = 0; i < cols * rows; i++) {
      const { x, y } = this.centreOf(i);
      const slot = scene.add.image(x, y, slotKey);
      const tile = scene.add.image(x, y, slotKey).setVisible(false);
      const glyph = scene.add.image(x, y, slotKey).setVisible(false);
      this.container.add([slot, tile, glyph]);
      this.squares.push({ slot, tile, glyph, swatch: null });
    }
    this.offSettings = onSettingsChange(() => this.refreshGlyphs());
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.offSettings());
  }

  get cols(): number {
    return this.layout.cols;
  }
  get rows(): number {
    return this.layout.rows;
  }
  /** Drawn width and height in scene pixels. */
  get width(): number {
    return this.cell * (this.layout.transpose ? this.layout.rows : this.layout.cols);
  }
  get height(): number {
    return this.cell * (this.layout.transpose ? this.layout.cols : this.layout.rows);
  }

  /** Centre of square (x, y) in scene coordinates. */
  centre(x: number, y: number): { x: number; y: number } {
    const [dx, dy] = this.layout.transpose ? [y, x] : [x, y];
    return { x: this.left + (dx + 0.5) * this.cell, y: this.top + (dy + 0.5) * this.cell };
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
    return { x, y };
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
    sq.slot.setVisible(!swatch);
    if (!swatch) {
      sq.tile.setVisible(false);
      sq.glyph.setVisible(false);
      return;
    }
    const size = this.cell - 2;
    const special = swatch.special === 'joker';
    sq.tile.setTexture(
      special ? jokerTexture(this.scene, size) : tileTexture(this.scene, swatch.color, size),
    );
    sq.tile.setVisible(true);
    sq.glyph.setTexture(glyphTexture(this.scene, swatch.glyph, this.cell * 0.5));
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

  /** A free-floating copy of a square's tile (for flights and shatters), on top of the board. */
  ghost(index: number): Phaser.GameObjects.Container {
    const sq = this.square(index);
    const c = this.scene.add.container(sq.tile.x, sq.tile.y);
    c.add(this.scene.add.image(0, 0, sq.tile.texture.key));
    if (sq.glyph.visible) c.add(this.scene.add.image(0, 0, sq.glyph.texture.key));
    this.container.add(c);
    return c;
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
