// Every game's names in the player's language, by its id: each game's own are in its folder
// (games/<game>/names.ts); this table is the one line a new game adds.

import type { GameId } from '../../logic/game';
import { floodNames } from './flood/names';
import { glassworksNames } from './glassworks/names';
import { jokerNames } from './joker/names';

export interface GameNames {
  /** The name as a sentence writes it ("GlassWorks"; screen readers, share lines). */
  title(): string;
  /** The name as the canvas draws it (capitals). */
  name(): string;
  /** What the game is, in a line (the menu's cards). */
  pitch(): string;
}

/** Each game's, checked against GameNames here; a game registered at run time adds its own. */
const NAMES = new Map<string, GameNames>([
  ['glassworks', glassworksNames],
  ['flood-duel', floodNames],
  ['joker-coloring', jokerNames],
]);

function namesOf(game: GameId): GameNames {
  const names = NAMES.get(game);
  if (!names) throw new Error(`Prism Arcade: no names for the game '${game}'`);
  return names;
}

/** A game registered at run time (games/registry.ts): its names. */
export function addNames(game: GameId, names: GameNames): void {
  NAMES.set(game, names);
}

export const gameTitle = (game: GameId): string => namesOf(game).title();
export const gameName = (game: GameId): string => namesOf(game).name();
export const gamePitch = (game: GameId): string => namesOf(game).pitch();
