// GlassWorks jump rules (docs/RULES.md §1): the six legal jumps 1a–3b, what each leaves behind,
// and the questions the scene asks (which pieces can move, where to). Illegal moves are
// rejected with a reason a player can read; nothing here throws or mutates a state.

import { ok, type Result, reject } from '../result';
import { REASONS } from './jumpReasons';
import { BLANK, isBlank, isPrimary, minus, mix, type Piece, type Primary, type Secondary } from './pieces';
import { type GlassState, inBounds, type Point, pieceAt, pieceCount, points } from './state';

export type JumpRule = '1a' | '1b' | '2a' | '2b' | '3a' | '3b';

export interface Jump {
  readonly from: Point;
  readonly over: Point;
  readonly to: Point;
}

export interface Move {
  readonly from: Point;
  readonly to: Point;
}

export interface Classified {
  readonly rule: JumpRule;
  readonly over: Point;
  /** What the jumped square holds after the jump. */
  readonly overAfter: Piece;
  /** What the destination holds after the jump. */
  readonly toAfter: Piece;
}

/** Everything the scene needs to animate one jump. */
export interface JumpChange {
  readonly rule: JumpRule;
  readonly from: Point;
  readonly over: Point;
  readonly to: Point;
  readonly jumper: Piece;
  readonly overBefore: Piece;
  readonly overAfter: Piece;
  readonly toBefore: Piece;
  readonly toAfter: Piece;
  readonly pointsBefore: number;
  readonly pointsAfter: number;
}

/** Every rejection reason (reasons.ts), so callers and tests can compare without retyping the text. */
export { REASONS };

const DIRECTIONS: readonly Point[] = [
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
];

/** Which rule (if any) makes the jump from → to legal, and what it leaves on the board. */
export function classify(state: GlassState, from: Point, to: Point): Result<Classified> {
  const jumper = pieceAt(state, from);
  if (jumper === undefined) return reject(REASONS.fromOffBoard);
  if (isBlank(jumper)) return reject(REASONS.noPiece);
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const straightTwo = (Math.abs(dx) === 2 && dy === 0) || (dx === 0 && Math.abs(dy) === 2);
  if (!straightTwo) return reject(REASONS.notStraightTwo);
  const target = pieceAt(state, to);
  if (target === undefined) return reject(REASONS.toOffBoard);
  const over: Point = { x: from.x + dx / 2, y: from.y + dy / 2 };
  const jumped = pieceAt(state, over) as Piece; // between two on-board squares, so on the board
  if (isBlank(jumped)) return reject(REASONS.overBlank);
  return isPrimary(jumper)
    ? classifyPrimary(jumper, jumped, target, over)
    : classifySecondary(jumper, jumped, target, over);
}

function classifyPrimary(p1: Primary, jumped: Piece, target: Piece, over: Point): Result<Classified> {
  // Rules 1a/1b jump a primary (it vanishes); 2a/2b jump a secondary and take the jumper's colour out of it.
  let overAfter: Piece;
  if (isPrimary(jumped)) {
    overAfter = BLANK;
  } else {
    const rest = minus(jumped as Secondary, p1);
    if (rest === undefined) return reject(REASONS.primaryOverForeign);
    overAfter = rest;
  }
  const first = isPrimary(jumped) ? '1' : '2';
  if (isBlank(target)) return ok({ rule: `${first}b` as JumpRule, over, overAfter, toAfter: p1 });
  if (!isPrimary(target)) return reject(REASONS.ontoSecondary);
  return ok({ rule: `${first}a` as JumpRule, over, overAfter, toAfter: mix(p1, target) });
}

function classifySecondary(s: Secondary, jumped: Piece, target: Piece, over: Point): Result<Classified> {
  // A secondary only ever jumps its own colour, landing on a blank (3b) or on its own colour (3a).
  if (isPrimary(jumped)) return reject(REASONS.secondaryOverPrimary);
  if (jumped !== s) return reject(REASONS.secondaryOverOther);
  if (isBlank(target)) return ok({ rule: '3b', over, overAfter: BLANK, toAfter: s });
  if (isPrimary(target)) return reject(REASONS.secondaryOntoPrimary);
  if (target !== s) return reject(REASONS.ontoSecondary);
  return ok({ rule: '3a', over, overAfter: BLANK, toAfter: s });
}

/** Make one jump: a new state plus the change to animate, or the reason it is illegal. */
export function apply(state: GlassState, move: Move): Result<{ state: GlassState; change: JumpChange }> {
  const c = classify(state, move.from, move.to);
  if (!c.ok) return c;
  const { rule, over, overAfter, toAfter } = c.value;
  const at = (p: Point) => p.y * state.width + p.x;
  const cells = state.cells.slice();
  const jumper = cells[at(move.from)] as Piece;
  const overBefore = cells[at(over)] as Piece;
  const toBefore = cells[at(move.to)] as Piece;
  cells[at(move.from)] = BLANK;
  cells[at(over)] = overAfter;
  cells[at(move.to)] = toAfter;
  const next: GlassState = { ...state, cells };
  const from = { x: move.from.x, y: move.from.y };
  const to = { x: move.to.x, y: move.to.y };
  const change: JumpChange = {
    rule,
    from,
    over,
    to,
    jumper,
    overBefore,
    overAfter,
    toBefore,
    toAfter,
    pointsBefore: points(state),
    pointsAfter: points(next),
  };
  return ok({ state: next, change });
}

/** The legal jumps of the piece at `from`, in the order up, right, down, left. */
function jumpsFrom(state: GlassState, from: Point): Jump[] {
  const out: Jump[] = [];
  for (const d of DIRECTIONS) {
    const to = { x: from.x + 2 * d.x, y: from.y + 2 * d.y };
    if (!inBounds(state, to)) continue;
    const c = classify(state, from, to);
    if (c.ok) out.push({ from: { x: from.x, y: from.y }, over: c.value.over, to });
  }
  return out;
}

/** Every legal jump on the board, anchors in row-major order. */
export function legalJumps(state: GlassState): Jump[] {
  const out: Jump[] = [];
  for (let y = 0; y < state.height; y++) {
    for (let x = 0; x < state.width; x++) out.push(...jumpsFrom(state, { x, y }));
  }
  return out;
}

/** Squares whose piece has at least one legal jump (the valid anchors), row-major. */
export function anchors(state: GlassState): Point[] {
  const out: Point[] = [];
  for (let y = 0; y < state.height; y++) {
    for (let x = 0; x < state.width; x++) {
      if (jumpsFrom(state, { x, y }).length > 0) out.push({ x, y });
    }
  }
  return out;
}

/** Where the piece at `at` may land; empty for a blank, an off-board square or a stuck piece. */
export function destinations(state: GlassState, at: Point): Point[] {
  if (!inBounds(state, at)) return [];
  return jumpsFrom(state, at).map((j) => j.to);
}

/** The game is over when no legal jump is left. */
export const isOver = (state: GlassState): boolean => anchors(state).length === 0;

export const status = (state: GlassState): 'playing' | 'over' => (isOver(state) ? 'over' : 'playing');

/** The best possible end: exactly one piece left (the jumper always survives). */
export const isCleared = (state: GlassState): boolean => pieceCount(state) === 1;
