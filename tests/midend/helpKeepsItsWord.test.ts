// Help that keeps its word: from a position on the solver's line, HINT and SHOW ME follow that line,
// so they never end worse than par; off it, the solver is asked anew with par's own budget, and the
// line it finds is followed in turn. The pinned deal is GlassWorks 1745341177 (par 14), where a
// narrower SHOW ME once finished at 20 points after one hinted jump.

import { describe, expect, it, vi } from 'vitest';
import { glassworks } from '../../src/logic/glassworks/game';
import type { Move } from '../../src/logic/glassworks/rules';
import { points } from '../../src/logic/glassworks/state';
import { DEMO_PAUSE } from '../../src/midend/core/midend';
import { answerGlass, GLASS_BUDGETS } from '../../src/midend/games/glassworks/answer';
import { GlassMidend, glassSolverPort } from '../../src/midend/games/glassworks/midend';
import {
  checkGlassAnswer,
  type GlassAnswer,
  type GlassQuestion,
} from '../../src/midend/games/glassworks/worker';
import { WorkerClient } from '../../src/midend/workers/workerClient';
import { deps, FakeWorkers } from './fakes';

const PINNED = 1745341177;

/** GlassWorks' midend on the pinned deal, its worker answered by the real solver when `answer` is called. */
function pinned() {
  const d = deps(PINNED);
  const workers = new FakeWorkers();
  const client = new WorkerClient<GlassQuestion, GlassAnswer>(
    workers.spawn,
    d.timer,
    60_000,
    checkGlassAnswer,
  );
  const m = new GlassMidend({ ...d, solver: glassSolverPort(client) });
  m.attach({ moved: vi.fn(), reset: vi.fn(), refresh: vi.fn(), say: vi.fn(), decided: vi.fn() });
  m.begin({ seed: PINNED });
  const asked: GlassQuestion[] = [];
  /** Answer the question waiting, as the worker would. */
  const answer = (): GlassAnswer => {
    const q = workers.current.last;
    if (!q) throw new Error('nothing was asked');
    asked.push(q.question as GlassQuestion);
    const a = answerGlass(q.question as GlassQuestion);
    workers.current.reply(a, q.id);
    return a;
  };
  /** Let SHOW ME play its line out. */
  const playOut = (): void => {
    for (let i = 0; i < 200 && m.solver.demonstrating; i++) {
      m.ready();
      d.timer.advance(DEMO_PAUSE);
    }
  };
  return { m, answer, asked, playOut };
}

describe('help keeps its word', () => {
  it('hints and SHOW ME are searched as hard as par', () => {
    expect(GLASS_BUDGETS.hint).toEqual(GLASS_BUDGETS.par);
    expect(GLASS_BUDGETS.line).toEqual(GLASS_BUDGETS.par);
  });

  it(`GlassWorks ${PINNED}: after a hinted jump, SHOW ME ends at par, and neither asks the solver again`, () => {
    const { m, answer, asked, playOut } = pinned();
    answer(); // par, from the deal
    expect(m.solver.par).toBe(14);
    expect(m.solver.askHint()).toBe(true);
    // On par's line: the hint is its first jump, at once.
    expect(m.solver.solving).toBeNull();
    const hinted = m.solver.hint as Move;
    expect(m.play(hinted).ok).toBe(true);
    expect(m.solver.showMe()).toBe(true);
    expect(m.solver.solving).toBeNull();
    playOut();
    expect(m.status).not.toBe('playing');
    expect(points(m.state)).toBeLessThanOrEqual(14);
    expect(asked.map((q) => q.kind)).toEqual(['par']);
  });

  it('off par’s line, the solver is asked anew; its line is then followed, never worse than it said', () => {
    const { m, answer, asked, playOut } = pinned();
    answer();
    // A jump par's line does not make: the game leaves it.
    const parFirst = (() => {
      m.solver.askHint();
      return m.solver.hint as Move;
    })();
    const other = glassworks
      .legalMoves(m.state)
      .find((j) => glassworks.encodeMove(j) !== glassworks.encodeMove(parFirst)) as Move;
    expect(m.play(other).ok).toBe(true);
    expect(m.solver.askHint()).toBe(true);
    expect(m.solver.solving).toBe('hint');
    const promised = answer().pointsLeft;
    // That line is followed now: SHOW ME asks nothing more, and ends where it promised.
    expect(m.play(m.solver.hint as Move).ok).toBe(true);
    expect(m.solver.showMe()).toBe(true);
    expect(m.solver.solving).toBeNull();
    playOut();
    expect(points(m.state)).toBeLessThanOrEqual(promised);
    expect(asked.map((q) => q.kind)).toEqual(['par', 'hint']);
  });
});
