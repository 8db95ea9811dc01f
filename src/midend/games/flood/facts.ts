// Flood Duel as plain data (games/descriptor.ts, GameFacts): squares owned, higher better; won by
// the player's side; a best needs a win against the same players; played live online.

import type { GameFacts } from '../descriptor';

export const floodFacts: GameFacts = {
  id: 'flood-duel',
  rule: { unit: 'square', lower: false },
  step: 'move',
  wonAtPar: false,
  bestWhenWon: true,
  races: false,
  ladder: false,
  live: true,
  maker: true,
  // Against the computer at normal.
  daily: (seed) => ({ game: 'flood-duel', options: { width: 24, height: 16, first: 1 }, seed }),
};
