// Places in a race on one deal: results first, then games still played, then games over without a
// result, then racers who left without one, whatever their progress.

import { describe, expect, it } from 'vitest';
import { type Racer, ranks } from '../../src/logic/race';

const racer = (
  progress: number,
  over: boolean,
  result: number | null,
  left = false,
  finishedAt = 0,
): Racer => ({
  standing: { progress, over, result },
  finishedAt,
  left,
});

describe('places in a race', () => {
  it('rank results first (lower, then sooner), then the games still played by progress', () => {
    expect(
      ranks([
        racer(30, false, null),
        racer(2, true, 2, false, 20),
        racer(2, true, 2, false, 10),
        racer(10, false, null),
      ]),
    ).toEqual([4, 2, 1, 3]);
  });

  it('put a game lost or given up after every game still played', () => {
    expect(ranks([racer(5, true, null), racer(40, false, null)])).toEqual([2, 1]);
  });

  it('put a racer who left without a result last, even one who quit at the first move', () => {
    expect(ranks([racer(0, false, null, true), racer(60, false, null), racer(50, true, null)])).toEqual([
      3, 1, 2,
    ]);
    // A racer who finished and then left keeps the place their result earned.
    expect(ranks([racer(3, true, 3, true, 5), racer(10, false, null)])).toEqual([1, 2]);
  });
});
