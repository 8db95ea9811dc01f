// Joker Coloring options from launch parameters (deep link `moves w h colors`, `classic`, `casual`
// (no move limit), or the options screen), and the presets the options screen offers.

import { reasonText, t } from '../../../i18n/i18n';
import * as JK from '../../../logic/joker/index';
import { madeOptions } from '../../../logic/joker/made';
import type { Result } from '../../../logic/result';

export interface Preset {
  name: string;
  label: string;
  options: JK.JokerOptions;
}

export const PRESETS: readonly Preset[] = [
  {
    name: 'original',
    get label() {
      return t('ORIGINAL');
    },
    options: { ...JK.DEFAULTS },
  },
  {
    name: 'easy',
    get label() {
      return t('EASY');
    },
    options: { moves: 20, width: 10, height: 10, colors: 3 },
  },
  {
    name: 'big',
    get label() {
      return t('BIG');
    },
    options: { moves: 40, width: 30, height: 30, colors: 5 },
  },
];

type Limit = JK.Limit;

export const limitText = (l: Limit | null): string =>
  l === null ? t('OFF') : l === 'easy' ? t('PAR + 5') : l === 'medium' ? t('PAR + 2') : t('PAR');

/** Options named in launch parameters, validated; `given` says whether any were named. */
export function optionsFromParams(params: Record<string, string> = {}): {
  options: JK.JokerOptions;
  limit: Limit | null;
  messages: string[];
  given: boolean;
} {
  const raw: Record<string, unknown> = {};
  if (params.moves !== undefined) raw.moves = params.moves;
  if (params.w !== undefined) raw.width = params.w;
  if (params.h !== undefined) raw.height = params.h;
  if (params.colors !== undefined) raw.colors = params.colors;
  if (params.classic !== undefined) raw.classic = params.classic;
  if (params.casual !== undefined) raw.casual = params.casual;
  const checked = JK.validateOptions(raw);
  const options = checked.options;
  const messages = checked.messages.map(reasonText);
  let limit: Limit | null = null;
  if (params.limit !== undefined && options.casual)
    messages.push(t('a casual game has no move limit; limit is left out'));
  else if (params.limit !== undefined) {
    if ((JK.LIMITS as readonly string[]).includes(params.limit)) limit = params.limit as Limit;
    else messages.push(t('limit must be easy, medium or hard; using the moves option'));
  }
  const made = params.board === undefined ? null : madeFromParams(options, params);
  if (made && !made.ok)
    messages.push(t('board: {reason}; dealing a random game.', { reason: reasonText(made) }));
  return {
    options: made?.ok ? made.value : options,
    limit,
    messages,
    given: Object.keys(raw).length > 0 || params.limit !== undefined || made?.ok === true,
  };
}

/** `board=` and `base=x,y` (from 0): a made board (a puzzle code's), checked against the options. */
function madeFromParams(options: JK.JokerOptions, params: Record<string, string>): Result<JK.JokerOptions> {
  const [x, y] = (params.base ?? '0,0').split(',').map(Number);
  return madeOptions(options, params.board, { x, y });
}

/** The launch parameters of a made board (none for a dealt one): REPLAY and a puzzle code's launch. */
export const madeParams = (o: JK.JokerOptions): Record<string, string> =>
  o.board === undefined ? {} : { board: o.board, base: `${o.base?.x ?? 0},${o.base?.y ?? 0}` };

/** Launch parameters for a set of options (what the options screen passes to the game). */
export const paramsOf = (o: JK.JokerOptions, limit: Limit | null = null): Record<string, string> => ({
  moves: String(o.moves),
  w: String(o.width),
  h: String(o.height),
  colors: String(o.colors),
  ...(o.classic ? { classic: '1' } : {}),
  ...(o.casual ? { casual: '1' } : {}),
  ...(limit ? { limit } : {}),
});

export const sameOptions = (a: JK.JokerOptions, b: JK.JokerOptions): boolean =>
  a.moves === b.moves &&
  a.width === b.width &&
  a.height === b.height &&
  a.colors === b.colors &&
  !!a.classic === !!b.classic &&
  !!a.casual === !!b.casual;

export function describeOptions(o: JK.JokerOptions, limit: Limit | null = null): string {
  const moves = o.casual
    ? t('CASUAL')
    : limit
      ? t('LIMIT: {limit}', { limit: limitText(limit) })
      : t('{n} MOVES', { n: o.moves });
  const board = t('{w}×{h} · {colours} COLOURS · {moves}', {
    w: o.width,
    h: o.height,
    colours: o.colors,
    moves,
  });
  return o.classic ? t('CLASSIC · {board}', { board }) : board;
}
