// GlassWorks described for the shared code (games/descriptor.ts): points left, lower better, won
// at par, its clearing ladder (`?ladder=N`), and its statistics by points left.

import { reasonText, t } from '../../../i18n/i18n';
import { count } from '../../../i18n/units';
import { madeOptions } from '../../../logic/glassworks/made';
import { parseIntInRange } from '../../../services/deepLink';
import { LADDER_LENGTH, ladderSeed } from '../../progress/ladderBook';
import type { GameDescriptor, Wanted } from '../descriptor';
import type { GlassDeal } from './code';
import { glassworksFacts } from './facts';

/** `board=`: a made board (a puzzle code's); `ladder=N`: deal N of the clearing ladder; else nothing asked (resume). */
function wanted(params: Record<string, string> | undefined): Wanted {
  if (params?.board !== undefined) {
    const made = madeOptions(params.board);
    if (made.ok) return { options: made.value, extras: null, seed: 0, messages: [] };
    return { messages: [t('board: {reason}; dealing a random game.', { reason: reasonText(made) })] };
  }
  if (params?.ladder === undefined) return { messages: [] };
  const n = parseIntInRange(params.ladder, 1, LADDER_LENGTH);
  const seed = n === null ? null : ladderSeed(n);
  if (n === null || seed === null)
    return {
      messages: [
        t('ladder must be a whole number from 1 to {max}: dealing a random game.', { max: LADDER_LENGTH }),
      ],
    };
  // The ladder's goal, said as it starts.
  const goal = n === 1 ? [t('Ladder deal {n}: clear it to one piece to climb on.', { n })] : [];
  return { options: {}, extras: { ladder: n }, seed, messages: goal };
}

const EDGES: readonly [string, number, number][] = [
  ['0-4', 0, 4],
  ['5-9', 5, 9],
  ['10-19', 10, 19],
  ['20-39', 20, 39],
  ['40+', 40, Infinity],
];

export const glassworksDescriptor: GameDescriptor = {
  ...glassworksFacts,
  wanted,
  codeParams: (deal): Record<string, string> => {
    const board = (deal as GlassDeal).board;
    return board === undefined ? {} : { board };
  },
  stats: {
    title: () => t('POINTS LEFT'),
    versus: false,
    bars: (games) => {
      const scored = games.filter((g) => g.result !== null).map((g) => g.result as number);
      return EDGES.map(([label, lo, hi]) => ({
        label,
        count: scored.filter((r) => r >= lo && r <= hi).length,
      }));
    },
    barLabel: (label) => label,
    outcome: (g) =>
      g.result === null ? (g.assisted ? t('WITH SHOW ME') : t('LOST')) : count(g.result, 'point'),
    // Every GlassWorks deal is dealt alike: one setting.
    setting: () => t('ANY DEAL'),
  },
};
