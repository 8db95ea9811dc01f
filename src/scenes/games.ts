// The arcade's three games as the menu shows them. `scene` is the Phaser scene key of a game
// that exists; a game without one is shown as "coming soon".

import { t } from '../i18n/i18n';
import type { GameId } from '../logic/game';

export interface GameCard {
  readonly id: GameId;
  /** The name as the canvas draws it (capitals), in the player's language. */
  readonly name: string;
  /** The name as a sentence writes it (for screen readers). */
  readonly title: string;
  readonly pitch: string;
  readonly scene: string | null;
}

export const GAMES: readonly GameCard[] = [
  {
    id: 'glassworks',
    get name() {
      return t('GLASSWORKS');
    },
    get title() {
      return t('GlassWorks');
    },
    get pitch() {
      return t('Jump glass, mix colours: leave fewer points than the computer.');
    },
    scene: 'GlassWorks',
  },
  {
    id: 'flood-duel',
    get name() {
      return t('FLOOD DUEL');
    },
    get title() {
      return t('Flood Duel');
    },
    get pitch() {
      return t('Take turns flooding colours: own more squares than your rival.');
    },
    scene: 'FloodDuel',
  },
  {
    id: 'joker-coloring',
    get name() {
      return t('JOKER COLORING');
    },
    get title() {
      return t('Joker Coloring');
    },
    get pitch() {
      return t('Paint it all one colour in few moves. Jokers explode!');
    },
    scene: 'JokerColoring',
  },
];

export const gameById = (id: GameId): GameCard | undefined => GAMES.find((g) => g.id === id);
