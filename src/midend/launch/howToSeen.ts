// Which games' "how to play" the player has already seen, so the menu shows it once, before the
// first game, and not again. Kept in the versioned storage as `{ [game]: true }`; anything else
// read back (corrupt, foreign, another version) is dropped and counts as "not seen yet".
// Hence where a game's card leads.

import type { GameId } from '../../logic/game';
import type { Result } from '../../logic/result';
import { exactly, table } from '../../logic/schema';
import type { Storage } from '../../services/storage';
import { gameIdCheck } from '../games/known';
import { gameScreen, type HowToLaunch, MENU, SCREENS, type Target } from './navigation';

const KEY = 'how-to-play';
const VERSION = 1;

export type HowToSeen = Partial<Record<GameId, true>>;

/** Strict check of stored data: an object whose fields are game ids set to `true`. */
export const validateHowToSeen = table(gameIdCheck, exactly(true)) as (data: unknown) => Result<HowToSeen>;

const read = (storage: Storage): HowToSeen => storage.read(KEY, VERSION, validateHowToSeen) ?? {};

export function hasSeenHowTo(storage: Storage, game: GameId): boolean {
  return read(storage)[game] === true;
}

export function markHowToSeen(storage: Storage, game: GameId): void {
  const seen = read(storage);
  if (seen[game]) return;
  storage.write(KEY, VERSION, { ...seen, [game]: true } satisfies HowToSeen);
}

/** Where a game's card leads: its how to play the first time the game is opened, else the game. */
export function cardTarget(storage: Storage, game: GameId): Target {
  const play: Target = { scene: gameScreen(game), data: {} };
  return hasSeenHowTo(storage, game) ? play : howToTarget(game, play, MENU);
}

/** A game's how to play: PLAY goes to `play`, Esc back to `from`. */
export function howToTarget(game: GameId, play: Target, from: Target): Target {
  const launch: HowToLaunch = { game, play, from };
  return { scene: SCREENS.howToPlay, data: launch };
}
