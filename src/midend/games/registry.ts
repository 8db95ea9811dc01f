// Every game the arcade has, by its id: the one line a new game adds (games/descriptor.ts says what
// a descriptor holds).

import type { GameId } from '../../logic/game';
import type { GameDescriptor } from './descriptor';
import { floodDescriptor } from './flood/descriptor';
import { glassworksDescriptor } from './glassworks/descriptor';
import { jokerDescriptor } from './joker/descriptor';

const GAMES: Readonly<Record<GameId, GameDescriptor>> = {
  glassworks: glassworksDescriptor,
  'flood-duel': floodDescriptor,
  'joker-coloring': jokerDescriptor,
};

/** The game `id` as the shared code reads it. */
export const aboutGame = (id: GameId): GameDescriptor => GAMES[id];
