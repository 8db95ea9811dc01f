// GlassWorks' part of a deal code (codes/fields.ts): GW and the seed, no options; a challenge
// names the points left, from one piece to the whole deal.

import { t } from '../../../i18n/i18n';
import { newGame, points } from '../../../logic/glassworks/state';
import { ok, reject } from '../../../logic/result';
import { echo } from '../../../logic/schema';
import type { GameCode } from '../../codes/fields';

export interface GlassDeal {
  readonly game: 'glassworks';
  readonly seed: number;
}

export const glassworksCode: GameCode<GlassDeal> = {
  prefix: 'GW',
  fields: () => [],
  read: (fields) =>
    fields.length > 0
      ? reject(t("GlassWorks has no options, but the code has '{field}'", { field: echo(fields[0]) }))
      : ok((seed) => ({ game: 'glassworks', seed })),
  beatRange: (deal) => [1, points(newGame(deal.seed))],
};
