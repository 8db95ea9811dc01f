// What the Flood Duel worker answers: the colour the computer player picks at its level.
// Pure, so tests run it directly.

import { type AiLevel, computerMove } from '../../logic/flood/ai';
import { COLORS, type FloodState } from '../../logic/flood/state';
import { type Check, int } from '../../logic/schema';

export interface FloodQuestion {
  readonly level: AiLevel;
  readonly state: FloodState;
  /** The deal's seed (Easy's random choices come from it and the move number). */
  readonly seed: number;
}

/** The chosen colour, 0–5. */
export type FloodAnswer = number;

export const answerFlood = (q: FloodQuestion): FloodAnswer => computerMove(q.level, q.state, q.seed);

/** An answer as it must come back from the worker: one of the colours. */
export const checkFloodAnswer: Check<FloodAnswer> = int(0, COLORS - 1);
