// Joker Coloring's part of the maker (maker/kind.ts): the game's colours and jokers square by square,
// where the base starts, the colours in play, the move limit, and the classic rules (no jokers, the
// base in the corner); logic/joker/made.ts checks the board.

import { t } from '../../../i18n/i18n';
import { count } from '../../../i18n/units';
import { COLOR_LETTERS, JOKER } from '../../../logic/joker/colors';
import { jokerColoring } from '../../../logic/joker/game';
import { RANGES } from '../../../logic/joker/options';
import { newGame } from '../../../logic/joker/state';
import { ok } from '../../../logic/result';
import { jokerClient, TIMEOUTS } from '../../browser/workers';
import type { MakerCheck } from '../../maker/check';
import { boardText, type Draft, randomFill } from '../../maker/draft';
import type { MakerKind } from '../../maker/kind';
import { askOnce } from '../../workers/workerClient';

const GLYPHS = [...COLOR_LETTERS, JOKER];
const JOKER_GLYPH = GLYPHS.length - 1;

const colours = (s: Draft['settings']): number[] => [...Array(s.colors ?? 4).keys()];

/** Par on a made board against its move limit (`line`: par's moves, as tokens). */
export function jokerCheck(par: number, moves: number, line: readonly string[] = []): MakerCheck {
  const meets = par <= moves;
  return {
    lines: [
      t('Par: {moves}.', { moves: count(par, 'move') }),
      meets
        ? t('The limit of {moves} can be met.', { moves: count(moves, 'move') })
        : t('The limit of {moves} cannot be met: raise MOVES to {par} at least.', {
            moves: count(moves, 'move'),
            par,
          }),
    ],
    warning: !meets,
    over: par === 0,
    line,
    figures: { par, limit: moves, meets },
  };
}

export const jokerMaker: MakerKind = {
  game: 'joker-coloring',
  glyphs: GLYPHS,
  limits: {
    minW: RANGES.width.min,
    maxW: RANGES.width.max,
    minH: RANGES.height.min,
    maxH: RANGES.height.max,
  },
  start: () =>
    randomFill(
      {
        game: 'joker-coloring',
        width: 8,
        height: 8,
        cells: Array(64).fill(0),
        base: 0,
        settings: { colors: 4, moves: 12, classic: 0 },
      },
      [0, 1, 2, 3],
      1,
    ),
  hasBase: true,
  checkSeconds: TIMEOUTS.joker / 1000,
  settings: [
    {
      name: 'colors',
      min: RANGES.colors.min,
      max: RANGES.colors.max,
      label: (n) => t('COLOURS {n}', { n }),
      short: (n) => t('{n} COL.', { n }),
    },
    { name: 'moves', min: RANGES.moves.min, max: RANGES.moves.max, label: (n) => t('MOVES {n}', { n }) },
    {
      name: 'classic',
      min: 0,
      max: 1,
      label: (n) => (n ? t('CLASSIC: ON') : t('CLASSIC: OFF')),
      short: (n) => (n ? t('CL. ON') : t('CL. OFF')),
    },
  ],
  offered: (s) => [...colours(s), ...(s.classic ? [] : [JOKER_GLYPH])],
  blank: 0,
  random: (d, seed) => {
    const options = { width: d.width, height: d.height, colors: d.settings.colors ?? 4, moves: 1 };
    const cells = newGame({ ...options, ...(d.settings.classic ? { classic: true } : {}) }, seed).cells;
    return { ...d, cells: cells.map((c) => GLYPHS.indexOf(c)), base: 0 };
  },
  check: async (deal, timer) => {
    const options = deal.game === 'joker-coloring' ? deal.options : null;
    if (!options) return { kind: 'failed', reason: t('not a Joker Coloring board') };
    const a = await askOnce(jokerClient(timer), { kind: 'par', state: jokerColoring.deal(options, 0) });
    if (!a.ok) return { kind: 'failed', reason: a.reason };
    if (!('colourMoves' in a.value)) return { kind: 'failed', reason: t('not a Joker Coloring board') };
    const { colourMoves, line } = a.value;
    return {
      kind: 'answer',
      check: jokerCheck(colourMoves, options.moves, line.map(jokerColoring.encodeMove)),
    };
  },
  deal: (d) => {
    const s = d.settings;
    const options = jokerColoring.checkOptions({
      width: d.width,
      height: d.height,
      colors: s.colors ?? 4,
      moves: s.moves ?? 12,
      ...(s.classic ? { classic: true } : {}),
      board: boardText(d, GLYPHS),
      base: { x: d.base % d.width, y: Math.floor(d.base / d.width) },
    });
    return options.ok
      ? ok({ game: 'joker-coloring', options: options.value, limit: null, seed: 0 })
      : options;
  },
};
