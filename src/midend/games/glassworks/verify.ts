// A GlassWorks game told from its moves (core/verdict.ts): dealt again from its seed (or board), every jump
// through the rules; its result is the points left once no jump is.

import * as GW from '../../../logic/glassworks';
import type { Result } from '../../../logic/result';
import { finished, replayTokens, type Verdict } from '../../core/verdict';
import type { GlassDeal } from './code';

/** A dealt board is its seed alone; a made one is its board. */
export function verifyGlassworks(deal: GlassDeal, tokens: readonly string[]): Result<Verdict> {
  const end = replayTokens(
    GW.glassworks,
    GW.glassworks.deal(deal.board === undefined ? {} : { board: deal.board }, deal.seed),
    tokens,
  );
  if (!end.ok) return end;
  const over = finished(GW.status(end.value) === 'playing');
  return over.ok ? { ok: true, value: { result: GW.points(end.value), moves: tokens.length } } : over;
}
