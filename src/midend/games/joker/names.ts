// Joker Coloring's names in the player's language (games/names.ts, GameNames, says what each is for).

import { t } from '../../../i18n/i18n';

export const jokerNames = {
  title: () => t('Joker Coloring'),
  name: () => t('JOKER COLORING'),
  pitch: () => t('Paint it all one colour in few moves. Jokers explode!'),
};
