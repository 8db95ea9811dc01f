// The Joker Coloring solver's worker protocol: a position in, the solver's line out. Pure, so it
// is testable without a browser; the worker is replaced (terminated) when a newer question comes.

import type { JokerState } from '../logic/joker';
import { type JokerAction, solve } from '../logic/joker/solver';

export type JokerSolveKind = 'par' | 'hint';

export interface JokerSolveRequest {
  id: number;
  kind: JokerSolveKind;
  state: JokerState;
}

export interface JokerSolveReply {
  id: number;
  kind: JokerSolveKind;
  /** For a hint: the next colour move's actions (a base change first if needed). */
  actions: JokerAction[];
  /** Colour moves in the solver's whole line (the par, when asked from the deal). */
  colourMoves: number;
}

export function answerJoker(req: JokerSolveRequest): JokerSolveReply {
  const { actions, colourMoves } = solve(req.state);
  const upToColour = actions.findIndex((a) => a.kind === 'color');
  return { id: req.id, kind: req.kind, actions: actions.slice(0, upToColour + 1), colourMoves };
}
