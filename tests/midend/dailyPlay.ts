// Finished daily games for the verifier's tests: the day's deal played to its end through the rules,
// the player's moves chosen by `salt` (the n-th legal move, turning), Flood Duel's computer's moves
// the computer's own; the moves as tokens, as a device sends them.

import * as FD from '../../src/logic/flood';
import { computerMove } from '../../src/logic/flood/ai';
import type { AnyRules, GameId } from '../../src/logic/game';
import * as GW from '../../src/logic/glassworks';
import * as JK from '../../src/logic/joker';
import type { Deal } from '../../src/midend/codes/dealCode';
import { dailyDeal } from '../../src/midend/progress/daily';

const RULES: Record<GameId, AnyRules> = {
  glassworks: GW.glassworks,
  'flood-duel': FD.floodDuel,
  'joker-coloring': JK.jokerColoring,
};

function start(deal: Deal): unknown {
  if (deal.game === 'glassworks') return GW.glassworks.deal(GW.glassworks.defaultOptions, deal.seed);
  if (deal.game === 'flood-duel') return FD.floodDuel.deal(deal.options, deal.seed);
  return JK.jokerColoring.deal(deal.options, deal.seed);
}

/** The day's deal of `game` played to its end; `stop` ends it early (an unfinished game). */
export function playDaily(game: GameId, day: string, salt = 0, stop = Number.POSITIVE_INFINITY): string[] {
  const deal = dailyDeal(game, day);
  const rules = RULES[game];
  let state = start(deal);
  const tokens: string[] = [];
  for (let i = 0; rules.status(state) === 'playing' && tokens.length < stop; i++) {
    const flood = deal.game === 'flood-duel' ? (state as FD.FloodState) : null;
    // Never quitting; and Joker's free base moves only ride along with colour moves, so a game of
    // them alone would never end: colour moves only.
    const legal = rules
      .legalMoves(state)
      .filter((m: { kind?: string }) => m.kind !== 'quit' && m.kind !== 'base');
    const move =
      flood && flood.turn === 2
        ? FD.moveOfIndex(computerMove('normal', flood, deal.seed))
        : legal[(i * 7 + salt) % legal.length];
    const applied = rules.apply(state, move);
    if (!applied.ok) throw new Error(applied.reason);
    state = applied.value.state;
    tokens.push(rules.encodeMove(move));
  }
  return tokens;
}
