import { describe, expect, it } from 'vitest';
import { selectSmallest } from '../../src/logic/glassworks/smallest';
import { next } from '../../src/logic/rng';

function randomArray(n: number, seed: number, distinct: number): Float64Array {
  const a = new Float64Array(n);
  let s = seed;
  for (let i = 0; i < n; i++) {
    const [v, s2] = next(s);
    s = s2;
    a[i] = Math.floor(v * distinct);
  }
  return a;
}

describe('selectSmallest', () => {
  const shapes: [string, (n: number) => Float64Array][] = [
    ['random', (n) => randomArray(n, n, 1e9)],
    ['many equal values', (n) => randomArray(n, n + 7, 5)],
    ['sorted', (n) => Float64Array.from({ length: n }, (_, i) => i)],
    ['reversed', (n) => Float64Array.from({ length: n }, (_, i) => n - i)],
    ['all equal', (n) => new Float64Array(n).fill(3)],
  ];
  for (const [name, make] of shapes) {
    it(`puts the k smallest first (${name})`, () => {
      for (const n of [1, 2, 3, 10, 257, 5000]) {
        for (const k of [0, 1, 2, Math.floor(n / 3), n - 1, n, n + 5]) {
          const a = make(n);
          const sorted = [...a].sort((x, y) => x - y);
          selectSmallest(a, 0, n, k);
          // Still the same values, and the first k are exactly the k smallest.
          expect([...a].sort((x, y) => x - y)).toEqual(sorted);
          const m = Math.min(Math.max(k, 0), n);
          expect([...a.subarray(0, m)].sort((x, y) => x - y)).toEqual(sorted.slice(0, m));
        }
      }
    });
  }

  it('works on a window of the array and leaves the rest alone', () => {
    const a = randomArray(300, 9, 1000);
    const before = [...a];
    selectSmallest(a, 100, 200, 30);
    expect([...a.subarray(0, 100)]).toEqual(before.slice(0, 100));
    expect([...a.subarray(200)]).toEqual(before.slice(200));
    const window = before.slice(100, 200).sort((x, y) => x - y);
    expect([...a.subarray(100, 130)].sort((x, y) => x - y)).toEqual(window.slice(0, 30));
  });
});
