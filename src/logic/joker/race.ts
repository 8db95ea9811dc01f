// Joker Coloring in a race (logic/race.ts): a player stands by the squares off the base's colour
// while playing; the result is the moves used once won (a game lost or given up has none).

import type { JokerState } from './state';
import { squaresLeft, status } from './status';

export function raceStanding(s: JokerState): { progress: number; over: boolean; result: number | null } {
  const st = status(s);
  return { progress: squaresLeft(s), over: st !== 'playing', result: st === 'won' ? s.movesMade : null };
}
