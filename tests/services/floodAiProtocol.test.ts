// The computer player's worker protocol, without a browser: a request in, the level's move out.

import { describe, expect, it } from 'vitest';
import * as FD from '../../src/logic/flood';
import { answer } from '../../src/services/floodAiProtocol';

describe('Flood Duel AI worker protocol', () => {
  const state = FD.newGame({ width: 16, height: 10 }, 21);
  let t = 0;
  const clock = () => (t += 5);

  it('answers with the id it was asked with and the level’s own move', () => {
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const reply = answer({ id: 7, level, state, seed: 3 }, clock);
      expect(reply.id).toBe(7);
      expect(reply.color).toBe(FD.chooseMove(level, state, 3));
      expect(reply.ms).toBe(5);
    }
  });

  it('survives a structured clone of the request (what postMessage does)', () => {
    const req = structuredClone({ id: 1, level: 'normal' as const, state, seed: 0 });
    expect(answer(req, clock).color).toBe(FD.greedyMove(state));
  });
});
