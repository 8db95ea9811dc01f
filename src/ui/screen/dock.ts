// Where a card goes beside something that must stay in sight (a finished game's results beside its
// board): in the largest free band around it that holds the card, else over the thing's edge on the
// side with the most room, covering as little of it as it can. Pure: rectangles in, a rectangle out.

import type { Rect } from './layout';

export type Side = 'below' | 'above' | 'right' | 'left';

export interface Band {
  readonly side: Side;
  readonly rect: Rect;
}

/** The free bands of `room` around `keep` (each `gap` away from it), largest first; empty ones left out. */
export function freeBands(room: Rect, keep: Rect, gap: number): Band[] {
  const right = room.x + room.w;
  const bottom = room.y + room.h;
  const bands: Band[] = [
    {
      side: 'below',
      rect: { x: room.x, y: keep.y + keep.h + gap, w: room.w, h: bottom - (keep.y + keep.h + gap) },
    },
    { side: 'above', rect: { x: room.x, y: room.y, w: room.w, h: keep.y - gap - room.y } },
    {
      side: 'right',
      rect: { x: keep.x + keep.w + gap, y: room.y, w: right - (keep.x + keep.w + gap), h: room.h },
    },
    { side: 'left', rect: { x: room.x, y: room.y, w: keep.x - gap - room.x, h: room.h } },
  ];
  return bands.filter((b) => b.rect.w > 0 && b.rect.h > 0).sort((a, b) => area(b.rect) - area(a.rect));
}

const area = (r: Rect): number => r.w * r.h;

/**
 * The card's box: `size(band)` is the card laid out for the width (and height) it is given. The card
 * goes centred in the first band it fits; if none holds it, it sits against the room's edge on the
 * side where it covers least of the kept thing, laid out as small as it can be for that band.
 * `within` and `spill` are what the card is to be laid out for (its layout is `size(within, spill)`).
 */
export function dock(
  room: Rect,
  keep: Rect,
  gap: number,
  size: (band: Rect, spill?: 'w' | 'h') => { w: number; h: number },
  lean = 0,
): { box: Rect; over: boolean; within: Rect; spill?: 'w' | 'h' } {
  const bands = freeBands(room, keep, gap);
  for (const band of bands) {
    const s = size(band.rect);
    if (s.w <= band.rect.w && s.h <= band.rect.h) {
      return { box: centredIn(band.rect, s), over: false, within: band.rect };
    }
  }
  // Nowhere free: against the room's edge on the side where the card, laid out for that band,
  // covers least of the kept thing; below or right when the two are close (what they cover counts
  // `lean` less: 0.15 is 15 %), where a thumb reaches. Above or below, the card may reach over the
  // board's edge, but never be wider than the room; beside it, likewise across, never taller.
  const order: Side[] = ['below', 'right', 'above', 'left'];
  const tried = bands.map((b) => {
    const across = b.side === 'left' || b.side === 'right';
    const spill: 'w' | 'h' = across ? 'w' : 'h';
    const s = size(b.rect, spill);
    const box = against(room, b.side, s);
    const fits = s.w <= room.w && s.h <= room.h;
    const far = b.side === 'above' || b.side === 'left';
    const covered = area(overlap(box, keep)) * (far ? 1 : 1 - lean);
    return { ...b, spill, box, covered: fits ? covered : Number.POSITIVE_INFINITY };
  });
  const best = tried.sort(
    (a, b) => a.covered - b.covered || order.indexOf(a.side) - order.indexOf(b.side),
  )[0];
  if (!best) {
    const s = size(room);
    return {
      box: centredIn(room, { w: Math.min(s.w, room.w), h: Math.min(s.h, room.h) }),
      over: true,
      within: room,
    };
  }
  return { box: best.box, over: true, within: best.rect, spill: best.spill };
}

/** Where the card goes and the room left for the kept thing, laid out again smaller beside it. */
export interface Shrunk {
  readonly box: Rect;
  /** What the card is laid out for (its layout is `size(within, spill)`). */
  readonly within: Rect;
  readonly spill: 'w' | 'h';
  /** The room the kept thing is drawn in again, clear of the card. */
  readonly keepRoom: Rect;
}

/**
 * No free band holds the card: the card goes against the room's foot (a bottom sheet) or its right
 * edge, and the kept thing (the board, `keep`) is drawn again smaller in what is left, never under
 * the card. The side that leaves it the larger scale wins; a tie goes below in portrait, else right.
 * The kept thing keeps its top (the header stays clear). Null: no side leaves it any room.
 */
export function shrinkBeside(
  room: Rect,
  keep: Rect,
  gap: number,
  size: (band: Rect, spill?: 'w' | 'h') => { w: number; h: number },
  portrait: boolean,
): Shrunk | null {
  const bottom = room.y + room.h;
  const top = Math.max(room.y, Math.min(keep.y, bottom));
  const tries: { scale: number; plan: Shrunk; side: Side }[] = [];
  const underBand = { x: room.x, y: top, w: room.w, h: bottom - top };
  const under = size(underBand, 'h');
  if (under.w <= room.w && under.h < underBand.h) {
    const box = against(room, 'below', under);
    const keepRoom = { x: room.x, y: top, w: room.w, h: box.y - gap - top };
    tries.push({
      side: 'below',
      scale: scaleInto(keep, keepRoom),
      plan: { box, within: underBand, spill: 'h', keepRoom },
    });
  }
  const besideBand = { x: room.x + room.w / 2, y: room.y, w: room.w / 2, h: room.h };
  const beside = size(besideBand, 'w');
  if (beside.h <= room.h && beside.w < room.w) {
    const box = against(room, 'right', beside);
    const keepRoom = { x: room.x, y: top, w: box.x - gap - room.x, h: bottom - top };
    tries.push({
      side: 'right',
      scale: scaleInto(keep, keepRoom),
      plan: { box, within: besideBand, spill: 'w', keepRoom },
    });
  }
  // The side a thumb expects (a bottom sheet in portrait) unless the other keeps the board a third larger.
  const first: Side = portrait ? 'below' : 'right';
  const weight = (x: { side: Side; scale: number }): number => x.scale * (x.side === first ? 1.3 : 1);
  const best = tries.filter((x) => x.scale > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best?.plan ?? null;
}

/** How much `keep` shrinks to fit in `r` (1 at most: it never grows). */
const scaleInto = (keep: Rect, r: Rect): number =>
  r.w <= 0 || r.h <= 0 ? 0 : Math.min(1, r.w / keep.w, r.h / keep.h);

/** A card of size `s` against the room's edge on `side`, centred along it (cut to the room at worst). */
function against(room: Rect, side: Side, s: { w: number; h: number }): Rect {
  const w = Math.min(s.w, room.w);
  const h = Math.min(s.h, room.h);
  const cx = room.x + (room.w - w) / 2;
  const cy = room.y + (room.h - h) / 2;
  if (side === 'below') return { x: cx, y: room.y + room.h - h, w, h };
  if (side === 'above') return { x: cx, y: room.y, w, h };
  if (side === 'right') return { x: room.x + room.w - w, y: cy, w, h };
  return { x: room.x, y: cy, w, h };
}

function overlap(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const w = Math.min(a.x + a.w, b.x + b.w) - x;
  const h = Math.min(a.y + a.h, b.y + b.h) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : { x, y, w: 0, h: 0 };
}

function centredIn(r: Rect, s: { w: number; h: number }): Rect {
  return { x: r.x + (r.w - s.w) / 2, y: r.y + (r.h - s.h) / 2, w: s.w, h: s.h };
}

/**
 * Where a message of height `h` goes (its top): at the foot of the screen, clear of the title, the
 * code and the buttons up top, unless an open panel's card is there: then just above the card (a
 * card docked at the foot), or at the foot over the card when there is no room above it.
 */
export function messageTop(
  screenH: number,
  margin: number,
  gap: number,
  h: number,
  card: Rect | null,
): number {
  const foot = screenH - margin - h;
  if (!card || card.y + card.h + gap <= foot) return foot;
  const above = card.y - gap - h;
  return above >= margin ? above : foot;
}

/**
 * Where across the screen a message `w` wide goes at a row from `top` to `top + h`: centred, unless
 * a button is in the way there; then centred in the widest stretch of the row that no button
 * covers, if the message fits in it (a message must never hide a button the player wants).
 */
export function messageX(
  screenW: number,
  margin: number,
  w: number,
  top: number,
  h: number,
  boxes: readonly Rect[],
): number {
  const centre = screenW / 2;
  const inRow = boxes.filter((b) => b.y < top + h && b.y + b.h > top);
  const hits = (x: number): boolean => inRow.some((b) => b.x < x + w / 2 && b.x + b.w > x - w / 2);
  if (!hits(centre)) return centre;
  // The stretches of the row between the buttons in it.
  const edges = [...inRow].sort((a, b) => a.x - b.x);
  let best = { from: 0, to: 0 };
  let from = margin;
  for (const b of [...edges, { x: screenW - margin, y: 0, w: 0, h: 0 }]) {
    if (b.x - from > best.to - best.from) best = { from, to: b.x };
    from = Math.max(from, b.x + b.w);
  }
  return best.to - best.from >= w ? (best.from + best.to) / 2 : centre;
}
