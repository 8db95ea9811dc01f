// The arcade's three games as the menu shows them. `scene` is the Phaser scene key of a game
// that exists; a game without one is shown as "coming soon".

import type { GameId } from '../logic/game';

export interface GameCard {
  id: GameId;
  /** The name as the canvas draws it (capitals). */
  name: string;
  /** The name as a sentence writes it (for screen readers). */
  title: string;
  pitch: string;
  scene: string | null;
}

export const GAMES: readonly GameCard[] = [
  {
    id: 'glassworks',
    name: 'GLASSWORKS',
    title: 'GlassWorks',
    pitch: 'Jump glass, mix colours: leave fewer points than the computer.',
    scene: 'GlassWorks',
  },
  {
    id: 'flood-duel',
    name: 'FLOOD DUEL',
    title: 'Flood Duel',
    pitch: 'Take turns flooding colours: own more squares than your rival.',
    scene: 'FloodDuel',
  },
  {
    id: 'joker-coloring',
    name: 'JOKER COLORING',
    title: 'Joker Coloring',
    pitch: 'Paint it all one colour in few moves. Jokers explode!',
    scene: 'JokerColoring',
  },
];

export const gameById = (id: GameId): GameCard | undefined => GAMES.find((g) => g.id === id);
