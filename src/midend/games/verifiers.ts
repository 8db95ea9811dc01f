// Each game's verifier by its id (games/<game>/verify.ts): a deal and its moves told through the
// rules, as the server checks a result before anyone else sees it. The server imports this table;
// the browser never loads it.

import type { AiLevel } from '../../logic/flood/ai';
import type { GameId } from '../../logic/game';
import type { Result } from '../../logic/result';
import type { Deal } from '../codes/dealCode';
import type { Verdict } from '../core/verdict';
import { DEFAULT_PLAYERS } from './flood/players';
import { verifyFlood } from './flood/verify';
import { verifyGlassworks } from './glassworks/verify';
import { verifyJoker } from './joker/verify';

type Verifier<G extends GameId> = (
  deal: Extract<Deal, { game: G }>,
  tokens: readonly string[],
  level: AiLevel,
) => Result<Verdict>;

const VERIFIERS: { readonly [G in GameId]: Verifier<G> } = {
  glassworks: (deal, tokens) => verifyGlassworks(deal, tokens),
  'flood-duel': verifyFlood,
  'joker-coloring': (deal, tokens) => verifyJoker(deal, tokens),
};

/**
 * The verdict on `deal` played as `tokens` (Flood Duel: against the computer at `level`; a daily is
 * played at the default level, as its code opens it).
 */
export function verifyDeal(
  deal: Deal,
  tokens: readonly string[],
  level: AiLevel = DEFAULT_PLAYERS.level,
): Result<Verdict> {
  return (VERIFIERS[deal.game] as Verifier<GameId>)(deal as never, tokens, level);
}
