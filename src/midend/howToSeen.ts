// Which games' "how to play" the player has already seen, so the menu shows it once, before the
// first game, and not again. Kept in the versioned storage as `{ [game]: true }`; anything else
// read back (corrupt, foreign, another version) is dropped and counts as "not seen yet".

import { GAME_IDS, type GameId } from '../logic/game';
import type { Result } from '../logic/result';
import { exactly, oneOf, table } from '../logic/schema';
import type { Storage } from '../services/storage';

const KEY = 'how-to-play';
const VERSION = 1;

export type HowToSeen = Partial<Record<GameId, true>>;

/** Strict check of stored data: an object whose fields are game ids set to `true`. */
export const validateHowToSeen = table(oneOf(GAME_IDS), exactly(true)) as (
  data: unknown,
) => Result<HowToSeen>;

const read = (storage: Storage): HowToSeen => storage.read(KEY, VERSION, validateHowToSeen) ?? {};

export function hasSeenHowTo(storage: Storage, game: GameId): boolean {
  return read(storage)[game] === true;
}

export function markHowToSeen(storage: Storage, game: GameId): void {
  const seen = read(storage);
  if (seen[game]) return;
  storage.write(KEY, VERSION, { ...seen, [game]: true } satisfies HowToSeen);
}
