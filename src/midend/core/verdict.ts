// A finished game told from its moves alone: the deal dealt again and every move played through
// the rules, as the server does before it records a result others will see (a verified daily
// result). Nothing the player's device says about the result is believed: only what the rules
// make of the moves. Each game says what its finished state is worth (games/<game>/verify.ts).

import type { GameRules } from '../../logic/game';
import { ok, type Result, reject } from '../../logic/result';

/** What the rules make of a finished game: its result (null: over without one, e.g. out of moves). */
export interface Verdict {
  readonly result: number | null;
  /** Moves played, the player's and the computer's. */
  readonly moves: number;
}

/** No real game has more moves than this: a longer list is refused unread. */
export const MAX_VERIFIED_MOVES = 2000;

/**
 * Play `tokens` from `start` through `rules`; `check` may refuse a move the rules allow (a computer's
 * move that is not the computer's). The state reached, or why a move was refused, by its number.
 */
export function replayTokens<S, M>(
  rules: Pick<GameRules<unknown, S, M, unknown>, 'decodeMove' | 'apply'>,
  start: S,
  tokens: readonly string[],
  check: (state: S, move: M) => string | null = () => null,
): Result<S> {
  if (tokens.length > MAX_VERIFIED_MOVES) return reject(`more than ${MAX_VERIFIED_MOVES} moves`);
  let state = start;
  for (const [i, token] of tokens.entries()) {
    const move = rules.decodeMove(token);
    if (!move.ok) return reject(`move ${i + 1}: ${move.reason}`);
    const why = check(state, move.value);
    if (why) return reject(`move ${i + 1}: ${why}`);
    const applied = rules.apply(state, move.value);
    if (!applied.ok) return reject(`move ${i + 1}: ${applied.reason}`);
    state = applied.value.state;
  }
  return ok(state);
}

/** The game must be over once its moves are played: a result is a finished game's. */
export const finished = (playing: boolean): Result<true> =>
  playing ? reject('the game is not finished') : ok(true);
