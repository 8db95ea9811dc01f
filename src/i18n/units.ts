// What the games count, with the number, in the player's language: "1 move", "5 potez".

import { t } from './i18n';

export type Unit = 'point' | 'move' | 'jump' | 'hint' | 'day' | 'square' | 'player' | 'friend' | 'game';

export function count(n: number, unit: Unit): string {
  switch (unit) {
    case 'point':
      return t('{n} points', { n });
    case 'move':
      return t('{n} moves', { n });
    case 'jump':
      return t('{n} jumps', { n });
    case 'hint':
      return t('{n} hints', { n });
    case 'day':
      return t('{n} days', { n });
    case 'square':
      return t('{n} squares', { n });
    case 'player':
      return t('{n} players', { n });
    case 'friend':
      return t('{n} friends', { n });
    case 'game':
      return t('{n} games', { n });
  }
}
