// Arrow keys by position: the nearest control that way, straight ahead before off to the side, and
// none when nothing is that way.

import { describe, expect, it } from 'vitest';
import { nearestToward } from '../../src/ui/controls/spatial';

// A menu card's row (PLAY, DAILY, chart, ?) over the next card's row.
const row1 = [
  { x: 100, y: 100 },
  { x: 200, y: 100 },
  { x: 300, y: 100 },
  { x: 400, y: 100 },
];
const row2 = row1.map((c) => ({ x: c.x, y: 300 }));
const all = [...row1, ...row2];

describe('arrows by position', () => {
  it('ArrowDown from a card’s chart button goes to the chart button below, not to the right', () => {
    expect(nearestToward('ArrowDown', { x: 300, y: 100 }, all)).toBe(6);
  });

  it('ArrowRight goes along the row; ArrowLeft and ArrowUp back', () => {
    expect(nearestToward('ArrowRight', { x: 300, y: 100 }, all)).toBe(3);
    expect(nearestToward('ArrowLeft', { x: 300, y: 300 }, all)).toBe(5);
    expect(nearestToward('ArrowUp', { x: 100, y: 300 }, all)).toBe(0);
  });

  it('nothing that way: -1 (the keyboard then goes by order)', () => {
    expect(nearestToward('ArrowRight', { x: 400, y: 100 }, all)).toBe(-1);
    expect(nearestToward('ArrowUp', { x: 200, y: 100 }, all)).toBe(-1);
  });
});
