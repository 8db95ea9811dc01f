// What the Explore shelf asks of a puzzle code and of an attempt at it (issue 43). A code published
// must be a puzzle code — a made board, whole — that the server can verify attempts at, kept in its
// canonical form so one board is one entry. An attempt is its moves, played through the rules
// (games/verifiers.ts; Flood Duel's computer at the default level, as a puzzle code opens), then
// judged cleared as each game understands it: GlassWorks one piece left (isCleared), Joker Coloring
// won, Flood Duel won against the computer (more than half the squares).

import * as GW from '../../src/logic/glassworks';
import { ok, type Result, reject } from '../../src/logic/result';
import { type Deal, decodeCode, encodeDeal } from '../../src/midend/codes/dealCode';
import { replayTokens } from '../../src/midend/core/verdict';
import { verifyDeal } from '../../src/midend/games/verifiers';

/** A made deal's board, if it has one (GlassWorks keeps it on the deal, the others in its options). */
const boardOf = (deal: Deal): string | undefined =>
  deal.game === 'glassworks' ? deal.board : deal.options.board;

/** The made deal of a code, and its canonical code; or why it cannot go on the shelf. */
export function madeDeal(code: string): Result<{ deal: Deal; code: string }> {
  const read = decodeCode(code);
  if (!read.ok) return reject(`code: ${read.reason}`);
  const { deal, beat } = read.value;
  if (beat !== null) return reject('code: a challenge code is not a puzzle: send the made board’s code');
  if (boardOf(deal) === undefined)
    return reject(
      'code: a dealt board is not a puzzle: only a made board (its code has MADE) goes on the shelf',
    );
  if (deal.game === 'joker-coloring' && deal.limit !== null)
    return reject('code: a move limit from par cannot be verified: give the puzzle a number of moves');
  if (verifyDeal(deal, []).ok) return reject('code: the puzzle is over before its first move');
  return ok({ deal, code: encodeDeal(deal) });
}

/** An attempt at a made deal, verified: its result (as games/verifiers.ts has it) and whether it cleared. */
export function attemptAt(
  deal: Deal,
  tokens: readonly string[],
): Result<{ result: number | null; cleared: boolean }> {
  const verdict = verifyDeal(deal, tokens);
  if (!verdict.ok) return verdict;
  const { result } = verdict.value;
  return ok({ result, cleared: clearedBy(deal, tokens, result) });
}

/** Whether a verified, finished attempt cleared the puzzle. */
function clearedBy(deal: Deal, tokens: readonly string[], result: number | null): boolean {
  switch (deal.game) {
    case 'glassworks': {
      // Points left cannot tell one secondary (cleared) from two primaries: the board at the end can.
      const end = replayTokens(GW.glassworks, GW.glassworks.deal({ board: deal.board }, deal.seed), tokens);
      return end.ok && GW.isCleared(end.value);
    }
    case 'joker-coloring':
      return result !== null;
    case 'flood-duel':
      // The result is the player's squares; the game is over, so the player won (rules.ts winner)
      // exactly when they hold more than half the board: either every square is owned, or (Filler)
      // one side holds more than half.
      return result !== null && 2 * result > deal.options.width * deal.options.height;
  }
}
