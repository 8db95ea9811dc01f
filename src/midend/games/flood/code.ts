// Flood Duel's part of a deal code (codes/fields.ts): FD, the size, who moves first, FILLER under
// Filler's rules (FD-24X16-P1-7K3Q9X, FD-8X7-P1-FILLER-…); a challenge names the computer's level
// and the squares to own, the rival keeping at least its corner.

import { t } from '../../../i18n/i18n';
import { type FloodOptions, floodDuel } from '../../../logic/flood/game';
import { COLOR_LETTERS } from '../../../logic/flood/state';
import { ok, reject } from '../../../logic/result';
import { echo } from '../../../logic/schema';
import { type GameCode, type MadeCode, readSize, sizeField } from '../../codes/fields';

export interface FloodDeal {
  readonly game: 'flood-duel';
  readonly options: FloodOptions;
  readonly seed: number;
}

const fields = ({ options: o }: FloodDeal): string[] => [
  sizeField(o),
  `P${o.first}`,
  ...(o.rules === 'filler' ? ['FILLER'] : []),
];

/** A made board's puzzle code: the deal's fields, then its colours (codes/puzzleCode.ts). */
const made: MadeCode<FloodDeal> = {
  glyphs: COLOR_LETTERS,
  board: (deal) => deal.options.board ?? null,
  fields,
  read: (all, board) => {
    const deal = floodCode.read(all);
    if (!deal.ok) return deal;
    const options = floodDuel.checkOptions({ ...deal.value(0).options, board });
    return options.ok ? ok({ game: 'flood-duel', options: options.value, seed: 0 }) : options;
  },
};

export const floodCode: GameCode<FloodDeal> = {
  prefix: 'FD',
  fields,
  made,
  read: (fields) => {
    const size = readSize(fields[0]);
    if (!size.ok) return size;
    const filler = fields[2] === 'FILLER';
    if (fields.length !== (filler ? 3 : 2))
      return reject(t('expected the size and P1 or P2 (who moves first), then FILLER for its rules'));
    const first = fields[1] === 'P1' ? 1 : fields[1] === 'P2' ? 2 : null;
    if (first === null)
      return reject(t("'{field}' should be P1 or P2 (who moves first)", { field: echo(fields[1]) }));
    const options = floodDuel.checkOptions({ ...size.value, first, ...(filler ? { rules: 'filler' } : {}) });
    if (!options.ok) return options;
    return ok((seed) => ({ game: 'flood-duel', options: options.value, seed }));
  },
  beatRange: ({ options: o }) => [1, o.width * o.height - 1],
  levelMissing: () => t('a Flood Duel challenge names the computer’s level: EASY, NORMAL or HARD'),
};
