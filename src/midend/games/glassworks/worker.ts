// What the page and the GlassWorks worker say to each other: the question, the answer, and the check
// an answer passes before the page trusts it. No solver code here: the page's first chunk imports this.

import type { Move } from '../../../logic/glassworks/rules';
import { type GlassState, HEIGHT, WIDTH } from '../../../logic/glassworks/state';
import { type Check, int, list, object } from '../../../logic/schema';

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
