// A finished game told from its moves alone (games/verifiers.ts), as the server judges a daily
// result: the same result the rules give, whatever the device claims; a move the rules refuse, a
// computer's move that is not the computer's, an unfinished game or too many moves are refused
// with the reason.

import { describe, expect, it } from 'vitest';
import * as FD from '../../src/logic/flood';
import * as GW from '../../src/logic/glassworks';
import { MAX_VERIFIED_MOVES } from '../../src/midend/core/verdict';
import { verifyDeal } from '../../src/midend/games/verifiers';
import { dailyDeal } from '../../src/midend/progress/daily';
import { playDaily } from './dailyPlay';

const DAY = '2026-12-06';

describe('a daily game told from its moves', () => {
  it('GlassWorks: the points left once no jump is', () => {
    const tokens = playDaily('glassworks', DAY, 3);
    let state = GW.glassworks.deal(GW.glassworks.defaultOptions, dailyDeal('glassworks', DAY).seed);
    for (const t of tokens) {
      const m = GW.glassworks.decodeMove(t);
      if (!m.ok) throw new Error(m.reason);
      const a = GW.glassworks.apply(state, m.value);
      if (!a.ok) throw new Error(a.reason);
      state = a.value.state;
    }
    expect(verifyDeal(dailyDeal('glassworks', DAY), tokens)).toEqual({
      ok: true,
      value: { result: GW.points(state), moves: tokens.length },
    });
  });

  it("Flood Duel: the player's squares at the end, the computer's moves its own", () => {
    const tokens = playDaily('flood-duel', DAY, 1);
    const v = verifyDeal(dailyDeal('flood-duel', DAY), tokens);
    expect(v.ok && v.value.result).toBeGreaterThan(0);
    // The computer's first move (the second token) swapped for another legal one: refused.
    const deal = dailyDeal('flood-duel', DAY);
    if (deal.game !== 'flood-duel') throw new Error('not a Flood Duel deal');
    const first = FD.floodDuel.decodeMove(tokens[0] ?? '');
    if (!first.ok) throw new Error(first.reason);
    const after = FD.floodDuel.apply(FD.floodDuel.deal(deal.options, deal.seed), first.value);
    if (!after.ok) throw new Error(after.reason);
    const other = FD.floodDuel
      .legalMoves(after.value.state)
      .find((m) => FD.floodDuel.encodeMove(m) !== tokens[1]);
    if (!other) throw new Error('the computer had one move only');
    const forged = verifyDeal(deal, [tokens[0] ?? '', FD.floodDuel.encodeMove(other), ...tokens.slice(2)]);
    expect(forged.ok ? 'accepted' : forged.reason).toBe("move 2: not the computer's move");
  });

  it('Joker Coloring: moves used to win, or no result when the moves ran out', () => {
    const v = verifyDeal(dailyDeal('joker-coloring', DAY), playDaily('joker-coloring', DAY));
    expect(v.ok).toBe(true);
    if (v.ok) expect(v.value.result === null || v.value.result <= 21).toBe(true);
  });

  it('refuses an unfinished game, an illegal move, a token that is no move, and a list too long', () => {
    const deal = dailyDeal('glassworks', DAY);
    const tokens = playDaily('glassworks', DAY, 0);
    const reason = (t: string[]) => {
      const v = verifyDeal(deal, t);
      return v.ok ? 'accepted' : v.reason;
    };
    expect(reason(tokens.slice(0, 3))).toBe('the game is not finished');
    expect(reason([tokens[0] ?? '', tokens[0] ?? ''])).toMatch(/^move 2: /);
    expect(reason(['zz'])).toMatch(/^move 1: /);
    expect(reason(new Array(MAX_VERIFIED_MOVES + 1).fill(tokens[0]))).toBe(
      `more than ${MAX_VERIFIED_MOVES} moves`,
    );
  });
});
