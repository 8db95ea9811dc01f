// GlassWorks board text and saved-data validation.
import { describe, expect, it } from 'vitest';
import { decode, encode, newGame, validateState } from '../../src/logic/glassworks';

describe('board text', () => {
  it('round-trips a full deal', () => {
    const game = newGame(42);
    const t = encode(game);
    expect(t.split('\n')).toHaveLength(6);
    expect(t.split('\n').every((row) => /^[RYBGOP]{12}$/.test(row))).toBe(true);
    expect(decode(t)).toEqual({ ok: true, value: game });
  });

  it('accepts the one-line form, surrounding whitespace and CRLF', () => {
    const a = decode('RYB/GO./P..');
    const b = decode('  RYB\r\n  GO.\r\nP..  \n');
    expect(a.ok && encode(a.value)).toBe('RYB\nGO.\nP..');
    expect(b).toEqual(a);
    expect(a.ok && a.value).toMatchObject({ width: 3, height: 3, startPoints: 1 + 1 + 1 + 2 + 2 + 2 });
  });

  it('names the row and column of a bad square', () => {
    const r = decode('RYB\nRYX\nRYB');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain('row 2, column 3');
    const lower = decode('RYB/ryb');
    if (!lower.ok) expect(lower.reason).toContain('row 2, column 1');
    expect(lower.ok).toBe(false);
  });

  it('rejects ragged, empty and out-of-range boards', () => {
    const ragged = decode('RYB\nRY');
    expect(ragged.ok === false && ragged.reason).toContain('row 2');
    expect(decode('').ok).toBe(false);
    expect(decode('   \n ').ok).toBe(false);
    expect(decode('RY').ok).toBe(false); // narrower than 3
    expect(decode('R'.repeat(31)).ok).toBe(false);
    expect(decode(Array(31).fill('RYB').join('/')).ok).toBe(false);
    expect(decode('RYB').ok).toBe(true); // 3×1 is the smallest
    expect(decode(Array(30).fill('R'.repeat(30)).join('\n')).ok).toBe(true);
    expect(decode(42 as unknown as string).ok).toBe(false);
  });
});

describe('saved data', () => {
  const saved = () => JSON.parse(JSON.stringify(newGame(7)));

  it('accepts a state that went through JSON', () => {
    expect(validateState(saved())).toEqual({ ok: true, value: newGame(7) });
  });

  it('keeps only the known fields', () => {
    const r = validateState({ ...saved(), extra: 'x' });
    expect(r.ok && Object.keys(r.value).sort()).toEqual(['cells', 'height', 'startPoints', 'width']);
  });

  it('rejects corrupted data without throwing', () => {
    const bad: unknown[] = [
      null,
      undefined,
      'RYB',
      42,
      [],
      {},
      { ...saved(), width: 0 },
      { ...saved(), width: 12.5 },
      { ...saved(), width: '12' },
      { ...saved(), height: 31 },
      { ...saved(), height: undefined },
      { ...saved(), cells: 'RYB' },
      { ...saved(), cells: saved().cells.slice(1) },
      { ...saved(), cells: [...saved().cells.slice(1), 'X'] },
      { ...saved(), cells: [...saved().cells.slice(1), null] },
      { ...saved(), cells: [...saved().cells.slice(1), { toString: 'R' }] },
      { ...saved(), cells: [...saved().cells.slice(1), 1] },
      { ...saved(), startPoints: '108' },
      { ...saved(), startPoints: Number.NaN },
      { ...saved(), startPoints: 107 },
      { ...saved(), startPoints: 145 },
      { ...saved(), startPoints: undefined },
    ];
    for (const data of bad) {
      const r = validateState(data);
      expect(r.ok, JSON.stringify(data)?.slice(0, 60)).toBe(false);
      expect(r.ok === false && typeof r.reason).toBe('string');
    }
  });

  it('names the square of a bad saved cell', () => {
    const cells = saved().cells;
    cells[13] = 'Q';
    const r = validateState({ ...saved(), cells });
    expect(r.ok === false && r.reason).toContain('row 2, column 2');
  });
});
