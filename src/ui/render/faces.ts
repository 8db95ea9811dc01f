// A board's pictures (slot, each colour's tile, the joker, glyphs) as frames of one texture per
// square size, drawn on demand. A whole board is then one texture, which Phaser draws in one batch
// with its simplest shader (see main.ts: one texture per batch); a texture per colour would split
// the board into a draw call at every change of colour.

import Phaser from 'phaser';
import type { GlyphShape } from '../look/theme';
import { drawGlyphIcon, drawGlyphTile, drawJoker, drawSlot, drawTile } from './textures';

/** A frame of a sheet: what `setTexture(key, frame)` and `add.image(x, y, key, frame)` take. */
export interface Face {
  readonly key: string;
  readonly frame: string;
}

/** Show a sheet's picture on an image. */
export const showFace = (image: Phaser.GameObjects.Image, face: Face): Phaser.GameObjects.Image =>
  image.setTexture(face.key, face.frame);

/** Pictures a sheet page holds (a grid of PER_ROW × PER_ROW places). */
const PER_ROW = 8;

/** Per texture key: the next free place, and whether the page waits to go to the GPU. */
const pages = new Map<string, { used: number; dirty: boolean }>();

/**
 * The sheet for tiles of `tile` pixels: the slot and tiles are that size, the glyph drawn over a tile
 * is half a square. Pictures are drawn the first time they are asked for, and the page is uploaded
 * once before the next frame, however many were added.
 */
export class FaceSheet {
  private readonly size: number;

  constructor(
    private readonly scene: Phaser.Scene,
    tile: number,
  ) {
    this.size = Math.max(4, Math.round(tile));
  }

  slot(): Face {
    return this.face('slot', (ctx) => drawSlot(ctx, this.size));
  }

  tile(color: number): Face {
    return this.face(`tile-${color.toString(16)}`, (ctx) => drawTile(ctx, color, this.size));
  }

  /** A tile with its glyph drawn on (small boards such as the menu's previews). */
  glyphTile(color: number, glyph: GlyphShape): Face {
    return this.face(`tile-${color.toString(16)}-${glyph}`, (ctx) =>
      drawGlyphTile(ctx, color, glyph, this.size),
    );
  }

  joker(): Face {
    return this.face('joker', (ctx) => drawJoker(ctx, this.size));
  }

  /** A glyph on its own, to lie over a tile: half a square (a square is the tile and 2 px). */
  glyph(shape: GlyphShape): Face {
    const s = Math.max(4, Math.round((this.size + 2) * 0.5));
    return this.face(`glyph-${shape}`, (ctx) => {
      const inset = Math.floor((this.size - s) / 2);
      ctx.translate(inset, inset);
      drawGlyphIcon(ctx, shape, s);
    });
  }

  /** The frame `name`, drawn into a free place of a page the first time. */
  private face(name: string, draw: (ctx: CanvasRenderingContext2D) => void): Face {
    const textures = this.scene.textures;
    for (let n = 1; ; n++) {
      const key = `faces-${this.size}-${n}`;
      const known = textures.exists(key) ? textures.get(key) : null;
      if (known?.has(name)) return { key, frame: name };
      const page = pages.get(key) ?? { used: 0, dirty: false };
      if (page.used >= PER_ROW * PER_ROW) continue; // full: try the next page
      const tex = (known ?? this.newPage(key)) as Phaser.Textures.CanvasTexture;
      const place = this.size + 2; // a pixel of air around each picture, so filtering never bleeds
      const x = (page.used % PER_ROW) * place + 1;
      const y = Math.floor(page.used / PER_ROW) * place + 1;
      const ctx = tex.getContext();
      ctx.save();
      ctx.translate(x, y);
      ctx.beginPath();
      ctx.rect(0, 0, this.size, this.size);
      ctx.clip();
      draw(ctx);
      ctx.restore();
      tex.add(name, 0, x, y, this.size, this.size);
      page.used++;
      pages.set(key, page);
      this.uploadSoon(key, tex, page);
      return { key, frame: name };
    }
  }

  private newPage(key: string): Phaser.Textures.CanvasTexture {
    const side = PER_ROW * (this.size + 2);
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    pages.set(key, { used: 0, dirty: false });
    const tex = this.scene.textures.addCanvas(key, canvas);
    if (!tex) throw new Error(`faces: texture ${key} could not be made`);
    return tex;
  }

  /** One upload of the page before the next frame is drawn, for all the pictures added meanwhile. */
  private uploadSoon(key: string, tex: Phaser.Textures.CanvasTexture, page: { dirty: boolean }): void {
    if (page.dirty) return;
    page.dirty = true;
    this.scene.game.events.once(Phaser.Core.Events.PRE_RENDER, () => {
      page.dirty = false;
      if (this.scene.textures.get(key) === tex) tex.refresh();
    });
  }
}
