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

/** Each game's colours by name, as every palette names them (tests/ui/palettes.test.ts holds them to it). */
export const GLASS_COLOURS = {
  R: 'red',
  Y: 'yellow',
  B: 'blue',
  G: 'green',
  O: 'orange',
  P: 'purple',
} as const satisfies Record<string, ColourName>;
/** Flood Duel's board colours a–f, in their fixed order, and its two players. */
export const FLOOD_COLOURS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'] as const;
export const PLAYER_COLOURS = ['pearl', 'pink'] as const;
export const JOKER_COLOURS = {
  r: 'red',
  g: 'green',
  b: 'blue',
  y: 'yellow',
  c: 'cyan',
  m: 'magenta',
} as const satisfies Record<string, ColourName>;

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
