// The games' names and one-line pitches, in the player's language.

import type { GameId } from '../logic/game';
import { t } from './i18n';

/** The name as a sentence writes it ("GlassWorks"; screen readers, share lines). */
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

/** The name as the canvas draws it (capitals). */
export function gameName(game: GameId): string {
  switch (game) {
    case 'glassworks':
      return t('GLASSWORKS');
    case 'flood-duel':
      return t('FLOOD DUEL');
    case 'joker-coloring':
      return t('JOKER COLORING');
  }
}

/** What the game is, in a line (the menu's cards). */
export function gamePitch(game: GameId): string {
  switch (game) {
    case 'glassworks':
      return t('Jump glass, mix colours: leave fewer points than the computer.');
    case 'flood-duel':
      return t('Take turns flooding colours: own more squares than your rival.');
    case 'joker-coloring':
      return t('Paint it all one colour in few moves. Jokers explode!');
  }
}
