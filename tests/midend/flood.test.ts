// The midend with Flood Duel: the computer's turns (pause, worker, fallback), undo that gives the
// player's turn back against the computer (both plies) and one ply between two players.

import { describe, expect, it, vi } from 'vitest';
import { greedyMove } from '../../src/logic/flood/ai';
import { floodDuel, moveOfIndex } from '../../src/logic/flood/game';
import { COMPUTER_PAUSE, FloodMidend } from '../../src/midend/games/flood/midend';
import type { FloodPlayers } from '../../src/midend/games/flood/players';
import { checkFloodAnswer, type FloodAnswer, type FloodQuestion } from '../../src/midend/games/flood/worker';
import { WorkerClient } from '../../src/midend/workers/workerClient';
import { deps, FakeWorkers } from './fakes';

const OPTIONS = { width: 8, height: 6, first: 1 as const };

function setup(players: FloodPlayers = { mode: 'cpu', level: 'normal' }) {
  const d = deps(31);
  const workers = new FakeWorkers();
  const computer = new WorkerClient<FloodQuestion, FloodAnswer>(
    workers.spawn,
    d.timer,
    30_000,
    checkFloodAnswer,
  );
  const view = { moved: vi.fn(), reset: vi.fn(), refresh: vi.fn(), say: vi.fn(), decided: vi.fn() };
  const m = new FloodMidend({ ...d, computer });
  m.attach(view);
  m.begin({ fresh: true, options: OPTIONS, extras: players });
  return { m, d, workers, view };
}

/** The player to move takes the colour with the largest gain. */
const best = (m: FloodMidend) => moveOfIndex(greedyMove(m.state));

describe('Flood Duel midend against the computer', () => {
  it('the computer thinks once the view is ready, then moves after the pause', () => {
    const { m, d, workers, view } = setup();
    expect(m.play(best(m)).ok).toBe(true);
    expect(m.state.turn).toBe(2);
    expect(m.thinking).toBe(false); // not before the view has caught up
    m.ready();
    expect(m.thinking).toBe(true);
    expect(m.play(best(m))).toMatchObject({ ok: false, reason: "it is the computer's turn" });
    const q = workers.current.last?.question as FloodQuestion;
    expect(q).toMatchObject({ level: 'normal', seed: 31 });
    workers.current.reply(greedyMove(q.state));
    expect(m.state.moves).toBe(1); // answered early: it still waits the pause
    d.timer.advance(COMPUTER_PAUSE);
    expect(m.state.moves).toBe(2);
    expect(m.state.turn).toBe(1);
    expect(m.thinking).toBe(false);
    expect(view.moved).toHaveBeenLastCalledWith(expect.anything(), 'computer');
  });

  it('undo during the pause cancels the reply: it never plays as your move', () => {
    const { m, d, workers } = setup();
    const start = m.state;
    m.play(best(m));
    m.ready();
    workers.current.reply(0);
    expect(m.undo()).toBe(true);
    d.timer.advance(COMPUTER_PAUSE * 3);
    expect(m.state).toEqual(start);
    expect(m.state.turn).toBe(1);
    expect(m.thinking).toBe(false);
    // A late answer from the cancelled question changes nothing either.
    workers.current.reply(1, 1);
    expect(m.state).toEqual(start);
  });

  it('undo after the computer moved gives your turn back (both plies); redo restores both', () => {
    const { m, d, workers } = setup();
    const start = m.state;
    m.play(best(m));
    m.ready();
    workers.current.reply(greedyMove(m.state));
    d.timer.advance(COMPUTER_PAUSE);
    const afterReply = m.state;
    expect(afterReply.moves).toBe(2);
    m.undo();
    expect(m.state).toEqual(start);
    m.ready(); // your turn: the computer does not move again
    expect(m.thinking).toBe(false);
    m.redo();
    expect(m.state).toEqual(afterReply);
    expect(m.state.turn).toBe(1);
  });

  it("the computer's opening move alone is nothing to undo; the player's first move is", () => {
    const { m, d, workers } = setup();
    m.begin({ fresh: true, options: { ...OPTIONS, first: 2 }, extras: { mode: 'cpu', level: 'normal' } });
    m.ready();
    workers.current.reply(greedyMove(m.state));
    d.timer.advance(COMPUTER_PAUSE);
    expect(m.state.moves).toBe(1);
    expect(m.canUndo).toBe(false);
    expect(m.undo()).toBe(false);
    expect(m.state.moves).toBe(1);
    m.play(best(m));
    expect(m.canUndo).toBe(true);
  });

  it('plays a quick greedy move, with a message, when the worker fails', () => {
    const { m, d, workers, view } = setup({ mode: 'cpu', level: 'hard' });
    m.play(best(m));
    const expected = floodDuel.apply(m.state, moveOfIndex(greedyMove(m.state)));
    m.ready();
    workers.current.crash('the search ran out of memory');
    d.timer.advance(COMPUTER_PAUSE);
    expect(view.say).toHaveBeenCalledWith(expect.stringMatching(/helper failed .*quick move/));
    expect(expected.ok && m.state).toEqual(expected.ok && expected.value.state);
  });

  it('plays a game to the end and counts a win against the level', () => {
    const { m, d, workers } = setup({ mode: 'cpu', level: 'easy' });
    for (let i = 0; i < 200 && m.status === 'playing'; i++) {
      if (m.state.turn === 1) m.play(best(m));
      else {
        m.ready();
        workers.current.reply(0); // a hopeless computer: always the first colour
        d.timer.advance(COMPUTER_PAUSE);
      }
    }
    expect(m.status).toBe('over');
    expect(m.outcome()?.justEnded).toBe(true);
    expect(m.winsAgainst('easy')).toBe(1);
    expect(m.winsAgainst('hard')).toBe(0);
  });
});

describe('Flood Duel midend, two players', () => {
  it('undo is one ply, and nobody moves by itself', () => {
    const { m } = setup({ mode: 'duo', level: 'normal' });
    m.play(best(m));
    m.play(best(m));
    m.ready();
    expect(m.thinking).toBe(false);
    m.undo();
    expect(m.state.moves).toBe(1);
    expect(m.state.turn).toBe(2);
    expect(m.nextFirst('duo')).toBe(2);
  });
});
