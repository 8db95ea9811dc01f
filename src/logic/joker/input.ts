// Joker Coloring input: a tap or click on a square moves the base there; keys r g b y c m colour,
// s starts picking a base with the arrows (Enter sets it, Esc or s cancels), u undoes, h asks for
// a hint, and q, Esc, Backspace or Delete ask to quit (docs/RULES.md §3 "Keys").

import { arrowStep, historyCommand, type Input, isActivate, type Reading, stepSquare } from '../input';
import { isColorLetter } from './colors';
import type { JokerMove } from './game';
import type { Point } from './geometry';
import type { JokerState } from './state';
import { isOver } from './status';

export interface JokerUi {
  /** The square the keyboard is choosing as the new base, while `s` picking is on. */
  readonly picking: Point | null;
}

export interface JokerContext {
  /** The results panel is open: only undo and the way to the menu count. */
  readonly panel: boolean;
}

export const NOT_PICKING: JokerUi = { picking: null };

/** BASE (its button, or s): start choosing a new base with the arrows, or stop choosing. */
export function togglePicking(state: JokerState, ui: JokerUi): Reading<JokerMove, JokerUi> {
  if (ui.picking) return { kind: 'ui', ui: NOT_PICKING, cue: 'deselect' };
  if (isOver(state)) return { kind: 'none' };
  // A classic game's base is fixed: the move the rules refuse says so.
  if (state.classic) return { kind: 'move', move: { kind: 'base', at: state.base }, ui };
  return { kind: 'ui', ui: { picking: state.base }, cue: 'select' };
}

const QUIT_KEYS = ['q', 'escape', 'backspace', 'delete'];

export function interpretJoker(
  state: JokerState,
  ui: JokerUi,
  input: Input,
  ctx: JokerContext,
): Reading<JokerMove, JokerUi> {
  if (input.kind === 'press')
    return ctx.panel ? { kind: 'none' } : { kind: 'move', move: { kind: 'base', at: input.at }, ui };
  const history = historyCommand(input.press);
  if (history) return { kind: 'command', command: history };
  if (input.press.ctrl) return { kind: 'none' };
  const key = input.press.key;
  const k = key.toLowerCase();
  if (ctx.panel)
    return k === 'u'
      ? { kind: 'command', command: 'undo' }
      : k === 'm'
        ? { kind: 'command', command: 'menu' }
        : { kind: 'none' };
  if (ui.picking) {
    const step = arrowStep(key);
    if (step)
      return {
        kind: 'ui',
        ui: { picking: stepSquare(ui.picking, step, state.width, state.height) },
        cue: 'quiet',
      };
    if (isActivate(key)) return { kind: 'move', move: { kind: 'base', at: ui.picking }, ui: NOT_PICKING };
    if (k === 'escape') return { kind: 'ui', ui: NOT_PICKING, cue: 'deselect' };
  }
  if (k === 'h') return { kind: 'command', command: 'hint' };
  if (isColorLetter(k)) return { kind: 'move', move: { kind: 'color', color: k }, ui: NOT_PICKING };
  if (k === 'u') return { kind: 'command', command: 'undo' };
  if (k === 's') return togglePicking(state, ui);
  if (QUIT_KEYS.includes(k)) return { kind: 'command', command: 'quit' };
  return { kind: 'none' };
}
