// How fair a Flood Duel board is (for the board maker's CHECK): the Hard computer plays both sides
// to the end, once with player 1 moving first and once with player 2, and the squares each side
// owns at the end are reported. A board is unfair when the same side wins from both starts: the
// board, not the first move, decides. Deterministic: Hard counts its work, never the clock, and
// no randomness is used, so a board always gets the same verdict.

import { chooseMove } from './ai';
import type { Fairness } from './fair';
import { apply, counts, status } from './rules';
import type { FloodState, Player } from './state';

export { type Fairness, type FairnessCounts, unfair } from './fair';

/**
 * The most moves one game may take, per square. Under Flood Duel's rules Hard only picks a colour
 * that gains something, so a game ends within one move per square; under Filler's a move may gain
 * nothing, so this bounds a game that would otherwise never end (the counts are then taken as
 * they stand).
 */
const MOVES_PER_SQUARE = 4;

/** The moves of a game from `start` with `first` to move, Hard playing both sides (colours 0–5). */
export function hardGame(start: FloodState, first: Player): { moves: number[]; end: FloodState } {
  let state: FloodState = { ...start, turn: first };
  const moves: number[] = [];
  const most = MOVES_PER_SQUARE * state.width * state.height;
  while (status(state) !== 'over' && moves.length < most) {
    const colour = chooseMove('hard', state, 0);
    const next = apply(state, colour);
    // Hard only picks a colour the rules allow; should it ever not, the game stops where it is.
    if (!next.ok) break;
    moves.push(colour);
    state = next.value.state;
  }
  return { moves, end: state };
}

/** The squares each side owns after Hard plays both sides, from both starts. */
export function fairness(state: FloodState): Fairness {
  return { first1: counts(hardGame(state, 1).end), first2: counts(hardGame(state, 2).end) };
}
