// Input interpretation, without a browser: clicks, taps and keys with the UI state, read into
// moves, UI changes and commands exactly as docs/RULES.md says.

import { describe, expect, it } from 'vitest';
import { interpretFlood } from '../../src/logic/flood/input';
import { glassworks } from '../../src/logic/glassworks/game';
import { type GlassUi, interpretGlass, NO_SELECTION } from '../../src/logic/glassworks/input';
import type { GlassState } from '../../src/logic/glassworks/state';
import { arrowStep, historyCommand, type Input } from '../../src/logic/input';
import { jokerColoring } from '../../src/logic/joker/game';
import { interpretJoker, NOT_PICKING } from '../../src/logic/joker/input';
import type { JokerState } from '../../src/logic/joker/state';
import type { Result } from '../../src/logic/result';

const unwrap = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
};
const press = (x: number, y: number): Input => ({ kind: 'press', at: { x, y } });
const key = (k: string, mods: { ctrl?: boolean; shift?: boolean } = {}): Input => ({
  kind: 'key',
  press: { key: k, ...mods },
});

describe('shared keys', () => {
  it('maps arrows to board steps, swapped on a board drawn on end', () => {
    expect(arrowStep('ArrowRight')).toEqual([1, 0]);
    expect(arrowStep('ArrowRight', true)).toEqual([0, 1]);
    expect(arrowStep('ArrowUp', true)).toEqual([-1, 0]);
    expect(arrowStep('x')).toBeNull();
  });
  it('reads Ctrl+Z as undo and Ctrl+Y or Ctrl+Shift+Z as redo', () => {
    expect(historyCommand({ key: 'z', ctrl: true })).toBe('undo');
    expect(historyCommand({ key: 'Z', ctrl: true, shift: true })).toBe('redo');
    expect(historyCommand({ key: 'y', ctrl: true })).toBe('redo');
    expect(historyCommand({ key: 'z' })).toBeNull();
    expect(historyCommand({ key: '?', shift: true })).toBe('help');
  });
});

describe('GlassWorks input (docs/RULES.md §1 "Selecting")', () => {
  // (0,0) jumps right onto a blank or down onto B; (3,2) jumps left onto a blank; (2,2) is stuck.
  const state: GlassState = unwrap(glassworks.decodePosition('RR..\nY...\nB.YY'));
  const ctx = { transposed: false, panel: false };
  const read = (ui: GlassUi, input: Input) => interpretGlass(state, ui, input, ctx);

  it('selects a piece that can jump, and only such a piece', () => {
    expect(read(NO_SELECTION, press(0, 0))).toEqual({
      kind: 'ui',
      ui: { selected: { x: 0, y: 0 }, cursor: null },
      cue: 'select',
    });
    expect(read(NO_SELECTION, press(2, 2))).toEqual({ kind: 'invalid' });
    expect(read(NO_SELECTION, press(2, 0))).toEqual({ kind: 'invalid' });
  });

  it('deselects on the selected piece again', () => {
    const ui = { selected: { x: 0, y: 0 }, cursor: null };
    expect(read(ui, press(0, 0))).toEqual({ kind: 'ui', ui: NO_SELECTION, cue: 'deselect' });
  });

  it('jumps on an outlined destination, and the selection is cleared', () => {
    const ui = { selected: { x: 0, y: 0 }, cursor: null };
    expect(read(ui, press(2, 0))).toEqual({
      kind: 'move',
      move: { from: { x: 0, y: 0 }, to: { x: 2, y: 0 } },
      ui: NO_SELECTION,
    });
  });

  it('moves the selection to another anchor; any other square clears it', () => {
    const ui = { selected: { x: 0, y: 0 }, cursor: null };
    expect(read(ui, press(3, 2))).toEqual({
      kind: 'ui',
      ui: { selected: { x: 3, y: 2 }, cursor: null },
      cue: 'select',
    });
    expect(read(ui, press(2, 2))).toEqual({ kind: 'ui', ui: NO_SELECTION, cue: 'deselect' });
  });

  it('shows the keyboard cursor on the first arrow, moves it after, and acts on it with Enter', () => {
    const shown = read(NO_SELECTION, key('ArrowRight'));
    expect(shown).toEqual({ kind: 'ui', ui: { selected: null, cursor: { x: 0, y: 0 } }, cue: 'quiet' });
    const ui = { selected: null, cursor: { x: 0, y: 0 } };
    expect(read(ui, key('ArrowLeft'))).toMatchObject({ ui: { cursor: { x: 0, y: 0 } } }); // kept on the board
    expect(read(ui, key('ArrowDown'))).toMatchObject({ ui: { cursor: { x: 0, y: 1 } } });
    expect(interpretGlass(state, ui, key('ArrowDown'), { transposed: true, panel: false })).toMatchObject({
      ui: { cursor: { x: 1, y: 0 } },
    });
    expect(read(ui, key('Enter'))).toMatchObject({
      kind: 'ui',
      ui: { selected: { x: 0, y: 0 } },
      cue: 'select',
    });
    expect(read({ selected: { x: 0, y: 0 }, cursor: { x: 0, y: 2 } }, key(' '))).toMatchObject({
      kind: 'move',
    });
    expect(read({ selected: { x: 0, y: 0 }, cursor: null }, key('Escape'))).toEqual({
      kind: 'ui',
      ui: NO_SELECTION,
      cue: 'deselect',
    });
  });

  it('reads command keys, and only undo, new deal and menu while a panel is open', () => {
    expect(read(NO_SELECTION, key('u'))).toEqual({ kind: 'command', command: 'undo' });
    expect(read(NO_SELECTION, key('R'))).toEqual({ kind: 'command', command: 'redo' });
    expect(read(NO_SELECTION, key('h'))).toEqual({ kind: 'command', command: 'hint' });
    expect(read(NO_SELECTION, key('z', { ctrl: true }))).toEqual({ kind: 'command', command: 'undo' });
    const panel = { transposed: false, panel: true };
    expect(interpretGlass(state, NO_SELECTION, key('h'), panel)).toEqual({ kind: 'none' });
    expect(interpretGlass(state, NO_SELECTION, key('n'), panel)).toEqual({ kind: 'command', command: 'new' });
    expect(interpretGlass(state, NO_SELECTION, press(0, 0), panel)).toEqual({ kind: 'none' });
  });
});

describe('Flood Duel input', () => {
  it('keys 1–6 choose the colours a–f', () => {
    expect(interpretFlood(key('1'))).toEqual({ kind: 'move', move: { color: 'a' }, ui: null });
    expect(interpretFlood(key('6'))).toEqual({ kind: 'move', move: { color: 'f' }, ui: null });
    expect(interpretFlood(key('7'))).toEqual({ kind: 'none' });
    expect(interpretFlood(key('u'))).toEqual({ kind: 'command', command: 'undo' });
    expect(interpretFlood(key('N'))).toEqual({ kind: 'command', command: 'new' });
    expect(interpretFlood(key('l'))).toEqual({ kind: 'command', command: 'level' });
    expect(interpretFlood(key('s'))).toEqual({ kind: 'command', command: 'size' });
    expect(interpretFlood(key('m'))).toEqual({ kind: 'command', command: 'menu' });
    expect(interpretFlood(press(0, 0))).toEqual({ kind: 'none' });
  });
});

describe('Joker Coloring input (docs/RULES.md §3 "Keys")', () => {
  const state: JokerState = unwrap(jokerColoring.decodePosition('[left=9] rgb/brg/gbr'));
  const ctx = { panel: false };

  it('a press moves the base there; colour letters colour', () => {
    expect(interpretJoker(state, NOT_PICKING, press(2, 1), ctx)).toEqual({
      kind: 'move',
      move: { kind: 'base', at: { x: 2, y: 1 } },
      ui: NOT_PICKING,
    });
    expect(interpretJoker(state, NOT_PICKING, key('g'), ctx)).toMatchObject({
      kind: 'move',
      move: { kind: 'color', color: 'g' },
    });
  });

  it('s picks a base with the arrows; Enter sets it, Esc cancels', () => {
    const start = interpretJoker(state, NOT_PICKING, key('s'), ctx);
    expect(start).toEqual({ kind: 'ui', ui: { picking: { x: 0, y: 0 } }, cue: 'select' });
    const picking = { picking: { x: 0, y: 0 } };
    expect(interpretJoker(state, picking, key('ArrowRight'), ctx)).toEqual({
      kind: 'ui',
      ui: { picking: { x: 1, y: 0 } },
      cue: 'quiet',
    });
    expect(interpretJoker(state, picking, key('ArrowUp'), ctx)).toEqual({
      kind: 'ui',
      ui: picking,
      cue: 'quiet',
    });
    expect(interpretJoker(state, { picking: { x: 2, y: 2 } }, key('Enter'), ctx)).toEqual({
      kind: 'move',
      move: { kind: 'base', at: { x: 2, y: 2 } },
      ui: NOT_PICKING,
    });
    expect(interpretJoker(state, picking, key('Escape'), ctx)).toEqual({
      kind: 'ui',
      ui: NOT_PICKING,
      cue: 'deselect',
    });
  });

  it('in a classic game s picks nothing: it tries the fixed base, which the rules refuse and say why', () => {
    const classic: JokerState = { ...state, classic: true };
    const r = interpretJoker(classic, NOT_PICKING, key('s'), ctx);
    expect(r).toEqual({ kind: 'move', move: { kind: 'base', at: { x: 0, y: 0 } }, ui: NOT_PICKING });
    const applied = jokerColoring.apply(classic, { kind: 'base', at: { x: 0, y: 0 } });
    expect(applied.ok).toBe(false);
  });

  it('q, Esc, Backspace and Delete ask to quit; u undoes; h asks for a hint', () => {
    for (const k of ['q', 'Escape', 'Backspace', 'Delete']) {
      expect(interpretJoker(state, NOT_PICKING, key(k), ctx)).toEqual({ kind: 'command', command: 'quit' });
    }
    expect(interpretJoker(state, NOT_PICKING, key('u'), ctx)).toEqual({ kind: 'command', command: 'undo' });
    expect(interpretJoker(state, NOT_PICKING, key('h'), ctx)).toEqual({ kind: 'command', command: 'hint' });
    expect(interpretJoker(state, NOT_PICKING, key('u'), { panel: true })).toEqual({
      kind: 'command',
      command: 'undo',
    });
    expect(interpretJoker(state, NOT_PICKING, key('g'), { panel: true })).toEqual({ kind: 'none' });
    expect(interpretJoker(state, NOT_PICKING, press(1, 1), { panel: true })).toEqual({ kind: 'none' });
  });
});
