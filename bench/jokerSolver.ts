// Joker Coloring solver figures (src/logic/joker/solver/), default budgets, one core:
//  - classic 14×14, 6 colours, 1,000 seeded boards: average moves, time per board;
//  - Joker defaults (18×18, 4 colours), 200 seeded deals: average par, time per deal.
// Every line is replayed through the rules and must win. Run alone: `npx tsx bench/jokerSolver.ts`.

import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import * as JK from '../src/logic/joker';
import { solve } from '../src/logic/joker/solver';

const CLASSIC: JK.JokerOptions = { moves: 25, width: 14, height: 14, colors: 6, classic: true };
const JOKER: JK.JokerOptions = { ...JK.DEFAULTS };

const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};
const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

function replayWins(state: JK.JokerState, actions: readonly JK.JokerAction[]): boolean {
  let s: JK.JokerState = { ...state, movesLeft: JK.RANGES.moves.max };
  for (const a of actions) {
    const r = a.kind === 'base' ? JK.setBase(s, a.at) : JK.colorMove(s, a.color);
    if (!r.ok) return false;
    s = 'state' in r.value ? r.value.state : r.value;
  }
  return JK.status(s) === 'won';
}

interface Run {
  moves: number[];
  wallMs: number[];
  cpuMs: number[];
  failures: number;
}

function run(options: JK.JokerOptions, deals: number): Run {
  const out: Run = { moves: [], wallMs: [], cpuMs: [], failures: 0 };
  for (let seed = 1; seed <= deals; seed++) {
    const state = JK.newGame(options, seed);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const solution = solve(state);
    out.wallMs.push(performance.now() - t0);
    out.cpuMs.push(process.cpuUsage(cpu0).user / 1000);
    out.moves.push(solution.colourMoves);
    if (!replayWins(state, solution.actions)) out.failures++;
  }
  return out;
}

function describe(name: string, unit: string, r: Run): string[] {
  const counts = new Map<number, number>();
  for (const m of r.moves) counts.set(m, (counts.get(m) ?? 0) + 1);
  const spread = [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([m, n]) => `${m}:${n}`)
    .join(' ');
  return [
    `${name}: average ${mean(r.moves).toFixed(3)} moves over ${r.moves.length} ${unit}s (moves:count ${spread})` +
      (r.failures > 0 ? `; ${r.failures} LINES DID NOT WIN` : '; every line replayed to a win'),
    `  time per ${unit}: mean ${mean(r.wallMs).toFixed(0)} ms, p95 ${quantile(r.wallMs, 0.95).toFixed(0)} ms, ` +
      `max ${Math.max(...r.wallMs).toFixed(0)} ms (CPU: mean ${mean(r.cpuMs).toFixed(0)} ms, max ${Math.max(...r.cpuMs).toFixed(0)} ms)`,
  ];
}

export async function benchJokerSolver(): Promise<string[]> {
  const lines = [
    `machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at start`,
  ];
  lines.push(...describe('classic 14×14, 6 colours', 'board', run(CLASSIC, 1000)));
  lines.push(
    '  (targets: ≤ 20.4 moves, ≤ 0.5 s per board; published reference boards: optimal 20.09, greedy 22.8)',
  );
  lines.push(...describe('Joker defaults 18×18, 4 colours: par', 'deal', run(JOKER, 200)));
  lines.push('  (targets: ≤ 7.0 moves, ≤ 1 s per deal; greedy ≈ 14, greedy choosing the base ≈ 8)');
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await benchJokerSolver()) console.log(line);
}
