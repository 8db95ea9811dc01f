// Flood Duel input: keys 1–6 choose the colours in their fixed order (the buttons carry the same
// numbers); U undoes (as in the other games), N starts a new game, L, S and R choose the next game's
// level, size and rule set, M goes to the menu. There is no board input: a move is a colour, not a square.

import { type Command, historyCommand, type Input, type Reading } from '../input';

const KEYS: Readonly<Record<string, Command>> = {
  u: 'undo',
  n: 'new',
  l: 'level',
  s: 'size',
  r: 'ruleset',
  m: 'menu',
};

import { type FloodMove, moveOfIndex } from './game';

export function interpretFlood(input: Input): Reading<FloodMove, null> {
  if (input.kind === 'press') return { kind: 'none' };
  const history = historyCommand(input.press);
  if (history) return { kind: 'command', command: history };
  const n = Number(input.press.key);
  if (input.press.ctrl) return { kind: 'none' };
  if (Number.isInteger(n) && n >= 1 && n <= 6) return { kind: 'move', move: moveOfIndex(n - 1), ui: null };
  const command = KEYS[input.press.key.toLowerCase()];
  return command ? { kind: 'command', command } : { kind: 'none' };
}
