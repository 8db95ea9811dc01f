// The game history shared by every game: steps, free and final moves, undo/redo, and its record
// replayed through the rules (checked, never trusted).

import { describe, expect, it } from 'vitest';
import { floodDuel } from '../../src/logic/flood/game';
import { glassworks } from '../../src/logic/glassworks/game';
import { type JokerMove, jokerColoring } from '../../src/logic/joker/game';
import type { JokerState } from '../../src/logic/joker/state';
import type { Result } from '../../src/logic/result';
import * as H from '../../src/midend/core/history';

const unwrap = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
};
const moves = (text: string): JokerMove[] => text.split(' ').map((t) => unwrap(jokerColoring.decodeMove(t)));
const playAll = (h: H.History<JokerState, JokerMove>, text: string) =>
  moves(text).reduce((acc, m) => unwrap(H.play(jokerColoring, acc, m)).history, h);
const pos = (h: H.History<JokerState, JokerMove>) => jokerColoring.encodePosition(h.present);

// A 3×3 board with no jokers (rows rgb / brg / gbr) and plenty of moves.
const START = unwrap(jokerColoring.decodePosition('[left=20] rgb/brg/gbr'));

describe('history', () => {
  it('makes each counted move an undo step and undoes back to the start', () => {
    let h = playAll(H.startHistory(START), 'g b');
    expect(h.done).toBe(2);
    expect(H.canRedo(h)).toBe(false);
    const after = pos(h);
    h = H.undo(H.undo(h));
    expect(pos(h)).toBe(jokerColoring.encodePosition(START));
    expect(H.canUndo(h)).toBe(false);
    h = H.redo(H.redo(h));
    expect(pos(h)).toBe(after);
  });

  it('keeps a free move with the next step: undo restores the base the move was played from', () => {
    let h = playAll(H.startHistory(START), '@1,1 b');
    expect(h.done).toBe(1);
    expect(h.steps[0]?.moves.map(jokerColoring.encodeMove)).toEqual(['@1,1', 'b']);
    h = H.undo(h);
    expect(h.present.base).toEqual({ x: 1, y: 1 });
    expect(h.present.movesMade).toBe(0);
    expect(H.playedMoves(h).map(jokerColoring.encodeMove)).toEqual(['@1,1']);
  });

  it('keeps redo across a free move, and redo restores the step exactly', () => {
    let h = playAll(H.startHistory(START), 'g');
    const played = pos(h);
    h = H.undo(h);
    h = playAll(h, '@2,2');
    expect(H.canRedo(h)).toBe(true);
    h = H.redo(h);
    expect(pos(h)).toBe(played);
    expect(H.playedMoves(h).map(jokerColoring.encodeMove)).toEqual(['g']);
  });

  it('clears redo with a new counted move', () => {
    let h = H.undo(playAll(H.startHistory(START), 'g'));
    h = playAll(h, 'b');
    expect(H.canRedo(h)).toBe(false);
  });

  it('never undoes a final move', () => {
    const h = playAll(H.startHistory(START), 'g q');
    expect(h.present.quit).toBe(true);
    expect(H.canUndo(h)).toBe(false);
    expect(H.undo(h)).toBe(h);
  });

  it('round-trips through its record, replaying every move', () => {
    let h = playAll(H.startHistory(START), '@1,1 y g @0,0 y');
    h = playAll(H.undo(H.undo(h)), '@2,0');
    const record = H.toRecord(h, (m) => m);
    const back = unwrap(H.fromRecord(jokerColoring, START, record));
    expect(pos(back)).toBe(pos(h));
    expect(back.done).toBe(h.done);
    expect(back.steps.length).toBe(h.steps.length);
    expect(pos(H.redo(H.redo(back)))).toBe(pos(H.redo(H.redo(h))));
  });

  it('rejects a record with an illegal move, a bad position or moves after a final move', () => {
    expect(H.fromRecord(jokerColoring, START, { moves: moves('g g'), done: 2, pending: [] })).toMatchObject({
      ok: false,
      reason: "move 2: the base is already 'g'",
    });
    expect(H.fromRecord(jokerColoring, START, { moves: moves('g'), done: 2, pending: [] }).ok).toBe(false);
    expect(H.fromRecord(jokerColoring, START, { moves: moves('g'), done: 1, pending: moves('b') }).ok).toBe(
      false,
    );
    expect(H.fromRecord(jokerColoring, START, { moves: moves('@1,1'), done: 0, pending: [] }).ok).toBe(false);
    expect(H.fromRecord(jokerColoring, START, { moves: moves('q'), done: 0, pending: [] }).ok).toBe(false);
  });

  it('works the same for the other games', () => {
    const flood = floodDuel.deal({ width: 5, height: 4, first: 1 }, 7);
    const f = unwrap(H.play(floodDuel, H.startHistory(flood), { color: 'c' })).history;
    expect(H.undo(f).present).toBe(flood);
    const glass = glassworks.deal({}, 7);
    const jump = glassworks.legalMoves(glass)[0];
    const g = unwrap(H.play(glassworks, H.startHistory(glass), jump)).history;
    expect(H.playedMoves(g)).toEqual([jump]);
  });
});
