// Rejections, the end of a game, quitting, and undo through the shared game history.

import { describe, expect, it } from 'vitest';
import { colorMove, type JokerState, quit, setBase, squaresLeft, status } from '../../src/logic/joker';
import { type JokerMove, jokerColoring } from '../../src/logic/joker/game';
import { type History, play as playMove, redo, startHistory, undo } from '../../src/midend/core/history';
import { board, play, unwrap } from './helpers';

describe('rejections', () => {
  const s = board(['rgb', 'g*b'], { colors: 3 });

  it('rejects the base’s own colour, without counting a move', () => {
    const r = colorMove(s, 'r');
    expect(r).toMatchObject({ ok: false, reason: "the base is already 'r'" });
  });

  it.each(['y', 'm', 'x', '*', '', 'R'])('rejects %j, which is not one of the game’s colours', (letter) => {
    const r = colorMove(s, letter);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/not one of this game's colours/);
  });

  it('rejects a base on a joker', () => {
    expect(setBase(s, { x: 1, y: 1 })).toMatchObject({ ok: false, reason: 'the base cannot be a joker' });
  });

  it('rejects the current base', () => {
    expect(setBase(s, { x: 0, y: 0 })).toMatchObject({
      ok: false,
      reason: 'that square is already the base',
    });
  });

  it.each([
    { x: -1, y: 0 },
    { x: 3, y: 0 },
    { x: 0, y: 2 },
    { x: 0.5, y: 0 },
    { x: Number.NaN, y: 0 },
  ])('rejects a base off the board: %j', (at) => {
    expect(setBase(s, at)).toMatchObject({ ok: false, reason: 'the base must be a square on the board' });
  });

  it('moves the base for free', () => {
    const moved = unwrap(setBase(s, { x: 2, y: 1 }));
    expect(moved.base).toEqual({ x: 2, y: 1 });
    expect(moved.movesLeft).toBe(s.movesLeft);
    expect(moved.movesMade).toBe(0);
    expect(moved.cells).toBe(s.cells);
    expect(s.base).toEqual({ x: 0, y: 0 });
  });

  it('counts a legal move', () => {
    const { state } = play(s, 'g');
    expect([state.movesLeft, state.movesMade]).toEqual([s.movesLeft - 1, 1]);
  });
});

describe('end of the game', () => {
  it('wins exactly on the last move', () => {
    const s = board(['rg', 'gg'], { movesLeft: 1, movesMade: 4 });
    expect(status(s)).toBe('playing');
    const { state } = play(s, 'g');
    expect(state.movesLeft).toBe(0);
    expect(status(state)).toBe('won');
    expect(squaresLeft(state)).toBe(0);
  });

  it('wins with moves to spare, and then refuses further moves', () => {
    const { state } = play(board(['rg', 'gg'], { movesLeft: 5 }), 'g');
    expect(status(state)).toBe('won');
    expect(colorMove(state, 'r')).toMatchObject({ ok: false, reason: 'the game is over (won)' });
  });

  it('loses when the moves run out without a one-colour board', () => {
    const s = board(['rg', 'gb'], { movesLeft: 1, colors: 3 });
    const { state } = play(s, 'g');
    expect(status(state)).toBe('lost');
    expect(squaresLeft(state)).toBe(1);
    expect(colorMove(state, 'b')).toMatchObject({ ok: false, reason: 'the game is over (lost)' });
    expect(setBase(state, { x: 1, y: 1 }).ok).toBe(false);
  });

  it('a dealt board that is already one colour still needs a move', () => {
    const s = board(['gg', 'gg']);
    expect(status(s)).toBe('playing');
    expect(status(play(s, 'r').state)).toBe('won');
  });

  it('jokers count as differing from the base, and the board is not won while one is left', () => {
    const s = board(['rr', 'r*'], { movesMade: 1 });
    expect(squaresLeft(s)).toBe(1);
    expect(status(s)).toBe('playing');
  });

  it('quitting disqualifies and stops play, but does not rewrite a finished game', () => {
    const s = board(['rg', 'gg']);
    const q = quit(s);
    expect(status(q)).toBe('quit');
    expect(s.quit).toBe(false);
    expect(colorMove(q, 'g')).toMatchObject({ ok: false, reason: 'the game is over (quit)' });
    const won = play(s, 'g').state;
    expect(quit(won)).toBe(won);
    expect(status(quit(won))).toBe('won');
  });
});

describe('undo and redo through the game history', () => {
  const move = (h: History<JokerState, JokerMove>, m: JokerMove) =>
    unwrap(playMove(jokerColoring, h, m)).history;

  it('undo restores the board, the move and the base the move was played from', () => {
    const s0 = board(['rgb', 'bgr', 'gbr'], { colors: 3 });
    // Base changes are free: they ride with the next colour move, not an undo step of their own.
    let h = move(startHistory(s0), { kind: 'base', at: { x: 1, y: 1 } });
    const before = h.present;
    h = move(h, { kind: 'color', color: 'r' });
    const after = h.present;
    h = move(h, { kind: 'base', at: { x: 2, y: 2 } });
    expect(h.present.base).toEqual({ x: 2, y: 2 });

    h = undo(h);
    expect(h.present).toBe(before);
    expect(h.present.base).toEqual({ x: 1, y: 1 });
    expect(h.present.movesLeft).toBe(s0.movesLeft);
    expect(h.done).toBe(0);
    expect(h.steps).toHaveLength(1);

    // Redo brings the move back exactly as it was played, from (1, 1).
    h = redo(h);
    expect(h.present).toBe(after);
    expect(h.present.movesMade).toBe(1);
  });

  it('undo brings back a joker without ever leaving the base on it', () => {
    const s0 = board(['r*yy', 'gggy']);
    let h = move(startHistory(s0), { kind: 'color', color: 'g' });
    expect(h.present.cells).not.toContain('*');
    expect(status(h.present)).toBe('playing');
    h = move(h, { kind: 'base', at: { x: 1, y: 0 } });
    h = undo(h);
    expect(h.present.cells[1]).toBe('*');
    expect(h.present.base).toEqual({ x: 0, y: 0 });
  });
});
