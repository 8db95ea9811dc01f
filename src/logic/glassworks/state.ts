// GlassWorks board state: a plain, JSON-safe, immutable value. Moves build new states (rules.ts).

import { Rng } from '../rng';
import { type Piece, PRIMARIES, pieceValue, SECONDARIES } from './pieces';

export const WIDTH = 12;
export const HEIGHT = 6;

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface GlassState {
  readonly width: number;
  readonly height: number;
  /** Row-major, index = y * width + x. */
  readonly cells: readonly Piece[];
  /** Points on the board when the game began, so the score survives save/undo. */
  readonly startPoints: number;
}

/** A full 12×6 deal: 12 of each colour, shuffled by the seed (same seed, same board everywhere). */
export function newGame(seed: number): GlassState {
  const perColour = (WIDTH * HEIGHT) / (PRIMARIES.length + SECONDARIES.length);
  const bag: Piece[] = [];
  for (const colour of [...PRIMARIES, ...SECONDARIES]) {
    for (let i = 0; i < perColour; i++) bag.push(colour);
  }
  const cells = new Rng(seed).shuffle(bag);
  return { width: WIDTH, height: HEIGHT, cells, startPoints: pointsOf(cells) };
}

export const pointsOf = (cells: readonly Piece[]): number => cells.reduce((sum, p) => sum + pieceValue(p), 0);

/** Points still on the board (the game's result: lower is better). */
export const points = (state: GlassState): number => pointsOf(state.cells);

/** Points cleared so far. */
export const score = (state: GlassState): number => state.startPoints - points(state);

/** Number of pieces (non-blank squares) on the board. */
export const pieceCount = (state: GlassState): number => state.cells.filter((p) => p !== '.').length;

export const inBounds = (state: GlassState, p: Point): boolean =>
  Number.isInteger(p.x) &&
  Number.isInteger(p.y) &&
  p.x >= 0 &&
  p.y >= 0 &&
  p.x < state.width &&
  p.y < state.height;

/** The piece at a square; undefined when the square is off the board. */
export const pieceAt = (state: GlassState, p: Point): Piece | undefined =>
  inBounds(state, p) ? state.cells[p.y * state.width + p.x] : undefined;
