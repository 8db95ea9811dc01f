// Each game described once: the facts the menu reads are the descriptor's own, what the server
// races is what the descriptors say races, and every game has one of each.

import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/logic/game';
import { RACE_GAMES } from '../../src/logic/protocol';
import { factsOf, races } from '../../src/midend/games/facts';
import { aboutGame } from '../../src/midend/games/registry';

describe('game descriptors', () => {
  it.each(GAME_IDS)('%s: its descriptor carries its facts, under its own id', (id) => {
    const about = aboutGame(id);
    const facts = factsOf(id);
    expect(about.id).toBe(id);
    for (const [key, value] of Object.entries(facts)) expect(about[key as keyof typeof facts]).toEqual(value);
  });

  it('races exactly the games the server takes races for', () => {
    expect(GAME_IDS.filter(races)).toEqual([...RACE_GAMES]);
  });

  it('only a game with the players it was played by has a way to play it again with them', () => {
    const again = GAME_IDS.filter((id) => aboutGame(id).stats.againParams !== undefined);
    expect(again).toEqual(GAME_IDS.filter((id) => aboutGame(id).stats.versus));
  });

  it('a game with nothing asked resumes what is saved; a bad value is said, not dropped', () => {
    for (const id of GAME_IDS) expect(aboutGame(id).wanted(undefined).options).toBeUndefined();
    expect(aboutGame('joker-coloring').wanted({ w: '999' }).messages.length).toBeGreaterThan(0);
  });
});
