// Stars, one to three, for a finished game: the same thresholds in every game that has par, and
// for Flood Duel the margin and the computer's level (docs/RULES.md, "Stars"). Pure, unit-tested.

import type { AiLevel } from '../../logic/flood/ai';

export type Stars = 1 | 2 | 3;

/** How far over par still earns two stars: a quarter of par, at least one. */
export const overParForTwo = (par: number): number => Math.max(1, Math.ceil(par / 4));

/**
 * A result where lower is better (points left, moves used to win) against par: at or under par
 * three stars, within a quarter of par over it two, else one. With hints, two at the most: three
 * stars are the player's own play.
 */
export function starsAgainstPar(value: number, par: number, hints = 0): Stars {
  const stars: Stars = value <= par ? 3 : value - par <= overParForTwo(par) ? 2 : 1;
  return hints > 0 ? (Math.min(stars, 2) as Stars) : stars;
}

/** The result a number of stars asks for (shown in play: three stars in 7). */
export function starTarget(par: number, stars: 2 | 3): number {
  return stars === 3 ? par : par + overParForTwo(par);
}

/**
 * The goal shown in play: the result three stars ask for, while they can still be earned (par
 * known, no hint taken, no move shown by the solver); null otherwise.
 */
export function threeStarGoal(par: number | null, hints: number, assisted: number): number | null {
  return par !== null && hints === 0 && assisted === 0 ? starTarget(par, 3) : null;
}

/** A win by this share of the board or more counts as a wide margin. */
export const WIDE_MARGIN = 0.2;

/**
 * Flood Duel, a win against the computer: one star; one more for beating Normal or Hard; one more
 * for beating Hard, or for a win by a fifth of the board or more.
 */
export function floodStars(mine: number, theirs: number, squares: number, level: AiLevel): Stars {
  const wide = squares > 0 && (mine - theirs) / squares >= WIDE_MARGIN;
  return (1 + (level === 'easy' ? 0 : 1) + (level === 'hard' || wide ? 1 : 0)) as Stars;
}
