// The maker's screen planned without a browser: for phones held either way and desktop screens, at
// one and two logical pixels per CSS pixel, with the 5 rows of controls GlassWorks and Flood Duel
// have, Joker Coloring's 6, and 7 to spare. Every part lies inside the screen and apart from the
// others; a row is a button tall (at least 90% of one) wherever the screen has room for that.
//
// Where it has not, the plan shrinks every row alike to what is left (they stay apart and inside).
// "Room" is judged from the screen, by the plan's own rules: on a portrait screen the controls and
// the status take at most 62% of the height under the title (the board keeps the rest); beside the
// board on a landscape screen the rows have the whole height under the title, the status going
// under the board.

import { describe, expect, it } from 'vitest';
import { type MakerPlan, makerPlan } from '../../src/ui/maker/makerPlan';
import { type Metrics, metrics, type Rect } from '../../src/ui/screen/layout';

const SCREENS = [
  [360, 640],
  [640, 360],
  [1280, 720],
  [1920, 1080],
] as const;
const CSS = [1, 2] as const;
const ROWS = [5, 6, 7] as const;

const EPS = 0.5;
const inside = (r: Rect, box: Rect): boolean =>
  r.x >= box.x - EPS &&
  r.y >= box.y - EPS &&
  r.x + r.w <= box.x + box.w + EPS &&
  r.y + r.h <= box.y + box.h + EPS;
const apart = (a: Rect, b: Rect): boolean =>
  a.x + a.w <= b.x + EPS || b.x + b.w <= a.x + EPS || a.y + a.h <= b.y + EPS || b.y + b.h <= a.y + EPS;

/** The status band's height for `lines` lines, as the plan sizes it. */
const statusOf = (m: Metrics, lines: number) => Math.ceil(lines * m.font('body') * 1.45);

/** The lines of status the screen asks for (MakerScene: three on a portrait screen, else two). */
const linesOf = (m: Metrics) => (m.portrait ? 3 : 2);

/** Whether the screen has room for `rows` rows at 90% of a button, by the plan's own rules. */
function roomFor(m: Metrics, rows: number): boolean {
  const side = m.compact ? m.buttonH : Math.round(44 * m.unit);
  const body = m.height - 2 * m.margin - side - m.gap;
  const rowsH = rows * m.buttonH * 0.9 + Math.max(0, rows - 1) * m.gap * 0.6;
  const beside = !m.portrait && m.width > m.height * 1.15;
  // Beside the board the rows have the whole height (the status is under the board).
  return beside ? rowsH <= body + EPS : rowsH + m.gap + statusOf(m, linesOf(m)) <= body * 0.62 + EPS;
}

const CASES = SCREENS.flatMap(([w, h]) =>
  CSS.flatMap((css) => ROWS.map((rows) => ({ w, h, css, rows, name: `${w}×${h} css ${css}, ${rows} rows` }))),
);

function planOf(
  w: number,
  h: number,
  css: number,
  rows: number,
  closeW?: number,
): { m: Metrics; p: MakerPlan } {
  const m = metrics(w * css, h * css, css);
  return { m, p: makerPlan(m, rows, linesOf(m), closeW ?? m.buttonH * 2.2) };
}

describe('makerPlan', () => {
  it.each(CASES)('$name: every part inside the screen and apart from the others', ({ w, h, css, rows }) => {
    const { m, p } = planOf(w, h, css, rows);
    const screen = { x: 0, y: 0, w: m.width, h: m.height };
    expect(p.rows).toHaveLength(rows);
    const parts = [p.title, p.close, p.board, p.status, ...p.rows];
    for (const r of parts) {
      expect(inside(r, screen)).toBe(true);
      expect(r.w).toBeGreaterThan(0);
      expect(r.h).toBeGreaterThan(0);
    }
    for (let i = 0; i < parts.length; i++)
      for (let j = i + 1; j < parts.length; j++)
        expect(apart(parts[i] as Rect, parts[j] as Rect), `parts ${i} and ${j}`).toBe(true);
  });

  it.each(CASES)('$name: rows top to bottom, alike, with the status under them', ({ w, h, css, rows }) => {
    const { m, p } = planOf(w, h, css, rows);
    const first = p.rows[0] as Rect;
    for (const [i, r] of p.rows.entries()) {
      expect(r.x).toBeCloseTo(first.x, 5);
      expect(r.w).toBeCloseTo(first.w, 5);
      expect(r.h).toBeCloseTo(first.h, 5);
      const next = p.rows[i + 1];
      if (next) expect(next.y).toBeGreaterThanOrEqual(r.y + r.h - EPS);
    }
    const last = p.rows[rows - 1] as Rect;
    // The status under the rows on a portrait screen, under the board on a landscape one.
    if (m.portrait) expect(p.status.y).toBeGreaterThanOrEqual(last.y + last.h - EPS);
    else expect(p.status.y).toBeGreaterThanOrEqual(p.board.y + p.board.h - EPS);
    expect(p.status.h).toBe(statusOf(m, linesOf(m)));
    // The board comes first: above the rows on a portrait screen, left of them on a landscape one.
    if (m.portrait) expect(p.board.y + p.board.h).toBeLessThanOrEqual(first.y + EPS);
    else expect(p.board.x + p.board.w).toBeLessThanOrEqual(first.x + EPS);
    // The title row on top, CLOSE at its right.
    expect(p.title.y + p.title.h).toBeLessThanOrEqual(Math.min(p.board.y, first.y) + EPS);
    expect(p.close.x).toBeGreaterThanOrEqual(p.title.x + p.title.w - EPS);
  });

  it.each(CASES)('$name: the board keeps a fair share of the screen', ({ w, h, css, rows }) => {
    const { m, p } = planOf(w, h, css, rows);
    expect(Math.min(p.board.w, p.board.h)).toBeGreaterThanOrEqual(0.3 * Math.min(m.width, m.height));
  });

  it.each(CASES)('$name: a row is a button tall where the screen has room', ({ w, h, css, rows }) => {
    const { m, p } = planOf(w, h, css, rows);
    const least = Math.min(...p.rows.map((r) => r.h));
    if (roomFor(m, rows)) {
      expect(least).toBeGreaterThanOrEqual(m.buttonH * 0.9 - EPS);
    } else {
      // No room: every row shrinks alike into the space they have, which they fill to its end (the
      // status right under them on a portrait screen; the screen's margin beside the board).
      const last = p.rows[rows - 1] as Rect;
      if (m.portrait) expect(last.y + last.h + m.gap).toBeCloseTo(p.status.y, 5);
      else expect(last.y + last.h).toBeCloseTo(m.height - m.margin, 5);
      expect(least).toBeLessThan(m.buttonH * 0.9);
    }
    // Never taller than a button.
    for (const r of p.rows) expect(r.h).toBeLessThanOrEqual(m.buttonH + EPS);
  });

  it('has room for the five and six rows of the real games on every screen', () => {
    for (const { w, h, css, rows } of CASES) {
      if (rows === 7) continue;
      const { m } = planOf(w, h, css, rows);
      expect(roomFor(m, rows), `${w}×${h} css ${css}, ${rows} rows`).toBe(true);
    }
  });

  // Joker Coloring has 6 rows (palette, tools, size, CLEAR/RANDOM/switches, MOVES, TEST/CHECK/SHARE…).
  // Held sideways, a phone gives the rows its whole height beside the board (the status goes under
  // the board), so each keeps a phone's 44 CSS px touch target (layout.ts MIN_TOUCH_CSS).
  it.each([1, 2])(
    'a phone held sideways keeps Joker Coloring’s 6 rows at 44 CSS px at least (css %d)',
    (css) => {
      const { p } = planOf(640, 360, css, 6);
      for (const r of p.rows) expect(r.h / css).toBeGreaterThanOrEqual(44);
    },
  );

  it('rows are a button tall on a desktop screen with room to spare', () => {
    const { m, p } = planOf(1920, 1080, 1, 5);
    for (const r of p.rows) expect(r.h).toBeCloseTo(m.buttonH, 5);
  });

  it('a wide CLOSE takes its width from the title, not the rows', () => {
    const { m, p } = planOf(1280, 720, 1, 6, 300);
    expect(p.close.w).toBe(300);
    expect(p.close.x + p.close.w).toBeCloseTo(m.width - m.margin, 5);
    expect(p.title.x + p.title.w).toBeLessThanOrEqual(p.close.x);
  });
});
