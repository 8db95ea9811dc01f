// The layout module's arithmetic: sizes that respect the 10 CSS px text and 44 CSS px touch
// floors at every window size, rectangles that tile their space, labels fitted by width.

import { describe, expect, it } from 'vitest';
import {
  column,
  fitLabel,
  grid,
  MIN_TEXT_CSS,
  MIN_TOUCH_CSS,
  metrics,
  middleCuts,
  row,
  twoLines,
} from '../../src/ui/screen/layout';

const SIZES: [number, number][] = [
  [360, 640],
  [390, 844],
  [412, 915],
  [640, 360],
  [768, 1024],
  [1024, 768],
  [960, 600],
  [1280, 720],
  [1920, 1080],
];

describe('metrics', () => {
  it.each(SIZES)('%i×%i: fonts never under 10 CSS px; phone buttons at least 44 CSS px', (w, h) => {
    for (const css of [1, 2]) {
      const m = metrics(w * css, h * css, css);
      for (const role of ['title', 'heading', 'value', 'body', 'label', 'small'] as const) {
        expect(m.font(role) / css).toBeGreaterThanOrEqual(MIN_TEXT_CSS);
      }
      if (Math.min(w, h) < 500) expect(m.buttonH / css).toBeGreaterThanOrEqual(MIN_TOUCH_CSS);
      expect(m.portrait).toBe(h > w);
    }
  });

  it('grows with large screens and stays put on phones', () => {
    expect(metrics(1920, 1080).unit).toBeGreaterThan(metrics(1280, 720).unit);
    expect(metrics(1280, 720).unit).toBe(1);
    expect(metrics(720, 1280, 2).unit).toBeCloseTo(2 * (360 / 390));
  });
});

describe('rectangles', () => {
  it('stacks fixed sizes and shares what is left among fills', () => {
    const r = { x: 10, y: 20, w: 100, h: 200 };
    expect(column(r, [40, 'fill', { fill: 3 }], 10)).toEqual([
      { x: 10, y: 20, w: 100, h: 40 },
      { x: 10, y: 70, w: 100, h: 35 },
      { x: 10, y: 115, w: 100, h: 105 },
    ]);
    expect(row(r, ['fill', 'fill'], 0).map((c) => c.w)).toEqual([50, 50]);
  });

  it('lays out a grid centred in its box, the last row centred, cells shrunk to fit', () => {
    const cells = grid({ x: 0, y: 0, w: 300, h: 200 }, 5, 3, 120, 40, 10);
    expect(cells).toHaveLength(5);
    expect(cells[0]?.w).toBeCloseTo((300 - 20) / 3);
    expect(cells[3]?.y).toBe((cells[0]?.y ?? 0) + 50);
    const lastRow = (cells[3]?.x ?? 0) + ((cells[4]?.x ?? 0) + (cells[4]?.w ?? 0));
    expect(lastRow / 2).toBeCloseTo(150);
  });
});

describe('fitLabel', () => {
  const measure = (text: string, size: number) => text.length * size;
  it('keeps the size that fits, shrinks down to the floor, then takes the short label', () => {
    expect(fitLabel(['UNDO'], 100, 16, 10, measure)).toEqual({ text: 'UNDO', size: 16 });
    expect(fitLabel(['OPTIONS'], 80, 16, 10, measure)).toEqual({ text: 'OPTIONS', size: 11 });
    expect(fitLabel(['NEW 2 PLAYERS', '2 PLAYERS'], 100, 16, 10, measure)).toEqual({
      text: '2 PLAYERS',
      size: 11,
    });
  });
});

describe('middleCuts', () => {
  it('shortens a word in its middle, longest first, keeping its start and end', () => {
    expect(middleCuts('JC-18X18-4C', 9, 6)).toEqual(['JC-18…8-4C', 'JC-1…8-4C', 'JC-1…-4C', 'JC-…-4C']);
  });

  it('starts one character short of the word when it is shorter than the longest asked', () => {
    expect(middleCuts('ABCDEF', 21, 4)[0]).toBe('ABC…EF');
    expect(middleCuts('ABC', 21, 4)).toEqual([]);
  });
});

describe('twoLines', () => {
  it('breaks a code after the dash nearest its middle, every character kept', () => {
    expect(twoLines('JC-18X18-4C-21M-3ZQKJVJK')).toBe('JC-18X18-4C-\n21M-3ZQKJVJK');
    expect(twoLines('GW-ZR')).toBe('GW-\nZR');
    expect(twoLines('NODASH')).toBe('NODASH');
  });
});
