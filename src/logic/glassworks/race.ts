// GlassWorks in a race (logic/race.ts): a player stands by the points left, fewer nearer the goal;
// the result is the points left once no jump is.

import { status } from './rules';
import { type GlassState, points } from './state';

export function raceStanding(s: GlassState): { progress: number; over: boolean; result: number | null } {
  const over = status(s) !== 'playing';
  return { progress: points(s), over, result: over ? points(s) : null };
}
