// Stars for a finished game (docs/RULES.md, "Stars"): against par in GlassWorks and Joker
// Coloring, by the level and the margin in Flood Duel.

import { describe, expect, it } from 'vitest';
import { floodStars, starsAgainstPar, starTarget, threeStarGoal } from '../../src/midend/progress/stars';

describe('stars against par', () => {
  it('three at or under par, two within a quarter of par over it (at least one), else one', () => {
    expect(starsAgainstPar(9, 9)).toBe(3);
    expect(starsAgainstPar(5, 9)).toBe(3);
    expect(starsAgainstPar(10, 9)).toBe(2);
    expect(starsAgainstPar(12, 9)).toBe(2); // a quarter of 9, rounded up: 3
    expect(starsAgainstPar(13, 9)).toBe(1);
    expect(starsAgainstPar(7, 6)).toBe(2); // a quarter of 6, rounded up: 2
    expect(starsAgainstPar(8, 6)).toBe(2);
    expect(starsAgainstPar(9, 6)).toBe(1);
    expect(starsAgainstPar(2, 1)).toBe(2); // at least one over par
    expect(starsAgainstPar(3, 1)).toBe(1);
  });

  it('with hints, two at the most', () => {
    expect(starsAgainstPar(6, 6, 1)).toBe(2);
    expect(starsAgainstPar(7, 6, 2)).toBe(2);
    expect(starsAgainstPar(20, 6, 1)).toBe(1);
  });

  it('names the result each rating asks for, and that result earns it', () => {
    for (const par of [1, 4, 6, 9, 17]) {
      expect(starsAgainstPar(starTarget(par, 3), par)).toBe(3);
      expect(starsAgainstPar(starTarget(par, 2), par)).toBe(2);
      expect(starsAgainstPar(starTarget(par, 2) + 1, par)).toBe(1);
    }
  });

  it('shows the three-star goal in play only while three stars can still be earned', () => {
    expect(threeStarGoal(7, 0, 0)).toBe(7);
    expect(threeStarGoal(null, 0, 0)).toBeNull(); // par not worked out yet
    expect(threeStarGoal(7, 1, 0)).toBeNull(); // a hint: two stars at the most
    expect(threeStarGoal(7, 0, 3)).toBeNull(); // moves the solver showed: not rated at all
  });
});

describe('Flood Duel stars', () => {
  it('a win is one star; Normal adds one; Hard, or a win by a fifth of the board, adds another', () => {
    expect(floodStars(59, 41, 100, 'easy')).toBe(1);
    expect(floodStars(60, 40, 100, 'easy')).toBe(2); // a fifth of the board exactly
    expect(floodStars(55, 45, 100, 'normal')).toBe(2);
    expect(floodStars(60, 40, 100, 'normal')).toBe(3);
    expect(floodStars(51, 49, 100, 'hard')).toBe(3);
  });
});
