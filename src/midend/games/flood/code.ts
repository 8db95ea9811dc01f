// Flood Duel's part of a deal code (codes/fields.ts): FD, the size, who moves first, FILLER under
// Filler's rules (FD-24X16-P1-7K3Q9X, FD-8X7-P1-FILLER-…); a challenge names the computer's level
// and the squares to own, the rival keeping at least its corner.

import { t } from '../../../i18n/i18n';
import { type FloodOptions, floodDuel } from '../../../logic/flood/game';
import { ok, reject } from '../../../logic/result';
import { echo } from '../../../logic/schema';
import { type GameCode, readSize, sizeField } from '../../codes/fields';

export interface FloodDeal {
  readonly game: 'flood-duel';
  readonly options: FloodOptions;
  readonly seed: number;
}

export const floodCode: GameCode<FloodDeal> = {
  prefix: 'FD',
  fields: ({ options: o }) => [sizeField(o), `P${o.first}`, ...(o.rules === 'filler' ? ['FILLER'] : [])],
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
