// The arcade's three games as the menu shows them: name, title and pitch in the player's
// language, and the screen each opens.

import { gameName, gamePitch, gameTitle } from '../i18n/games';
import { GAME_IDS, type GameId } from '../logic/game';
import { GAME_SCREENS, type ScreenKey } from '../midend/navigation';

export interface GameCard {
  readonly id: GameId;
  /** The name as the canvas draws it (capitals), in the player's language. */
  readonly name: string;
  /** The name as a sentence writes it (for screen readers). */
  readonly title: string;
  readonly pitch: string;
  readonly scene: ScreenKey;
}

const card = (id: GameId): GameCard => ({
  id,
  get name() {
    return gameName(id);
  },
  get title() {
    return gameTitle(id);
  },
  get pitch() {
    return gamePitch(id);
  },
  scene: GAME_SCREENS[id],
});

export const GAMES: readonly GameCard[] = GAME_IDS.map(card);

export const gameById = (id: GameId): GameCard | undefined => GAMES.find((g) => g.id === id);
