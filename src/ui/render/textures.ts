// Glyph, ring, star, icon and particle textures (panel faces are ui/render/panelFaces.ts), drawn once per
// size and look with the 2D canvas API into canvas textures (making a texture never stalls the GPU:
// no render-and-read-back), and the drawing of a board's pictures, which ui/render/faces.ts gathers into
// one texture per square size.

import type Phaser from 'phaser';
import { type GlyphShape, shade, toCss, UI } from '../look/theme';

type Draw = (ctx: CanvasRenderingContext2D, w: number, h: number) => void;

/**
 * The canvas as a plain texture, whole as its one frame. Not a CanvasTexture: that also reads every
 * pixel back (getImageData) for pixel access nothing here uses, which costs the first frame.
 */
export function plainTexture(
  scene: Phaser.Scene,
  key: string,
  canvas: HTMLCanvasElement,
): Phaser.Textures.Texture | null {
  const texture = scene.textures.create(key, canvas, canvas.width, canvas.height);
  texture?.add('__BASE', 0, 0, 0, canvas.width, canvas.height);
  return texture;
}

/** A picture drawn on a canvas of its own and made a texture (once per key). */
export function canvasTexture(scene: Phaser.Scene, key: string, w: number, h: number, draw: Draw): string {
  if (scene.textures.exists(key)) return key;
  // Drawn first and handed over once: a texture made empty and then refreshed goes to the GPU twice.
  const canvas = document.createElement('canvas');
  // Never empty: the renderer cannot take a texture with no pixels.
  canvas.width = Math.max(1, Math.round(w));
  canvas.height = Math.max(1, Math.round(h));
  const ctx = canvas.getContext('2d');
  if (!ctx) return key;
  draw(ctx, canvas.width, canvas.height);
  plainTexture(scene, key, canvas);
  return key;
}

export const rounded = (
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void => {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fill();
};

/** A glowing rounded glass tile of `color`, `s` pixels square, at the context's origin. */
export function drawTile(ctx: CanvasRenderingContext2D, color: number, s: number): void {
  const r = Math.max(2, s * 0.2);
  // A darker rim at the bottom, the glass body, a lighter core, and a glossy highlight.
  ctx.fillStyle = toCss(shade(color, -0.45));
  rounded(ctx, 0, 0, s, s, r);
  ctx.fillStyle = toCss(color);
  rounded(ctx, s * 0.04, s * 0.03, s * 0.92, s * 0.86, r * 0.9);
  ctx.fillStyle = toCss(shade(color, 0.22));
  rounded(ctx, s * 0.12, s * 0.1, s * 0.76, s * 0.62, r * 0.7);
  ctx.fillStyle = 'rgba(255,255,255,0.35)';
  rounded(ctx, s * 0.16, s * 0.12, s * 0.5, s * 0.14, r * 0.4);
  ctx.fillStyle = 'rgba(255,255,255,0.5)';
  ctx.beginPath();
  ctx.arc(s * 0.76, s * 0.22, Math.max(1, s * 0.05), 0, Math.PI * 2);
  ctx.fill();
}

/** A tile with its glyph on it (small pictures such as the menu's previews). */
export function drawGlyphTile(
  ctx: CanvasRenderingContext2D,
  color: number,
  glyph: GlyphShape,
  s: number,
): void {
  drawTile(ctx, color, s);
  ctx.fillStyle = 'rgba(0,0,0,0.5)';
  ctx.strokeStyle = 'rgba(0,0,0,0.5)';
  ctx.lineWidth = Math.max(2, s / 16);
  drawGlyph(ctx, glyph, s / 2, s / 2, s * 0.2);
}

/** The joker, `s` pixels square: a dark glass tile with a glowing gold star. */
export function drawJoker(ctx: CanvasRenderingContext2D, s: number): void {
  const r = Math.max(2, s * 0.2);
  ctx.fillStyle = '#15132e';
  rounded(ctx, 0, 0, s, s, r);
  ctx.fillStyle = '#2a2755';
  rounded(ctx, s * 0.04, s * 0.03, s * 0.92, s * 0.86, r * 0.9);
  ctx.save();
  ctx.shadowColor = '#ffd23f';
  ctx.shadowBlur = s * 0.15;
  ctx.fillStyle = '#ffd23f';
  drawGlyph(ctx, 'star', s / 2, s * 0.46, s * 0.34);
  ctx.restore();
}

/** An empty board square, `s` pixels square: a dark recessed slot. */
export function drawSlot(ctx: CanvasRenderingContext2D, s: number): void {
  ctx.fillStyle = '#07061a';
  rounded(ctx, 0, 0, s, s, s * 0.2);
  ctx.strokeStyle = '#2b2766';
  ctx.lineWidth = Math.max(1, s * 0.03);
  ctx.beginPath();
  ctx.roundRect(1, 1, s - 2, s - 2, s * 0.2);
  ctx.stroke();
}

/** A colour-blind glyph on its own, `s` pixels square: one distinct dark shape per colour. */
export function drawGlyphIcon(ctx: CanvasRenderingContext2D, shape: GlyphShape, s: number): void {
  ctx.fillStyle = 'rgba(0,0,0,0.5)';
  ctx.strokeStyle = 'rgba(0,0,0,0.5)';
  ctx.lineWidth = Math.max(2, s / 8);
  drawGlyph(ctx, shape, s / 2, s / 2, s * 0.4);
}

/** Joker Coloring's base ring for squares of `cell` pixels: a white ring with a dark rim. */
export function ringTexture(scene: Phaser.Scene, cell: number): string {
  const r = Math.max(2, Math.round(cell * 0.62));
  const rim = Math.max(6, cell * 0.16);
  const line = Math.max(3, cell * 0.09);
  const s = Math.ceil(2 * r + rim + 2);
  return canvasTexture(scene, `ring-${r}-${Math.round(rim * 10)}`, s, s, (ctx) => {
    const ring = (width: number, style: string): void => {
      ctx.lineWidth = width;
      ctx.strokeStyle = style;
      ctx.beginPath();
      ctx.arc(s / 2, s / 2, r, 0, Math.PI * 2);
      ctx.stroke();
    };
    ring(rim, 'rgba(0,0,0,0.55)');
    ring(line, '#ffffff');
  });
}

/** A colour-blind glyph as a texture of its own (buttons and pages; boards use ui/render/faces.ts). */
export function glyphTexture(scene: Phaser.Scene, shape: GlyphShape, size: number): string {
  const s = Math.max(4, Math.round(size));
  return canvasTexture(scene, `glyph-${shape}-${s}`, s, s, (ctx) => drawGlyphIcon(ctx, shape, s));
}

/** The outline of a glyph drawn as a filled polygon (null: a glyph drawn otherwise). */
function glyphPolygon(shape: GlyphShape, cx: number, cy: number, r: number): [number, number][] | null {
  const around = (n: number, start: number, radius: (i: number) => number): [number, number][] =>
    Array.from({ length: n }, (_, i): [number, number] => {
      const a = start + (i * 2 * Math.PI) / n;
      return [cx + Math.cos(a) * radius(i), cy + Math.sin(a) * radius(i)];
    });
  switch (shape) {
    case 'triangle':
      return [
        [cx, cy - r],
        [cx + r, cy + r * 0.8],
        [cx - r, cy + r * 0.8],
      ];
    case 'diamond':
      return [
        [cx, cy - r],
        [cx + r, cy],
        [cx, cy + r],
        [cx - r, cy],
      ];
    case 'star':
      return around(10, -Math.PI / 2, (i) => (i % 2 === 0 ? r : r * 0.45));
    case 'hexagon':
      return around(6, 0, () => r * 0.9);
    default:
      return null;
  }
}

/** A cross of two bars `t` thick and `2r` long, about the origin of `ctx`. */
function crossBars(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number, t: number): void {
  ctx.fillRect(cx - t, cy - r, t * 2, r * 2);
  ctx.fillRect(cx - r, cy - t, r * 2, t * 2);
}

function drawGlyph(
  ctx: CanvasRenderingContext2D,
  shape: GlyphShape,
  cx: number,
  cy: number,
  r: number,
): void {
  const poly = glyphPolygon(shape, cx, cy, r);
  if (poly) {
    ctx.beginPath();
    for (const [x, y] of poly) ctx.lineTo(x, y);
    ctx.closePath();
    ctx.fill();
    return;
  }
  switch (shape) {
    case 'circle':
      ctx.beginPath();
      ctx.arc(cx, cy, r * 0.8, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'square':
      ctx.fillRect(cx - r * 0.75, cy - r * 0.75, r * 1.5, r * 1.5);
      break;
    case 'cross':
      crossBars(ctx, cx, cy, r, r * 0.38);
      break;
    case 'saltire':
      // A diagonal cross: two bars turned 45°.
      ctx.save();
      ctx.translate(cx, cy);
      ctx.rotate(Math.PI / 4);
      crossBars(ctx, 0, 0, r, r * 0.32);
      ctx.restore();
      break;
    case 'ring':
      ctx.beginPath();
      ctx.arc(cx, cy, r * 0.7, 0, Math.PI * 2);
      ctx.stroke();
      break;
    case 'bar':
      ctx.fillRect(cx - r, cy - r * 0.25, r * 2, r * 0.5);
      break;
  }
}

/** A soft round spark for particles. */
export function sparkTexture(scene: Phaser.Scene): string {
  return canvasTexture(scene, 'spark', 16, 16, (ctx) => {
    const g = ctx.createRadialGradient(8, 8, 0, 8, 8, 8);
    g.addColorStop(0, 'rgba(255,255,255,1)');
    g.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 16, 16);
  });
}

/** A small glass shard for shatter effects. */
export function shardTexture(scene: Phaser.Scene): string {
  return canvasTexture(scene, 'shard', 12, 10, (ctx) => {
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(12, 3);
    ctx.lineTo(4, 10);
    ctx.closePath();
    ctx.fill();
  });
}

/** A rating's star, `size` pixels square: earned, gold and glowing; not earned, a dim outline. */
export function starTexture(scene: Phaser.Scene, size: number, earned: boolean): string {
  const s = Math.max(8, Math.round(size));
  return canvasTexture(scene, `star-${s}-${earned ? 1 : 0}`, s, s, (ctx) => {
    if (earned) {
      ctx.shadowColor = '#ffd23f';
      ctx.shadowBlur = s * 0.18;
      ctx.fillStyle = '#ffd23f';
      drawGlyph(ctx, 'star', s / 2, s / 2, s * 0.4);
      return;
    }
    ctx.fillStyle = '#2a2755';
    ctx.strokeStyle = '#5a5494';
    ctx.lineWidth = Math.max(1.5, s * 0.05);
    drawGlyph(ctx, 'star', s / 2, s / 2, s * 0.4);
  });
}

/** The daily deal's icon: a calendar page, its rings, and today's square lit among the days. */
export function calendarIconTexture(scene: Phaser.Scene, size: number): string {
  const s = Math.max(8, Math.round(size));
  return canvasTexture(scene, `calendar-icon-${s}`, s, s, (ctx) => {
    const line = Math.max(1, Math.round(s * 0.08));
    const top = s * 0.16;
    ctx.fillStyle = UI.text;
    // The page's frame and its heading band, then the two rings standing over it.
    ctx.fillRect(s * 0.08, top, s * 0.84, s * 0.2);
    ctx.fillRect(s * 0.08, top, line, s * 0.8);
    ctx.fillRect(s * 0.92 - line, top, line, s * 0.8);
    ctx.fillRect(s * 0.08, top + s * 0.8 - line, s * 0.84, line);
    ctx.fillRect(s * 0.26, s * 0.04, line, s * 0.2);
    ctx.fillRect(s * 0.74 - line, s * 0.04, line, s * 0.2);
    // Two rows of three days; today's is whole, the others are dim.
    const cell = s * 0.16;
    for (let r = 0; r < 2; r++)
      for (let c = 0; c < 3; c++) {
        ctx.globalAlpha = r === 1 && c === 1 ? 1 : 0.45;
        ctx.fillRect(s * 0.2 + c * s * 0.22, top + s * 0.28 + r * s * 0.22, cell, cell);
      }
    ctx.globalAlpha = 1;
  });
}

/** The statistics button's icon: three bars of a chart standing on a line, in the label's white. */
export function chartIconTexture(scene: Phaser.Scene, size: number): string {
  const s = Math.max(8, Math.round(size));
  return canvasTexture(scene, `chart-icon-${s}`, s, s, (ctx) => {
    ctx.fillStyle = UI.text;
    const w = s * 0.2;
    const base = s * 0.86;
    [0.45, 0.8, 0.6].forEach((h, i) => {
      ctx.fillRect(s * 0.14 + i * (w + s * 0.06), base - h * s * 0.78, w, h * s * 0.78);
    });
    ctx.fillRect(s * 0.06, base, s * 0.88, Math.max(1, s * 0.07));
  });
}
