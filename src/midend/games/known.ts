// Which games there are, by id: the arcade's own (logic/game.ts) and any registered at run time
// (games/registry.ts). Saved tables keyed by a game check their keys here, so a game's own entries
// are kept and an unknown key is refused; it imports nothing of any game, so the saved data's
// readers can use it without reaching a game's facts.

import { GAME_IDS, type GameId } from '../../logic/game';
import { ok, reject } from '../../logic/result';
import type { Check } from '../../logic/schema';

const KNOWN = new Set<string>(GAME_IDS);

/** One of the games here (a saved table's key, a launch's game). */
export const isGame = (id: unknown): id is GameId => typeof id === 'string' && KNOWN.has(id);

/** Saved data's check of a game's id: one of the games here. */
export const gameIdCheck: Check<GameId> = (d, path) =>
  isGame(d) ? ok(d) : reject(`${path ? `${path}: ` : ''}must be one of the games`);

/** A game registered at run time is one of the games here. */
export function addKnownGame(id: GameId): void {
  KNOWN.add(id);
}
