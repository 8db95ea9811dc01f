// GlassWorks as a game of the shared interface (src/logic/game.ts): one fixed 12×6 deal per seed,
// a move is one jump, the game is over when no jump is left. Built from the modules beside it.

import type { GameRules } from '../game';
import { parsePosition, parseSquare, printPosition, printSquare, wholeField } from '../notation';
import { ok, type Result, reject } from '../result';
import { echo } from '../schema';
import { decode, encode, validateState } from './codec';
import { madeBoard, madeOptions } from './made';
import { apply, type JumpChange, legalJumps, type Move, status } from './rules';
import { type GlassState, newGame, pointsOf } from './state';

/** A seed deals the full 12×6 board; a made board (made.ts) is its own deal, whatever the seed. */
export interface GlassOptions {
  readonly board?: string;
}

/** Move tokens: the anchor `x,y`, then the direction of the jump (docs/RULES.md §1 "Notation"). */
const DIRECTIONS = { u: [0, -1], r: [1, 0], d: [0, 1], l: [-1, 0] } as const;
type Direction = keyof typeof DIRECTIONS;

function encodeJump(move: Move): string {
  const dx = move.to.x - move.from.x;
  const dy = move.to.y - move.from.y;
  const dir: Direction = Math.abs(dx) >= Math.abs(dy) ? (dx >= 0 ? 'r' : 'l') : dy >= 0 ? 'd' : 'u';
  return `${printSquare(move.from)}${dir}`;
}

function decodeJump(token: string): Result<Move> {
  const dir = token.slice(-1) as Direction;
  if (!Object.hasOwn(DIRECTIONS, dir))
    return reject(`'${echo(token)}' must end with a direction u, r, d or l`);
  const from = parseSquare(token.slice(0, -1));
  if (!from.ok) return from;
  const [dx, dy] = DIRECTIONS[dir];
  return ok({ from: from.value, to: { x: from.value.x + 2 * dx, y: from.value.y + 2 * dy } });
}

function decodePosition(text: string): Result<GlassState> {
  const parts = parsePosition(text, ['start']);
  if (!parts.ok) return parts;
  const board = decode(parts.value.board);
  if (!board.ok) return board;
  const { width, height, cells } = board.value;
  const now = pointsOf(cells);
  const start = wholeField(parts.value.header, 'start', now, 2 * width * height, now);
  if (!start.ok) return start;
  return ok({ ...board.value, startPoints: start.value });
}

export const glassworks: GameRules<GlassOptions, GlassState, Move, JumpChange> = {
  id: 'glassworks',
  defaultOptions: {},
  checkOptions: (data) => {
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      return reject('GlassWorks options must be an object');
    const { board } = data as { board?: unknown };
    return board === undefined ? ok({}) : madeOptions(board);
  },
  deal: (options, seed) => {
    const made = options.board === undefined ? null : madeBoard(options.board);
    return made?.ok ? made.value : newGame(seed);
  },
  apply(state, move) {
    const r = apply(state, move);
    return r.ok ? ok({ state: r.value.state, changes: r.value.change }) : r;
  },
  status,
  legalMoves: (state) => legalJumps(state).map(({ from, to }) => ({ from, to })),
  moveKind: () => 'step',
  encodePosition: (state) => printPosition([['start', state.startPoints]], encode(state)),
  decodePosition,
  encodeMove: encodeJump,
  decodeMove: decodeJump,
  validateState,
};
