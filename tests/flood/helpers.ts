// Shared helpers for the Flood Duel tests: boards are written in the docs/RULES.md notation.

import { expect } from 'vitest';
import { apply, decode, encode, type FloodChange, type FloodState, type Player } from '../../src/logic/flood';

/** Decodes a test board (rows may be indented; blank edges are trimmed). */
export function board(text: string, turn: Player = 1): FloodState {
  const lines = text
    .trim()
    .split('\n')
    .map((l) => l.trim());
  const r = decode(lines.join('\n'), turn);
  if (!r.ok) throw new Error(`bad test board: ${r.reason}`);
  return r.value;
}

/** Applies a colour given as its letter and returns the new state and change. */
export function play(state: FloodState, letter: string): { state: FloodState; change: FloodChange } {
  const r = apply(state, 'abcdef'.indexOf(letter));
  if (!r.ok) throw new Error(`move ${letter} rejected: ${r.reason}`);
  return r.value;
}

export function expectBoard(state: FloodState, text: string): void {
  expect(encode(state)).toBe(
    text
      .trim()
      .split('\n')
      .map((l) => l.trim())
      .join('\n'),
  );
}
