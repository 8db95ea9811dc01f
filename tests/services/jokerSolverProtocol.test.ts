// The Joker Coloring solver's worker protocol without a browser: the reply's hint is the next
// colour move of a line that really paints the board.

import { describe, expect, it } from 'vitest';
import * as JK from '../../src/logic/joker';
import { answerJoker } from '../../src/services/jokerSolverProtocol';

describe('Joker Coloring solver worker protocol', () => {
  it('answers with its id, a hint ending in one colour, and a winning line length', () => {
    const state = JK.newGame({ moves: 30, width: 10, height: 10, colors: 4 }, 8);
    const reply = answerJoker({ id: 3, kind: 'hint', state });
    expect(reply.id).toBe(3);
    expect(reply.kind).toBe('hint');
    expect(reply.actions.at(-1)?.kind).toBe('color');
    expect(reply.actions.filter((a) => a.kind === 'color')).toHaveLength(1);
    let s = state;
    for (const a of reply.actions) {
      const r = a.kind === 'base' ? JK.setBase(s, a.at) : JK.colorMove(s, a.color);
      if (!r.ok) throw new Error(r.reason);
      s = 'state' in r.value ? r.value.state : r.value;
    }
    expect(s.movesMade).toBe(1);
    expect(reply.colourMoves).toBeGreaterThan(0);
  });
});
