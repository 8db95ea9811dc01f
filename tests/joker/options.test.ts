import { describe, expect, it } from 'vitest';
import { checkOptions, DEFAULTS, RANGES, validateOptions } from '../../src/logic/joker';

describe('validateOptions', () => {
  it('uses the defaults for missing values, silently', () => {
    expect(validateOptions({})).toEqual({
      options: { moves: 21, width: 18, height: 18, colors: 4 },
      messages: [],
    });
    expect(DEFAULTS).toEqual({ moves: 21, width: 18, height: 18, colors: 4 });
  });

  it('keeps good values, including text from a form or URL', () => {
    expect(validateOptions({ moves: 99, width: 2, height: '40', colors: 6 })).toEqual({
      options: { moves: 99, width: 2, height: 40, colors: 6 },
      messages: [],
    });
  });

  it('replaces each bad value by its default with a clear message', () => {
    const { options, messages } = validateOptions({
      moves: 0,
      width: 41,
      height: 2.5,
      colors: 'lots',
      extra: 1,
    });
    expect(options).toEqual(DEFAULTS);
    expect(messages.map((m) => m.reason)).toEqual([
      'moves must be a whole number from 1 to 99; using 21',
      'width must be a whole number from 2 to 40; using 18',
      'height must be a whole number from 2 to 40; using 18',
      'colors must be a whole number from 2 to 6; using 4',
    ]);
  });

  it.each([null, Number.NaN, Number.POSITIVE_INFINITY, '1.5', '', true, [3]])(
    'rejects %j as moves',
    (moves) => {
      expect(validateOptions({ moves }).messages.map((m) => m.reason)).toEqual([
        'moves must be a whole number from 1 to 99; using 21',
      ]);
    },
  );

  it('publishes the settled ranges', () => {
    expect(RANGES).toEqual({
      moves: { min: 1, max: 99 },
      width: { min: 2, max: 40 },
      height: { min: 2, max: 40 },
      colors: { min: 2, max: 6 },
    });
  });
});

describe('checkOptions', () => {
  it('accepts complete, valid options', () => {
    expect(checkOptions({ moves: 1, width: 40, height: 2, colors: 2 })).toEqual({
      ok: true,
      value: { moves: 1, width: 40, height: 2, colors: 2 },
    });
  });

  it.each([
    [null, 'options are not an object'],
    [{ width: 18, height: 18, colors: 4 }, 'moves must be a whole number from 1 to 99'],
    [{ moves: 21, width: 18, height: 18, colors: 7 }, 'colors must be a whole number from 2 to 6'],
    [{ moves: 21, width: '18', height: 18, colors: 4 }, 'width must be a whole number from 2 to 40'],
  ])('rejects %j', (o, reason) => {
    expect(checkOptions(o)).toMatchObject({ ok: false, reason });
  });
});
