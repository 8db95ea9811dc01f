import { describe, expect, it } from 'vitest';
import { apply, counts, gains, nextStarter, status, winner } from '../../src/logic/flood';
import { board, expectBoard, play } from './helpers';

describe('capture', () => {
  it('takes the chosen colour transitively, layer by layer from the border', () => {
    const s = board(`
      baa2
      caba
      1abc`);
    const { state, change } = play(s, 'a');
    expectBoard(
      state,
      `
      b112
      c1ba
      11bc`,
    );
    // (1,2) touches the border, then (1,1), (1,0), (2,0); the 'a' at (3,1) is not connected.
    expect(change.captured).toEqual([[9], [5], [1], [2]]);
    expect(change).toMatchObject({ player: 1, color: 0, transfers: [] });
    expect(state).toMatchObject({ turn: 2, moves: 1, lastMover: 1 });
  });

  it('groups squares reached at the same step into one layer', () => {
    const s = board(`
      aa2
      1ab
      aab`);
    const { change } = play(s, 'a');
    expect(change.captured).toEqual([
      [0, 4, 6],
      [1, 7],
    ]);
  });

  it('never takes opponent squares and does not flood through them', () => {
    const s = board(`
      1a2a
      bbbb`);
    const { state } = play(s, 'a');
    expectBoard(
      state,
      `
      112a
      bbbb`,
    );
  });

  it('a move that gains nothing still counts: moves + 1 and the turn passes', () => {
    const s = board(`
      1a2a
      bbbb`);
    const { state, change } = play(s, 'f');
    expect(state.owner).toEqual(s.owner);
    expect(state).toMatchObject({ turn: 2, moves: 1, lastMover: 1 });
    expect(change).toEqual({ player: 1, color: 5, captured: [], transfers: [] });
  });

  it('player 2 moves the same way', () => {
    const s = board(
      `
      ab2
      1bb`,
      2,
    );
    const { state } = play(s, 'b');
    expectBoard(
      state,
      `
      a22
      122`,
    );
    expect(state).toMatchObject({ turn: 1, moves: 1, lastMover: 2 });
  });

  it('rejects colours outside 0..5 and any move once the game is over', () => {
    const s = board(`
      1a
      b2`);
    for (const c of [-1, 6, 1.5, Number.NaN]) expect(apply(s, c).ok).toBe(false);
    const over = board(`
      11
      22`);
    const r = apply(over, 0);
    expect(r).toMatchObject({ ok: false, reason: 'the game is over' });
  });
});

describe('gains', () => {
  it('counts each colour the player could take, through connected squares of that colour', () => {
    const s = board(`
      baa2
      caba
      1abc`);
    expect(gains(s, 1)).toEqual([4, 0, 1, 0, 0, 0]);
    // Player 2 reaches the big 'a' area and the lone 'a' at (3,1).
    expect(gains(s, 2)).toEqual([5, 0, 0, 0, 0, 0]);
  });

  it('is all zero for a player walled in', () => {
    const s = board(`
      21
      1a`);
    expect(gains(s, 2)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(gains(s, 1)).toEqual([1, 0, 0, 0, 0, 0]);
  });
});

describe('end of the game', () => {
  it('a mover who can gain nothing next time hands every unowned square to the opponent', () => {
    const s = board(`
      1a2
      22b
      bcd`);
    const { state, change } = play(s, 'a');
    expectBoard(
      state,
      `
      112
      222
      222`,
    );
    expect(change.transfers).toEqual([{ to: 2, squares: [5, 6, 7, 8] }]);
    expect(status(state)).toBe('over');
    expect(winner(state)).toBe(2);
    expect(state).toMatchObject({ turn: 2, moves: 1, lastMover: 1 });
  });

  it('a new player who can gain nothing hands every unowned square to the other player', () => {
    const s = board(`
      2ab
      11d
      eff`);
    const { state, change } = play(s, 'a');
    expectBoard(
      state,
      `
      211
      111
      111`,
    );
    expect(change.captured).toEqual([[1]]);
    expect(change.transfers).toEqual([{ to: 1, squares: [2, 5, 6, 7, 8] }]);
    expect(winner(state)).toBe(1);
    expect(counts(state)).toEqual({ p1: 8, p2: 1 });
  });

  it('the mover is checked first: if both are walled in, the opponent gets everything', () => {
    // Player 1 is already walled in; after any move the rest goes to player 2 before 2 is checked.
    const s = board(`
      12a
      2ba
      aa2`);
    const { state, change } = play(s, 'f');
    expect(change.transfers).toEqual([{ to: 2, squares: [2, 4, 5, 6, 7] }]);
    expect(winner(state)).toBe(2);
  });

  it('equal counts at the end are a draw', () => {
    const { state } = play(
      board(`
        1a
        22`),
      'a',
    );
    expect(status(state)).toBe('over');
    expect(counts(state)).toEqual({ p1: 2, p2: 2 });
    expect(winner(state)).toBe('draw');
  });

  it('there is no winner while squares are unowned', () => {
    const s = board(`
      1a
      b2`);
    expect(status(s)).toBe('playing');
    expect(winner(s)).toBeNull();
  });
});

describe('who starts the next game', () => {
  const finished = play(
    board(`
      1a2
      22b
      bcd`),
    'a',
  ).state; // player 1 made the last move

  it('two players: the one who did not make the last move', () => {
    expect(nextStarter(finished, 'duo')).toBe(2);
    const byTwo = play(
      board(
        `
        2a
        11`,
        2,
      ),
      'a',
    ).state;
    expect(nextStarter(byTwo, 'duo')).toBe(1);
  });

  it('two players, no move made: whoever was to move', () => {
    expect(nextStarter(board('1a/b2', 2), 'duo')).toBe(2);
  });

  it('against the computer the human (player 1) always starts', () => {
    expect(nextStarter(finished, 'cpu')).toBe(1);
    expect(nextStarter(board('1a/b2', 2), 'cpu')).toBe(1);
  });
});
