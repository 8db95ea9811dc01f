// Casual mode (docs/RULES.md §3): no move limit that loses; the result is the moves used, against
// par. Its options, deal, position notation, saved data and deal codes.

import { describe, expect, it } from 'vitest';
import {
  CASUAL_LIMIT,
  checkOptions,
  jokerColoring,
  newGame,
  status,
  validateOptions,
  validateState,
} from '../../src/logic/joker';
import { decodeCode, encodeDeal } from '../../src/midend/codes/dealCode';
import { optionsFromParams, paramsOf } from '../../src/midend/games/joker/setup';

const casual = { moves: 21, width: 3, height: 3, colors: 2, casual: true };

describe('casual Joker Coloring', () => {
  it('options: casual only as true, its MOVES the unused default', () => {
    expect(validateOptions({ casual: 'yes', moves: 5 }).options).toMatchObject({ casual: true, moves: 21 });
    expect(validateOptions({ casual: 'off' }).options).not.toHaveProperty('casual');
    expect(validateOptions({ casual: 'maybe' }).messages).toHaveLength(1);
    expect(checkOptions({ ...casual, moves: 9 })).toEqual({ ok: true, value: casual });
    expect(checkOptions({ ...casual, casual: 'yes' }).ok).toBe(false);
  });

  it('is never lost by running out: the deal has CASUAL_LIMIT moves', () => {
    let s = newGame(casual, 5);
    expect(s).toMatchObject({ casual: true, movesLeft: CASUAL_LIMIT, movesMade: 0 });
    // Two colours: painting the other colour over and over never loses before the bound.
    for (let i = 0; i < 150 && status(s) === 'playing'; i++) {
      const base = s.cells[s.base.y * s.width + s.base.x];
      const r = jokerColoring.apply(s, { kind: 'color', color: base === 'r' ? 'g' : 'r' });
      if (!r.ok) throw new Error(r.reason);
      s = r.value.state;
    }
    expect(status(s)).toBe('won');
    expect(s.movesLeft + s.movesMade).toBe(CASUAL_LIMIT);
  });

  it('positions and saved data carry it; its moves add up to the bound', () => {
    const s = newGame(casual, 5);
    const text = jokerColoring.encodePosition(s);
    expect(text).toContain(' casual');
    expect(jokerColoring.decodePosition(text)).toEqual({ ok: true, value: s });
    expect(validateState(JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, value: s });
    expect(validateState({ ...s, movesLeft: 20 }).ok).toBe(false);
    expect(validateState({ ...s, casual: undefined }).ok).toBe(false);
  });

  it('deal codes write CASUAL in place of the moves; links say casual=1', () => {
    const deal = { game: 'joker-coloring' as const, options: casual, limit: null, seed: 77 };
    const code = encodeDeal(deal);
    expect(code).toMatch(/^JC-3X3-2C-CASUAL-[0-9A-Z]+$/);
    expect(decodeCode(code)).toEqual({ ok: true, value: { deal, beat: null, level: null } });
    expect(paramsOf(casual)).toMatchObject({ casual: '1' });
    expect(optionsFromParams(paramsOf(casual)).options).toEqual(casual);
    expect(optionsFromParams({ casual: '1', limit: 'hard' })).toMatchObject({
      limit: null,
      messages: [expect.any(String)],
    });
  });
});
