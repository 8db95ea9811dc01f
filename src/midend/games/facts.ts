// Every game's facts by its id (games/descriptor.ts, GameFacts): what the menu and the game
// screen read without loading any game's rules. The full descriptors are games/registry.ts's.

import type { GameId } from '../../logic/game';
import type { RaceGame } from '../../logic/protocol';
import type { GameFacts } from './descriptor';
import { floodFacts } from './flood/facts';
import { glassworksFacts } from './glassworks/facts';
import { jokerFacts } from './joker/facts';

const FACTS: Readonly<Record<GameId, GameFacts>> = {
  glassworks: glassworksFacts,
  'flood-duel': floodFacts,
  'joker-coloring': jokerFacts,
};

export const factsOf = (id: GameId): GameFacts => FACTS[id];

/** A race may be run on the game's deals (logic/protocol.ts's RACE_GAMES, which the server checks). */
export const races = (id: GameId): id is RaceGame => FACTS[id].races;
