// Joker Coloring described for the shared code (games/descriptor.ts): moves used, lower better, won
// by painting the board within the limit; its launch parameters (options, a limit from par); and
// its statistics by moves over par.

import { t } from '../../../i18n/i18n';
import { count } from '../../../i18n/units';
import type { GameDescriptor } from '../descriptor';
import type { JokerDeal } from './code';
import { jokerFacts } from './facts';
import { describeOptions, madeParams, optionsFromParams, paramsOf } from './setup';

const OVER = ['par', '+1', '+2', '+3', '+4', '+5'];

export const jokerDescriptor: GameDescriptor = {
  ...jokerFacts,
  wanted: (params) => {
    const w = optionsFromParams(params);
    return w.given
      ? { options: w.options, extras: { limit: w.limit }, messages: w.messages }
      : { messages: w.messages };
  },
  codeParams: (deal) => {
    const { options, limit } = deal as JokerDeal;
    return { ...paramsOf(options, limit), ...madeParams(options) };
  },
  stats: {
    title: () => t('MOVES OVER PAR'),
    versus: false,
    bars: (games) => {
      const over = games
        .filter((g) => g.result !== null && g.par !== null)
        .map((g) => (g.result as number) - (g.par as number));
      return OVER.map((label, i) => ({
        label,
        count: over.filter((d) => (i === 0 ? d <= 0 : i === 5 ? d >= 5 : d === i)).length,
      }));
    },
    barLabel: (label) => (label === 'par' ? t('PAR') : label),
    setting: (deal) => {
      const d = deal as JokerDeal;
      return describeOptions(d.options, d.limit);
    },
    outcome: (g) =>
      g.result === null ? (g.assisted ? t('WITH SHOW ME') : t('LOST')) : count(g.result, 'move'),
  },
};
