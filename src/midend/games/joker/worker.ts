// What the page and the Joker Coloring worker say to each other: questions (a line for par and hints,
// bounds for the options screen), answers, and the check an answer passes before the page trusts it.
// No solver code here: the page's first chunk imports this.

import { COLOR_LETTERS } from '../../../logic/joker/colors';
import type { JokerMove } from '../../../logic/joker/game';
import type { JokerOptions } from '../../../logic/joker/options';
import { RANGES } from '../../../logic/joker/options';
import type { MoveBounds } from '../../../logic/joker/solver/index';
import type { JokerState } from '../../../logic/joker/state';
import { anyOf, type Check, exactly, int, list, object, oneOf } from '../../../logic/schema';

export type JokerQuestion =
  | { readonly kind: 'par' | 'hint'; readonly state: JokerState }
  | { readonly kind: 'bounds'; readonly options: JokerOptions; readonly seed: number };

export interface JokerLine {
  /** The solver's line from the position: colour moves, each with a base change first if needed. */
  readonly line: JokerMove[];
  /** Colour moves in the whole line (par, when asked from the deal). */
  readonly colourMoves: number;
}

export type JokerAnswer = JokerLine | MoveBounds;

const square = object({ x: int(0, RANGES.width.max - 1), y: int(0, RANGES.height.max - 1) });
const MOST = 10_000;

const move: Check<JokerMove> = anyOf<JokerMove>(
  object({ kind: exactly('color'), color: oneOf(COLOR_LETTERS) }),
  object({ kind: exactly('base'), at: square }),
);

/** An answer as it must come back from the worker: a line of real moves, or two bounds. */
export const checkJokerAnswer: Check<JokerAnswer> = anyOf<JokerAnswer>(
  object<JokerLine>({ line: list(move, MOST), colourMoves: int(0, MOST) }),
  object<MoveBounds>({ atLeast: int(0, MOST), atMost: int(0, MOST) }),
);
