import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, decode, encode, newGame, validateState } from '../../src/logic/flood';

describe('notation', () => {
  it('round-trips a board', () => {
    const text = 'ab2f\nc1de\n11fa';
    const r = decode(text, 2);
    expect(r.ok && encode(r.value)).toBe(text);
    expect(r.ok && r.value).toMatchObject({ width: 4, height: 3, turn: 2, moves: 0, lastMover: 0 });
  });

  it('maps letters to colours 0..5 and stores colour 0 under owned squares', () => {
    const r = decode('abc1\ndef2');
    expect(r.ok && r.value.colors).toEqual([0, 1, 2, 0, 3, 4, 5, 0]);
    expect(r.ok && r.value.owner).toEqual([0, 0, 0, 1, 0, 0, 0, 2]);
  });

  it('accepts the one-line form and surrounding whitespace', () => {
    const r = decode('  1a/b2 \n');
    expect(r.ok && encode(r.value)).toBe('1a\nb2');
  });

  it('round-trips a dealt game and a played one', () => {
    let s = newGame({ width: 24, height: 16 }, 99);
    for (const c of [0, 3, 5, 1]) {
      const r = apply(s, c);
      if (r.ok) s = r.value.state;
    }
    const back = decode(encode(s), s.turn);
    expect(back.ok && back.value.owner).toEqual(s.owner);
    expect(back.ok && encode(back.value)).toBe(encode(s));
  });

  it('names the row and column of a bad square', () => {
    expect(decode('1ab\nbxb\nab2')).toMatchObject({
      ok: false,
      reason: "row 2, column 2: 'x' is not one of a b c d e f 1 2",
    });
    expect(decode('1ab\nbg2')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('row 2, column 2'),
    });
  });

  it('names the row that has the wrong length', () => {
    expect(decode('1ab\nba\nab2')).toMatchObject({
      ok: false,
      reason: 'row 2 has 2 squares, expected 3 like row 1',
    });
  });

  it('rejects sizes outside 2×2..60×40, empty text, a missing player and a bad turn', () => {
    expect(decode('12')).toMatchObject({ ok: false, reason: 'height 1 is outside 2–40' });
    expect(decode(`1${'a'.repeat(59)}2\n${'a'.repeat(61)}`)).toMatchObject({
      ok: false,
      reason: 'width 61 is outside 2–60',
    });
    expect(decode('  ').ok).toBe(false);
    expect(decode('1a\nab')).toMatchObject({ ok: false, reason: 'player 2 owns no square' });
    expect(decode('aa\nb2')).toMatchObject({ ok: false, reason: 'player 1 owns no square' });
    expect(decode('1a\nb2', 3 as 1).ok).toBe(false);
  });
});

describe('validateState', () => {
  const good = newGame({ width: 6, height: 5 }, 5);
  const played = (() => {
    const r = apply(good, good.colors[good.width * (good.height - 2)] ?? 0);
    return r.ok ? r.value.state : good;
  })();

  it('accepts saved states and returns an equal clean copy', () => {
    for (const s of [good, played]) {
      const json: unknown = JSON.parse(JSON.stringify({ ...s, extra: 'ignored' }));
      expect(validateState(json)).toEqual({ ok: true, value: s });
    }
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['a string', 'state'],
    ['width missing', { ...good, width: undefined }],
    ['width as text', { ...good, width: '6' }],
    ['too small', { ...good, width: 1, height: 5 }],
    ['wrong colours length', { ...good, colors: good.colors.slice(1) }],
    ['colour 6', { ...good, colors: [6, ...good.colors.slice(1)] }],
    ['fractional colour', { ...good, colors: [0.5, ...good.colors.slice(1)] }],
    ['colours not a list', { ...good, colors: {} }],
    ['owner 3', { ...good, owner: [3, ...good.owner.slice(1)] }],
    ['owner null', { ...good, owner: [null, ...good.owner.slice(1)] }],
    ['turn 0', { ...good, turn: 0 }],
    ['negative moves', { ...good, moves: -1 }],
    ['moves NaN', { ...good, moves: Number.NaN }],
    ['lastMover 3', { ...good, lastMover: 3 }],
    ['lastMover without moves', { ...good, lastMover: 1 }],
    ['moves without lastMover', { ...played, lastMover: 0 }],
    ['no player 1 square', { ...good, owner: good.owner.map((o) => (o === 1 ? 0 : o)) }],
  ])('rejects corrupt data: %s', (_name, data) => {
    const r = validateState(data);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.reason).not.toBe('');
  });

  it('never throws on arbitrary data', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        expect(validateState(data).ok).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('colors', 'owner', 'turn', 'moves', 'width'), fc.anything(), (key, v) => {
        validateState({ ...good, [key]: v }); // must return, whatever the value
      }),
    );
  });
});
