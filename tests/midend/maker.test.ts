// The board maker's model without a screen: the draft's pure edits, the Maker's strokes and
// UNDO/REDO, its sizes and settings, the drafts kept in storage (and read back strictly), what the
// rules say of a board (a problem naming its square, or a puzzle code that reads back to it), the
// keys, RANDOM, and the words each game's CHECK turns a solver's answer into.

import { describe, expect, it } from 'vitest';
import type { Fairness } from '../../src/logic/flood/fairness';
import { glassworks } from '../../src/logic/glassworks/game';
import { madeBoard } from '../../src/logic/glassworks/made';
import type { Move } from '../../src/logic/glassworks/rules';
import { decodeCode } from '../../src/midend/codes/dealCode';
import { floodCheck, floodMaker } from '../../src/midend/games/flood/maker';
import { glassCheck, glassMaker } from '../../src/midend/games/glassworks/maker';
import { jokerCheck, jokerMaker } from '../../src/midend/games/joker/maker';
import { edit, keyAction, type MakerAction, type MakerKey } from '../../src/midend/maker/actions';
import type { MakerCheck } from '../../src/midend/maker/check';
import * as D from '../../src/midend/maker/draft';
import { Drafts, readDraft } from '../../src/midend/maker/drafts';
import type { MakerKind } from '../../src/midend/maker/kind';
import { makerKind } from '../../src/midend/maker/kinds';
import { Maker } from '../../src/midend/maker/maker';
import { MemoryBackend, Storage } from '../../src/services/storage';

const KINDS: readonly MakerKind[] = [glassMaker, jokerMaker, floodMaker];
const JOKER = jokerMaker.glyphs.length - 1;
const EMPTY = 6; // GlassWorks' empty square

const store = () => new Storage(new MemoryBackend());
const fresh = (kind: MakerKind, storage = store()) => new Maker(kind, storage);

/** A draft of a test's own (a game's settings kept as given). */
function draft(width: number, height: number, cells: number[], extra: Partial<D.Draft> = {}): D.Draft {
  return { game: 'glassworks', width, height, cells, base: 0, settings: {}, ...extra };
}

/** The indices whose glyph differs between two drafts of one size. */
const changed = (a: D.Draft, b: D.Draft): number[] =>
  a.cells.flatMap((c, i) => (c === b.cells[i] ? [] : [i]));

/** A kept table for the storage key `maker`, written as Drafts writes it. */
const keepRaw = (storage: Storage, table: unknown) => storage.write('maker', 1, table);

const CHECK: MakerCheck = { lines: ['fine'], warning: false, figures: { par: 3 } };

describe('draft edits', () => {
  it('paint changes one square and gives back the same draft when nothing changes', () => {
    const d = draft(3, 2, [0, 1, 2, 3, 4, 5]);
    const p = D.paint(d, 4, 0);
    expect(changed(d, p)).toEqual([4]);
    expect(p.cells[4]).toBe(0);
    expect(d.cells).toEqual([0, 1, 2, 3, 4, 5]); // the old draft untouched
    expect(D.paint(d, 4, 4)).toBe(d);
    expect(D.paint(d, -1, 0)).toBe(d);
    expect(D.paint(d, 6, 0)).toBe(d);
  });

  // 4×3:  1 1 0 0 / 0 1 0 1 / 1 0 1 0
  const board = draft(4, 3, [1, 1, 0, 0, 0, 1, 0, 1, 1, 0, 1, 0]);

  it('fill paints the side-joined region only, never diagonals', () => {
    const f = D.fill(board, 0, 2);
    // (0,0) (1,0) (1,1): not (0,2) nor (2,2), each only a corner away from (1,1).
    expect(changed(board, f)).toEqual([0, 1, 5]);
    expect(f.cells.filter((c) => c === 2)).toHaveLength(3);
  });

  it('fill does not wrap across a row edge', () => {
    // (3,1) is a 1 alone; (0,2), the next index, is a 1 on the next row.
    expect(changed(board, D.fill(board, 7, 3))).toEqual([7]);
    expect(changed(board, D.fill(board, 8, 3))).toEqual([8]);
    // The 0s at (2,0) (3,0) (2,1): index 3's next index 4 is a 0 on the next row, not joined.
    expect(changed(board, D.fill(board, 2, 3))).toEqual([2, 3, 6]);
    expect(changed(board, D.fill(board, 4, 3))).toEqual([4]);
  });

  it('fill with the same glyph, or off the board, gives back the same draft', () => {
    expect(D.fill(board, 0, 1)).toBe(board);
    expect(D.fill(board, 12, 3)).toBe(board);
    expect(D.fill(board, -1, 3)).toBe(board);
  });

  it('fill of a one-glyph board paints every square', () => {
    const d = D.clearAll(draft(5, 4, Array(20).fill(3)), 3);
    expect(D.fill(d, 13, 1).cells).toEqual(Array(20).fill(1));
  });

  it('resize keeps the overlap and fills new squares with the blank glyph', () => {
    const d = draft(3, 2, [0, 1, 2, 3, 4, 5]);
    const big = D.resize(d, 4, 3, 9);
    expect([big.width, big.height]).toEqual([4, 3]);
    expect(big.cells).toEqual([0, 1, 2, 9, 3, 4, 5, 9, 9, 9, 9, 9]);
    const small = D.resize(big, 2, 1, 9);
    expect(small.cells).toEqual([0, 1]);
    const tall = D.resize(d, 2, 4, 7);
    expect(tall.cells).toEqual([0, 1, 3, 4, 7, 7, 7, 7]);
  });

  it('resize keeps the base on its square, or pulls it onto the board', () => {
    const d = draft(4, 3, Array(12).fill(0), { base: 2 * 4 + 3 }); // (3, 2)
    const shrunk = D.resize(d, 2, 2, 0);
    expect(shrunk.base).toBe(3); // (1, 1)
    const grown = D.resize(draft(3, 2, Array(6).fill(0), { base: 4 }), 5, 4, 0); // (1, 1)
    expect(grown.base).toBe(1 * 5 + 1);
    for (const [w, h] of [
      [1, 1],
      [2, 5],
      [6, 1],
    ] as const) {
      const r = D.resize(d, w, h, 0);
      expect(r.base).toBeGreaterThanOrEqual(0);
      expect(r.base).toBeLessThan(w * h);
      expect(r.cells).toHaveLength(w * h);
    }
  });

  it('moveBase moves onto a square of the board only', () => {
    const d = draft(3, 2, Array(6).fill(0));
    expect(D.moveBase(d, 5).base).toBe(5);
    expect(D.moveBase(d, 6)).toBe(d);
    expect(D.moveBase(d, -1)).toBe(d);
  });

  it('setSetting turns squares of glyphs no longer offered into the fallback', () => {
    const d = draft(3, 2, [0, 1, 2, 3, 6, 2], { settings: { colors: 4, classic: 0 } });
    const offered = (s: D.Draft['settings']) => [
      ...Array.from({ length: s.colors ?? 4 }, (_, i) => i),
      ...(s.classic ? [] : [6]),
    ];
    const three = D.setSetting(d, 'colors', 3, offered, 0);
    expect(three.settings).toEqual({ colors: 3, classic: 0 });
    expect(three.cells).toEqual([0, 1, 2, 0, 6, 2]);
    const classic = D.setSetting(d, 'classic', 1, offered, 1);
    expect(classic.cells).toEqual([0, 1, 2, 3, 1, 2]);
    expect(d.settings).toEqual({ colors: 4, classic: 0 });
  });

  it('clearAll, randomFill and boardText', () => {
    const d = draft(3, 2, [0, 1, 2, 3, 4, 5]);
    expect(D.clearAll(d, 6).cells).toEqual(Array(6).fill(6));
    const a = D.randomFill(d, [1, 4], 7);
    expect(a.cells.every((c) => c === 1 || c === 4)).toBe(true);
    expect(D.randomFill(d, [1, 4], 7).cells).toEqual(a.cells);
    expect(D.boardText(d, ['a', 'b', 'c', 'd', 'e', 'f'])).toBe('abc/def');
    expect(D.boardText(draft(2, 1, [0, 9]), ['x', 'y'])).toBe('xx');
  });
});

describe('Maker: strokes, undo and redo', () => {
  it('a drag stroke is one undo step, and undo restores the board exactly', () => {
    const m = fresh(glassMaker);
    const before = m.board;
    expect(before.cells).not.toContain(EMPTY);
    m.pick(EMPTY);
    m.press(0);
    m.drag(1);
    m.drag(2);
    m.drag(7);
    m.release();
    expect(changed(before, m.board)).toEqual([0, 1, 2, 7]);
    expect(m.canUndo).toBe(true);
    m.undo();
    expect(m.board).toBe(before);
    expect(m.canUndo).toBe(false);
    expect(m.canRedo).toBe(true);
    m.redo();
    expect(changed(before, m.board)).toEqual([0, 1, 2, 7]);
    expect(m.canRedo).toBe(false);
    m.undo();
    expect(m.board).toEqual(before);
  });

  it('a drag after release paints nothing; a stroke that changes nothing is no undo step', () => {
    const m = fresh(glassMaker);
    const before = m.board;
    m.pick(EMPTY);
    m.drag(3); // no press
    expect(m.board).toBe(before);
    m.pick(before.cells[0] as number);
    m.press(0); // the same glyph: nothing changes
    m.release();
    expect(m.canUndo).toBe(false);
  });

  it('fill and base act once in a stroke; drag does not go on with them', () => {
    const m = fresh(jokerMaker);
    const before = m.board;
    m.clear();
    const cleared = m.board;
    m.pick(2);
    m.choose('fill');
    m.press(0);
    m.drag(5);
    m.release();
    expect(m.board.cells.every((c) => c === 2)).toBe(true);
    m.choose('base');
    m.press(9);
    m.drag(10);
    m.release();
    expect(m.board.base).toBe(9);
    m.undo();
    expect(m.board.base).toBe(0);
    m.undo();
    expect(m.board).toBe(cleared);
    m.undo();
    expect(m.board).toBe(before);
  });

  it('undo and redo step through several edits in order', () => {
    const m = fresh(glassMaker);
    const boards = [m.board];
    for (const at of [3, 4, 5]) {
      m.pick(EMPTY);
      m.press(at);
      m.release();
      boards.push(m.board);
    }
    m.undo();
    m.undo();
    expect(m.board).toBe(boards[1]);
    m.redo();
    expect(m.board).toBe(boards[2]);
    m.redo();
    expect(m.board).toBe(boards[3]);
    m.redo(); // nothing left
    expect(m.board).toBe(boards[3]);
  });

  it('a new edit after undo clears redo', () => {
    const m = fresh(glassMaker);
    m.pick(EMPTY);
    m.press(0);
    m.release();
    m.undo();
    expect(m.canRedo).toBe(true);
    m.press(1);
    m.release();
    expect(m.canRedo).toBe(false);
    m.undo();
    m.clear();
    expect(m.canRedo).toBe(false);
  });

  it('clear is one step and paints the blank glyph', () => {
    for (const kind of KINDS) {
      const m = fresh(kind);
      m.clear();
      expect(m.board.cells.every((c) => c === kind.blank)).toBe(true);
      m.undo();
      expect(m.board).toEqual(kind.start());
    }
  });

  it('pick takes offered glyphs only, and leaves the base tool', () => {
    const m = fresh(jokerMaker);
    m.pick(5); // colours 4: offered 0–3 and the joker
    expect(m.glyph).toBe(0);
    m.pick(JOKER);
    expect(m.glyph).toBe(JOKER);
    m.choose('base');
    expect(m.tool).toBe('base');
    m.pick(1);
    expect(m.tool).toBe('paint');
    expect(m.glyph).toBe(1);
  });

  it('the base tool only for a game with a base (Joker Coloring)', () => {
    for (const kind of KINDS) {
      const m = fresh(kind);
      m.choose('fill');
      m.choose('base');
      expect(m.tool).toBe(kind.hasBase ? 'base' : 'fill');
    }
    expect(jokerMaker.hasBase).toBe(true);
    expect(glassMaker.hasBase).toBe(false);
    expect(floodMaker.hasBase).toBe(false);
  });

  it('makerKind names the three games', () => {
    expect(makerKind('glassworks')).toBe(glassMaker);
    expect(makerKind('joker-coloring')).toBe(jokerMaker);
    expect(makerKind('flood-duel')).toBe(floodMaker);
  });
});

describe('Maker: size and settings', () => {
  it.each(KINDS.map((k) => [k.game, k] as const))('%s resizes within its limits only', (_, kind) => {
    const { minW, maxW, minH, maxH } = kind.limits;
    const m = fresh(kind);
    m.resize(-1000, -1000);
    expect([m.board.width, m.board.height]).toEqual([minW, minH]);
    expect(m.board.cells).toHaveLength(minW * minH);
    const steps = () => (m.canUndo ? 1 : 0);
    m.undo();
    m.undo();
    expect(m.board).toEqual(kind.start());
    // One more step down at the minimum does nothing (and is no undo step).
    m.resize(-1000, -1000);
    m.resize(-1, -1);
    m.resize(-1, 0);
    m.undo();
    expect(m.board).toEqual(kind.start());
    expect(steps()).toBe(0);
    m.resize(1000, 1000);
    expect([m.board.width, m.board.height]).toEqual([maxW, maxH]);
    expect(m.board.cells).toHaveLength(maxW * maxH);
    const big = m.board;
    m.resize(1, 1);
    m.resize(0, 1);
    expect(m.board).toBe(big);
    // The overlap kept, the new squares blank.
    const start = kind.start();
    for (let y = 0; y < start.height; y++)
      for (let x = 0; x < start.width; x++)
        expect(big.cells[y * maxW + x]).toBe(start.cells[y * start.width + x]);
    expect(big.cells[maxW * maxH - 1]).toBe(kind.blank);
    expect(readDraft(kind, big)).toEqual(big);
  });

  it('one step at a time: +1 column is one undo step', () => {
    const m = fresh(floodMaker);
    const w = m.board.width;
    m.resize(1, 0);
    expect(m.board.width).toBe(w + 1);
    m.undo();
    expect(m.board.width).toBe(w);
  });

  it('Joker colours 4 → 3 takes the 4th colour off the board and the palette', () => {
    const m = fresh(jokerMaker);
    expect(m.board.settings.colors).toBe(4);
    expect(m.board.cells).toContain(3);
    expect(m.offered).toEqual([0, 1, 2, 3, JOKER]);
    m.pick(3);
    m.setting('colors', -1);
    expect(m.board.settings.colors).toBe(3);
    expect(m.offered).toEqual([0, 1, 2, JOKER]);
    expect(m.board.cells).not.toContain(3);
    expect(m.glyph).not.toBe(3);
    expect(m.offered).toContain(m.glyph);
    m.undo();
    expect(m.board.settings.colors).toBe(4);
    expect(m.board.cells).toContain(3);
  });

  it('Joker colours stay within their range', () => {
    const m = fresh(jokerMaker);
    for (let i = 0; i < 10; i++) m.setting('colors', -1);
    expect(m.board.settings.colors).toBe(2);
    for (let i = 0; i < 10; i++) m.setting('colors', 1);
    expect(m.board.settings.colors).toBe(6);
    expect(m.offered).toEqual([0, 1, 2, 3, 4, 5, JOKER]);
    m.setting('moves', 1000);
    expect(m.board.settings.moves).toBe(99);
    m.setting('nonsense', 1);
    expect(Object.keys(m.board.settings).sort()).toEqual(['classic', 'colors', 'moves']);
  });

  it('classic on takes the joker off the palette and the board; off brings it back', () => {
    const m = fresh(jokerMaker);
    m.pick(JOKER);
    m.press(5);
    m.release();
    expect(m.board.cells[5]).toBe(JOKER);
    m.setting('classic', 1);
    expect(m.board.settings.classic).toBe(1);
    expect(m.offered).not.toContain(JOKER);
    expect(m.board.cells).not.toContain(JOKER);
    expect(m.glyph).not.toBe(JOKER);
    m.setting('classic', 1); // a switch: any step flips it
    expect(m.board.settings.classic).toBe(0);
    expect(m.offered).toContain(JOKER);
  });

  it('Flood Duel filler is a switch', () => {
    const m = fresh(floodMaker);
    m.setting('filler', 1);
    expect(m.board.settings.filler).toBe(1);
    m.setting('filler', 1);
    expect(m.board.settings.filler).toBe(0);
  });
});

describe('drafts kept in storage', () => {
  it('the draft survives a new Maker on the same storage, per game', () => {
    const storage = store();
    const m = fresh(jokerMaker, storage);
    m.pick(JOKER);
    m.press(7);
    m.release();
    m.setting('moves', 3);
    m.resize(1, 2);
    const kept = m.board;
    const again = fresh(jokerMaker, storage);
    expect(again.board).toEqual(kept);
    expect(fresh(glassMaker, storage).board).toEqual(glassMaker.start());
    const g = fresh(glassMaker, storage);
    g.clear();
    expect(fresh(jokerMaker, storage).board).toEqual(kept);
    expect(fresh(glassMaker, storage).board).toEqual(g.board);
    // A new maker starts with no undo history and the first offered glyph.
    expect(again.canUndo).toBe(false);
    expect(again.glyph).toBe(0);
  });

  it('undo is kept too: the kept draft is the one undone to', () => {
    const storage = store();
    const m = fresh(floodMaker, storage);
    m.clear();
    m.undo();
    expect(fresh(floodMaker, storage).board).toEqual(floodMaker.start());
  });

  const good = () => jokerMaker.start();
  const broken: ReadonlyArray<readonly [string, unknown]> = [
    ['another game', { ...good(), game: 'glassworks' }],
    ['too few cells', { ...good(), cells: good().cells.slice(1) }],
    ['too many cells', { ...good(), cells: [...good().cells, 0] }],
    ['a glyph out of range', { ...good(), cells: [JOKER + 1, ...good().cells.slice(1)] }],
    ['a negative glyph', { ...good(), cells: [-1, ...good().cells.slice(1)] }],
    ['a fractional glyph', { ...good(), cells: [0.5, ...good().cells.slice(1)] }],
    ['a glyph as text', { ...good(), cells: ['0', ...good().cells.slice(1)] }],
    ['colours out of range', { ...good(), settings: { colors: 9, moves: 12, classic: 0 } }],
    ['moves out of range', { ...good(), settings: { colors: 4, moves: 0, classic: 0 } }],
    ['classic not a switch', { ...good(), settings: { colors: 4, moves: 12, classic: 2 } }],
    ['a setting missing', { ...good(), settings: { colors: 4, moves: 12 } }],
    ['no settings', { ...good(), settings: null }],
    ['a width out of range', { ...good(), width: 41, height: 64 / 41 }],
    ['a width too small', { ...good(), width: 1, cells: Array(8).fill(0), height: 8 }],
    ['a base off the board', { ...good(), base: 64 }],
    ['cells not a list', { ...good(), cells: 'rgby' }],
    ['a number', 42],
    ['null', null],
    ['a string', 'joker'],
    ['a list', [good()]],
  ];

  it.each(broken)('a kept draft with %s falls back to the start', (_, bad) => {
    expect(readDraft(jokerMaker, bad)).toBeNull();
    const storage = store();
    keepRaw(storage, { 'joker-coloring': bad });
    let m: Maker | undefined;
    expect(() => {
      m = fresh(jokerMaker, storage);
    }).not.toThrow();
    expect(m?.board).toEqual(jokerMaker.start());
    // And it still works, keeping a good draft over the bad one.
    m?.clear();
    expect(fresh(jokerMaker, storage).board).toEqual(m?.board);
  });

  it('a good kept draft reads back as it was (a copy)', () => {
    const d = { ...good(), base: 9 };
    const read = readDraft(jokerMaker, d);
    expect(read).toEqual(d);
    expect(read?.cells).not.toBe(d.cells);
    expect(readDraft(jokerMaker, { ...d, extra: 1 })).toEqual(d);
  });

  it('the whole table corrupted (a string, a list, not JSON, another version) falls back', () => {
    for (const table of ['maker', [1, 2], 7, null]) {
      const storage = store();
      keepRaw(storage, table);
      expect(new Drafts(storage).load(floodMaker)).toEqual(floodMaker.start());
      expect(() => fresh(floodMaker, storage).clear()).not.toThrow();
    }
    for (const raw of ['{not json', JSON.stringify({ v: 2, data: {} }), '"text"']) {
      const backend = new MemoryBackend();
      backend.setItem('prism-arcade/maker', raw);
      const storage = new Storage(backend);
      expect(fresh(glassMaker, storage).board).toEqual(glassMaker.start());
    }
  });
});

describe('verdict', () => {
  it('a Joker draft with the base on a joker names that square', () => {
    const m = fresh(jokerMaker);
    expect('code' in m.verdict()).toBe(true);
    m.pick(JOKER);
    m.press(19); // (3, 2)
    m.release();
    expect('code' in m.verdict()).toBe(true); // a joker away from the base is fine
    m.choose('base');
    m.press(19);
    m.release();
    const v = m.verdict();
    expect('problem' in v && v.at).toBe(19);
    expect(m.report(false)).toMatchObject({ base: { x: 3, y: 2 }, code: null });
    expect(m.report(false).problem).toEqual(expect.any(String));
  });

  it('a classic Joker draft with a joker names the joker’s square', () => {
    const storage = store();
    const cells = jokerMaker.start().cells.slice();
    cells[13] = JOKER; // (5, 1)
    keepRaw(storage, {
      'joker-coloring': { ...jokerMaker.start(), cells, settings: { colors: 4, moves: 12, classic: 1 } },
    });
    const m = fresh(jokerMaker, storage);
    expect(m.board.cells[13]).toBe(JOKER);
    const v = m.verdict();
    expect('problem' in v && v.at).toBe(13);
  });

  it('a classic Joker draft with its base away from the corner is a problem of no square', () => {
    const m = fresh(jokerMaker);
    m.setting('classic', 1);
    expect('code' in m.verdict()).toBe(true);
    m.choose('base');
    m.press(10);
    m.release();
    const v = m.verdict();
    expect(v).toMatchObject({ at: null });
  });

  it('a Filler Flood draft with two equal side neighbours names the square', () => {
    const m = fresh(floodMaker);
    m.setting('filler', 1);
    m.random(3);
    expect('code' in m.verdict()).toBe(true);
    const w = m.board.width;
    // Left neighbour: (4, 2) painted as (3, 2).
    const at = 2 * w + 4;
    m.pick(m.board.cells[at - 1] as number);
    m.press(at);
    m.release();
    expect(m.verdict()).toMatchObject({ at });
    m.undo();
    // The one above: (6, 5) painted as (6, 4).
    const below = 5 * w + 6;
    m.pick(m.board.cells[below - w] as number);
    m.press(below);
    m.release();
    expect(m.verdict()).toMatchObject({ at: below });
    // Under Flood Duel's own rules the same board is fine.
    m.setting('filler', 1);
    expect('code' in m.verdict()).toBe(true);
  });

  it.each(KINDS.map((k) => [k.game, k] as const))(
    '%s: a good draft’s code reads back to its board',
    (_, kind) => {
      const m = fresh(kind);
      m.random(11);
      m.resize(1, -1);
      const v = m.verdict();
      if (!('code' in v)) throw new Error(`no code: ${v.problem}`);
      const read = decodeCode(v.code);
      if (!read.ok) throw new Error(read.reason);
      const { deal } = read.value;
      expect(deal.game).toBe(kind.game);
      const text = D.boardText(m.board, kind.glyphs);
      const board = deal.game === 'glassworks' ? deal.board : deal.options.board;
      expect(board).toBe(text);
      expect(deal).toEqual(v.deal);
      expect(m.report(false)).toMatchObject({ board: text, code: v.code, problem: null });
      if (deal.game === 'joker-coloring') {
        expect(deal.options).toMatchObject({
          width: m.board.width,
          height: m.board.height,
          colors: 4,
          moves: 12,
          base: { x: 0, y: 0 },
        });
      }
      if (deal.game === 'flood-duel')
        expect(deal.options).toMatchObject({ width: m.board.width, height: m.board.height });
    },
  );

  it('a Joker code keeps the base where it was put', () => {
    const m = fresh(jokerMaker);
    m.choose('base');
    m.press(3 * 8 + 5);
    m.release();
    const v = m.verdict();
    if (!('code' in v)) throw new Error(v.problem);
    const read = decodeCode(v.code);
    expect(read.ok && read.value.deal.game === 'joker-coloring' && read.value.deal.options.base).toEqual({
      x: 5,
      y: 3,
    });
  });

  it('an empty GlassWorks board is a problem', () => {
    const m = fresh(glassMaker);
    m.clear();
    expect('problem' in m.verdict()).toBe(true);
    expect(m.report(false).code).toBeNull();
  });

  it('checked keeps the answer only while the code is still the board’s', () => {
    const m = fresh(glassMaker);
    const v = m.verdict();
    if (!('code' in v)) throw new Error(v.problem);
    m.checked(CHECK, 'GW-NOT-THIS-ONE');
    expect(m.check).toBeNull();
    expect(m.checkLine()).toEqual([]);
    m.checked(CHECK, v.code);
    expect(m.check).toBe(CHECK);
    m.checked({ ...CHECK, line: ['0,0r'] }, v.code);
    expect(m.checkLine()).toEqual(['0,0r']);
    m.checked(CHECK, v.code);
    expect(m.report(false).check).toEqual({ par: 3 });
    expect(m.report(true).check).toBe('checking');
    // An edit drops it…
    m.pick(EMPTY);
    m.press(0);
    m.release();
    expect(m.check).toBeNull();
    // …and an answer to the old board, arriving late, is not kept.
    m.checked(CHECK, v.code);
    expect(m.check).toBeNull();
    // Undone to the asked board, the answer fits again.
    m.undo();
    m.checked(CHECK, v.code);
    expect(m.check).toBe(CHECK);
    m.resize(1, 0);
    expect(m.check).toBeNull();
  });

  it('checked keeps nothing while the board has a problem', () => {
    const m = fresh(glassMaker);
    const v = m.verdict();
    if (!('code' in v)) throw new Error(v.problem);
    m.clear();
    m.checked(CHECK, v.code);
    expect(m.check).toBeNull();
  });
});

describe('keys', () => {
  const key = (k: string, ctrl = false, shift = false): MakerKey => ({ key: k, ctrl, shift });

  it('arrows move the cursor, never across a row edge nor off the board', () => {
    const m = fresh(jokerMaker); // 8×8
    const w = m.board.width;
    const n = m.board.cells.length;
    for (let at = 0; at < n; at++) {
      const x = at % w;
      const y = Math.floor(at / w);
      const to = (k: string) => {
        const a = keyAction(key(k), m, at);
        return a?.kind === 'cursor' ? a.to : a;
      };
      expect(to('ArrowLeft')).toBe(x > 0 ? at - 1 : null);
      expect(to('ArrowRight')).toBe(x < w - 1 ? at + 1 : null);
      expect(to('ArrowUp')).toBe(y > 0 ? at - w : null);
      expect(to('ArrowDown')).toBe(y < m.board.height - 1 ? at + w : null);
    }
  });

  it('arrows on a board of one row', () => {
    const m = fresh(glassMaker);
    m.resize(-100, -100); // 3×1
    expect(keyAction(key('ArrowUp'), m, 1)).toBeNull();
    expect(keyAction(key('ArrowDown'), m, 1)).toBeNull();
    expect(keyAction(key('ArrowRight'), m, 1)).toEqual({ kind: 'cursor', to: 2 });
    expect(keyAction(key('ArrowRight'), m, 2)).toBeNull();
  });

  it('digits pick offered glyphs only', () => {
    const m = fresh(jokerMaker);
    const glyphOf = (k: string) => {
      const a = keyAction(key(k), m, 0);
      return a?.kind === 'glyph' ? a.glyph : a;
    };
    expect(['1', '2', '3', '4', '5', '6', '7'].map(glyphOf)).toEqual([0, 1, 2, 3, JOKER, null, null]);
    m.setting('classic', 1);
    expect(glyphOf('5')).toBeNull();
    expect(glyphOf('0')).toBeNull();
    const g = fresh(glassMaker);
    expect(keyAction(key('7'), g, 0)).toEqual({ kind: 'glyph', glyph: EMPTY });
    expect(keyAction(key('8'), g, 0)).toBeNull();
    expect(keyAction(key('1', true), g, 0)).toBeNull();
  });

  it('Ctrl+Z undoes; Ctrl+Y and Ctrl+Shift+Z redo', () => {
    const m = fresh(glassMaker);
    expect(keyAction(key('z', true), m, 0)).toEqual({ kind: 'undo' });
    expect(keyAction(key('Z', true), m, 0)).toEqual({ kind: 'undo' });
    expect(keyAction(key('y', true), m, 0)).toEqual({ kind: 'redo' });
    expect(keyAction(key('Y', true), m, 0)).toEqual({ kind: 'redo' });
    expect(keyAction(key('Z', true, true), m, 0)).toEqual({ kind: 'redo' });
    expect(keyAction(key('z', true, true), m, 0)).toEqual({ kind: 'redo' });
    expect(keyAction(key('z'), m, 0)).toBeNull();
    expect(keyAction(key('p', true), m, 0)).toBeNull();
    expect(keyAction(key('ArrowRight', true), m, 0)).toBeNull();
  });

  it('P F B choose tools; Escape leaves; Space and Enter stamp', () => {
    const m = fresh(jokerMaker);
    expect(keyAction(key('p'), m, 0)).toEqual({ kind: 'tool', tool: 'paint' });
    expect(keyAction(key('F'), m, 0)).toEqual({ kind: 'tool', tool: 'fill' });
    expect(keyAction(key('b'), m, 0)).toEqual({ kind: 'tool', tool: 'base' });
    expect(keyAction(key('Escape'), m, 0)).toEqual({ kind: 'leave' });
    expect(keyAction(key('Escape', true), m, 0)).toEqual({ kind: 'leave' });
    expect(keyAction(key(' '), m, 0)).toEqual({ kind: 'stamp' });
    expect(keyAction(key('Enter'), m, 0)).toEqual({ kind: 'stamp' });
    expect(keyAction(key('x'), m, 0)).toBeNull();
    expect(keyAction(key('Tab'), m, 0)).toBeNull();
  });

  it('edit carries out the board’s actions and refuses the screen’s', () => {
    const m = fresh(jokerMaker);
    const start = m.board;
    const does = (a: MakerAction, cursor = 0) => edit(m, a, 5, cursor);
    expect(does({ kind: 'glyph', glyph: JOKER })).toBe(true);
    expect(m.glyph).toBe(JOKER);
    expect(does({ kind: 'stamp' }, 9)).toBe(true);
    expect(m.board.cells[9]).toBe(JOKER);
    expect(changed(start, m.board)).toEqual([9]);
    expect(does({ kind: 'undo' })).toBe(true);
    expect(m.board).toBe(start);
    expect(does({ kind: 'redo' })).toBe(true);
    expect(m.board.cells[9]).toBe(JOKER);
    expect(does({ kind: 'tool', tool: 'fill' })).toBe(true);
    expect(m.tool).toBe('fill');
    expect(does({ kind: 'setting', name: 'moves', step: 1 })).toBe(true);
    expect(m.board.settings.moves).toBe(13);
    expect(does({ kind: 'size', dw: -1, dh: 2 })).toBe(true);
    expect([m.board.width, m.board.height]).toEqual([7, 10]);
    expect(does({ kind: 'clear' })).toBe(true);
    expect(m.board.cells.every((c) => c === 0)).toBe(true);
    expect(does({ kind: 'random' })).toBe(true);
    const dealt = m.board;
    expect(new Set(dealt.cells).size).toBeGreaterThan(1);
    m.undo();
    edit(m, { kind: 'random' }, 5, 0);
    expect(m.board).toEqual(dealt);
    const before = m.board;
    for (const kind of ['test', 'check', 'share', 'leave'] as const) expect(does({ kind })).toBe(false);
    expect(does({ kind: 'cursor', to: 3 })).toBe(false);
    expect(m.board).toBe(before);
  });

  it('a stamp with the base tool moves the base; a stamp is one undo step', () => {
    const m = fresh(jokerMaker);
    edit(m, { kind: 'tool', tool: 'base' }, 1, 0);
    edit(m, { kind: 'stamp' }, 1, 12);
    expect(m.board.base).toBe(12);
    edit(m, { kind: 'undo' }, 1, 0);
    expect(m.board.base).toBe(0);
    expect(m.canUndo).toBe(false);
  });
});

describe('RANDOM', () => {
  it('Flood Duel with Filler’s rules deals boards the rules take', () => {
    for (const seed of [1, 2, 3, 17, 99, 12345]) {
      const m = fresh(floodMaker);
      m.setting('filler', 1);
      m.resize(seed % 5, (seed % 3) - 1);
      m.random(seed);
      const v = m.verdict();
      expect('code' in v ? v.code : v.problem).toMatch(/^FD-/);
    }
  });

  it('Flood Duel deals a board each corner sees alike (fair: tests/flood/fairness.test.ts), under either rules', () => {
    for (const filler of [0, 1]) {
      const m = fresh(floodMaker);
      if (filler) m.setting('filler', 1);
      m.resize(2, 1);
      m.random(7);
      const { cells } = m.board;
      const mirrored = cells.map((_, i) => cells[cells.length - 1 - i] as number);
      expect(mirrored).toEqual(filler ? cells.map((c) => c ^ 1) : cells);
      expect('code' in m.verdict()).toBe(true);
    }
  });

  it('the same seed gives the same board, another seed another', () => {
    for (const kind of KINDS) {
      const a = fresh(kind);
      const b = fresh(kind);
      a.random(42);
      b.random(42);
      expect(a.board).toEqual(b.board);
      b.random(43);
      expect(b.board.cells).not.toEqual(a.board.cells);
      expect(b.board.cells.every((c) => b.offered.includes(c))).toBe(true);
    }
  });

  it('RANDOM is one undo step and keeps size and settings', () => {
    const m = fresh(jokerMaker);
    m.setting('colors', 1);
    m.resize(2, -3);
    const before = m.board;
    m.random(8);
    expect(m.board.width).toBe(before.width);
    expect(m.board.height).toBe(before.height);
    expect(m.board.settings).toEqual(before.settings);
    expect(m.board.cells.every((c) => m.offered.includes(c))).toBe(true);
    expect(m.board.cells).toContain(4); // the 5th colour dealt too
    expect('code' in m.verdict()).toBe(true);
    m.undo();
    expect(m.board).toBe(before);
  });

  it('classic Joker RANDOM deals no jokers', () => {
    const m = fresh(jokerMaker);
    m.setting('classic', 1);
    for (const seed of [1, 2, 3, 4]) {
      m.random(seed);
      expect(m.board.cells).not.toContain(JOKER);
      expect('code' in m.verdict()).toBe(true);
    }
  });

  it('GlassWorks RANDOM over a 30×30 draft is a valid board', () => {
    const m = fresh(glassMaker);
    m.resize(100, 100);
    expect([m.board.width, m.board.height]).toEqual([30, 30]);
    m.random(5);
    expect(m.board.cells).not.toContain(EMPTY);
    const v = m.verdict();
    if (!('code' in v)) throw new Error(v.problem);
    const read = decodeCode(v.code);
    expect(read.ok && read.value.deal.game === 'glassworks' && read.value.deal.board).toBe(
      D.boardText(m.board, glassMaker.glyphs),
    );
    expect(madeBoard(D.boardText(m.board, glassMaker.glyphs)).ok).toBe(true);
  });
});

describe('CHECK in words', () => {
  const start = (board: string) => {
    const s = madeBoard(board);
    if (!s.ok) throw new Error(s.reason);
    return s.value;
  };
  const move = (fx: number, fy: number, tx: number, ty: number): Move => ({
    from: { x: fx, y: fy },
    to: { x: tx, y: ty },
  });

  it('glassCheck: a line that clears to one piece', () => {
    const s = start('RR.');
    const line = [move(0, 0, 2, 0)];
    const c = glassCheck(s, line);
    expect(c.warning).toBe(false);
    expect(c.figures.clears).toBe(true);
    expect(c.figures.line).toEqual(line.map((m) => glassworks.encodeMove(m)));
    expect(c.line).toEqual(c.figures.line);
    expect(c.figures.pointsLeft).toBeGreaterThan(0);
    expect(c.lines).toHaveLength(2);
  });

  it('glassCheck: a line with a jump that is not legal stops there, its jumps counted', () => {
    const s = start('RRR../.....');
    const line = [move(0, 0, 2, 0), move(2, 0, 4, 0)];
    // The first jump leaves R at (2,0); it cannot jump on (nothing at (3,0)): the line stops there.
    const c = glassCheck(s, line);
    expect(c.figures.line).toHaveLength(1);
    expect(c.figures.clears).toBe(true);
    expect(c.warning).toBe(false);
  });

  it('glassCheck: a line that does not clear is a warning', () => {
    const s = start('RR.R');
    const c = glassCheck(s, [move(0, 0, 2, 0)]);
    expect(c.warning).toBe(true);
    expect(c.figures.clears).toBe(false);
    expect(c.figures.line).toHaveLength(1);
    const none = glassCheck(start('R.R'), []);
    expect(none).toMatchObject({ warning: true, figures: { clears: false, line: [] } });
  });

  it('glassCheck stops at an illegal jump', () => {
    const s = start('RR.R');
    const c = glassCheck(s, [move(3, 0, 1, 0), move(0, 0, 2, 0)]);
    expect(c.figures.line).toEqual([]);
    expect(c.figures.clears).toBe(false);
  });

  it('jokerCheck meets the limit iff par ≤ moves', () => {
    for (const [par, moves] of [
      [3, 5],
      [5, 5],
      [6, 5],
      [1, 1],
      [20, 1],
    ] as const) {
      const c = jokerCheck(par, moves);
      expect(c.figures).toEqual({ par, limit: moves, meets: par <= moves });
      expect(c.warning).toBe(par > moves);
      expect(c.lines).toHaveLength(2);
    }
    expect(jokerCheck(6, 5).lines[1]).toContain('6');
    // Par's moves go with it, for PUBLISH to send.
    expect(jokerCheck(2, 5, ['r', '@1,1', 'g']).line).toEqual(['r', '@1,1', 'g']);
  });

  it('floodCheck is unfair iff the same player is strictly ahead in both games', () => {
    const f = (a: [number, number], b: [number, number]): Fairness => ({
      first1: { p1: a[0], p2: a[1] },
      first2: { p1: b[0], p2: b[1] },
    });
    const cases: ReadonlyArray<readonly [Fairness, boolean]> = [
      [f([30, 20], [28, 22]), true],
      [f([20, 30], [22, 28]), true],
      [f([30, 20], [20, 30]), false],
      [f([25, 25], [30, 20]), false],
      [f([30, 20], [25, 25]), false],
      [f([25, 25], [25, 25]), false],
      [f([20, 30], [30, 20]), false],
    ];
    for (const [fair, bad] of cases) {
      const c = floodCheck(fair);
      expect(c.warning).toBe(bad);
      expect(c.figures.unfair).toBe(bad);
    }
    expect(floodCheck(f([30, 20], [28, 22])).figures).toMatchObject({ first1: '30:20', first2: '28:22' });
  });
});
