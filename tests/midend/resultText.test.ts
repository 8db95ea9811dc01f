// The results panels' words, written once for all games.

import { describe, expect, it } from 'vitest';
import { count } from '../../src/i18n/units';
import { bestLine, parLine, ratingLines, withHints } from '../../src/midend/progress/resultText';

const outcome = (best: number | null, previousBest: number | null, newBest: boolean) => ({
  status: 'over' as const,
  value: best,
  best,
  previousBest,
  newBest,
  justEnded: true,
  assisted: 0,
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

  it('rates a result, or says plainly that one the computer helped play is not rated', () => {
    const r = { par: 10, solving: false, steps: 70, moves: 'jump' as const, unit: 'point' as const };
    expect(ratingLines(outcome(8, 11, true), r)).toEqual([
      'Par 10: you beat the computer by 2 points!',
      'New best for this deal! (was 11)',
    ]);
    expect(ratingLines({ ...outcome(8, 11, false), assisted: 61 }, r)).toEqual([
      'The computer played 61 of the 70 jumps (SHOW ME).',
      'Not rated against par, not kept as a best.',
    ]);
  });

  it('counts hints and plurals', () => {
    expect(withHints(0)).toBe('');
    expect(withHints(1)).toBe(' (with 1 hint)');
    expect(count(2, 'jump')).toBe('2 jumps');
    expect(count(1, 'day')).toBe('1 day');
  });
});
