// Joker Coloring's part of a deal code (codes/fields.ts): JC, the size, the colours, the moves
// (21M; or EASY, MEDIUM, HARD for a limit from par; or CASUAL), CLASSIC for the classic rules
// (JC-18X18-4C-21M-7K3Q9X); a challenge names the moves used to win, within the limit.

import { t } from '../../../i18n/i18n';
import { COLOR_LETTERS, JOKER } from '../../../logic/joker/colors';
import { madeOptions } from '../../../logic/joker/made';
import {
  CASUAL_LIMIT,
  checkOptions,
  DEFAULTS,
  type JokerOptions,
  LIMITS,
  type Limit,
  RANGES,
} from '../../../logic/joker/options';
import { ok, type Result, reject } from '../../../logic/result';
import { echo } from '../../../logic/schema';
import { type GameCode, type MadeCode, readSize, sizeField } from '../../codes/fields';

export interface JokerDeal {
  readonly game: 'joker-coloring';
  readonly options: JokerOptions;
  /** A move limit taken from par, which replaces the MOVES option; null: the MOVES option. */
  readonly limit: Limit | null;
  readonly seed: number;
}

function read(fields: readonly string[]): Result<(seed: number) => JokerDeal> {
  const size = readSize(fields[0]);
  if (!size.ok) return size;
  const [, colorsField, movesField, ...more] = fields;
  const colors = /^(\d{1,2})C$/.exec(colorsField ?? '');
  if (!colors)
    return reject(t("'{field}' should be the number of colours, like 4C", { field: echo(colorsField) }));
  const limitName = (movesField ?? '').toLowerCase();
  const limit = (LIMITS as readonly string[]).includes(limitName) ? (limitName as Limit) : null;
  const moves = /^(\d{1,3})M$/.exec(movesField ?? '');
  const casual = movesField === 'CASUAL';
  if (!limit && !moves && !casual)
    return reject(
      t("'{field}' should be the moves, like 21M, EASY, MEDIUM, HARD or CASUAL", { field: echo(movesField) }),
    );
  if (more.length > 1 || (more.length === 1 && more[0] !== 'CLASSIC'))
    return reject(
      t("'{field}' is not a Joker Coloring option (only CLASSIC may follow)", {
        field: echo(more.join('-')),
      }),
    );
  const options = checkOptions({
    ...size.value,
    colors: Number(colors[1]),
    moves: moves ? Number(moves[1]) : DEFAULTS.moves,
    ...(more.length === 1 ? { classic: true } : {}),
    ...(casual ? { casual: true } : {}),
  });
  if (!options.ok) return options;
  return ok((seed) => ({ game: 'joker-coloring', options: options.value, limit, seed }));
}

const fields = ({ options: o, limit }: JokerDeal): string[] => [
  sizeField(o),
  `${o.colors}C`,
  o.casual ? 'CASUAL' : limit ? limit.toUpperCase() : `${o.moves}M`,
  ...(o.classic ? ['CLASSIC'] : []),
];

/** A made board's puzzle code: the deal's fields, then BASE and the base's column and row from 0. */
const made: MadeCode<JokerDeal> = {
  glyphs: [...COLOR_LETTERS, JOKER],
  board: (deal) => deal.options.board ?? null,
  fields: (deal) => {
    const base = deal.options.base ?? { x: 0, y: 0 };
    return [...fields(deal), `BASE${base.x}X${base.y}`];
  },
  read: (all, board) => {
    const at = /^BASE(\d{1,2})X(\d{1,2})$/.exec(all[all.length - 1] ?? '');
    if (!at) return reject(t('a made Joker Coloring board names its base last, like BASE0X0'));
    const deal = read(all.slice(0, -1));
    if (!deal.ok) return deal;
    const { options, limit } = deal.value(0);
    const checked = madeOptions(options, board, { x: Number(at[1]), y: Number(at[2]) });
    return checked.ok ? ok({ game: 'joker-coloring', options: checked.value, limit, seed: 0 }) : checked;
  },
};

export const jokerCode: GameCode<JokerDeal> = {
  prefix: 'JC',
  fields,
  read,
  beatRange: ({ options: o, limit }) => [1, o.casual ? CASUAL_LIMIT : limit ? RANGES.moves.max : o.moves],
  made,
};
