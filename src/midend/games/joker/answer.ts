// What the Joker Coloring worker answers: the solver's line from a position (for par and hints),
// and cheap bounds on the moves a deal needs (for the options screen). Pure, so tests run it.

import { quickBound, solve } from '../../../logic/joker/solver/index';
import type { JokerAnswer, JokerQuestion } from './worker';

export function answerJoker(q: JokerQuestion): JokerAnswer {
  if (q.kind === 'bounds') return quickBound(q.options, q.seed);
  const { actions, colourMoves } = solve(q.state);
  return { line: actions, colourMoves };
}
