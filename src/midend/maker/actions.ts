// What the maker's controls and keys ask, read here as plain data (interpret, then execute): a press
// of a control is an action; a key is read into one by `keyAction` — arrows and Space/Enter for
// the keyboard's square, 1–7 for a colour of the palette, P F B for the tools, Ctrl+Z and Ctrl+Y
// (or Ctrl+Shift+Z) for UNDO and REDO, Esc to leave. `edit` carries out the board's own.

import type { Maker, Tool } from './maker';

export type MakerAction =
  | { readonly kind: 'glyph'; readonly glyph: number }
  | { readonly kind: 'tool'; readonly tool: Tool }
  | { readonly kind: 'setting'; readonly name: string; readonly step: number }
  | { readonly kind: 'size'; readonly dw: number; readonly dh: number }
  | { readonly kind: 'cursor'; readonly to: number }
  | { readonly kind: 'stamp' }
  | {
      readonly kind:
        | 'undo'
        | 'redo'
        | 'clear'
        | 'random'
        | 'test'
        | 'check'
        | 'share'
        | 'publish'
        | 'explore'
        | 'leave';
    };

/** A key as the screen hands it in. */
export interface MakerKey {
  readonly key: string;
  readonly ctrl: boolean;
  readonly shift: boolean;
}

const TOOLS: Readonly<Record<string, Tool>> = { p: 'paint', f: 'fill', b: 'base' };

/** The action a key asks with the keyboard's square at `cursor`; null: none. */
export function keyAction(k: MakerKey, maker: Maker, cursor: number): MakerAction | null {
  const { width, cells } = maker.board;
  const key = k.key.toLowerCase();
  if (k.key === 'Escape') return { kind: 'leave' };
  if (k.ctrl && key === 'z') return { kind: k.shift ? 'redo' : 'undo' };
  if (k.ctrl && key === 'y') return { kind: 'redo' };
  if (k.ctrl) return null;
  const x = cursor % width;
  const step: Readonly<Record<string, number | null>> = {
    ArrowLeft: x > 0 ? -1 : null,
    ArrowRight: x < width - 1 ? 1 : null,
    ArrowUp: -width,
    ArrowDown: width,
  };
  if (k.key in step) {
    const to = cursor + (step[k.key] ?? 0);
    return step[k.key] === null || to < 0 || to >= cells.length ? null : { kind: 'cursor', to };
  }
  if (k.key === ' ' || k.key === 'Enter') return { kind: 'stamp' };
  if (/^[1-7]$/.test(k.key)) {
    const glyph = maker.offered[Number(k.key) - 1];
    return glyph === undefined ? null : { kind: 'glyph', glyph };
  }
  const tool = TOOLS[key];
  return tool ? { kind: 'tool', tool } : null;
}

/** Carry out an action on the board itself; false: it is not one (the screen's: TEST, CHECK, …). */
export function edit(maker: Maker, a: MakerAction, seed: number, cursor: number): boolean {
  if (a.kind === 'glyph') maker.pick(a.glyph);
  else if (a.kind === 'tool') maker.choose(a.tool);
  else if (a.kind === 'setting') maker.setting(a.name, a.step);
  else if (a.kind === 'size') maker.resize(a.dw, a.dh);
  else if (a.kind === 'undo') maker.undo();
  else if (a.kind === 'redo') maker.redo();
  else if (a.kind === 'clear') maker.clear();
  else if (a.kind === 'random') maker.random(seed);
  else if (a.kind === 'stamp') {
    maker.press(cursor);
    maker.release();
  } else return false;
  return true;
}
