import { describe, expect, it } from 'vitest';
import { encode, gameColors, JOKER, newGame, status } from '../../src/logic/joker';
import { Rng } from '../../src/logic/rng';

const opts = { moves: 21, width: 18, height: 18, colors: 4 };

describe('newGame', () => {
  it('is deterministic for a seed', () => {
    // Pinned: a change in the deal (colours, jokers, draw order) changes this text and fails here.
    expect(encode(newGame({ ...opts, width: 6, height: 4 }, 12345))).toBe('ygbryg\nybgyby\ng*rrry\nr*y*br');
    expect(newGame(opts, 12345).cells).not.toEqual(newGame(opts, 12346).cells);
  });

  it('starts at (0, 0) with the full move budget', () => {
    const s = newGame({ moves: 7, width: 5, height: 3, colors: 2 }, 1);
    expect(s).toMatchObject({
      width: 5,
      height: 3,
      colors: 2,
      base: { x: 0, y: 0 },
      movesLeft: 7,
      movesMade: 0,
    });
    expect(s.quit).toBe(false);
    expect(s.cells).toHaveLength(15);
    expect(status(s)).toBe('playing');
  });

  it('follows the documented draw order', () => {
    const o = { moves: 5, width: 6, height: 4, colors: 5 };
    const rng = new Rng(99);
    const expected: string[] = [];
    for (let i = 0; i < 24; i++) {
      if (i > 0 && rng.float() < 1 / 12) expected.push('*');
      else expected.push(gameColors(5)[rng.int(5)]!);
    }
    expect(newGame(o, 99).cells).toEqual(expected);
  });

  it('never puts a joker at (0, 0), uses only the game’s colours, and deals about 1/12 jokers', () => {
    let jokers = 0;
    let squares = 0;
    const seen = new Set<string>();
    const cornerJokers: number[] = [];
    for (let seed = 0; seed < 300; seed++) {
      const s = newGame({ ...opts, colors: 3 }, seed);
      if (s.cells[0] === JOKER) cornerJokers.push(seed);
      for (const cell of s.cells) seen.add(cell);
      jokers += s.cells.filter((c) => c === JOKER).length;
      squares += s.cells.length - 1;
    }
    expect(cornerJokers).toEqual([]);
    expect([...seen].sort()).toEqual(['*', 'b', 'g', 'r']);
    expect(jokers / squares).toBeGreaterThan(0.07);
    expect(jokers / squares).toBeLessThan(0.097);
  });

  it('falls back to defaults for out-of-range options instead of building a broken state', () => {
    const s = newGame({ moves: 0, width: 1, height: 18, colors: 9 }, 3);
    expect(s).toMatchObject({ width: 18, height: 18, colors: 4, movesLeft: 21 });
  });
});
