// Flood Duel input: keys 1–6 choose the colours in their fixed order (the buttons carry the same
// numbers). There is no board input: a move is a colour, not a square.

import { historyCommand, type Input, type Reading } from '../input';
import { type FloodMove, moveOfIndex } from './game';

export function interpretFlood(input: Input): Reading<FloodMove, null> {
  if (input.kind === 'press') return { kind: 'none' };
  const history = historyCommand(input.press);
  if (history) return { kind: 'command', command: history };
  const n = Number(input.press.key);
  if (!input.press.ctrl && Number.isInteger(n) && n >= 1 && n <= 6) {
    return { kind: 'move', move: moveOfIndex(n - 1), ui: null };
  }
  return { kind: 'none' };
}
