// Flood Duel described for the shared code (games/descriptor.ts): squares owned, higher better; a
// game won is the player's side's win, a best needs a win against the same players; played live
// online; its launch parameters (players, size, rules); and its statistics: games won and lost
// against the computer, by its level, then by board.

import { t, verbatim } from '../../../i18n/i18n';
import { levelName } from '../../../i18n/levels';
import { AI_LEVELS, type AiLevel } from '../../../logic/flood/ai';
import type { FloodOptions } from '../../../logic/flood/game';
import type { LoggedGame } from '../../progress/gameLog';
import type { Bar, GameDescriptor } from '../descriptor';
import type { FloodDeal } from './code';
import { floodFacts } from './facts';
import { DEFAULT_PLAYERS, type FloodPlayers } from './players';
import { madeParams, paramsOf, setupFromParams } from './setup';

/** How many boards the distribution shows beside the levels. */
export const FLOOD_BOARDS = 3;

/** A deal code's board: its size, and FILLER under those rules (FD-24X16-P1-7K → 24X16). */
export const boardOf = (code: string): string =>
  code
    .split('-')
    .filter((f, i) => i === 1 || f === 'FILLER')
    .join(' ');

/** A logged game was played under Filler's rules (its code says FILLER). */
const underFiller = (g: LoggedGame): boolean => g.code.split('-').includes('FILLER');

/** Bars of Filler's games by level are labelled so: FILLER_LEVEL + the level. */
const FILLER_LEVEL = 'filler:';

/**
 * Against the computer: by its level (Flood Duel's rules, then Filler's levels that were played: the
 * two are different games), then by the board, the most played boards first.
 */
function bars(games: readonly LoggedGame[]): Bar[] {
  const vs = games.filter((g) => g.mode === 'cpu');
  const tally = (label: string, of: readonly LoggedGame[]): Bar => {
    const won = of.filter((g) => g.won).length;
    return { label, count: won, lost: of.length - won };
  };
  const byLevel = (of: readonly LoggedGame[], prefix: string): Bar[] =>
    AI_LEVELS.map((level) =>
      tally(
        prefix + level,
        of.filter((g) => g.level === level),
      ),
    );
  const filler = vs.filter(underFiller);
  const boards = new Map<string, LoggedGame[]>();
  for (const g of vs) boards.set(boardOf(g.code), [...(boards.get(boardOf(g.code)) ?? []), g]);
  return [
    ...byLevel(
      vs.filter((g) => !underFiller(g)),
      '',
    ),
    // Filler's levels only as played: the chart keeps to what is there.
    ...byLevel(filler, FILLER_LEVEL).filter((bar) => bar.count + (bar.lost ?? 0) > 0),
    ...[...boards]
      .sort((a, b) => b[1].length - a[1].length)
      .slice(0, FLOOD_BOARDS)
      .map(([board, of]) => tally(board, of)),
  ];
}

/** A bar's label as the chart says it: a level (FILLER and a level), or a board. */
function barLabel(label: string): string {
  const level = label.startsWith(FILLER_LEVEL) ? label.slice(FILLER_LEVEL.length) : label;
  if (!(AI_LEVELS as readonly string[]).includes(level)) return label.replace(/(\d)X(\d)/, '$1×$2');
  const name = levelName(level as AiLevel);
  return level === label ? name : t('FILLER {level}', { level: name });
}

export const floodDescriptor: GameDescriptor = {
  ...floodFacts,
  wanted: (params) => {
    const w = setupFromParams(params);
    return w.given
      ? { options: w.options, extras: w.players, messages: w.messages }
      : { messages: w.messages };
  },
  // A code's deal is played against the computer, at the challenge's level or the usual one.
  codeParams: (deal, level) => {
    const { options } = deal as FloodDeal;
    return {
      ...paramsOf(options, { mode: 'cpu', level: level ?? DEFAULT_PLAYERS.level }),
      ...madeParams(options),
    };
  },
  stats: {
    title: () => t('WON AND LOST AGAINST THE COMPUTER'),
    versus: true,
    bars,
    barLabel,
    // Two at one screen: nobody's win to tell.
    outcome: (g) => (g.mode === 'duo' ? null : g.won ? t('WON') : t('LOST')),
    setting: (deal) => {
      const o = (deal as FloodDeal).options;
      const info = verbatim(`${o.width}×${o.height}`);
      return o.rules === 'filler' ? t('FILLER · {info}', { info }) : info;
    },
    // Played again as it was: against the computer at its level, else two at one screen (a duel
    // by code or online is no duel here).
    againParams: (options, g) => {
      const level = AI_LEVELS.find((l) => l === g.level) ?? DEFAULT_PLAYERS.level;
      const players: FloodPlayers = g.mode === 'cpu' ? { mode: 'cpu', level } : { mode: 'duo', level };
      return paramsOf(options as FloodOptions, players);
    },
  },
};
