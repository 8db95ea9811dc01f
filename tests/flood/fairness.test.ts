// Flood Duel fairness (src/logic/flood/fairness.ts): Hard plays both sides from a made board, once
// with each player first. A board that is the same seen from either corner (the maker's RANDOM,
// src/logic/flood/mirrored.ts) is fair, one that hands
// a corner a huge region is not; every move of the games is legal, under Filler's rules too.

import { describe, expect, it } from 'vitest';
import { type FloodState, floodDuel, moveOfIndex, status } from '../../src/logic/flood';
import { type Fairness, fairness, hardGame, unfair } from '../../src/logic/flood/fairness';
import { mirroredColors } from '../../src/logic/flood/mirrored';
import { Rng } from '../../src/logic/rng';

/** A made board's deal through the game's own options check (rows of a–f joined by '/'). */
function made(board: string, rules?: 'filler'): FloodState {
  const rows = board.split('/');
  const options = floodDuel.checkOptions({
    width: rows[0]!.length,
    height: rows.length,
    first: 1,
    board,
    ...(rules ? { rules } : {}),
  });
  if (!options.ok) throw new Error(options.reason);
  return floodDuel.deal(options.value, 0);
}

const text = (colours: readonly number[], width: number): string =>
  Array.from({ length: colours.length / width }, (_, y) =>
    colours
      .slice(y * width, (y + 1) * width)
      .map((c) => 'abcdef'[c])
      .join(''),
  ).join('/');

/** A random board whose left `share` of columns is one colour, joined to player 1's corner. */
function lopsided(width: number, height: number, seed: number, share: number): string {
  const rng = new Rng(seed);
  const colours = Array.from({ length: width * height }, (_, i) =>
    i % width < width * share ? 0 : 1 + rng.int(5),
  );
  return text(colours, width);
}

/** A Filler board: no square the colour of its left or upper neighbour, the corners different. */
function filler(width: number, height: number, seed: number): string {
  const state = floodDuel.deal({ width, height, first: 1, rules: 'filler' }, seed);
  return text(state.colors, width);
}

/** Each game of the fairness check, replayed move by move through the game's own apply. */
function expectLegalGames(start: FloodState, f: Fairness): void {
  for (const first of [1, 2] as const) {
    const { moves, end } = hardGame(start, first);
    let s: FloodState = { ...start, turn: first };
    for (const [i, colour] of moves.entries()) {
      const r = floodDuel.apply(s, moveOfIndex(colour));
      if (!r.ok) throw new Error(`move ${i + 1} is illegal: ${r.reason}`);
      s = r.value.state;
    }
    expect(s).toEqual(end);
    expect(status(s)).toBe('over');
    const counts = first === 1 ? f.first1 : f.first2;
    expect(counts).toEqual({
      p1: s.owner.filter((o) => o === 1).length,
      p2: s.owner.filter((o) => o === 2).length,
    });
  }
}

describe('Flood Duel fairness', () => {
  it('a board the same from both corners is fair: each start mirrors the other', () => {
    for (const [w, h, seed] of [
      [16, 10, 1],
      [10, 10, 4],
      [24, 16, 3],
    ] as const) {
      const state = made(text(mirroredColors({ width: w, height: h }, seed, 'flood'), w));
      const f = fairness(state);
      expect(f.first2).toEqual({ p1: f.first1.p2, p2: f.first1.p1 });
      expect(unfair(f)).toBe(false);
      expectLegalGames(state, f);
    }
  });

  it("under Filler's rules, a board the same from both corners but for its colours swapped in pairs: these are fair (not every one is: src/logic/flood/mirrored.ts)", () => {
    for (const [w, h, seed] of [
      [10, 8, 1],
      [8, 7, 2],
      [12, 9, 3],
    ] as const) {
      const colours = mirroredColors({ width: w, height: h }, seed, 'filler');
      expect(colours.every((c, i) => c === ((colours[w * h - 1 - i] as number) ^ 1))).toBe(true);
      const state = made(text(colours, w), 'filler');
      const f = fairness(state);
      expect(unfair(f)).toBe(false);
      expectLegalGames(state, f);
    }
  });

  it('a board that hands one corner a huge region is unfair: that side wins from both starts', () => {
    const state = made(lopsided(16, 10, 7, 0.6));
    const f = fairness(state);
    expect(f.first1.p1).toBeGreaterThan(f.first1.p2);
    expect(f.first2.p1).toBeGreaterThan(f.first2.p2);
    expect(unfair(f)).toBe(true);
    expectLegalGames(state, f);
  });

  it("works under Filler's rules: legal games that end, the same answer every time", () => {
    for (const [w, h, seed] of [
      [8, 7, 1],
      [8, 7, 2],
      [12, 9, 3],
    ] as const) {
      const state = made(filler(w, h, seed), 'filler');
      const f = fairness(state);
      for (const c of [f.first1, f.first2]) {
        expect(c.p1 + c.p2).toBeLessThanOrEqual(w * h);
        expect(2 * Math.max(c.p1, c.p2) > w * h || c.p1 + c.p2 === w * h).toBe(true);
      }
      expectLegalGames(state, f);
      expect(fairness(structuredClone(state))).toEqual(f);
    }
  });

  it('plays from the start it is given, whoever the deal says moves first', () => {
    const board = lopsided(12, 8, 9, 0.3);
    const state = made(board);
    expect(fairness({ ...state, turn: 2 })).toEqual(fairness(state));
  });

  it('unfair: the same side ahead from both starts; a draw or a split is fair', () => {
    const f = (a: [number, number], b: [number, number]): Fairness => ({
      first1: { p1: a[0], p2: a[1] },
      first2: { p1: b[0], p2: b[1] },
    });
    expect(unfair(f([90, 70], [85, 75]))).toBe(true);
    expect(unfair(f([70, 90], [75, 85]))).toBe(true);
    expect(unfair(f([90, 70], [70, 90]))).toBe(false);
    expect(unfair(f([80, 80], [70, 90]))).toBe(false);
    expect(unfair(f([80, 80], [80, 80]))).toBe(false);
  });
});
