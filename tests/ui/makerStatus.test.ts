// The maker's status fitted to the screen without a browser: a short text keeps the body's size in
// the band the screen asks for; a long one first gets a smaller size, then, under the board of a
// landscape screen, more lines (the board giving way), while on a portrait phone whose rows have no
// height to spare the rows keep their height and the text its smallest size.

import { describe, expect, it } from 'vitest';
import { makerPlan } from '../../src/ui/maker/makerPlan';
import { type MeasureHeight, statusPlan } from '../../src/ui/maker/makerStatus';
import { metrics } from '../../src/ui/screen/layout';

/** A monospace font a character as wide as the size, each line as tall: lines wrapped at the width. */
const measure: MeasureHeight = (text, size, width) => {
  const perLine = Math.max(1, Math.floor(width / size));
  return text.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(line.length / perLine)), 0) * size;
};

const CLOSE = 200;

describe('the maker’s status', () => {
  it('keeps the body’s size and the band asked for where the text fits', () => {
    const m = metrics(1280, 720);
    const { plan, size } = statusPlan(m, 6, 2, CLOSE, 'Par: 1 move.', measure);
    expect(size).toBe(m.font('body'));
    expect(plan).toEqual(makerPlan(m, 6, 2, CLOSE));
  });

  it('under the board of a phone held sideways, takes more lines rather than leave the screen', () => {
    const m = metrics(640, 360);
    const text = 'x'.repeat(120);
    const { plan, size } = statusPlan(m, 6, 2, CLOSE, text, measure);
    expect(measure(text, size, plan.status.w)).toBeLessThanOrEqual(plan.status.h);
    expect(plan.status.h).toBeGreaterThan(makerPlan(m, 6, 2, CLOSE).status.h);
    expect(plan.status.y + plan.status.h).toBeLessThanOrEqual(m.height);
    // The rows beside the board are untouched.
    expect(plan.rows).toEqual(makerPlan(m, 6, 2, CLOSE).rows);
  });

  it('on a phone held upright with no height to spare, never squeezes the rows', () => {
    const m = metrics(360, 640);
    const asked = makerPlan(m, 6, 3, CLOSE);
    const { plan, size } = statusPlan(m, 6, 3, CLOSE, 'x'.repeat(2000), measure);
    expect(size).toBe(Math.ceil(m.minFont));
    expect(plan.rows[0]?.h).toBeGreaterThanOrEqual((asked.rows[0]?.h ?? 0) - 0.5);
  });
});
