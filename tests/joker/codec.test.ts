import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBoard, encode, fromBoard, newGame, validateState } from '../../src/logic/joker';
import { board } from './helpers';

describe('board notation', () => {
  it('round-trips a dealt board', () => {
    for (const seed of [1, 2, 3]) {
      const s = newGame({ moves: 21, width: 9, height: 5, colors: 6 }, seed);
      const text = encode(s);
      expect(text.split('\n')).toHaveLength(5);
      const back = decodeBoard(text, 6);
      expect(back).toEqual({ ok: true, value: { width: 9, height: 5, cells: s.cells } });
    }
  });

  it('accepts the one-line form and surrounding whitespace', () => {
    expect(decodeBoard('  rg*b/ymc* \n')).toEqual({
      ok: true,
      value: { width: 4, height: 2, cells: ['r', 'g', '*', 'b', 'y', 'm', 'c', '*'] },
    });
  });

  it.each([
    ['rg\nrx', undefined, "row 2, column 2: 'x' is not one of r g b y c m *"],
    ['rg\nrm', 4, "row 2, column 2: 'm' is not one of r g b y *"],
    ['rgb\nrg', undefined, 'row 2 has 2 squares, expected 3 like row 1'],
    ['rg', undefined, 'height 1 is outside 2–40'],
    ['r\ng', undefined, 'width 1 is outside 2–40'],
    ['', undefined, 'board code is empty'],
    ['rg\ngr', 7, 'colors must be a whole number from 2 to 6'],
  ])('rejects %j (colors %s) naming what and where', (text, colors, reason) => {
    expect(decodeBoard(text, colors)).toMatchObject({ ok: false, reason });
  });

  it('rejects a board larger than 40 squares a side', () => {
    const r = decodeBoard(Array.from({ length: 2 }, () => 'r'.repeat(41)).join('\n'));
    expect(r).toMatchObject({ ok: false, reason: 'width 41 is outside 2–40' });
  });
});

describe('fromBoard', () => {
  it('builds a state with the given base and counters', () => {
    const s = board(['rg', '*b'], { base: { x: 1, y: 1 }, movesLeft: 3, movesMade: 2, colors: 3 });
    expect(s).toEqual({
      width: 2,
      height: 2,
      colors: 3,
      cells: ['r', 'g', '*', 'b'],
      base: { x: 1, y: 1 },
      movesLeft: 3,
      movesMade: 2,
      quit: false,
    });
  });

  it('rejects a base on a joker', () => {
    expect(fromBoard('*r/gg', {})).toMatchObject({ ok: false, reason: 'base is on a joker' });
  });
});

describe('validateState', () => {
  const good = newGame({ moves: 10, width: 4, height: 3, colors: 3 }, 5);

  it('accepts a state that went through JSON', () => {
    expect(validateState(JSON.parse(JSON.stringify(good)))).toEqual({ ok: true, value: good });
  });

  const broken: [string, unknown][] = [
    ['not an object', 'hello'],
    ['null', null],
    ['an array', []],
    ['a bad width', { ...good, width: 1 }],
    ['a fractional height', { ...good, height: 2.5 }],
    ['too many colours', { ...good, colors: 7 }],
    ['too few cells', { ...good, cells: good.cells.slice(1) }],
    ['cells that are text', { ...good, cells: encode(good) }],
    ['a colour beyond the game', { ...good, cells: ['r', ...good.cells.slice(1, -1), 'y'] }],
    ['a cell that is not a string', { ...good, cells: [...good.cells.slice(0, -1), 7] }],
    ['no base', { ...good, base: undefined }],
    ['a base off the board', { ...good, base: { x: 4, y: 0 } }],
    ['a base with text coordinates', { ...good, base: { x: '0', y: 0 } }],
    ['a base on a joker', { ...good, cells: ['*', ...good.cells.slice(1)] }],
    ['negative moves left', { ...good, movesLeft: -1 }],
    ['moves made as text', { ...good, movesMade: '0' }],
    ['no moves at all', { ...good, movesLeft: 0, movesMade: 0 }],
    ['more than 99 moves', { ...good, movesLeft: 60, movesMade: 40 }],
    ['a missing quit flag', { ...good, quit: undefined }],
  ];

  it.each(broken)('rejects %s', (_name, data) => {
    const r = validateState(data);
    expect(r.ok).toBe(false);
  });

  it('names the row and column of a bad cell', () => {
    const cells = [...good.cells];
    cells[6] = 'q' as never;
    expect(validateState({ ...good, cells })).toMatchObject({
      ok: false,
      reason: "row 2, column 3: 'q' is not a square",
    });
  });

  it('never throws on arbitrary data', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        expect(validateState(data).ok).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(good)), fc.anything(), (key, value) => {
        validateState({ ...good, [key]: value });
      }),
    );
  });
});
