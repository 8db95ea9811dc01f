// The games' names as a sentence writes them, in the player's language.

import type { GameId } from '../logic/game';
import { t } from './i18n';

export function gameTitle(game: GameId): string {
  switch (game) {
    case 'glassworks':
      return t('GlassWorks');
    case 'flood-duel':
      return t('Flood Duel');
    case 'joker-coloring':
      return t('Joker Coloring');
  }
}
