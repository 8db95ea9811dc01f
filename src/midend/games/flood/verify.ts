// A Flood Duel game against the computer told from its moves (core/verdict.ts): dealt again, every
// move through the rules, and each of the computer's moves the one the computer at `level` plays
// there (it is a pure function of the position), so a player cannot hand it bad moves. The result
// is the squares the player (player 1) owns at the end.

import * as FD from '../../../logic/flood';
import type { AiLevel } from '../../../logic/flood/ai';
import { computerMove } from '../../../logic/flood/ai';
import type { Result } from '../../../logic/result';
import { finished, replayTokens, type Verdict } from '../../core/verdict';
import type { FloodDeal } from './code';

export function verifyFlood(deal: FloodDeal, tokens: readonly string[], level: AiLevel): Result<Verdict> {
  const rules = FD.floodDuel;
  const end = replayTokens(rules, rules.deal(deal.options, deal.seed), tokens, (state, move) =>
    state.turn === 2 && FD.colorIndex(move.color) !== computerMove(level, state, deal.seed)
      ? "not the computer's move"
      : null,
  );
  if (!end.ok) return end;
  const over = finished(FD.status(end.value) === 'playing');
  return over.ok ? { ok: true, value: { result: FD.counts(end.value).p1, moves: tokens.length } } : over;
}
