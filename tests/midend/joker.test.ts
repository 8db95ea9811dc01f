// The midend with Joker Coloring: base changes and quitting as moves, best results kept per deal
// (classic mode and move limits apart), the move limit from par, and hints that move the base.

import { describe, expect, it, vi } from 'vitest';
import { type JokerMove, jokerColoring } from '../../src/logic/joker/game';
import { indexOf } from '../../src/logic/joker/geometry';
import type { JokerOptions } from '../../src/logic/joker/options';
import type { JokerState } from '../../src/logic/joker/state';
import type { Launch } from '../../src/midend/core/midend';
import type { JokerExtras } from '../../src/midend/games/joker/extras';
import { JokerMidend, jokerSolverPort } from '../../src/midend/games/joker/midend';
import { checkJokerAnswer, type JokerAnswer, type JokerQuestion } from '../../src/midend/games/joker/worker';
import { WorkerClient } from '../../src/midend/workers/workerClient';
import { deps, FakeWorkers } from './fakes';

const TINY: JokerOptions = { moves: 10, width: 3, height: 3, colors: 2 };

function setup(launch: Launch<JokerOptions, JokerExtras>, d = deps(5)) {
  const workers = new FakeWorkers();
  const client = new WorkerClient<JokerQuestion, JokerAnswer>(
    workers.spawn,
    d.timer,
    60_000,
    checkJokerAnswer,
  );
  const view = { moved: vi.fn(), reset: vi.fn(), refresh: vi.fn(), say: vi.fn(), decided: vi.fn() };
  const m = new JokerMidend({ ...d, solver: jokerSolverPort(client) });
  m.attach(view);
  m.begin(launch);
  return { m, d, workers, view };
}

/** A game colour other than the base's. */
function other(s: JokerState): JokerMove {
  const base = s.cells[indexOf(s.base, s.width)];
  return { kind: 'color', color: base === 'r' ? 'g' : 'r' };
}

function winOut(m: JokerMidend): void {
  for (let i = 0; i < 10 && m.status === 'playing'; i++) m.play(other(m.state));
}

describe('Joker Coloring midend', () => {
  it('keeps best results apart for classic mode and for a move limit (same options and seed)', () => {
    const d = deps(5);
    const plain = setup({ fresh: true, seed: 5, options: TINY }, d).m;
    winOut(plain);
    expect(plain.status).toBe('won');
    expect(plain.best()).toBe(plain.state.movesMade);
    const classic = setup({ fresh: true, seed: 5, options: { ...TINY, classic: true } }, d).m;
    expect(classic.best()).toBeNull();
    const limited = setup({ fresh: true, seed: 5, options: TINY, extras: { limit: 'easy' } }, d);
    limited.workers.current.reply({ line: [], colourMoves: 3 } satisfies JokerAnswer);
    expect(limited.m.best()).toBeNull();
  });

  it('starts a limit game from par: colour moves wait, base changes do not, then the limit is dealt', () => {
    const { m, workers, view } = setup({
      fresh: true,
      seed: 3,
      options: { ...TINY, width: 5 },
      extras: { limit: 'medium' },
    });
    expect(m.waitingForLimit).toBe(true);
    expect(m.play(other(m.state))).toMatchObject({
      ok: false,
      reason: "working out par for this deal's move limit",
    });
    expect(
      m.play({ kind: 'base', at: { x: 1, y: 0 } }).ok || m.play({ kind: 'base', at: { x: 2, y: 0 } }).ok,
    ).toBe(true);
    const base = m.state.base;
    expect(workers.current.last?.question).toMatchObject({ kind: 'par', state: { base: { x: 0, y: 0 } } });
    workers.current.reply({ line: [], colourMoves: 4 } satisfies JokerAnswer);
    expect(m.solver.par).toBe(4);
    expect(m.options.moves).toBe(6);
    expect(m.state.movesLeft).toBe(6);
    expect(m.state.base).toEqual(base);
    expect(view.reset).toHaveBeenCalled();
    expect(m.play(other(m.state)).ok).toBe(true);
  });

  it('falls back to the MOVES option when par cannot be worked out', () => {
    const { m, workers, view } = setup({ fresh: true, seed: 3, options: TINY, extras: { limit: 'hard' } });
    workers.current.crash('worker script missing');
    expect(m.solver.solving).toBeNull();
    expect(m.limit).toBeNull();
    expect(view.say).toHaveBeenCalledWith('The move limit falls back to the MOVES option: 10 moves.');
    expect(m.play(other(m.state)).ok).toBe(true);
  });

  it('resumes a limit game although its moves now come from par', () => {
    const d = deps(8);
    const launch = { seed: 8, options: TINY, extras: { limit: 'easy' as const } };
    const first = setup({ ...launch, fresh: true }, d);
    first.workers.current.reply({ line: [], colourMoves: 2 } satisfies JokerAnswer);
    first.m.play(other(first.m.state));
    const again = setup(launch, d).m;
    expect(again.steps).toBe(1);
    expect(again.options.moves).toBe(7);
  });

  it('quitting is final: no undo, and the result stands', () => {
    const { m } = setup({ fresh: true, seed: 2, options: { ...TINY, width: 6, height: 6, colors: 4 } });
    m.play(other(m.state));
    expect(m.play({ kind: 'quit' }).ok).toBe(true);
    expect(m.status).toBe('quit');
    expect(m.canUndo).toBe(false);
    expect(m.undo()).toBe(false);
    expect(m.play({ kind: 'quit' }).ok).toBe(false);
  });

  it('a hint makes its base change for the player and shows the colour; par goes on afterwards', () => {
    const { m, workers, view } = setup({
      fresh: true,
      seed: 2,
      options: { ...TINY, width: 6, height: 6, colors: 4 },
    });
    m.solver.askHint();
    expect(workers.current.last?.question).toMatchObject({ kind: 'hint' });
    const target = jokerColoring.legalMoves(m.state).find((mv) => mv.kind === 'base');
    if (target?.kind !== 'base') throw new Error('no base move');
    const colour = other({ ...m.state, base: target.at });
    workers.current.reply({ line: [target, colour], colourMoves: 9 } satisfies JokerAnswer);
    expect(m.state.base).toEqual(target.at);
    expect(view.moved).toHaveBeenCalledWith(expect.objectContaining({ kind: 'base' }), 'solver');
    expect(m.solver.hint).toEqual(colour);
    expect(m.solver.hints).toBe(1);
    expect(m.solver.solving).toBe('par');
    expect(m.steps).toBe(0);
  });
});
