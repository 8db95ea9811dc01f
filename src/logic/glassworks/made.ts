// A made board (a player's own, from the maker): any mix of the six colours and empty squares, of
// any size the notation allows (codec.ts LIMITS). Its options carry the board as notation text;
// the deal is that board, whatever the seed.

import { ok, type Result, reject } from '../result';
import { decode, encode } from './codec';
import type { GlassState } from './state';

/** The board of a made deal, read strictly: rows of `R Y B G O P .`, one piece at least. */
export function madeBoard(board: unknown): Result<GlassState> {
  if (typeof board !== 'string') return reject('board code is not text');
  const state = decode(board);
  if (!state.ok) return state;
  if (state.value.cells.every((p) => p === '.')) return reject('the board has no pieces');
  return state;
}

/** A made board's notation in its one canonical form (rows joined by '/'). */
export const boardText = (state: GlassState): string => encode(state).replace(/\n/g, '/');

/** Options naming a made board, checked: a clean copy, or what is wrong. */
export function madeOptions(board: unknown): Result<{ board: string }> {
  const state = madeBoard(board);
  return state.ok ? ok({ board: boardText(state.value) }) : state;
}
