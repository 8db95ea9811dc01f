// Filler's rules (docs/RULES.md §2, rule sets), written in the board notation: positions carry
// `filler p1=… p2=…` in their header, since '1' and '2' on the board keep no colour.

import { describe, expect, it } from 'vitest';
import {
  apply,
  chooseMove,
  counts,
  currentColor,
  FILLER_SIZE,
  type FloodState,
  floodDuel,
  forbidden,
  newGame,
  status,
  validateState,
  winner,
} from '../../src/logic/flood';
import { expectBoard, play } from './helpers';

function position(text: string): FloodState {
  const r = floodDuel.decodePosition(text.replace(/\n\s+/g, '\n').trim());
  if (!r.ok) throw new Error(`bad test position: ${r.reason}`);
  return r.value;
}

describe("Filler's rules", () => {
  const start = position(`[filler p1=a p2=b turn=1]
    cdbc2
    ccdaf
    1cdef`);

  it("forbids the mover their own colour and the opponent's", () => {
    expect(forbidden(start)).toEqual([0, 1]);
    expect(apply(start, 0).ok).toBe(false);
    expect(apply(start, 1).ok).toBe(false);
    expect(floodDuel.legalMoves(start).map((m) => m.color)).toEqual(['c', 'd', 'e', 'f']);
  });

  it("the mover's squares take the colour chosen; the header says so", () => {
    const { state } = play(start, 'c');
    expectBoard(
      state,
      `
      1dbc2
      11daf
      11def`,
    );
    expect(currentColor(state, 1)).toBe(2);
    expect(forbidden(state)).toEqual([1, 2]); // player 2's own b, and player 1's c
    expect(floodDuel.encodePosition(state)).toBe(
      '[filler p1=c p2=b turn=2 moves=1 last=1]\n1dbc2\n11daf\n11def',
    );
    expect(floodDuel.decodePosition(floodDuel.encodePosition(state))).toEqual({ ok: true, value: state });
  });

  it('ends as soon as one side holds more than half the board', () => {
    // 15 squares: 8 is more than half.
    const s = position(`[filler p1=a p2=b turn=1]
      1111c
      111cd
      e2bcd`);
    expect(counts(s)).toEqual({ p1: 7, p2: 1 });
    expect(status(s)).toBe('playing');
    const { state } = play(s, 'c');
    expect(counts(state).p1).toBe(10);
    expect(status(state)).toBe('over');
    expect(winner(state)).toBe(1);
    expect(apply(state, 3).ok).toBe(false);
  });

  it('a full board split evenly is a draw', () => {
    const s = position(`[filler p1=a p2=b turn=2 moves=4 last=1]
      1122
      1122`);
    expect(status(s)).toBe('over');
    expect(winner(s)).toBe('draw');
  });

  it('a position needs both colours, different ones', () => {
    expect(floodDuel.decodePosition('[filler p1=a turn=1]\n1ab2').ok).toBe(false);
    expect(floodDuel.decodePosition('[filler p1=a p2=a turn=1]\n1cb2\ncdef').ok).toBe(false);
    expect(floodDuel.decodePosition('[filler p1=a p2=g]\n1cb2\ncdef').ok).toBe(false);
  });

  it('saved data: one colour per side, and rules only flood or filler', () => {
    const s = newGame(FILLER_SIZE, 5, 1, 'filler');
    expect(validateState(JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, value: s });
    const mixed = { ...s, owner: s.owner.map((o, i) => (i === 1 ? 1 : o)) };
    expect(validateState(mixed).ok).toBe(s.colors[1] === s.colors[FILLER_SIZE.width * 6]);
    expect(validateState({ ...s, rules: 'othello' }).ok).toBe(false);
    const plain = newGame(FILLER_SIZE, 5);
    expect(validateState({ ...plain, rules: 'flood' })).toEqual({ ok: true, value: plain });
  });
});

describe("Filler's deal", () => {
  it('is 8×7 with six colours and no two orthogonal neighbours alike, the corners unlike', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const s = newGame(FILLER_SIZE, seed, 1, 'filler');
      const { width, height, colors } = s;
      expect([width, height]).toEqual([8, 7]);
      for (let i = 0; i < colors.length; i++) {
        if (i % width > 0) expect(colors[i]).not.toBe(colors[i - 1]);
        if (i >= width) expect(colors[i]).not.toBe(colors[i - width]);
      }
      expect(currentColor(s, 1)).not.toBe(currentColor(s, 2));
      expect(s.rules).toBe('filler');
    }
    expect(new Set(newGame(FILLER_SIZE, 9, 1, 'filler').colors).size).toBe(6);
  });

  it('the same seed gives the same deal; Flood Duel deals are unchanged', () => {
    expect(newGame(FILLER_SIZE, 42, 1, 'filler')).toEqual(newGame(FILLER_SIZE, 42, 1, 'filler'));
    expect(newGame(FILLER_SIZE, 42)).not.toHaveProperty('rules');
    expect(newGame(FILLER_SIZE, 42, 1, 'flood')).toEqual(newGame(FILLER_SIZE, 42));
  });
});

describe("the computer under Filler's rules", () => {
  it('every level plays only allowed colours, to the end of the game', () => {
    for (const level of ['easy', 'normal', 'hard'] as const) {
      let s = newGame(FILLER_SIZE, 11, 1, 'filler');
      while (status(s) === 'playing') {
        const c = chooseMove(level, s, 11);
        expect(forbidden(s)).not.toContain(c);
        const r = apply(s, c);
        if (!r.ok) throw new Error(r.reason);
        s = r.value.state;
      }
      const { p1, p2 } = counts(s);
      expect(2 * Math.max(p1, p2) > s.owner.length || !s.owner.includes(0)).toBe(true);
    }
  });
});
