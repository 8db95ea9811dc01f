// Where a code leads: a deal or challenge code opens its game on exactly that deal (as a deep link
// would, with the code kept so the game screen can ask before replacing a game in progress); a
// duel code opens Flood Duel's correspondence duel. A code that cannot be read says why.

import { t } from '../i18n/i18n';
import { ok, type Result, reject } from '../logic/result';
import { decodeCode } from './codes/dealCode';
import { decodeDuel, isDuelCode } from './codes/duelCode';
import { DEFAULT_PLAYERS } from './games/extras';
import { GAME_SCREENS, type GameLaunch, SCREENS, type ScreenKey } from './navigation';
import { paramsOf as floodParams } from './setup/flood';
import { paramsOf as jokerParams } from './setup/joker';

export interface CodeTarget {
  readonly scene: ScreenKey;
  readonly data: GameLaunch;
}

const SCENES = GAME_SCREENS;

/** The screen and launch data a typed code asks for, or what is wrong with it. */
export function targetOfCode(text: string): Result<CodeTarget> {
  if (isDuelCode(text)) {
    const duel = decodeDuel(text);
    if (!duel.ok) return reject(t('Duel code: {reason}.', { reason: duel.reason }));
    return ok({ scene: SCREENS.floodDuel, data: { duel: text.trim() } });
  }
  const read = decodeCode(text);
  if (!read.ok) return reject(capitalise(t('{reason}.', { reason: read.reason })));
  const { deal, beat, level } = read.value;
  const challenge = beat === null ? undefined : { beat };
  const code = text.trim();
  switch (deal.game) {
    case 'glassworks':
      return ok({ scene: SCENES[deal.game], data: { seed: deal.seed, code, challenge } });
    case 'flood-duel': {
      const players = { mode: 'cpu' as const, level: level ?? DEFAULT_PLAYERS.level };
      return ok({
        scene: SCENES[deal.game],
        data: { seed: deal.seed, params: floodParams(deal.options, players), code, challenge },
      });
    }
    case 'joker-coloring':
      return ok({
        scene: SCENES[deal.game],
        data: { seed: deal.seed, params: jokerParams(deal.options, deal.limit), code, challenge },
      });
  }
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
