// Input interpretation, the shared part (Tatham's interpret_move): a game turns a press on a square
// or a key, with its UI state (a selection, a cursor), into a move, a change of UI state, a command
// or "not allowed". Pure and testable; a scene only forwards input and carries out the reading.

import type { Square } from './notation';

/** A key as the browser names it (`KeyboardEvent.key`), with the modifiers that matter. */
export interface KeyPress {
  readonly key: string;
  readonly ctrl?: boolean;
  readonly shift?: boolean;
}

export type Input =
  | { readonly kind: 'press'; readonly at: Square }
  | { readonly kind: 'key'; readonly press: KeyPress };

/** Things a key asks of the screen rather than of the rules (level, size, rule set: Flood Duel's next game). */
export type Command =
  | 'undo'
  | 'redo'
  | 'new'
  | 'menu'
  | 'hint'
  | 'quit'
  | 'level'
  | 'size'
  | 'ruleset'
  | 'help';

/** The sound a UI change makes: picking something up, putting it down, or none. */
export type Cue = 'select' | 'deselect' | 'quiet';

export type Reading<M, U> =
  | { readonly kind: 'move'; readonly move: M; readonly ui: U }
  | { readonly kind: 'ui'; readonly ui: U; readonly cue: Cue }
  | { readonly kind: 'command'; readonly command: Command }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'none' };

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The step an arrow key makes on the board, or null for another key. On a board drawn on end
 * (GlassWorks in portrait), the arrows follow the drawing: right on screen is down on the board.
 */
export function arrowStep(key: string, transposed = false): readonly [number, number] | null {
  const step = ARROWS[key];
  if (!step) return null;
  return transposed ? [step[1], step[0]] : step;
}

/** A square moved by a step, kept on a board of the given size. */
export function stepSquare(
  from: Square,
  step: readonly [number, number],
  width: number,
  height: number,
): Square {
  return {
    x: Math.min(width - 1, Math.max(0, from.x + step[0])),
    y: Math.min(height - 1, Math.max(0, from.y + step[1])),
  };
}

/**
 * Keys every game shares: Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo (Cmd on a Mac), and ? for how
 * to play.
 */
export function historyCommand(press: KeyPress): 'undo' | 'redo' | 'help' | null {
  if (press.key === '?') return 'help';
  if (!press.ctrl) return null;
  const k = press.key.toLowerCase();
  if (k === 'z' && !press.shift) return 'undo';
  if (k === 'y' || (k === 'z' && press.shift)) return 'redo';
  return null;
}

/** Enter and Space act on the cursor in every game. */
export const isActivate = (key: string): boolean => key === 'Enter' || key === ' ';

export const sameSquare = (a: Square | null, b: Square | null): boolean =>
  a !== null && b !== null && a.x === b.x && a.y === b.y;
