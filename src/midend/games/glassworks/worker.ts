// What the page and the GlassWorks worker say to each other: the question, the answer, and the check
// an answer passes before the page trusts it. No solver code here: the page's first chunk imports this.

import { LIMITS } from '../../../logic/glassworks/codec';
import type { Move } from '../../../logic/glassworks/rules';
import type { GlassState } from '../../../logic/glassworks/state';
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

/** Squares of the largest board the notation allows (a made board may be any size up to 30×30). */
const square = object({ x: int(0, LIMITS.maxW - 1), y: int(0, LIMITS.maxH - 1) });

/**
 * The most points a board can hold: two a square (all secondaries) on the largest board. Every jump
 * takes a point at least, so no line is longer either.
 */
const MOST_POINTS = 2 * LIMITS.maxW * LIMITS.maxH;

/** An answer as it must come back from the worker: jumps between squares (each takes a point at least). */
export const checkGlassAnswer: Check<GlassAnswer> = object<GlassAnswer>({
  line: list(object<Move>({ from: square, to: square }), MOST_POINTS),
  pointsLeft: int(0, MOST_POINTS),
});
