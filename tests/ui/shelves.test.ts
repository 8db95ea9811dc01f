// Pictures on sheets: never overlapping, a margin around each, inside the sheet, tallest first,
// and a new sheet once the height allowed is full.

import { describe, expect, it } from 'vitest';
import { shelve } from '../../src/ui/render/shelves';

const sizes = Array.from({ length: 40 }, (_, i) => ({ w: 20 + ((i * 37) % 300), h: 10 + ((i * 13) % 50) }));

describe('shelve', () => {
  it('places every picture once, inside the sheet, apart from the others by the margin', () => {
    const [sheet, ...more] = shelve(sizes, 1024, 4096, 2);
    expect(more).toEqual([]);
    expect(sheet?.map((s) => s.index).sort((a, b) => a - b)).toEqual(sizes.map((_, i) => i));
    const box = (s: { index: number; x: number; y: number }) => ({
      ...s,
      ...(sizes[s.index] as { w: number; h: number }),
    });
    const boxes = (sheet ?? []).map(box);
    for (const a of boxes) {
      expect(a.x).toBeGreaterThanOrEqual(2);
      expect(a.y).toBeGreaterThanOrEqual(2);
      expect(a.x + a.w + 2).toBeLessThanOrEqual(1024);
      for (const b of boxes)
        if (a !== b) {
          const apart =
            a.x + a.w + 2 <= b.x || b.x + b.w + 2 <= a.x || a.y + a.h + 2 <= b.y || b.y + b.h + 2 <= a.y;
          expect(apart).toBe(true);
        }
    }
  });

  it('puts the tallest first', () => {
    const [sheet] = shelve(sizes, 1024, 4096, 2);
    const first = sheet?.[0];
    expect(first).toMatchObject({ x: 2, y: 2 });
    expect(sizes[first?.index ?? -1]?.h).toBe(Math.max(...sizes.map((s) => s.h)));
  });

  it('starts another sheet when the height allowed is full, and gives a too-wide picture a row', () => {
    const sheets = shelve(sizes, 1024, 120, 2);
    expect(sheets.length).toBeGreaterThan(1);
    expect(sheets.flat().length).toBe(sizes.length);
    const wide = shelve(
      [
        { w: 2000, h: 10 },
        { w: 10, h: 10 },
      ],
      1024,
      4096,
      2,
    );
    expect(wide).toEqual([
      [
        { index: 0, x: 2, y: 2 },
        { index: 1, x: 2, y: 14 },
      ],
    ]);
  });
});
