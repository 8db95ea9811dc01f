// Test helpers: build states from the board notation and unwrap results (a failed unwrap is a
// test failure, so throwing is fine here).

import {
  type ColorChange,
  colorMove,
  encode,
  fromBoard,
  type JokerState,
  type Point,
} from '../../src/logic/joker';
import type { Result } from '../../src/logic/result';

export function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got rejection: ${r.reason}`);
  return r.value;
}

/** Rows may be given as separate strings for readability. */
export function board(
  rows: string | readonly string[],
  setup: { base?: Point; movesLeft?: number; movesMade?: number; colors?: number } = {},
): JokerState {
  const text = typeof rows === 'string' ? rows : rows.join('\n');
  return unwrap(fromBoard(text, setup));
}

export function play(
  state: JokerState,
  letter: string,
): { state: JokerState; change: ColorChange; rows: string[] } {
  const r = unwrap(colorMove(state, letter));
  return { ...r, rows: encode(r.state).split('\n') };
}
