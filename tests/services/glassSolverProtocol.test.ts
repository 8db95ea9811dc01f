// The GlassWorks solver's worker protocol without a browser: a job runs in slices, reports the
// best line so far with its request id, and its final line replays to the points it claims.

import { describe, expect, it } from 'vitest';
import * as GW from '../../src/logic/glassworks';
import { SolveJob } from '../../src/services/glassSolverProtocol';

describe('GlassWorks solver worker protocol', () => {
  it('works in slices until done, and the line it reports is real', () => {
    const state = GW.newGame(5);
    const job = new SolveJob({ id: 42, kind: 'par', state, beamWidth: 20, maxNodes: 200_000 });
    let report = job.step();
    let slices = 1;
    while (!report.done) {
      report = job.step();
      slices++;
      expect(report.id).toBe(42);
      expect(report.kind).toBe('par');
    }
    expect(slices).toBeGreaterThan(1);
    let s = state;
    for (const move of report.best.line) {
      const r = GW.apply(s, move);
      if (!r.ok) throw new Error(r.reason);
      s = r.value.state;
    }
    expect(GW.isOver(s)).toBe(true);
    expect(GW.points(s)).toBe(report.best.pointsLeft);
  });
});
