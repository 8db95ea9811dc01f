// Rounded panel and button faces, baked once per size and look: a small one on the sheet of the
// frame it is first asked for in (ui/render/sheets.ts), a large one as a texture of its own, and a flat
// panel of any size as a nine-slice of its corners (the menu's cards).

import type Phaser from 'phaser';
import { shade, toCss } from '../look/theme';
import { type DrawAt, lastingOnSheet } from './sheets';
import { canvasTexture, rounded } from './textures';

export interface PanelLook {
  fill: number;
  /** A glow ring around the panel (hover, card edges); alpha 0 for none. */
  glow?: number;
  glowAlpha?: number;
  /** Raised button look: darker base below and a sheen on top. */
  raised?: boolean;
  radius?: number;
}

/** A panel's name, its size with its glow and base, and how to draw it. */
function panelPicture(
  w: number,
  h: number,
  look: PanelLook,
): { key: string; w: number; h: number; draw: DrawAt } {
  const W = Math.round(w);
  const H = Math.round(h);
  const r = look.radius ?? Math.min(14, H / 2);
  const pad = look.glowAlpha ? 6 : 0;
  const key = `panel-${W}x${H}-${look.fill.toString(16)}-${look.glow ?? 0}-${look.glowAlpha ?? 0}-${look.raised ? 1 : 0}-${r}`;
  const draw: DrawAt = (ctx) => {
    if (look.glowAlpha) {
      ctx.globalAlpha = look.glowAlpha;
      ctx.fillStyle = toCss(look.glow ?? look.fill);
      rounded(ctx, 0, 0, W + pad * 2, H + pad * 2, r + pad);
      ctx.globalAlpha = 1;
    }
    if (look.raised) {
      ctx.fillStyle = toCss(shade(look.fill, -0.5));
      rounded(ctx, pad, pad + 4, W, H, r);
    }
    ctx.fillStyle = toCss(look.fill);
    rounded(ctx, pad, pad, W, look.raised ? H - 2 : H, r);
    if (look.raised) {
      ctx.fillStyle = 'rgba(255,255,255,0.14)';
      rounded(ctx, pad + 6, pad + 4, W - 12, H * 0.3, r * 0.6);
    }
  };
  return { key, w: W + pad * 2, h: H + pad * 2 + (look.raised ? 4 : 0), draw };
}

/** A rounded panel or button face, baked once per size and look. */
export function panelTexture(scene: Phaser.Scene, w: number, h: number, look: PanelLook): string {
  const p = panelPicture(w, h, look);
  return canvasTexture(scene, p.key, p.w, p.h, p.draw);
}

/** Pictures up to this size share sheets (ui/render/sheets.ts); a larger one is a texture of its own. */
const ON_SHEETS = { w: 512, h: 160 };
/** Each object's latest face: a face asked for before an earlier one is drawn wins. */
const latest = new WeakMap<Phaser.GameObjects.GameObject, string>();

/**
 * Shows `picture` on `target` with `apply` once it is drawn: from the sheet of the frame it was
 * first asked for in (until the scene renders, the target keeps what it showed), at once if drawn.
 */
function showLatest<T extends Phaser.GameObjects.GameObject>(
  target: T,
  picture: ReturnType<typeof panelPicture>,
  apply: (target: T, key: string, frame?: string) => void,
): void {
  const { key, w, h, draw } = picture;
  latest.set(target, key);
  lastingOnSheet(target.scene, key, w, h, draw, (sheet, frame) => {
    if (latest.get(target) === key && target.scene) apply(target, sheet, frame);
  });
}

/** Shows a rounded panel or button face on `image`: a small one from a sheet, a large one at once. */
export function showPanel(image: Phaser.GameObjects.Image, w: number, h: number, look: PanelLook): void {
  const p = panelPicture(w, h, look);
  if (p.w > ON_SHEETS.w || p.h > ON_SHEETS.h || image.scene.textures.exists(p.key)) {
    latest.set(image, p.key);
    image.setTexture(canvasTexture(image.scene, p.key, p.w, p.h, p.draw));
    return;
  }
  showLatest(image, p, (target, key, frame) => target.setTexture(key, frame));
}

/** A flat panel's corners and 2 px of edge: stretched by a nine-slice, it is the panel at any size. */
function slicesPicture(look: PanelLook): { p: ReturnType<typeof panelPicture>; corner: number } {
  const r = look.radius ?? 14;
  const side = 2 * r + 2;
  const p = panelPicture(side, side, { ...look, radius: r, raised: false });
  return { p, corner: r + (p.w - side) / 2 };
}

/** How far a flat panel's corners reach in from every side of its nine-slice (glow included). */
export const slicesCorner = (look: PanelLook): number => slicesPicture(look).corner;

/**
 * Shows a flat panel (no raised look) of `w`×`h` (glow included) on a nine-slice, from a small
 * picture on a sheet: a card's face is then no upload as large as the card, nor its hovered look.
 */
export function showPanelSlices(
  slice: Phaser.GameObjects.NineSlice,
  w: number,
  h: number,
  look: PanelLook,
): void {
  const { p, corner } = slicesPicture(look);
  showLatest(slice, p, (target, key, frame) => {
    target.setTexture(key, frame);
    target.setSlices(w, h, corner, corner, corner, corner);
  });
}
