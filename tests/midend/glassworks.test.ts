// The midend with GlassWorks: dealing, moves, undo/redo, save and resume, best results, par,
// hints and "show me" — all without a browser.

import { describe, expect, it, vi } from 'vitest';
import { glassworks } from '../../src/logic/glassworks/game';
import type { Move } from '../../src/logic/glassworks/rules';
import { type GlassState, points } from '../../src/logic/glassworks/state';
import { DEMO_PAUSE, type MidendView } from '../../src/midend/core/midend';
import { GlassMidend, glassSolverPort } from '../../src/midend/games/glassworks/midend';
import {
  checkGlassAnswer,
  type GlassAnswer,
  type GlassQuestion,
} from '../../src/midend/games/glassworks/worker';
import { WorkerClient } from '../../src/midend/workers/workerClient';
import { deps, FakeWorkers } from './fakes';

function setup(seed = 2026) {
  const d = deps(seed);
  const workers = new FakeWorkers();
  const client = new WorkerClient<GlassQuestion, GlassAnswer>(
    workers.spawn,
    d.timer,
    60_000,
    checkGlassAnswer,
  );
  const make = () => new GlassMidend({ ...d, solver: glassSolverPort(client) });
  const view = {
    moved: vi.fn(),
    reset: vi.fn(),
    refresh: vi.fn(),
    say: vi.fn(),
    decided: vi.fn(),
  } satisfies MidendView<unknown>;
  const m = make();
  m.attach(view);
  m.begin({});
  return { m, d, workers, view, make };
}

const firstJump = (m: GlassMidend): Move => glassworks.legalMoves(m.state)[0] as Move;
const question = (w: FakeWorkers) => w.current.last?.question as GlassQuestion;

/** Up to `count` jumps from `state`, each the first legal one: a line the fake solver can answer. */
function firstJumps(state: GlassState, count: number): Move[] {
  const line: Move[] = [];
  let s = state;
  while (line.length < count && glassworks.status(s) === 'playing') {
    const j = glassworks.legalMoves(s)[0] as Move;
    const r = glassworks.apply(s, j);
    if (!r.ok) throw new Error(r.reason);
    line.push(j);
    s = r.value.state;
  }
  return line;
}

describe('GlassWorks midend', () => {
  it('deals the seed, plays and undoes jumps, and tells the view', () => {
    const { m, view } = setup();
    expect(m.seed).toBe(2026);
    expect(m.state).toEqual(glassworks.deal({}, 2026));
    const jump = firstJump(m);
    expect(m.play(jump).ok).toBe(true);
    expect(view.moved).toHaveBeenCalledWith(expect.objectContaining({ from: jump.from }), 'player');
    expect(m.steps).toBe(1);
    expect(m.undo()).toBe(true);
    expect(view.reset).toHaveBeenCalledTimes(1);
    expect(m.state).toEqual(glassworks.deal({}, 2026));
    expect(m.redo()).toBe(true);
    expect(m.steps).toBe(1);
    expect(m.play({ from: jump.to, to: { x: jump.to.x + 1, y: jump.to.y + 1 } })).toMatchObject({
      ok: false,
      reason: 'must jump exactly two squares in a straight line',
    });
    expect(m.steps).toBe(1);
  });

  it('resumes the saved game, undo history included', () => {
    const { m, make } = setup();
    m.play(firstJump(m));
    m.play(firstJump(m));
    m.undo();
    const again = make();
    again.begin({});
    expect(again.seed).toBe(m.seed);
    expect(again.state).toEqual(m.state);
    expect(again.canRedo).toBe(true);
    again.redo();
    expect(again.steps).toBe(2);
  });

  it('a save in a format no reader knows (whole states, of before the midend) deals anew', () => {
    const d = deps(1);
    const start = glassworks.deal({}, 77);
    d.storage.write('glassworks', 1, { seed: 77, history: { past: [], present: start, future: [] } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const m = new GlassMidend(d);
    m.begin({});
    expect(m.steps).toBe(0);
    expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/dropped/));
    warn.mockRestore();
  });

  it('deals afresh for another seed or a fresh launch, and for a corrupt save', () => {
    const { m, d, make } = setup();
    m.play(firstJump(m));
    const other = make();
    other.begin({ seed: 7 });
    expect(other.seed).toBe(7);
    expect(other.steps).toBe(0);
    d.storage.write('glassworks', 2, {
      seed: 5,
      options: {},
      moves: '0,0r 99,99u',
      done: 2,
      pending: '',
      par: null,
      hints: 0,
      extras: null,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fresh = make();
    fresh.begin({});
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/dropped \(move \d: /));
    expect(fresh.steps).toBe(0);
    warn.mockRestore();
  });

  it('asks par for the deal, records the best when the game ends, and rates it', () => {
    const { m, workers } = setup();
    expect(m.solver.solving).toBe('par');
    expect(question(workers)).toEqual({ kind: 'par', state: glassworks.deal({}, 2026) });
    workers.current.reply({ line: [], pointsLeft: 12 } satisfies GlassAnswer);
    expect(m.solver.par).toBe(12);
    expect(m.solver.solving).toBeNull();
    while (m.status === 'playing') m.play(firstJump(m));
    const left = points(m.state);
    expect(m.outcome()).toEqual({
      status: 'over',
      value: left,
      best: left,
      previousBest: null,
      newBest: true,
      justEnded: true,
      assisted: 0,
    });
    expect(m.best()).toBe(left);
    // Undo and redo to the end again: the same result is not a new best, and not "just ended".
    m.undo();
    m.redo();
    expect(m.outcome()).toMatchObject({ value: left, best: left, newBest: false, justEnded: false });
  });

  it('gives a hint for the position, dropped when the position changes', () => {
    const { m, workers, view } = setup();
    workers.current.reply({ line: [], pointsLeft: 12 });
    const jump = firstJump(m);
    expect(m.solver.askHint()).toBe(true);
    expect(question(workers)).toEqual({ kind: 'hint', state: m.state });
    workers.current.reply({ line: [jump], pointsLeft: 20 } satisfies GlassAnswer);
    expect(m.solver.hint).toEqual(jump);
    expect(m.solver.hints).toBe(1);
    expect(view.refresh).toHaveBeenCalled();
    m.play(jump);
    expect(m.solver.hint).toBeNull();
  });

  it('counts a hint for the same position once', () => {
    const { m, workers } = setup();
    workers.current.reply({ line: [], pointsLeft: 12 });
    const jump = firstJump(m);
    for (let i = 0; i < 3; i++) {
      m.solver.askHint();
      workers.current.reply({ line: [jump], pointsLeft: 20 } satisfies GlassAnswer);
    }
    expect(m.solver.hints).toBe(1);
    m.play(jump);
    m.solver.askHint();
    workers.current.reply({ line: [firstJump(m)], pointsLeft: 20 } satisfies GlassAnswer);
    expect(m.solver.hints).toBe(2);
  });

  it('marks the jumps "show me" plays as the computer\'s: such a result is never a best', () => {
    const { m, d, workers, make } = setup();
    workers.current.reply({ line: [], pointsLeft: 12 });
    m.play(firstJump(m));
    m.solver.showMe();
    const line = firstJumps(m.state, 1000);
    workers.current.reply({ line, pointsLeft: 30 } satisfies GlassAnswer);
    for (let i = 0; i < line.length; i++) {
      m.ready();
      d.timer.advance(DEMO_PAUSE);
    }
    expect(m.status).toBe('over');
    expect(m.outcome()).toMatchObject({ assisted: line.length, newBest: false, best: null });
    expect(m.best()).toBeNull();
    expect(m.solver.hints).toBe(0);
    // The marks survive a reload.
    const again = make();
    again.begin({});
    expect(again.outcome()?.assisted).toBe(line.length);
  });

  it('cancels a hint question when the position changes, then goes back to par', () => {
    const { m, workers } = setup();
    m.solver.askHint();
    const asked = workers.current;
    m.play(firstJump(m));
    expect(asked.terminated).toBe(true);
    expect(m.solver.solving).toBe('par');
    expect(m.solver.hints).toBe(0);
  });

  it('never leaves SOLVING on when the worker fails: a message instead', () => {
    const { m, workers, view } = setup();
    workers.current.crash('out of memory');
    expect(m.solver.solving).toBeNull();
    expect(view.say).toHaveBeenCalledWith('Par is unavailable: the worker failed (out of memory).');
    m.solver.askHint();
    workers.current.crash('out of memory');
    expect(m.solver.solving).toBeNull();
    expect(view.say).toHaveBeenCalledWith('Hint is unavailable: the worker failed (out of memory).');
    expect(m.solver.hint).toBeNull();
  });

  it('"show me" plays the solver line one jump at a time as the view catches up, any input stops it', () => {
    const { m, d, workers, view } = setup();
    workers.current.reply({ line: [], pointsLeft: 12 });
    m.solver.showMe();
    const line = firstJumps(m.state, 3);
    workers.current.reply({ line, pointsLeft: 30 } satisfies GlassAnswer);
    expect(m.steps).toBe(1);
    expect(view.moved).toHaveBeenLastCalledWith(expect.anything(), 'solver');
    m.ready();
    d.timer.advance(DEMO_PAUSE);
    expect(m.steps).toBe(2);
    m.ready();
    m.undo(); // the player acts: the demonstration stops
    d.timer.advance(DEMO_PAUSE * 5);
    expect(m.steps).toBe(1);
    expect(m.solver.demonstrating).toBe(false);
  });
});
