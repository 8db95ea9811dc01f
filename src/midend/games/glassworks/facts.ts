// GlassWorks as plain data (games/descriptor.ts, GameFacts): points left, lower better, won at par,
// raced, with its clearing ladder.

import type { GameFacts } from '../descriptor';

export const glassworksFacts: GameFacts = {
  id: 'glassworks',
  rule: { unit: 'point', lower: true },
  step: 'jump',
  wonAtPar: true,
  bestWhenWon: false,
  races: true,
  ladder: true,
  live: false,
};
