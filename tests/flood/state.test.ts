import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE, encode, newGame, SIZE_PRESETS, validateSize } from '../../src/logic/flood';
import { Rng } from '../../src/logic/rng';

describe('newGame', () => {
  it('deals every square rng.int(6) in row-major order and gives the corners to the players', () => {
    const s = newGame({ width: 5, height: 4 }, 42);
    const rng = new Rng(42);
    expect(s.colors).toEqual(Array.from({ length: 20 }, () => rng.int(6)));
    expect(s.owner.filter((o) => o !== 0)).toEqual([2, 1]);
    expect(s.owner[15]).toBe(1); // bottom-left (0, 3)
    expect(s.owner[4]).toBe(2); // top-right (4, 0)
    expect(s).toMatchObject({ width: 5, height: 4, turn: 1, moves: 0, lastMover: 0 });
  });

  it('is the same deal for the same seed and differs for another seed', () => {
    // Pinned: a change in the deal (draw order, corners) changes this text and fails here.
    expect(encode(newGame({ width: 6, height: 4 }, 7))).toBe('aafed2\ncbdeba\nedbcbd\n1fbfba');
    expect(newGame(DEFAULT_SIZE, 7).colors).not.toEqual(newGame(DEFAULT_SIZE, 8).colors);
  });

  it('lets player 2 start', () => {
    expect(newGame(DEFAULT_SIZE, 1, 2).turn).toBe(2);
  });

  it('is JSON-safe', () => {
    const s = newGame({ width: 16, height: 10 }, 3);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('clamps an out-of-range size instead of throwing', () => {
    const s = newGame({ width: 100, height: 1 }, 1);
    expect([s.width, s.height]).toEqual([60, 4]);
    expect(newGame({ width: Number.NaN, height: 10.7 }, 1)).toMatchObject({ width: 24, height: 10 });
  });

  it('offers the three preset sizes, 24×16 by default', () => {
    expect(DEFAULT_SIZE).toEqual({ width: 24, height: 16 });
    expect(SIZE_PRESETS.map((s) => `${s.width}x${s.height}`)).toEqual(['16x10', '24x16', '32x20']);
  });
});

describe('validateSize', () => {
  it('accepts 4×4..60×40 as numbers or numeric strings', () => {
    expect(validateSize(4, 4)).toEqual({ ok: true, value: { width: 4, height: 4 } });
    expect(validateSize('60', '40')).toEqual({ ok: true, value: { width: 60, height: 40 } });
  });

  it('says which side is wrong and what is allowed', () => {
    expect(validateSize(3, 10)).toMatchObject({ ok: false, reason: 'width 3 is outside 4–60' });
    expect(validateSize(24, 41)).toMatchObject({ ok: false, reason: 'height 41 is outside 4–40' });
    expect(validateSize('abc', 10)).toMatchObject({
      ok: false,
      reason: "width must be a whole number from 4 to 60 (got 'abc')",
    });
    expect(validateSize(24, 10.5).ok).toBe(false);
    expect(validateSize(24, '').ok).toBe(false);
    expect(validateSize(null, undefined).ok).toBe(false);
  });
});
