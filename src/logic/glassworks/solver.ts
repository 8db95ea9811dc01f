// GlassWorks solver: the best continuation it can find from a position (fewest points left when no
// jump remains), a greedy baseline, a hint, and a sliced form for a Web Worker ("par in the
// background": call step() in slices, show best-so-far, stop whenever the budget is spent).
// Deterministic: work is counted in nodes (positions scored), so equal input gives an equal line.

import type { Move } from './rules';
import { BeamSearch, greedyMoves } from './solverBeam';
import { boardPieces, boardPoints, geometry, moveOf, play, toBoard } from './solverBoard';
import { DEFAULT_WEIGHTS, type SolverWeights } from './solverEval';
import type { GlassState } from './state';

export { DEFAULT_WEIGHTS, type SolverWeights } from './solverEval';

export interface SolveOptions {
  /** Positions kept per depth (default SOLVER_DEFAULTS.beamWidth); wider is stronger and slower. */
  readonly beamWidth?: number;
  /** Stop after scoring this many positions (default SOLVER_DEFAULTS.maxNodes); best-so-far is returned. */
  readonly maxNodes?: number;
  /**
   * Children scored in full per depth, as a multiple of beamWidth (default SOLVER_DEFAULTS.evalFactor);
   * the rest are ranked by a cheap pre-score only. Higher is more thorough and slower.
   */
  readonly evalFactor?: number;
  /** Evaluation weights (defaults: DEFAULT_WEIGHTS). */
  readonly weights?: Partial<SolverWeights>;
}

export interface SolveResult {
  /** The jumps to make from the given state, in order; after the last one no legal jump remains. */
  readonly line: Move[];
  /** Points on the board at the end of the line. */
  readonly pointsLeft: number;
  /** The line ends with exactly one piece on the board. */
  readonly cleared: boolean;
}

export interface SolverProgress {
  /** True when the search has finished (or spent maxNodes); further steps change nothing. */
  readonly done: boolean;
  /** The best complete line found so far (from the start, at least as good as greedy). */
  readonly best: SolveResult;
  /** Positions scored so far. */
  readonly nodes: number;
  /** Depth (jumps from the start) the beam has reached. */
  readonly depth: number;
}

export interface Solver {
  /** Score about `nodes` more positions, then report. Cheap to call often (e.g. 20 000 nodes a slice). */
  step(nodes: number): SolverProgress;
  /** The current report, without doing any work. */
  progress(): SolverProgress;
}

/** Tuned so solve() takes about 1.0 s of CPU a 12×6 deal (goal 1.5 s; see bench/glassSolver.ts). */
export const SOLVER_DEFAULTS = { beamWidth: 1200, evalFactor: 4, maxNodes: 20_000_000 } as const;
/** hint() answers quickly by default: a narrow beam. */
export const HINT_DEFAULTS = { beamWidth: 60, evalFactor: 4, maxNodes: 400_000 } as const;

function resultOf(state: GlassState, triples: readonly number[]): SolveResult {
  const g = geometry(state.width, state.height);
  const b = toBoard(state);
  for (const t of triples) play(g, b, 0, t);
  return {
    line: triples.map((t) => moveOf(g, t)),
    pointsLeft: boardPoints(b, 0, g.size),
    cleared: boardPieces(b, 0, g.size) === 1,
  };
}

const whole = (value: number | undefined, fallback: number, max: number): number =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(1, Math.floor(value)));

/** A solver to run in slices; see Solver.step. */
export function createSolver(state: GlassState, opts: SolveOptions = {}): Solver {
  const g = geometry(state.width, state.height);
  const beamWidth = whole(opts.beamWidth, SOLVER_DEFAULTS.beamWidth, 100_000);
  const maxNodes = whole(opts.maxNodes, SOLVER_DEFAULTS.maxNodes, Number.MAX_SAFE_INTEGER);
  const evalFactor = whole(opts.evalFactor, SOLVER_DEFAULTS.evalFactor, 100_000);
  const weights: SolverWeights = { ...DEFAULT_WEIGHTS, ...opts.weights };
  const search = new BeamSearch(g, toBoard(state), beamWidth, maxNodes, weights, evalFactor);
  let cachedLine: readonly number[] | null = null;
  let cachedResult: SolveResult | null = null;
  const progress = (): SolverProgress => {
    if (cachedLine !== search.bestLine || cachedResult === null) {
      cachedLine = search.bestLine;
      cachedResult = resultOf(state, search.bestLine);
    }
    return { done: search.done, best: cachedResult, nodes: search.nodes, depth: search.depth };
  };
  return {
    step(nodes: number) {
      search.step(Number.isFinite(nodes) ? nodes : Number.MAX_SAFE_INTEGER);
      return progress();
    },
    progress,
  };
}

/** The best continuation the beam search finds from `state` (the whole search in one call). */
export function solve(state: GlassState, opts: SolveOptions = {}): SolveResult {
  const solver = createSolver(state, opts);
  let p = solver.progress();
  while (!p.done) p = solver.step(Number.MAX_SAFE_INTEGER);
  return p.best;
}

/** Baseline player: always the jump that removes the most points, ties to the first in legalJumps order. */
export function greedy(state: GlassState): SolveResult {
  const g = geometry(state.width, state.height);
  return resultOf(state, greedyMoves(g, toBoard(state)));
}

/** The first jump of the solver's line (by default a quick, narrow search), or null when the game is over. */
export function hint(state: GlassState, opts: SolveOptions = {}): Move | null {
  return solve(state, { ...HINT_DEFAULTS, ...opts }).line[0] ?? null;
}
