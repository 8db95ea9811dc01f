// A solver for Joker Coloring (docs/RULES.md §3) and its classic mode: from any position it finds a
// short line of actions that paints the whole board one colour (base changes are free, only
// colour moves count), plus a proven lower bound, hints and par. This file is the public API and
// the default budgets; the work lives beside it, one concern per file:
// - bytes.ts: boards as bytes, neighbour tables, position keys, moves as numbers;
// - plan.ts: the plan both engines share (greedy line, then widening beams) and the budget;
// - classic.ts and jokerSearch.ts: the two engines;
// - bound.ts: the proven lower bound.
//
// Everything is deterministic. Effort is bounded by a count of evaluated positions (`maxNodes`),
// never by a clock, so the same position gives the same line on every machine.

import { indexOf } from '../geometry';
import type { JokerOptions } from '../options';
import { type JokerState, newGame } from '../state';
import { status } from '../status';
import { lowerBound } from './bound';
import { encodeCells, isOneColour, JK, type JokerAction, moveOf, toActions } from './bytes';
import { solveClassic } from './classic';
import { solveJoker } from './jokerSearch';

// Move limits from par are not a search: they live with the options. Re-exported here until their
// importers use the options module.
export { type PresetLimits, presetLimits } from '../options';
export { lowerBound } from './bound';
export type { JokerAction } from './bytes';

export interface SolveOptions {
  /**
   * How many positions the search may evaluate. The default scales inversely with the board's
   * area (10,000 on 18×18 in Joker mode, 60,000 on 14×14 in classic), so a solve takes roughly
   * the same time, 0.15–0.2 s on one core in Node, on any size. The greedy line that finishes
   * an interrupted search, and a small floor of opening work, are not limited by it: a tiny
   * budget gives a longer line, never none.
   */
  readonly maxNodes?: number;
}

export interface Solution {
  /** Replaying these through `setBase` / `colorMove` paints the whole board one colour. */
  readonly actions: JokerAction[];
  /** Colour moves in `actions` (base changes are free). */
  readonly colourMoves: number;
  /**
   * True when replaying `actions` wins: every game still in play, and a won one (nothing left to
   * do). False for a lost or quit game, where nothing can be played, and for a classic state
   * holding a joker (which `validateState` rejects); `actions` is then empty. The move budget is
   * not considered: compare `colourMoves` with `movesLeft`.
   */
  readonly complete: boolean;
}

/** Cheap guaranteed bounds on the colour moves a deal needs (see `quickBound`). */
export interface MoveBounds {
  /** Proven: no line wins in fewer colour moves. */
  readonly atLeast: number;
  /** Proven: a winning line of this many colour moves exists (a quick solver line). */
  readonly atMost: number;
}

/** Default budgets, as positions × squares (see SolveOptions.maxNodes). */
const JOKER_NODE_SQUARES = 10_000 * 18 * 18;
const CLASSIC_NODE_SQUARES = 60_000 * 14 * 14;
const MIN_DEFAULT_NODES = 1_000;
/** The budget `quickBound` gives its solver line. */
const QUICK_NODES = 200;

function defaultMaxNodes(state: JokerState): number {
  const perSquare = state.classic ? CLASSIC_NODE_SQUARES : JOKER_NODE_SQUARES;
  return Math.max(MIN_DEFAULT_NODES, Math.round(perSquare / (state.width * state.height)));
}

/**
 * A short line that paints the whole board one colour, from any position. Deterministic for a
 * given state and budget. Joker lines may change the base (free) before any colour move;
 * classic lines never do.
 */
export function solve(state: JokerState, opts: SolveOptions = {}): Solution {
  const st = status(state);
  if (st === 'won') return { actions: [], colourMoves: 0, complete: true };
  if (st !== 'playing') return { actions: [], colourMoves: 0, complete: false };
  const board = encodeCells(state);
  if (state.classic && board.includes(JK)) return { actions: [], colourMoves: 0, complete: false };
  const maxNodes = opts.maxNodes ?? defaultMaxNodes(state);
  let moves: number[];
  if (isOneColour(board)) {
    // A dealt one-colour board still needs a move (docs/RULES.md §3 "End"): any other colour.
    moves = [moveOf(indexOf(state.base, state.width), board[0] === 0 ? 1 : 0)];
  } else if (state.classic) {
    const base = indexOf(state.base, state.width);
    moves = solveClassic(state, board, maxNodes).map((c) => moveOf(base, c));
  } else moves = solveJoker(state, board, maxNodes);
  return { actions: toActions(state, moves), colourMoves: moves.length, complete: true };
}

/**
 * The actions for the next colour move of `solve`'s line: an optional base change, then the
 * colour. Empty when the game is over.
 */
export function hint(state: JokerState, opts: SolveOptions = {}): JokerAction[] {
  const { actions } = solve(state, opts);
  const colour = actions.findIndex((a) => a.kind === 'color');
  return actions.slice(0, colour + 1);
}

/** The colour moves of the solver's line for a fresh deal (the move option does not matter). */
export function par(options: JokerOptions, seed: number, opts: SolveOptions = {}): number {
  return solve(newGame(options, seed), opts).colourMoves;
}

/**
 * Cheap bounds for the options screen. Guarantees: a move limit below `atLeast` can never be met
 * (impossible); a limit at or above `atMost` certainly can (a quick solver line of that length
 * wins). In between it is tight: the full solver's par is usually 0–2 below `atMost`. `atLeast`
 * is strong in classic mode (e.g. 38–39 on 40×40 with 6 colours) but weak in Joker mode (1–3),
 * since one move's joker chain can reach far; there `atMost` is the useful flag (40×40 with 4
 * colours: about 15). Cost on one core: about 10 ms on 18×18, 30–60 ms on 40×40.
 */
export function quickBound(options: JokerOptions, seed: number): MoveBounds {
  const state = newGame(options, seed);
  return { atLeast: lowerBound(state), atMost: solve(state, { maxNodes: QUICK_NODES }).colourMoves };
}
