// Flood Duel's players and moves in words: who is who depends on who plays (you against the
// computer, two players at one screen, or you and a friend by duel codes).

import type { Player } from '../logic/flood';
import { colourName, FLOOD_COLOURS } from './colours';
import { t } from './i18n';

export type PlayMode = 'cpu' | 'duo' | 'mail' | 'live';

/**
 * A player's name as the canvas draws it: YOU, COMPUTER, PLAYER 2, and the other player far away
 * as `other` names them (FRIEND; OPPONENT for a stranger met online).
 */
export function playerName(p: Player, mode: PlayMode, me?: Player, other?: string): string {
  if (mode === 'duo') return t('PLAYER {n}', { n: p });
  if (mode === 'mail' || mode === 'live') return p === me ? t('YOU') : (other ?? t('FRIEND'));
  return p === 1 ? t('YOU') : t('COMPUTER');
}

/** A board colour's name in capitals (RED), in the player's language. */
export const floodColourCaps = (index: number): string =>
  colourName(FLOOD_COLOURS[index] ?? 'red').toUpperCase();

/** The last move in words, in full and short: LAST: YOU TOOK RED (+5), YOU: RED +5. */
export function lastMoveWords(who: string, colour: number, gained: number): [string, string] {
  const c = floodColourCaps(colour);
  return [
    t('LAST: {who} TOOK {colour} (+{n})', { who, colour: c, n: gained }),
    t('{who}: {colour} +{n}', { who, colour: c, n: gained }),
  ];
}
