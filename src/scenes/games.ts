// The arcade's three games as the menu shows them. `scene` is the Phaser scene key of a game
// that exists; a game without one is shown as "coming soon".

import type { GameId } from '../logic/game';

export interface GameCard {
  id: GameId;
  name: string;
  pitch: string;
  scene: string | null;
}

export const GAMES: readonly GameCard[] = [
  {
    id: 'glassworks',
    name: 'GLASSWORKS',
    pitch: 'Jump glass, mix colours: leave fewer points than the computer.',
    scene: 'GlassWorks',
  },
  {
    id: 'flood-duel',
    name: 'FLOOD DUEL',
    pitch: 'Take turns flooding colours: own more squares than your rival.',
    scene: 'FloodDuel',
  },
  {
    id: 'joker-coloring',
    name: 'JOKER COLORING',
    pitch: 'Paint it all one colour in few moves. Jokers explode!',
    scene: 'JokerColoring',
  },
];

export const gameById = (id: GameId): GameCard | undefined => GAMES.find((g) => g.id === id);
