// The menu planned without a browser (without a 2D canvas every glyph of the pixel font is 1 em
// wide, as Press Start 2P's are): title, subtitle, storage notice, cards and settings top to bottom,
// apart and on the screen at every size; the settings fold into SETTINGS only where the screen is
// too short for them.

import { describe, expect, it } from 'vitest';
import { playRowWidth } from '../../src/ui/menu/cardPlan';
import { type MenuPlan, planMenu } from '../../src/ui/menu/menuPlan';
import { metrics, type Rect } from '../../src/ui/screen/layout';

const WORDS = [
  { name: 'GLASSWORKS', pitch: 'Jump glass, mix colours: leave fewer points than the computer.' },
  { name: 'FLOOD DUEL', pitch: 'Take turns flooding colours: own more squares than your rival.' },
  { name: 'JOKER COLORING', pitch: 'Paint it all one colour in few moves. Jokers explode!' },
];

/** The menu at `width`×`height`; the settings two rows of buttons, or the one SETTINGS button. */
function menu(width: number, height: number, css = 1, notice = false): MenuPlan {
  const m = metrics(width, height, css);
  return planMenu({
    m,
    noticeH: notice ? 3 * m.font('small') + 2 * m.gap : null,
    settingsH: { rows: 2 * m.buttonH + m.gap, folded: m.buttonH },
    rowWidth: playRowWidth(m, 'PLAY', 'DAILY'),
    words: WORDS,
    play: 'PLAY',
  });
}

/** Every band of the plan, top to bottom. */
function bands(p: MenuPlan): Rect[] {
  const cards = p.cards.map((c) => c.box);
  const top = Math.min(...cards.map((c) => c.y));
  const bottom = Math.max(...cards.map((c) => c.y + c.h));
  return [
    p.title.band,
    ...(p.subtitle ? [p.subtitle] : []),
    ...(p.notice ? [p.notice] : []),
    ...(p.banner ? [p.banner] : []),
    { x: 0, y: top, w: 0, h: bottom - top },
    p.settings,
  ];
}

function checkOrder(p: MenuPlan, width: number, height: number): void {
  const all = bands(p);
  for (const [i, b] of all.entries()) {
    expect(b.y).toBeGreaterThanOrEqual(-0.5);
    expect(b.y + b.h).toBeLessThanOrEqual(height + 0.5);
    const next = all[i + 1];
    if (next) expect(b.y + b.h).toBeLessThanOrEqual(next.y + 0.5);
  }
  for (const c of p.cards) expect(c.box.x + c.box.w).toBeLessThanOrEqual(width + 0.5);
}

describe('the menu', () => {
  it('on a desktop: title, subtitle, three cards side by side and every setting, top to bottom', () => {
    const p = menu(1280, 720);
    checkOrder(p, 1280, 720);
    expect(p.subtitle).not.toBeNull();
    expect(p.notice).toBeNull();
    expect(p.folded).toBe(false);
    expect(p.cards).toHaveLength(3);
    expect(new Set(p.cards.map((c) => c.box.y)).size).toBe(1);
    expect(p.cards.every((c) => c.pitch !== null)).toBe(true);
    // The title's outline and bounce follow its size.
    expect(p.title.stroke).toBe(Math.max(2, Math.round(p.title.size * 0.14)));
    expect(p.title.band.h).toBe(p.title.bounce + p.title.size + p.title.stroke);
  });

  it('spare height centres the menu: as much above the title as below the settings', () => {
    const p = menu(1920, 1080);
    const above = p.title.band.y;
    const below = 1080 - (p.settings.y + p.settings.h);
    expect(Math.abs(above - below)).toBeLessThanOrEqual(1);
  });

  it('on a phone with the storage notice: the notice takes the subtitle’s place', () => {
    const p = menu(390, 844, 1, true);
    checkOrder(p, 390, 844);
    expect(p.subtitle).toBeNull();
    expect(p.notice).not.toBeNull();
    expect(p.notice?.y).toBeGreaterThan(p.title.band.y);
  });

  it('on a phone held sideways with the notice, the settings fold into SETTINGS; without it they may stay', () => {
    const folded = menu(640, 360, 1, true);
    checkOrder(folded, 640, 360);
    expect(folded.folded).toBe(true);
    expect(folded.settings.h).toBe(metrics(640, 360).buttonH);
    const roomy = menu(1280, 720);
    expect(roomy.settings.h).toBe(2 * metrics(1280, 720).buttonH + metrics(1280, 720).gap);
  });

  it('keeps its parts apart at every size the layout audit walks', () => {
    for (const [w, h, css] of [
      [360, 640, 1],
      [390, 844, 3],
      [412, 915, 2],
      [768, 1024, 1],
      [1024, 768, 1],
      [960, 600, 1],
    ] as const) {
      for (const notice of [false, true]) checkOrder(menu(w * css, h * css, css, notice), w * css, h * css);
    }
  });

  it('the DAILY banner over the cards, where it leaves the settings as they were', () => {
    expect(menu(1280, 720).banner).not.toBeNull();
    expect(menu(390 * 3, 844 * 3, 3).banner).not.toBeNull();
    // A phone held sideways has DAILY on its cards only.
    expect(menu(640 * 3, 360 * 3, 3).banner).toBeNull();
    // A small phone keeps every setting a tap away, before a banner.
    const small = menu(360 * 2, 640 * 2, 2);
    expect(small.folded).toBe(false);
  });
});
