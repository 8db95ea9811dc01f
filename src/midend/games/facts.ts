// Every game's facts by its id (games/descriptor.ts, GameFacts): what the menu and the game
// screen read without loading any game's rules. The full descriptors are games/registry.ts's.

import type { GameId } from '../../logic/game';
import type { RaceGame } from '../../logic/protocol';
import type { GameFacts } from './descriptor';
import { floodFacts } from './flood/facts';
import { glassworksFacts } from './glassworks/facts';
import { jokerFacts } from './joker/facts';

/** The arcade's games; a game registered at run time adds its own (games/registry.ts). */
const FACTS = new Map<string, GameFacts>([glassworksFacts, floodFacts, jokerFacts].map((f) => [f.id, f]));

export function factsOf(id: GameId): GameFacts {
  const facts = FACTS.get(id);
  if (!facts) throw new Error(`Prism Arcade: no game '${id}'`);
  return facts;
}

/** A game registered at run time: its facts. */
export function addFacts(facts: GameFacts): void {
  FACTS.set(facts.id, facts);
}

/** A race may be run on the game's deals (logic/protocol.ts's RACE_GAMES, which the server checks). */
export const races = (id: GameId): id is RaceGame => factsOf(id).races;
