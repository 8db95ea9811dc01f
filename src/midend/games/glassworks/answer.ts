// What the GlassWorks worker answers: the solver's line from a position, with a budget per kind of
// question (par from the deal takes longest; a hint is quick). Pure, so tests run it directly.

import { SOLVER_DEFAULTS, solve } from '../../../logic/glassworks/solver';
import type { GlassAnswer, GlassQuestion, GlassQuestionKind } from './worker';

/**
 * Search settings per question (see src/logic/glassworks/solver.ts and the bench): every question
 * gets the solver's full strength (SOLVER_DEFAULTS, the settings bench/glassSolver.ts measures), so a
 * hint or a line from a position off par's line is searched at least as hard as par was (on it, the
 * midend follows par's line and asks nothing).
 */
export const GLASS_BUDGETS: Record<
  GlassQuestionKind,
  { beamWidth: number; evalFactor: number; maxNodes: number }
> = {
  par: { ...SOLVER_DEFAULTS },
  line: { ...SOLVER_DEFAULTS },
  hint: { ...SOLVER_DEFAULTS },
};

export function answerGlass(q: GlassQuestion): GlassAnswer {
  const { line, pointsLeft } = solve(q.state, GLASS_BUDGETS[q.kind]);
  return { line, pointsLeft };
}
