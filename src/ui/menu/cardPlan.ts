// Where the menu's game cards go and what each shows, worked out in rectangles from the canvas's
// metrics (no Phaser: tests/ui/cardPlan.test.ts checks it). Cards stand side by side when they can
// stand tall (preview on top), else they stack (preview beside the words); a card too short for
// its name over its buttons is one row. The pitch is the whole line or its first clause, at the
// body font or the smallest, whichever leaves the preview its room — or none.

import { fitFont, textWidth, wrappedHeight } from '../render/measure';
import { column, inset, type Metrics, MIN_TOUCH_CSS, type Rect, rect, row } from '../screen/layout';

/** A card's words: the game's name (capitals) and its pitch. */
export interface CardWords {
  readonly name: string;
  readonly pitch: string;
}

/** What one card shows and where (logical pixels). */
export interface CardPlan {
  readonly box: Rect;
  /** Where the animated preview goes (none on a card too short for one). */
  readonly preview: Rect | null;
  /** The game's name; `wrap` lets a long one take two lines. */
  readonly name: { x: number; y: number; size: number; originX: number; wrap?: number };
  /** The pitch, and `h`: the height kept for it (the longest pitch's, shared by every card). */
  readonly pitch: {
    x: number;
    y: number;
    w: number;
    h: number;
    text: string;
    size: number;
    originX: number;
  } | null;
  readonly play: Rect;
  readonly daily: Rect;
  /** DAILY drawn as a calendar, not its word: a one-row card with no room for the word beside STATS. */
  readonly dailyIcon: boolean;
  /** STATS (the chart icon); none on a one-row card too narrow even for DAILY as a calendar. */
  readonly stats: Rect | null;
  readonly help: Rect;
}

type Placed = { r: Rect; wide: boolean };

/** The narrowest a button can be with its word `t` at the smallest font (and a touch target's width). */
function labelWidth(m: Metrics, t: string): number {
  const touch = m.compact ? MIN_TOUCH_CSS * m.css : 0;
  return Math.max(touch, textWidth(t, Math.ceil(m.minFont)) + Math.max(12, m.buttonH * 0.3));
}

/** The narrowest a tall card's row of PLAY, DAILY, STATS and "?" can be, its padding included. */
export function playRowWidth(m: Metrics, play: string, daily: string): number {
  const square = squareOf(m, m.buttonH);
  // PLAY and DAILY share their room equally: each gets the wider one's.
  return 2 * Math.max(labelWidth(m, play), labelWidth(m, daily)) + 2 * square + 3 * m.gap + 2 * m.gap * 1.2;
}

/** The room cards need: stacked cards of one button row each, or side-by-side tall ones. */
export function cardsNeed(m: Metrics, width: number, rowWidth: number): number {
  const stacked = 3 * (m.buttonH + 2 * m.gap) + 2 * m.gap;
  const tall = m.gap * 2.4 + m.font('value') * 1.15 + m.buttonH * 2 + m.gap * 3;
  return (width - 2 * m.gap) / 3 >= rowWidth ? Math.min(stacked, tall) : stacked;
}

/**
 * The cards' rectangles: side by side (tall cards, preview on top) or stacked (wide cards, preview
 * beside the words), whichever gives cards closer to their natural shape.
 */
export function cardRects(m: Metrics, area: Rect, n: number, rowWidth: number): Placed[] {
  const { gap, unit } = m;
  const sideW = (area.w - gap * (n - 1)) / n;
  const stackH = (area.h - gap * (n - 1)) / n;
  const miss = (ratio: number, ideal: number): number => Math.abs(Math.log(ratio / ideal));
  // Side by side only when a tall card still has room across for PLAY, DAILY and "?".
  if (sideW >= rowWidth && miss(sideW / area.h, 0.85) <= miss(area.w / stackH, 2.6)) {
    const w = Math.min(sideW, 440 * unit);
    const h = Math.min(area.h, w * 1.1);
    const all = n * w + (n - 1) * gap;
    const band = rect(area.x + (area.w - all) / 2, area.y + (area.h - h) / 2, all, h);
    return row(band, Array(n).fill('fill'), gap).map((r) => ({ r, wide: false }));
  }
  const w = Math.min(area.w, 900 * unit);
  // Phones fill their height; a tablet's or desktop's stacked cards keep a card's proportions.
  const h = m.compact ? stackH : Math.min(stackH, w * 0.34);
  const all = n * h + (n - 1) * gap;
  const band = rect(area.x + (area.w - w) / 2, area.y + (area.h - all) / 2, w, all);
  return column(band, Array(n).fill('fill'), gap).map((r) => ({ r, wide: true }));
}

/** The words of a card, as long as there is room for: the whole pitch, or its first clause. */
export function pitchChoices(pitch: string): string[] {
  const clause = pitch.split(/[:.!]/)[0]?.trim();
  return clause && clause !== pitch ? [pitch, `${clause}.`] : [pitch];
}

const squareOf = (m: Metrics, h: number): number => Math.max(h, 56 * m.unit);

type Row = Pick<CardPlan, 'play' | 'daily' | 'dailyIcon' | 'stats' | 'help'>;

/** PLAY, then DAILY (today's deal), STATS (an icon, unless left out) and "?" beside it. */
function playRow(m: Metrics, r: Rect, withStats = true): Row {
  const square = squareOf(m, r.h);
  if (!withStats) {
    const [play, daily, help] = row(r, ['fill', 'fill', square], m.gap);
    return { play, daily, dailyIcon: false, stats: null, help };
  }
  const [play, daily, stats, help] = row(r, ['fill', 'fill', square, square], m.gap);
  return { play, daily, dailyIcon: false, stats, help };
}

/** Squares of icons stand a little closer together than buttons with words. */
const iconGap = (m: Metrics): number => Math.round(m.gap * 0.75);

/** PLAY in words, then DAILY (a calendar), STATS and "?" as squares of the touch target's width. */
function iconRow(m: Metrics, r: Rect, square: number): Row {
  const [play, daily, stats, help] = row(r, ['fill', square, square, square], iconGap(m));
  return { play, daily, dailyIcon: true, stats, help };
}

type Variant = 'full' | 'clause';

/**
 * Every card's plan, sharing one name size and one pitch size (the longest pitch sets the room all
 * pitches get), so the cards look alike. `play` is PLAY's word, which a one-row card keeps.
 */
export function planCards(
  m: Metrics,
  cards: readonly Placed[],
  words: readonly CardWords[],
  rowWidth: number,
  play: string,
): CardPlan[] {
  const first = cards[0];
  if (!first) return [];
  const g = m.gap;
  const wide = first.wide;
  const pad = wide ? g : g * 1.2;
  const inner = inset(first.r, pad);
  // The preview gives way so that PLAY, DAILY and "?" keep their room beside it.
  const previewW = Math.max(
    0,
    Math.min(inner.w * 0.42, inner.h * 2.2, inner.w - (rowWidth - 2 * g * 1.2) - g * 1.5),
  );
  const sideW = wide ? inner.w - previewW - g * 1.5 : inner.w;
  const min = Math.ceil(m.minFont);
  const nameSize = Math.min(...words.map((w) => fitFont(w.name, sideW, m.font('value'), min)));
  const nameH = Math.round(nameSize * 1.15);
  const buttons = m.buttonH;
  const textOf = (w: CardWords, v: Variant): string => {
    const c = pitchChoices(w.pitch);
    return (v === 'full' ? c[0] : c[c.length - 1]) ?? '';
  };
  const heightOf = (text: string, size: number, width: number) =>
    wrappedHeight(text, size, width, Math.round(size * 0.45));
  const choose = (width: number, fits: (h: number) => boolean, variants: readonly Variant[]) => {
    for (const variant of variants)
      for (const size of [m.font('body'), min]) {
        const h = Math.max(...words.map((w) => heightOf(textOf(w, variant), size, width)));
        if (fits(h)) return { variant, size, h };
      }
    return null;
  };
  // How much height the words may take, for each way of laying the card out.
  const fitsTall = (h: number): boolean =>
    inner.h - nameH - h - buttons - 3 * g >= Math.max(buttons, inner.h * 0.3);
  const fitsBeside = (h: number): boolean => nameH + h + buttons + 2.1 * g <= inner.h;
  // A wide card may also run its words under the preview and the buttons, across the whole card.
  const fitsUnder = (h: number): boolean => nameH + buttons + 2.5 * g + h <= inner.h;
  // A stacked card too short for the name over its buttons is one row: the name, then the buttons.
  if (wide && nameH + buttons + 1.5 * g > inner.h)
    return rowCards(m, cards, words, pad, rowWidth, labelWidth(m, play));
  let layout: 'tall' | 'beside' | 'under' = wide ? 'beside' : 'tall';
  let pitch = wide ? choose(sideW, fitsBeside, ['full']) : choose(inner.w, fitsTall, ['full', 'clause']);
  if (wide && !pitch) {
    pitch = choose(inner.w, fitsUnder, ['full']);
    if (pitch) layout = 'under';
    else pitch = choose(sideW, fitsBeside, ['clause']);
  }
  const shape: CardShape = { m, pad, previewW, nameSize, nameH, layout, pitch };
  return cards.map(({ r }, i) => {
    const w = words[i] as CardWords;
    return placeCard(shape, r, pitch ? textOf(w, pitch.variant) : undefined);
  });
}

/** What every card shares once the words are chosen: the sizes, the layout and the pitch's room. */
interface CardShape {
  readonly m: Metrics;
  readonly pad: number;
  readonly previewW: number;
  readonly nameSize: number;
  readonly nameH: number;
  readonly layout: 'tall' | 'beside' | 'under';
  /** The pitch's size and the height kept for it (null: no pitch fits). */
  readonly pitch: { readonly size: number; readonly h: number } | null;
}

/** One card in `r`, showing `text` as its pitch. */
function placeCard(shape: CardShape, r: Rect, text: string | undefined): CardPlan {
  const { m, pad, previewW, nameSize, nameH, layout, pitch } = shape;
  const g = m.gap;
  const buttons = m.buttonH;
  const box = inset(r, pad);
  const pitchH = pitch?.h ?? 0;
  const at = (x: number, y: number, width: number, originX: number): CardPlan['pitch'] =>
    pitch && text ? { x, y, w: width, h: pitchH, text, size: pitch.size, originX } : null;
  if (layout === 'tall') {
    const [preview, , name, , under, , buttonRow] = column(box, [
      'fill',
      g,
      nameH,
      g * 0.5,
      pitchH,
      g * 1.5,
      buttons,
    ]);
    return {
      box: r,
      preview,
      name: { x: name.x + name.w / 2, y: name.y + name.h / 2, size: nameSize, originX: 0.5 },
      pitch: at(under.x + under.w / 2, under.y, under.w, 0.5),
      ...playRow(m, buttonRow),
    };
  }
  // Wide: the preview on the left, the name and PLAY on the right (the words between them, or
  // across the bottom of the card), the block centred in the card's height.
  const [top, bottom] = layout === 'under' ? column(box, ['fill', pitchH], g) : [box, null];
  const [preview, side] = row(top, [previewW, 'fill'], g * 1.5);
  const besideH = layout === 'beside' ? pitchH : 0;
  const afterName = besideH ? g * 0.6 : 0;
  const blockH = nameH + afterName + besideH + g * 1.5 + buttons;
  const block = rect(side.x, side.y + Math.max(0, (side.h - blockH) / 2), side.w, Math.min(side.h, blockH));
  const [name, , beside, , buttonRow] = column(block, [nameH, afterName, besideH, 'fill', buttons]);
  return {
    box: r,
    preview: preview.w >= 24 * m.css ? preview : null,
    name: { x: name.x, y: name.y + name.h / 2, size: nameSize, originX: 0 },
    pitch: bottom
      ? at(bottom.x + bottom.w / 2, bottom.y, bottom.w, 0.5)
      : at(beside.x, beside.y, beside.w, 0),
    ...playRow(m, buttonRow),
  };
}

/**
 * Cards of one row each (a small phone with little height to spare): the name, then PLAY, DAILY,
 * STATS and "?". Where the four do not fit beside the name with DAILY in words, DAILY is a calendar
 * and the three squares narrow to the touch target; where even that does not fit, STATS is left out
 * (the statistics are a results panel's STATS away). PLAY always keeps its word.
 */
function rowCards(
  m: Metrics,
  cards: readonly Placed[],
  words: readonly CardWords[],
  pad: number,
  rowWidth: number,
  playWidth: number,
): CardPlan[] {
  const min = Math.ceil(m.minFont);
  const boxes = cards.map(({ r }) => rect(r.x + pad, r.y + (r.h - m.buttonH) / 2, r.w - 2 * pad, m.buttonH));
  // The name may take two lines: its longest word sets the size, and the least room it needs.
  const longest = words.map(({ name }) => name.split(' ').sort((a, b) => b.length - a.length)[0] ?? name);
  // One arrangement for every card, the one the tightest card allows, so the cards look alike; with
  // DAILY as a calendar, PLAY takes what that card leaves.
  const room = Math.min(...boxes.map((box, i) => box.w - textWidth(longest[i] as string, min) - m.gap));
  const all = rowWidth - 2 * m.gap * 1.2;
  const narrow = MIN_TOUCH_CSS * m.css;
  const iconsW = playWidth + 3 * narrow + 3 * iconGap(m);
  const arrangement = room >= all ? 'words' : room >= iconsW ? 'icons' : 'no-stats';
  const buttonsW =
    arrangement === 'words' ? all : arrangement === 'icons' ? room : all - squareOf(m, m.buttonH) - m.gap;
  return cards.map(({ r }, i) => {
    const box = boxes[i];
    const nameMin = textWidth(longest[i] as string, min);
    const [nameBox, buttonRow] = row(box, ['fill', Math.min(buttonsW, box.w - nameMin - m.gap)], m.gap);
    const size = fitFont(longest[i] as string, nameBox.w, m.font('label'), min);
    return {
      box: r,
      preview: null,
      name: { x: nameBox.x, y: nameBox.y + nameBox.h / 2, size, originX: 0, wrap: nameBox.w },
      pitch: null,
      ...(arrangement === 'icons'
        ? iconRow(m, buttonRow, narrow)
        : playRow(m, buttonRow, arrangement === 'words')),
    };
  });
}
