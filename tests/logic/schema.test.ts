// The one way untrusted data is read: checks that copy only what they name, name the field that
// failed, read own properties only, and never throw — whatever they are given.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bool, int, list, nullable, object, oneOf, optional, own, table, text } from '../../src/logic/schema';

const entry = object({ result: nullable(int(0, 100)), picture: text(10) });

describe('checks of untrusted data', () => {
  it('copy what they name and name the field that failed', () => {
    expect(entry({ result: 3, picture: 'ab', extra: 1 })).toEqual({
      ok: true,
      value: { result: 3, picture: 'ab' },
    });
    expect(entry({ result: -1, picture: 'ab' }, 'day')).toMatchObject({
      ok: false,
      reason: 'day.result: must be a whole number from 0 to 100',
    });
    expect(list(int(0, 9), 2)([1, 2, 3], 'moves')).toMatchObject({
      reason: 'moves: must hold at most 2 items',
    });
    expect(list(int(0, 9), 5)([1, 'x'], 'moves')).toMatchObject({
      reason: 'moves.1: must be a whole number from 0 to 9',
    });
    expect(oneOf(['a', 'b'])('c', 'mode')).toMatchObject({ reason: 'mode: must be one of a, b' });
    expect(optional(bool, false)(undefined)).toEqual({ ok: true, value: false });
  });

  it('read own properties only: a member every object has is no field', () => {
    const inherited = Object.create({ result: 1, picture: 'x' }) as object;
    expect(entry(inherited).ok).toBe(false);
    expect(object({ toString: optional(text(5), 'none') })({})).toEqual({
      ok: true,
      value: { toString: 'none' },
    });
  });

  it('keep a table key named like an object member as a plain entry, never a prototype', () => {
    const parsed = JSON.parse('{"__proto__": 5, "constructor": 6, "toString": 7}') as unknown;
    const t = table(text(20), int(0, 9))(parsed);
    if (!t.ok) throw new Error(t.reason);
    expect(Object.getPrototypeOf(t.value)).toBeNull();
    expect(own(t.value, '__proto__')).toBe(5);
    expect(own(t.value, 'constructor')).toBe(6);
    expect(Object.keys(t.value).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(JSON.parse(JSON.stringify(t.value))).toEqual(
      JSON.parse('{"__proto__": 5, "constructor": 6, "toString": 7}'),
    );
    expect(own({}, 'constructor')).toBeUndefined();
  });

  it('leave out only the bad entries of a lenient table, and refuse a strict one', () => {
    const data = { a: 1, b: -5, c: 'x', d: 2 };
    expect(table(text(5), int(0, 9), { lenient: true })(data)).toMatchObject({
      ok: true,
      value: { a: 1, d: 2 },
    });
    expect(table(text(5), int(0, 9))(data, 'bests')).toMatchObject({
      reason: 'bests.b: must be a whole number from 0 to 9',
    });
    expect(table(text(5), int(0, 9), { max: 2 })(data, 'bests')).toMatchObject({
      reason: 'bests: must hold at most 2 entries',
    });
  });

  it('never throw, whatever they are given', () => {
    const check = object({
      n: int(0, 10),
      days: table(text(10), entry, { lenient: true }),
      tags: list(oneOf(['x', 'y']), 5),
    });
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true }), (d) => {
        const r = check(d, 'data');
        expect(typeof r.ok).toBe('boolean');
        if (!r.ok) expect(r.reason.startsWith('data')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
