// The menu's cards planned without a browser (without a 2D canvas every glyph of the pixel font is
// 1 em wide, as Press Start 2P's are): side by side on a desktop, stacked on a phone, one row each
// on a phone held sideways; every part inside its card, and the buttons apart from each other.

import { describe, expect, it } from 'vitest';
import {
  type CardPlan,
  cardRects,
  cardsNeed,
  pitchChoices,
  planCards,
  playRowWidth,
} from '../../src/ui/menu/cardPlan';
import { metrics, type Rect, rect } from '../../src/ui/screen/layout';

const WORDS = [
  { name: 'GLASSWORKS', pitch: 'Jump glass, mix colours: leave fewer points than the computer.' },
  { name: 'FLOOD DUEL', pitch: 'Take turns flooding colours: own more squares than your rival.' },
  { name: 'JOKER COLORING', pitch: 'Paint it all one colour in few moves. Jokers explode!' },
];

function plan(width: number, height: number, css: number, area: Rect) {
  const m = metrics(width, height, css);
  const rowWidth = playRowWidth(m, 'PLAY', 'DAILY');
  const cards = cardRects(m, area, 3, rowWidth);
  return { m, cards, plans: planCards(m, cards, WORDS, rowWidth, 'PLAY') };
}

const inside = (r: Rect, box: Rect): boolean =>
  r.x >= box.x - 0.5 &&
  r.y >= box.y - 0.5 &&
  r.x + r.w <= box.x + box.w + 0.5 &&
  r.y + r.h <= box.y + box.h + 0.5;
const apart = (a: Rect, b: Rect): boolean =>
  a.x + a.w <= b.x + 0.5 || b.x + b.w <= a.x + 0.5 || a.y + a.h <= b.y + 0.5 || b.y + b.h <= a.y + 0.5;

function checkParts(plans: readonly CardPlan[], alike = true): void {
  for (const p of plans) {
    const buttons = [p.play, p.daily, ...(p.stats ? [p.stats] : []), p.help];
    for (const r of [...buttons, ...(p.preview ? [p.preview] : [])]) expect(inside(r, p.box)).toBe(true);
    for (const [i, a] of buttons.entries())
      for (const b of buttons.slice(i + 1)) expect(apart(a, b)).toBe(true);
  }
  // The cards look alike: one name size for all (where each name has room for it).
  if (alike) expect(new Set(plans.map((p) => p.name.size)).size).toBe(1);
}

describe('the menu cards', () => {
  it('stand side by side on a desktop, tall, each with its preview and its whole pitch', () => {
    const { cards, plans } = plan(1280, 720, 1, rect(16, 130, 1248, 440));
    expect(cards.every((c) => !c.wide)).toBe(true);
    expect(new Set(cards.map((c) => c.r.y)).size).toBe(1);
    expect(plans.every((p) => p.preview !== null)).toBe(true);
    expect(plans.map((p) => p.pitch?.text)).toEqual(WORDS.map((w) => w.pitch));
    checkParts(plans);
  });

  it('stack on a phone, the preview beside the words', () => {
    const { cards, plans } = plan(780, 1688, 2, rect(24, 300, 732, 1000));
    expect(cards.every((c) => c.wide)).toBe(true);
    expect(new Set(cards.map((c) => c.r.x)).size).toBe(1);
    for (const p of plans) if (p.preview) expect(p.preview.x).toBeLessThan(p.play.x);
    checkParts(plans);
  });

  it('are one row each when the height is short: name, PLAY, DAILY, STATS and "?"', () => {
    const { plans } = plan(1280, 720, 2, rect(24, 150, 1232, 410));
    expect(plans.every((p) => p.preview === null && p.pitch === null)).toBe(true);
    expect(plans.every((p) => p.name.wrap !== undefined)).toBe(true);
    expect(plans.every((p) => p.stats !== null && !p.dailyIcon)).toBe(true);
    checkParts(plans);
  });

  it('on a 360-wide phone, draw DAILY as a calendar so that STATS fits beside the longest name', () => {
    // Held upright, short of height: one row per card, and Slovenian's longer word for PLAY.
    const m = metrics(720, 1280, 2);
    const rowWidth = playRowWidth(m, 'IGRAJ', 'DNEVNA');
    const cards = cardRects(m, rect(20, 90, 680, 520), 3, rowWidth);
    const plans = planCards(m, cards, WORDS, rowWidth, 'IGRAJ');
    expect(plans.every((p) => p.preview === null && p.stats !== null && p.dailyIcon)).toBe(true);
    for (const p of plans) {
      expect(p.play.w).toBeGreaterThanOrEqual(5 * m.minFont);
      for (const r of [p.daily, p.stats as Rect, p.help]) expect(r.w).toBeGreaterThanOrEqual(44 * m.css);
    }
    checkParts(plans, false);
  });

  it('leave STATS out of a row too narrow even for the calendar, every card alike, not squeezing PLAY', () => {
    const m = metrics(720, 1280, 2);
    const rowWidth = playRowWidth(m, 'IGRAJ', 'DNEVNA');
    const cards = cardRects(m, rect(20, 90, 600, 520), 3, rowWidth);
    const plans = planCards(m, cards, WORDS, rowWidth, 'IGRAJ');
    expect(plans.every((p) => p.stats === null && !p.dailyIcon)).toBe(true);
    for (const p of plans) expect(p.play.w).toBeGreaterThanOrEqual(5 * m.minFont);
    checkParts(plans, false);
  });

  it('take the first clause of a pitch where the whole one has no room', () => {
    expect(pitchChoices('Jump glass, mix colours: leave fewer points.')).toEqual([
      'Jump glass, mix colours: leave fewer points.',
      'Jump glass, mix colours.',
    ]);
    expect(pitchChoices('One line')).toEqual(['One line']);
  });

  it('need less room side by side than stacked, when a tall card has room across', () => {
    const m = metrics(1280, 720, 1);
    const rowWidth = playRowWidth(m, 'PLAY', 'DAILY');
    expect(cardsNeed(m, 1248, rowWidth)).toBeLessThanOrEqual(cardsNeed(m, 300, rowWidth));
  });
});
