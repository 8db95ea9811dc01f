// What the page and the Flood Duel worker say to each other: the questions (the computer's move at
// a level; how fair a board is, for the board maker's CHECK), the answers, and the checks an answer
// passes before the page trusts it. No search code here: the page's first chunk imports this.

import type { AiLevel } from '../../../logic/flood/ai';
import type { Fairness, FairnessCounts } from '../../../logic/flood/fair';
import { COLORS, type FloodState, SIZE_LIMITS } from '../../../logic/flood/state';
import { type Check, int, object, where } from '../../../logic/schema';

/** The computer's move: the position and level asked about. */
export interface FloodMoveQuestion {
  readonly level: AiLevel;
  readonly state: FloodState;
  /** The deal's seed (Easy's random choices come from it and the move number). */
  readonly seed: number;
}

/**
 * How fair a board is: the Hard computer plays both sides to the end from `state` (a deal), once
 * with each player first (logic/flood/fairness.ts). Asked through its own client, whose check is
 * checkFairnessAnswer; the computer's client asks FloodMoveQuestions only.
 */
export interface FloodFairnessQuestion {
  readonly kind: 'fairness';
  readonly state: FloodState;
}

/** Every question the worker answers; a question without `kind` is the computer's move. */
export type FloodQuestion = FloodMoveQuestion | FloodFairnessQuestion;

/** The chosen colour, 0–5 (the answer to a FloodMoveQuestion). */
export type FloodAnswer = number;

/** The squares each side owns at the end of both games (the answer to a FloodFairnessQuestion). */
export type FloodFairnessAnswer = Fairness;

/** An answer as it must come back from the worker: one of the colours. */
export const checkFloodAnswer: Check<FloodAnswer> = int(0, COLORS - 1);

const MOST_SQUARES = SIZE_LIMITS.maxW * SIZE_LIMITS.maxH;

/** One game's end: whole counts that never add up to more than the largest board. */
const endCounts: Check<FairnessCounts> = where(
  object<FairnessCounts>({ p1: int(1, MOST_SQUARES), p2: int(1, MOST_SQUARES) }),
  (c) => c.p1 + c.p2 <= MOST_SQUARES,
  `must hold at most ${MOST_SQUARES} squares in all`,
);

/** A fairness answer as it must come back from the worker: both games' ends. */
export const checkFairnessAnswer: Check<FloodFairnessAnswer> = object<FloodFairnessAnswer>({
  first1: endCounts,
  first2: endCounts,
});
