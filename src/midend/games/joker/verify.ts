// A Joker Coloring game told from its moves (core/verdict.ts): dealt again from its options and
// seed, every move through the rules; its result is the colour moves used to win, none when lost.

import * as JK from '../../../logic/joker';
import { type Result, reject } from '../../../logic/result';
import { finished, replayTokens, type Verdict } from '../../core/verdict';
import type { JokerDeal } from './code';

export function verifyJoker(deal: JokerDeal, tokens: readonly string[]): Result<Verdict> {
  // A limit taken from par needs the solver's par: not a deal the server replays (the daily has none).
  if (deal.limit !== null) return reject('a deal whose move limit comes from par is not verified');
  const rules = JK.jokerColoring;
  const end = replayTokens(rules, rules.deal(deal.options, deal.seed), tokens);
  if (!end.ok) return end;
  const status = rules.status(end.value);
  const over = finished(status === 'playing');
  if (!over.ok) return over;
  return { ok: true, value: { result: status === 'won' ? end.value.movesMade : null, moves: tokens.length } };
}
