// Flood Duel's names in the player's language (games/names.ts, GameNames, says what each is for).

import { t } from '../../../i18n/i18n';

export const floodNames = {
  title: () => t('Flood Duel'),
  name: () => t('FLOOD DUEL'),
  pitch: () => t('Take turns flooding colours: own more squares than your rival.'),
};
