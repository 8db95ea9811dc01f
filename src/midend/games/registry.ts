// Every game the arcade has, by its id: the one line a new game adds (games/descriptor.ts says what
// a descriptor holds). A game can also be registered at run time — its description, its part of
// deal codes, its names and its screen in one call — as the tests register a fourth game to play
// it through the same session as the three (docs/new-game.md).

import type { GameId } from '../../logic/game';
import { addCode } from '../codes/dealCode';
import type { GameCode } from '../codes/fields';
import { addGameScreen, type ScreenKey } from '../launch/navigation';
import type { GameDescriptor } from './descriptor';
import { addFacts } from './facts';
import { floodDescriptor } from './flood/descriptor';
import { glassworksDescriptor } from './glassworks/descriptor';
import { jokerDescriptor } from './joker/descriptor';
import { addKnownGame } from './known';
import { addNames, type GameNames } from './names';

const GAMES = new Map<string, GameDescriptor>(
  [glassworksDescriptor, floodDescriptor, jokerDescriptor].map((d) => [d.id, d]),
);

/** The game `id` as the shared code reads it. */
export function aboutGame(id: GameId): GameDescriptor {
  const about = GAMES.get(id);
  if (!about) throw new Error(`Prism Arcade: no game '${id}'`);
  return about;
}

/** A game as it is registered: its description, its part of deal codes, its names, its screen. */
export interface GameEntry {
  readonly about: GameDescriptor;
  // biome-ignore lint/suspicious/noExplicitAny: each game's deal is its own; its code reads and writes it
  readonly code: GameCode<any>;
  readonly names: GameNames;
  readonly screen: ScreenKey;
}

/** Add a game at run time: every table the shared code reads it from learns it at once. */
export function registerGame(entry: GameEntry): void {
  const id = entry.about.id;
  GAMES.set(id, entry.about);
  addKnownGame(id);
  addFacts(entry.about);
  addCode(id, entry.code);
  addNames(id, entry.names);
  addGameScreen(id, entry.screen);
}
