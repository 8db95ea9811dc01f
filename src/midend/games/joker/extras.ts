// What a Joker Coloring midend keeps beside a game's history (its extras: a move limit from par),
// and their strict check for saved data, apart from the midend so that the save file (saveFile.ts)
// can check them without importing it.

import { LIMITS, type Limit } from '../../../logic/joker/options';
import type { Result } from '../../../logic/result';
import { nullable, object, oneOf, optional } from '../../../logic/schema';

export interface JokerExtras {
  /** A move limit from par (easy par + 5, medium par + 2, hard par), or null for the MOVES option. */
  readonly limit: Limit | null;
}

const jokerExtras = object<JokerExtras>({ limit: optional(nullable(oneOf(LIMITS)), null) });

export const validateJokerExtras = (json: unknown): Result<JokerExtras> => jokerExtras(json, 'extras');
