// A fourth game, for the tests only: Row Sort, a one-row puzzle. A row of the numbers 1…n, dealt
// shuffled from a seed; a move swaps two neighbours; the row in order wins, in as few swaps as
// may be. It is written as a game of the arcade is: rules against the one interface
// (src/logic/game.ts), and its description for the one Midend (src/midend/core/config.ts). The
// rules' tests (tests/logic/game.test.ts) and the midend's (tests/midend/fourthGame.test.ts) take
// it in as they take the three real games.

import type { GameRules, Status } from '../../src/logic/game';
import { ok, type Result, reject } from '../../src/logic/result';
import type { MidendConfig } from '../../src/midend/core/config';
import type { SolverPort } from '../../src/midend/core/solverDesk';

export interface RowOptions {
  readonly length: number;
}
export interface RowState {
  readonly cells: readonly number[];
  readonly swaps: number;
}
/** Swap the numbers at `at` and `at + 1`. */
export interface RowMove {
  readonly at: number;
}
export type RowChange = RowMove;
/** Row Sort's deal, as a code would name it. */
export interface RowDeal {
  readonly game: 'row-sort';
  readonly length: number;
  readonly seed: number;
}

const isObject = (d: unknown): d is Record<string, unknown> => typeof d === 'object' && d !== null;
const isLength = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 3 && (n as number) <= 9;

/** The numbers 1…n, each once. */
function isRow(cells: unknown): cells is number[] {
  if (!Array.isArray(cells) || !isLength(cells.length)) return false;
  return [...cells].sort((a, b) => a - b).every((c, i) => c === i + 1);
}

/** A seeded shuffle (a small LCG): the same seed gives the same row everywhere; never in order. */
function shuffled(n: number, seed: number): number[] {
  const cells = Array.from({ length: n }, (_, i) => i + 1);
  let x = seed >>> 0;
  for (let i = n - 1; i > 0; i--) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    const j = x % (i + 1);
    [cells[i], cells[j]] = [cells[j] as number, cells[i] as number];
  }
  if (cells.every((c, i) => c === i + 1)) [cells[0], cells[1]] = [2, 1];
  return cells;
}

const inOrder = (s: RowState): boolean => s.cells.every((c, i) => c === i + 1);

export const rowSort: GameRules<RowOptions, RowState, RowMove, RowChange> = {
  id: 'row-sort',
  defaultOptions: { length: 5 },
  checkOptions: (d) =>
    isObject(d) && isLength(d.length) ? ok({ length: d.length }) : reject('length must be 3 to 9'),
  deal: (options, seed) => ({ cells: shuffled(options.length, seed), swaps: 0 }),
  apply(state, move) {
    if (inOrder(state)) return reject('the row is in order');
    if (!Number.isInteger(move.at) || move.at < 0 || move.at >= state.cells.length - 1)
      return reject('no such pair');
    const cells = [...state.cells];
    [cells[move.at], cells[move.at + 1]] = [cells[move.at + 1] as number, cells[move.at] as number];
    return ok({ state: { cells, swaps: state.swaps + 1 }, changes: { at: move.at } });
  },
  status: (state): Status => (inOrder(state) ? 'won' : 'playing'),
  legalMoves: (state) => (inOrder(state) ? [] : state.cells.slice(1).map((_, at) => ({ at }))),
  moveKind: () => 'step',
  encodePosition: (state) => `[swaps=${state.swaps}] ${state.cells.join('')}`,
  decodePosition(text) {
    const m = /^\[swaps=(\d+)\] ([1-9]+)$/.exec(text);
    if (!m) return reject('a position is [swaps=N] then the row');
    const cells = [...(m[2] as string)].map(Number);
    return isRow(cells) ? ok({ cells, swaps: Number(m[1]) }) : reject('the row is not 1…n once each');
  },
  encodeMove: (move) => `s${move.at}`,
  decodeMove: (token): Result<RowMove> =>
    /^s[0-7]$/.test(token) ? ok({ at: Number(token.slice(1)) }) : reject(`not a swap: ${token}`),
  validateState(d) {
    if (!isObject(d) || !isRow(d.cells) || !Number.isInteger(d.swaps) || (d.swaps as number) < 0)
      return reject('not a Row Sort state');
    return ok({ cells: [...d.cells], swaps: d.swaps as number });
  },
};

/** Row Sort for the one Midend: no extras; a deal's best is the fewest swaps. */
export const rowConfig: MidendConfig<RowOptions, RowState, RowMove, RowChange, null, RowDeal> = {
  rules: rowSort,
  validateExtras: (json) => (json === null || json === undefined ? ok(null) : reject('no extras')),
  defaultExtras: () => null,
  dealOf: (options, seed) => ({ game: 'row-sort', length: options.length, seed }),
  bests: { table: 'row-sort', key: (options, seed) => `${options.length}s${seed}` },
  resultOf: (state) => (inOrder(state) ? state.swaps : null),
};

/** Bubble sort's swaps: the fewest a row needs. */
export const bubble = (state: RowState): RowMove[] => {
  const cells = [...state.cells];
  const line: RowMove[] = [];
  for (let end = cells.length - 1; end > 0; end--)
    for (let at = 0; at < end; at++)
      if ((cells[at] as number) > (cells[at + 1] as number)) {
        [cells[at], cells[at + 1]] = [cells[at + 1] as number, cells[at] as number];
        line.push({ at });
      }
  return line;
};

/** Row Sort's solver, answering at once: bubble sort's line is par's, a hint's and SHOW ME's. */
export const rowSolver: SolverPort<RowState, RowMove> = {
  par: (start, reply) => reply.answer({ par: bubble(start).length, line: bubble(start) }),
  hint: (state, reply) => reply.answer(bubble(state)),
  line: (state, reply) => reply.answer(bubble(state)),
  cancel: () => {},
  dispose: () => {},
};
