// What the GlassWorks worker answers: the solver's line from a position, with a budget per kind of
// question (par from the deal takes longest; a hint is quick). Pure, so tests run it directly.

import type { Move } from '../../logic/glassworks/rules';
import { solve } from '../../logic/glassworks/solver';
import type { GlassState } from '../../logic/glassworks/state';

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

/** Beam width and node budget per question (see src/logic/glassworks/solver.ts and the bench). */
export const GLASS_BUDGETS: Record<GlassQuestionKind, { beamWidth: number; maxNodes: number }> = {
  par: { beamWidth: 700, maxNodes: 20_000_000 },
  line: { beamWidth: 200, maxNodes: 3_000_000 },
  hint: { beamWidth: 60, maxNodes: 400_000 },
};

export function answerGlass(q: GlassQuestion): GlassAnswer {
  const { line, pointsLeft } = solve(q.state, GLASS_BUDGETS[q.kind]);
  return { line, pointsLeft };
}
