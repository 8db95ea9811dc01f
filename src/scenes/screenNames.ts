// A screen's name as assistive technology reads it (the DOM layer's title); a game's screen says
// its game's own (GameScene.screenTitle).

import { t } from '../i18n/i18n';
import { SCREENS } from '../midend/launch/navigation';

const NAMES: Readonly<Record<string, () => string>> = {
  [SCREENS.menu]: () => t('Prism Arcade menu'),
  [SCREENS.howToPlay]: () => t('How to play'),
  [SCREENS.jokerOptions]: () => t('Joker Coloring options'),
};

export const screenName = (key: string): string => (NAMES[key] ?? (() => t('Loading')))();
