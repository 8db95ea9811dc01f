import { describe, expect, it } from 'vitest';
import {
  apply,
  chooseMove,
  EASY_RANDOMNESS,
  easyMove,
  FILLER_SIZE,
  type FloodState,
  gains,
  greedyMove,
  type HardOptions,
  hardMove,
  newGame,
  status,
  winner,
} from '../../src/logic/flood';
import { board } from './helpers';

describe('Normal (greedy)', () => {
  it('takes the colour that gains the most squares now', () => {
    const s = board(`
      1ccf
      fff2`);
    expect(gains(s, 1)).toEqual([0, 0, 2, 0, 0, 3]);
    expect(greedyMove(s)).toBe(5);
  });

  it('breaks a tie to the lowest colour index', () => {
    const s = board(`
      1ccf
      bbf2`);
    expect(gains(s, 1)).toEqual([0, 2, 2, 0, 0, 0]);
    expect(greedyMove(s)).toBe(1);
    expect(chooseMove('normal', s, 0)).toBe(1);
  });

  it('answers colour 0 when nothing gains anything', () => {
    expect(greedyMove(board('12/2a'))).toBe(0);
  });
});

describe('Easy', () => {
  const s = newGame({ width: 16, height: 10 }, 11);

  it('is a deterministic function of the state and the seed', () => {
    // Pinned picks for seeds 0–19: a change in how Easy draws from the seed fails here.
    const picks = Array.from({ length: 20 }, (_, seed) => easyMove(s, seed));
    expect(picks).toEqual([2, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('sometimes leaves the greedy choice, but only for a colour that gains something', () => {
    const g = gains(s, 1);
    const picks = Array.from({ length: 200 }, (_, seed) => easyMove(s, seed));
    const off = picks.filter((c) => c !== greedyMove(s)).length;
    expect(picks.every((c) => (g[c] ?? 0) > 0)).toBe(true);
    expect(off).toBeGreaterThan(0);
    expect(off).toBeLessThan(200 * EASY_RANDOMNESS);
  });
});

describe('Hard', () => {
  it('sees that walling the opponent in wins everything left, where greedy takes the big area', () => {
    const s = board(`
      2aeee
      11eee
      1eeee`);
    expect(greedyMove(s)).toBe(4);
    expect(hardMove(s)).toBe(0);
    expect(chooseMove('hard', s, 0)).toBe(0);
  });

  it('never wastes a move on a colour that gains nothing', () => {
    let s: FloodState = newGame({ width: 8, height: 6 }, 4);
    while (status(s) === 'playing') {
      const c = hardMove(s);
      expect(gains(s, s.turn)[c]).toBeGreaterThan(0);
      const r = apply(s, c);
      if (!r.ok) throw new Error(r.reason);
      s = r.value.state;
    }
  });

  it('is deterministic: pinned first 8 moves of Hard against itself on a seeded 24×16 board', () => {
    let s: FloodState = newGame({ width: 24, height: 16 }, 8);
    const moves: number[] = [];
    for (let i = 0; i < 8; i++) {
      const c = hardMove(s);
      moves.push(c);
      const r = apply(s, c);
      if (!r.ok) throw new Error(r.reason);
      s = r.value.state;
    }
    expect(moves).toEqual([3, 4, 5, 2, 1, 3, 2, 0]);
  });

  it('beats Normal clearly on seeded 24×16 boards (each board played first and second)', () => {
    // On these 4 boards Normal as player 1 wins 2 of 8 against itself; Hard should lose at most one.
    let wins = 0;
    for (let g = 0; g < 8; g++) {
      let s: FloodState = newGame({ width: 24, height: 16 }, 300 + (g >> 1), g % 2 === 0 ? 1 : 2);
      while (status(s) === 'playing') {
        const r = apply(s, s.turn === 1 ? hardMove(s) : greedyMove(s));
        if (!r.ok) throw new Error(r.reason);
        s = r.value.state;
      }
      if (winner(s) === 1) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(7);
  });

  it('swindles: a Filler game it loses to Normal with its search alone, it wins by trying greedy replies', () => {
    // Seed 1001 of the bench with Hard moving second: the search alone sees no win and loses.
    const play = (options: HardOptions): ReturnType<typeof winner> => {
      let s: FloodState = newGame(FILLER_SIZE, 1001, 2, 'filler');
      while (status(s) === 'playing') {
        const r = apply(s, s.turn === 1 ? hardMove(s, options) : greedyMove(s));
        if (!r.ok) throw new Error(r.reason);
        s = r.value.state;
      }
      return winner(s);
    };
    expect(play({ swindleMargin: 0 })).toBe(2);
    expect(play({})).toBe(1);
  });
});
