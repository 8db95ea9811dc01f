// GlassWorks's names in the player's language (games/names.ts, GameNames, says what each is for).

import { t } from '../../../i18n/i18n';

export const glassworksNames = {
  title: () => t('GlassWorks'),
  name: () => t('GLASSWORKS'),
  pitch: () => t('Jump glass, mix colours: leave fewer points than the computer.'),
};
