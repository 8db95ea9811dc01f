// What the page and the Flood Duel worker say to each other: the position and level asked about,
// the colour answered, and the check an answer passes before the page trusts it.

import type { AiLevel } from '../../../logic/flood/ai';
import { COLORS, type FloodState } from '../../../logic/flood/state';
import { type Check, int } from '../../../logic/schema';

export interface FloodQuestion {
  readonly level: AiLevel;
  readonly state: FloodState;
  /** The deal's seed (Easy's random choices come from it and the move number). */
  readonly seed: number;
}

/** The chosen colour, 0–5. */
export type FloodAnswer = number;

/** An answer as it must come back from the worker: one of the colours. */
export const checkFloodAnswer: Check<FloodAnswer> = int(0, COLORS - 1);
