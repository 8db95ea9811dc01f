// GlassWorks solver figures over seeded deals (newGame(1..deals)): points left, share cleared to one
// piece and time per deal, for the beam-search solver (default options) beside the greedy player.
// Timing lives here, outside the pure logic. Wall time is performance.now(); CPU time (this process,
// from process.cpuUsage) is shown too, since a busy machine inflates wall time but not CPU time.
// Run alone: npx tsx bench/glassSolver.ts [deals]

import {
  greedy,
  newGame,
  SOLVER_DEFAULTS,
  type SolveOptions,
  type SolveResult,
  solve,
} from '../src/logic/glassworks';

const GOAL = { points: 15, ms: 5000 } as const;

interface Tally {
  points: number[];
  cleared: number;
  wall: number[];
  cpu: number[];
}

const newTally = (): Tally => ({ points: [], cleared: 0, wall: [], cpu: [] });

function timed(tally: Tally, run: () => SolveResult): SolveResult {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const r = run();
  tally.wall.push(performance.now() - t0);
  const cpu = process.cpuUsage(cpu0);
  tally.cpu.push((cpu.user + cpu.system) / 1000);
  tally.points.push(r.pointsLeft);
  if (r.cleared) tally.cleared++;
  return r;
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
}
const ms = (v: number): string => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(1)} ms`);
const pct = (part: number, whole: number): string => `${((100 * part) / Math.max(1, whole)).toFixed(0)} %`;

function describe(name: string, t: Tally, deals: number): string[] {
  return [
    `  ${name} points left: average ${mean(t.points).toFixed(2)}, median ${quantile(t.points, 0.5)}, ` +
      `best ${Math.min(...t.points)}, worst ${Math.max(...t.points)}; cleared to one piece ${t.cleared}/${deals} (${pct(t.cleared, deals)})`,
    `  ${name} time per deal: wall mean ${ms(mean(t.wall))}, p95 ${ms(quantile(t.wall, 0.95))}, ` +
      `max ${ms(Math.max(...t.wall))}; CPU mean ${ms(mean(t.cpu))}, max ${ms(Math.max(...t.cpu))}`,
  ];
}

export async function benchGlassSolver(deals = 100, opts: SolveOptions = {}): Promise<string[]> {
  const solver = newTally();
  const base = newTally();
  let better = 0;
  for (let seed = 1; seed <= deals; seed++) {
    const deal = newGame(seed);
    const g = timed(base, () => greedy(deal));
    const s = timed(solver, () => solve(deal, opts));
    if (s.pointsLeft < g.pointsLeft) better++;
    // Yield now and then so a caller's UI or test runner stays responsive.
    if (seed % 10 === 0) await Promise.resolve();
  }
  const width = opts.beamWidth ?? SOLVER_DEFAULTS.beamWidth;
  const avg = mean(solver.points);
  const wall = mean(solver.wall);
  const cpu = mean(solver.cpu);
  const met = (t: number): string => (avg <= GOAL.points && t <= GOAL.ms ? 'met' : 'NOT met');
  return [
    `GlassWorks solver: ${deals} seeded 12×6 deals (newGame(1..${deals})), beam width ${width}`,
    ...describe('solver', solver, deals),
    ...describe('greedy', base, deals),
    `  solver better than greedy on ${better}/${deals} deals, never worse: ${solver.points.every((p, i) => p <= (base.points[i] ?? 0))}`,
    `  goal (average ≤ ${GOAL.points} points left within ${GOAL.ms / 1000} s a deal): by wall time ${met(wall)}, by CPU time ${met(cpu)}`,
  ];
}

if (process.argv[1]?.endsWith('glassSolver.ts')) {
  const deals = Number(process.argv[2] ?? 100);
  for (const line of await benchGlassSolver(Number.isInteger(deals) && deals > 0 ? deals : 100))
    console.log(line);
}
