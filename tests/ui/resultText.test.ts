// The results panels' words, written once for all games.

import { describe, expect, it } from 'vitest';
import { bestLine, parLine, plural, withHints } from '../../src/ui/resultText';

const outcome = (best: number | null, previousBest: number | null, newBest: boolean) => ({
  status: 'over' as const,
  value: best,
  best,
  previousBest,
  newBest,
  justEnded: true,
});

describe('result texts', () => {
  it('rates a result against par, whichever way it went', () => {
    expect(parLine(10, 12, 'point', false)).toBe('Par 12: you beat the computer by 2 points!');
    expect(parLine(12, 12, 'point', false)).toBe('Par 12: you matched the computer.');
    expect(parLine(8, 7, 'move', false)).toBe("Par 7: 1 move over the computer's best.");
    expect(parLine(8, null, 'move', true)).toBe('Par is still being worked out…');
    expect(parLine(8, null, 'move', false)).toBeNull();
  });

  it('tells the best for the deal and a new best', () => {
    expect(bestLine(outcome(9, 11, true), 'point')).toBe('New best for this deal! (was 11)');
    expect(bestLine(outcome(9, null, true), 'point')).toBe('Best for this deal: 9 points');
    expect(bestLine(outcome(1, 1, false), 'move')).toBe('Best for this deal: 1 move');
    expect(bestLine(outcome(null, null, false), 'move')).toBeNull();
  });

  it('counts hints and plurals', () => {
    expect(withHints(0)).toBe('');
    expect(withHints(1)).toBe(' (with 1 hint)');
    expect(plural(2, 'jump')).toBe('2 jumps');
  });
});
