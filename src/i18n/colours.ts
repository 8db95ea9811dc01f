// Colour names in the player's language ("red", "rdeča"), for words and screen readers.

import { t } from './i18n';

/** The arcade's colour names, the same in every palette and game (each has its glyph). */
export const COLOUR_NAMES = [
  'red',
  'yellow',
  'blue',
  'green',
  'orange',
  'purple',
  'cyan',
  'magenta',
  'pearl',
  'pink',
] as const;
export type ColourName = (typeof COLOUR_NAMES)[number];

export function colourName(name: ColourName | 'joker'): string {
  switch (name) {
    case 'red':
      return t('red');
    case 'yellow':
      return t('yellow');
    case 'blue':
      return t('blue');
    case 'green':
      return t('green');
    case 'orange':
      return t('orange');
    case 'purple':
      return t('purple');
    case 'cyan':
      return t('cyan');
    case 'magenta':
      return t('magenta');
    case 'pearl':
      return t('pearl');
    case 'pink':
      return t('pink');
    case 'joker':
      return t('joker');
  }
}
