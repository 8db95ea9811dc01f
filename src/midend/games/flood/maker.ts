// Flood Duel's part of the maker (maker/kind.ts): the six colours square by square (the corners are
// the players'), under Flood Duel's rules or Filler's (no two side neighbours alike, the corners
// apart); logic/flood/made.ts checks the board. RANDOM deals a board each corner sees alike.

import { t } from '../../../i18n/i18n';
import { type Fairness, unfair } from '../../../logic/flood/fair';
import { floodDuel } from '../../../logic/flood/game';
import { mirroredColors } from '../../../logic/flood/mirrored';
import { COLOR_LETTERS, SIZE_LIMITS } from '../../../logic/flood/state';
import { ok } from '../../../logic/result';
import { floodFairnessClient, TIMEOUTS } from '../../browser/workers';
import type { MakerCheck } from '../../maker/check';
import { boardText } from '../../maker/draft';
import type { MakerKind } from '../../maker/kind';
import { askOnce } from '../../workers/workerClient';

const COLOURS = [0, 1, 2, 3, 4, 5];

/** Hard against Hard from each corner, said: the squares each side owns, and whether it is UNFAIR. */
export function floodCheck(f: Fairness): MakerCheck {
  const bad = unfair(f);
  const game = (g: { p1: number; p2: number }) => t('{p1} to {p2}', { p1: g.p1, p2: g.p2 });
  return {
    lines: [
      t('Hard against Hard: {first1} when player 1 starts, {first2} when player 2 starts.', {
        first1: game(f.first1),
        first2: game(f.first2),
      }),
      bad ? t('UNFAIR: the same corner wins whoever starts.') : t('Fair: no corner wins both games.'),
    ],
    warning: bad,
    figures: {
      first1: [f.first1.p1, f.first1.p2].join(':'),
      first2: [f.first2.p1, f.first2.p2].join(':'),
      unfair: bad,
    },
  };
}

export const floodMaker: MakerKind = {
  game: 'flood-duel',
  glyphs: COLOR_LETTERS,
  limits: SIZE_LIMITS,
  // A board each corner sees alike (logic/flood/mirrored.ts): under Flood Duel's rules CHECK finds it
  // fair, where a plain random deal is UNFAIR about half the time (under Filler's, far more often).
  start: () => ({
    game: 'flood-duel',
    width: 10,
    height: 8,
    cells: mirroredColors({ width: 10, height: 8 }, 1, 'flood'),
    base: 0,
    settings: { filler: 0 },
  }),
  hasBase: false,
  checkSeconds: TIMEOUTS.fairness / 1000,
  settings: [
    {
      name: 'filler',
      min: 0,
      max: 1,
      label: (n) => (n ? t('RULES: FILLER') : t('RULES: FLOOD DUEL')),
      // As the game's own RULES button says them where the whole words have no room.
      short: (n) => (n ? t('FILLER') : t('FLOOD')),
    },
  ],
  offered: () => COLOURS,
  blank: 0,
  random: (d, seed) => ({ ...d, cells: mirroredColors(d, seed, d.settings.filler ? 'filler' : 'flood') }),
  check: async (deal, timer) => {
    if (deal.game !== 'flood-duel') return { kind: 'failed', reason: t('not a Flood Duel board') };
    const a = await askOnce(floodFairnessClient(timer), {
      kind: 'fairness',
      state: floodDuel.deal(deal.options, 0),
    });
    return a.ok ? { kind: 'answer', check: floodCheck(a.value) } : { kind: 'failed', reason: a.reason };
  },
  deal: (d) => {
    const options = floodDuel.checkOptions({
      width: d.width,
      height: d.height,
      first: 1,
      ...(d.settings.filler ? { rules: 'filler' } : {}),
      board: boardText(d, COLOR_LETTERS),
    });
    return options.ok ? ok({ game: 'flood-duel', options: options.value, seed: 0 }) : options;
  },
};
