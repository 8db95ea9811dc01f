// GlassWorks' part of a deal code (codes/fields.ts): GW and the seed, no options; a challenge
// names the points left, from one piece to the whole deal. A made board's puzzle code
// (codes/puzzleCode.ts) names its size: GW-12X6-MADE-….

import { t } from '../../../i18n/i18n';
import { madeBoard, madeOptions } from '../../../logic/glassworks/made';
import { ALPHABET } from '../../../logic/glassworks/pieces';
import { newGame, points } from '../../../logic/glassworks/state';
import { ok, reject } from '../../../logic/result';
import { echo } from '../../../logic/schema';
import { type GameCode, type MadeCode, readSize, sizeField } from '../../codes/fields';

export interface GlassDeal {
  readonly game: 'glassworks';
  readonly seed: number;
  /** A made board (logic/glassworks/made.ts); absent: the seed's deal. */
  readonly board?: string;
}

/** The size of a board in notation text (rows joined by '/'). */
const sizeOf = (board: string) => ({
  width: board.split('/')[0]?.length ?? 0,
  height: board.split('/').length,
});

const made: MadeCode<GlassDeal> = {
  glyphs: ALPHABET,
  board: (deal) => deal.board ?? null,
  fields: (deal) => [sizeField(sizeOf(deal.board ?? ''))],
  read: (fields, board) => {
    if (fields.length !== 1 || !readSize(fields[0]).ok)
      return reject(t('a made GlassWorks board names only its size, like 12X6'));
    const options = madeOptions(board);
    return options.ok ? ok({ game: 'glassworks', seed: 0, board: options.value.board }) : options;
  },
};

export const glassworksCode: GameCode<GlassDeal> = {
  prefix: 'GW',
  fields: () => [],
  read: (fields) =>
    fields.length > 0
      ? reject(t("GlassWorks has no options, but the code has '{field}'", { field: echo(fields[0]) }))
      : ok((seed) => ({ game: 'glassworks', seed })),
  beatRange: (deal) => {
    const board = deal.board === undefined ? null : madeBoard(deal.board);
    return [1, points(board?.ok ? board.value : newGame(deal.seed))];
  },
  made,
};
