// Flood Duel state: the board, who owns what, whose turn. Plain immutable data, safe to save as JSON.

import { ok, type Result, reject } from '../result';
import { Rng } from '../rng';
import { echo } from '../schema';

/** 0 = nobody, 1 = player 1, 2 = player 2. */
export type Owner = 0 | 1 | 2;
export type Player = 1 | 2;

/** The six board colours are indices 0..5 (notation letters a..f). */
export const COLORS = 6;
/** The colours' notation letters, in their fixed order (index 0 is `a`). */
export const COLOR_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
export type FloodColor = (typeof COLOR_LETTERS)[number];

/**
 * The rule set (docs/RULES.md §2): Flood Duel's own, or Filler's (GamePigeon's), where neither
 * player may choose their own current colour or the opponent's and more than half the board wins.
 */
export const RULE_SETS = ['flood', 'filler'] as const;
export type FloodRuleSet = (typeof RULE_SETS)[number];

export interface FloodState {
  /** Filler's rules; absent for Flood Duel's (so a Flood Duel state is the same data as before). */
  readonly rules?: 'filler';
  readonly width: number;
  readonly height: number;
  /**
   * 0..5 per square, row-major (index = y * width + x). Flood Duel: an owned square keeps the colour
   * it had, but it no longer matters. Filler: every owned square has its owner's current colour.
   */
  readonly colors: readonly number[];
  readonly owner: readonly Owner[];
  /** Player to move (after the game ends: the player who would have moved next). */
  readonly turn: Player;
  /** Moves made so far in this game. */
  readonly moves: number;
  /** Who made the last move; 0 before the first move. */
  readonly lastMover: Owner;
}

export interface FloodSize {
  readonly width: number;
  readonly height: number;
}

export const DEFAULT_SIZE: FloodSize = { width: 24, height: 16 };
/** Filler's board: 8 wide, 7 high, as GamePigeon plays it. */
export const FILLER_SIZE: FloodSize = { width: 8, height: 7 };

export const rulesOf = (state: { readonly rules?: FloodRuleSet }): FloodRuleSet => state.rules ?? 'flood';
export const SIZE_PRESETS: readonly FloodSize[] = [
  { width: 16, height: 10 },
  { width: 24, height: 16 },
  { width: 32, height: 20 },
];
/** Valid sizes for a real game (docs/RULES.md §2). */
export const SIZE_LIMITS = { minW: 4, maxW: 60, minH: 4, maxH: 40 } as const;

export const other = (p: Player): Player => (p === 1 ? 2 : 1);

/** Player 1 starts in the bottom-left corner. */
export const startSquare1 = (width: number, height: number): number => (height - 1) * width;
/** Player 2 starts in the top-right corner. */
export const startSquare2 = (width: number): number => width - 1;

/** Why a dimension is refused, each its own key (src/i18n/reasons.ts). */
const DIMENSION = {
  width: {
    whole: "width must be a whole number from {min} to {max} (got '{value}')",
    range: 'width {n} is outside {min}–{max}',
  },
  height: {
    whole: "height must be a whole number from {min} to {max} (got '{value}')",
    range: 'height {n} is outside {min}–{max}',
  },
} as const;

function checkDimension(value: unknown, name: 'width' | 'height', min: number, max: number): Result<number> {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n))
    return reject(DIMENSION[name].whole, { min, max, value: echo(String(value)) });
  if (n < min || n > max) return reject(DIMENSION[name].range, { n, min, max });
  return ok(n);
}

/**
 * Checks a board size from untrusted input such as URL parameters (numbers or numeric strings).
 * The message says which side is wrong and what is allowed.
 */
export function validateSize(width: unknown, height: unknown): Result<FloodSize> {
  const w = checkDimension(width, 'width', SIZE_LIMITS.minW, SIZE_LIMITS.maxW);
  if (!w.ok) return w;
  const h = checkDimension(height, 'height', SIZE_LIMITS.minH, SIZE_LIMITS.maxH);
  if (!h.ok) return h;
  return ok({ width: w.value, height: h.value });
}

// newGame never throws: a size that slipped past validateSize is pulled into range instead.
function clampDimension(n: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(n)));
}

/**
 * A fresh deal from `new Rng(seed)`, squares in row-major order; player 1 owns the bottom-left
 * square, player 2 the top-right one. Flood Duel: every square gets `rng.int(6)`. Filler: a square
 * never has the colour of its left or upper neighbour, and player 1's corner never has player 2's
 * colour: `rng.int(k)` picks among the k colours left, in their fixed order.
 * An out-of-range size is clamped to 4×4..60×40 (validate user input with validateSize first).
 */
export function newGame(
  size: FloodSize,
  seed: number,
  firstPlayer: Player = 1,
  rules: FloodRuleSet = 'flood',
): FloodState {
  const width = clampDimension(size.width, SIZE_LIMITS.minW, SIZE_LIMITS.maxW, DEFAULT_SIZE.width);
  const height = clampDimension(size.height, SIZE_LIMITS.minH, SIZE_LIMITS.maxH, DEFAULT_SIZE.height);
  const rng = new Rng(seed);
  const n = width * height;
  const colors: number[] = new Array(n);
  const owner: Owner[] = new Array(n).fill(0);
  const corner1 = startSquare1(width, height);
  const corner2 = startSquare2(width);
  for (let i = 0; i < n; i++) {
    if (rules === 'flood') {
      colors[i] = rng.int(COLORS);
      continue;
    }
    const barred = [i % width > 0 ? colors[i - 1] : -1, i >= width ? colors[i - width] : -1];
    if (i === corner1) barred.push(colors[corner2] as number);
    const left = [...Array(COLORS).keys()].filter((c) => !barred.includes(c));
    colors[i] = left[rng.int(left.length)] as number;
  }
  owner[corner1] = 1;
  owner[corner2] = 2;
  const turn = firstPlayer === 2 ? 2 : 1;
  const state: FloodState = { width, height, colors, owner, turn, moves: 0, lastMover: 0 };
  return rules === 'filler' ? { rules, ...state } : state;
}
