// GlassWorks as plain data (games/descriptor.ts, GameFacts): points left, lower better, won at par,
// raced, with its clearing ladder.

import { LADDER_SEEDS } from '../../../logic/glassworks/ladderSeeds';
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
  maker: true,
  // Drawn from the clearing ladder's deals, so clearing it is always possible.
  daily: (seed) => ({ game: 'glassworks', seed: LADDER_SEEDS[seed % LADDER_SEEDS.length] ?? seed }),
};
