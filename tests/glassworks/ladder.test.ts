// The clearing ladder's data: every committed line, replayed through the rules from its deal,
// clears the board to one piece; the seeds file lists the same deals in the same order.

import { describe, expect, it } from 'vitest';
import { apply, isCleared, newGame } from '../../src/logic/glassworks';
import { LADDER_SIZE, ladderDeal } from '../../src/logic/glassworks/ladder';
import { LADDER_DEALS } from '../../src/logic/glassworks/ladderDeals';
import { LADDER_SEEDS } from '../../src/logic/glassworks/ladderSeeds';

describe('the clearing ladder', () => {
  it('has at least 100 deals, each once, easiest first; the seeds file agrees', () => {
    expect(LADDER_SIZE).toBeGreaterThanOrEqual(100);
    expect(new Set(LADDER_SEEDS).size).toBe(LADDER_SIZE);
    expect(LADDER_SEEDS).toEqual(LADDER_DEALS.map((d) => d.seed));
    const widths = LADDER_DEALS.map((d) => d.width);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(ladderDeal(0)).toBeNull();
    expect(ladderDeal(LADDER_SIZE + 1)).toBeNull();
  });

  it('every line, replayed through the rules, clears its deal to one piece', () => {
    for (let n = 1; n <= LADDER_SIZE; n++) {
      const deal = ladderDeal(n);
      if (!deal?.line.ok)
        throw new Error(`ladder ${n}: ${deal?.line.ok === false ? deal.line.reason : 'missing'}`);
      let state = newGame(deal.seed);
      for (const [i, move] of deal.line.value.entries()) {
        const r = apply(state, move);
        if (!r.ok) throw new Error(`ladder ${n}, jump ${i + 1}: ${r.reason}`);
        state = r.value.state;
      }
      expect(isCleared(state), `ladder ${n} (seed ${deal.seed})`).toBe(true);
    }
  });
});
