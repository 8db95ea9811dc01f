// Joker Coloring as plain data (games/descriptor.ts, GameFacts): moves used, lower better, won by
// painting the board within the limit, raced.

import type { GameFacts } from '../descriptor';

export const jokerFacts: GameFacts = {
  id: 'joker-coloring',
  rule: { unit: 'move', lower: true },
  step: 'move',
  wonAtPar: false,
  bestWhenWon: false,
  races: true,
  ladder: false,
  live: false,
  maker: true,
  daily: (seed) => ({
    game: 'joker-coloring',
    options: { width: 18, height: 18, colors: 4, moves: 21 },
    limit: null,
    seed,
  }),
};
