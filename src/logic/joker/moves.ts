// The player's actions on a JokerState: move the base (free), colour (one move), quit.
// Illegal actions come back as typed rejections and leave the state untouched.
//
// Undo/redo: the midend's game history (src/midend/core/history.ts) keeps JokerStates. A base change
// is a free move (no undo step of its own, redo kept); undo then restores the board, the move
// counters and the base the undone move was played from, all of which live in the state.

import { ok, type Rejected, type Result, reject } from '../result';
import { isGameColor, JOKER } from './colors';
import { indexOf, onBoard, type Point } from './geometry';
import { type ColorChange, paint } from './paint';
import type { JokerState } from './state';
import { isOver, status } from './status';

/** Why nothing more can be played: the game was won, lost or given up. */
export const overReason = (state: JokerState): Rejected => {
  const s = status(state);
  return s === 'won'
    ? reject('the game is over (won)')
    : state.quit
      ? reject('the game is over (quit)')
      : reject('the game is over (lost)');
};

/**
 * Moves the base to `at`: free, but it must be on the board, not a joker and not the current base.
 * In classic mode the base never moves.
 */
export function setBase(state: JokerState, at: Point): Result<JokerState> {
  if (isOver(state)) return overReason(state);
  if (state.classic) return reject('the base is fixed in classic mode');
  if (typeof at !== 'object' || at === null || !onBoard(at, state.width, state.height)) {
    return reject('the base must be a square on the board');
  }
  if (at.x === state.base.x && at.y === state.base.y) return reject('that square is already the base');
  if (state.cells[indexOf(at, state.width)] === JOKER) return reject('the base cannot be a joker');
  return ok({ ...state, base: { x: at.x, y: at.y } });
}

/**
 * Colours from the base with `letter` (one move). Rejected, and not counted, when the game is
 * over, or `letter` is not one of the game's colours, or it is the base's own colour.
 * Classic mode skips the knight step (and has no jokers, so step 3 never fires either).
 */
export function colorMove(
  state: JokerState,
  letter: string,
): Result<{ state: JokerState; change: ColorChange }> {
  if (isOver(state)) return overReason(state);
  if (!isGameColor(letter, state.colors))
    return reject("'{letter}' is not one of this game's colours", { letter: String(letter) });
  const base = indexOf(state.base, state.width);
  if (state.cells[base] === letter) return reject("the base is already '{letter}'", { letter });
  const { cells, change } = paint(state.cells, state.width, state.height, base, letter, {
    knight: !state.classic,
  });
  return ok({
    state: { ...state, cells, movesLeft: state.movesLeft - 1, movesMade: state.movesMade + 1 },
    change,
  });
}

/**
 * The player gives up (recorded as disqualified). A game that is already won or lost keeps its
 * result, so quitting then returns the same state.
 */
export function quit(state: JokerState): JokerState {
  return isOver(state) ? state : { ...state, quit: true };
}
