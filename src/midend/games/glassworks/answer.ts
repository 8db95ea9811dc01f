// What the GlassWorks worker answers: the solver's line from a position, with a budget per kind of
// question (par from the deal takes longest; a hint is quick). Pure, so tests run it directly.

import { HINT_DEFAULTS, SOLVER_DEFAULTS, solve } from '../../../logic/glassworks/solver';
import type { GlassAnswer, GlassQuestion, GlassQuestionKind } from './worker';

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
