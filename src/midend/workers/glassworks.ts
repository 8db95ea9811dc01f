// What the GlassWorks worker answers: the solver's line from a position, with a budget per kind of
// question (par from the deal takes longest; a hint is quick). Pure, so tests run it directly.

import type { Move } from '../../logic/glassworks/rules';
import { HINT_DEFAULTS, SOLVER_DEFAULTS, solve } from '../../logic/glassworks/solver';
import { type GlassState, HEIGHT, WIDTH } from '../../logic/glassworks/state';
import { type Check, int, list, object } from '../../logic/schema';

export type GlassQuestionKind = 'par' | 'hint' | 'line';

export interface GlassQuestion {
  readonly kind: GlassQuestionKind;
  readonly state: GlassState;
}

export interface GlassAnswer {
  /** The solver's jumps from the position, until no jump is left. */
  readonly line: Move[];
  /** Points left at the end of the line. */
  readonly pointsLeft: number;
}

const square = object({ x: int(0, WIDTH - 1), y: int(0, HEIGHT - 1) });

/** An answer as it must come back from the worker: jumps between squares (each takes a point at least). */
export const checkGlassAnswer: Check<GlassAnswer> = object<GlassAnswer>({
  line: list(object<Move>({ from: square, to: square }), 1000),
  pointsLeft: int(0, 1000),
});

/**
 * Search settings per question (see src/logic/glassworks/solver.ts and the bench): par is the
 * solver's full strength (SOLVER_DEFAULTS, the settings bench/glassSolver.ts measures); a line to show
 * and a hint are narrower, so they answer quickly.
 */
export const GLASS_BUDGETS: Record<
  GlassQuestionKind,
  { beamWidth: number; evalFactor: number; maxNodes: number }
> = {
  par: { ...SOLVER_DEFAULTS },
  line: { beamWidth: 200, evalFactor: 4, maxNodes: 3_000_000 },
  hint: { ...HINT_DEFAULTS },
};

export function answerGlass(q: GlassQuestion): GlassAnswer {
  const { line, pointsLeft } = solve(q.state, GLASS_BUDGETS[q.kind]);
  return { line, pointsLeft };
}
