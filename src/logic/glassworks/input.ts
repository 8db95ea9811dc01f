// GlassWorks input: clicks, taps and keys with the selection and the keyboard cursor, read
// exactly as docs/RULES.md §1 "Selecting" says.

import {
  arrowStep,
  historyCommand,
  type Input,
  isActivate,
  type Reading,
  sameSquare,
  stepSquare,
} from '../input';
import type { Move } from './rules';
import { destinations } from './rules';
import type { GlassState, Point } from './state';

export interface GlassUi {
  /** The selected anchor, whose destinations are outlined. */
  readonly selected: Point | null;
  /** The keyboard cursor, once an arrow key has been used. */
  readonly cursor: Point | null;
}

export interface GlassContext {
  /** The board is drawn on end (portrait): arrows follow the drawing. */
  readonly transposed: boolean;
  /** A results panel is open: only undo, new deal and menu keys count. */
  readonly panel: boolean;
}

export const NO_SELECTION: GlassUi = { selected: null, cursor: null };

const KEYS: Readonly<Record<string, 'undo' | 'redo' | 'new' | 'menu' | 'hint'>> = {
  u: 'undo',
  r: 'redo',
  n: 'new',
  m: 'menu',
  h: 'hint',
};

const isAnchor = (state: GlassState, at: Point): boolean => destinations(state, at).length > 0;

/** A click, tap or Enter on a square. */
function press(state: GlassState, ui: GlassUi, at: Point): Reading<Move, GlassUi> {
  const { selected } = ui;
  if (selected && sameSquare(at, selected))
    return { kind: 'ui', ui: { ...ui, selected: null }, cue: 'deselect' };
  if (selected && destinations(state, selected).some((d) => sameSquare(d, at))) {
    return { kind: 'move', move: { from: selected, to: at }, ui: { ...ui, selected: null } };
  }
  if (isAnchor(state, at)) return { kind: 'ui', ui: { ...ui, selected: at }, cue: 'select' };
  if (selected) return { kind: 'ui', ui: { ...ui, selected: null }, cue: 'deselect' };
  return { kind: 'invalid' };
}

export function interpretGlass(
  state: GlassState,
  ui: GlassUi,
  input: Input,
  ctx: GlassContext,
): Reading<Move, GlassUi> {
  if (input.kind === 'press') return ctx.panel ? { kind: 'none' } : press(state, ui, input.at);
  const { key } = input.press;
  const history = historyCommand(input.press);
  if (history) return { kind: 'command', command: history };
  if (input.press.ctrl) return { kind: 'none' };
  const command = KEYS[key.toLowerCase()];
  if (ctx.panel)
    return command === 'undo' || command === 'new' || command === 'menu'
      ? { kind: 'command', command }
      : { kind: 'none' };
  const step = arrowStep(key, ctx.transposed);
  if (step) {
    // The first arrow shows the cursor where the player is looking; later ones move it.
    const cursor = ui.cursor
      ? stepSquare(ui.cursor, step, state.width, state.height)
      : (ui.selected ?? { x: 0, y: 0 });
    return { kind: 'ui', ui: { ...ui, cursor }, cue: 'quiet' };
  }
  if (isActivate(key)) {
    return ui.cursor
      ? press(state, ui, ui.cursor)
      : { kind: 'ui', ui: { ...ui, cursor: ui.selected ?? { x: 0, y: 0 } }, cue: 'quiet' };
  }
  if (key === 'Escape')
    return { kind: 'ui', ui: { ...ui, selected: null }, cue: ui.selected ? 'deselect' : 'quiet' };
  return command ? { kind: 'command', command } : { kind: 'none' };
}
