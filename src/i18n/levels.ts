// The computer's levels in Flood Duel, named in the player's language.

import type { AiLevel } from '../logic/flood';
import { t } from './i18n';

export function levelName(level: AiLevel): string {
  switch (level) {
    case 'easy':
      return t('EASY');
    case 'normal':
      return t('NORMAL');
    case 'hard':
      return t('HARD');
  }
}
