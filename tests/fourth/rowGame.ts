// Row Sort as a game of the arcade is registered (src/midend/games/registry.ts): its description
// for the shared code (results, statistics, launch parameters), its part of deal codes (RS-6-…),
// its names, and its part of a game screen's session — the interpret_move, the model a view would
// draw, the snapshot and the results panel. No scene: the session's tests drive it with a fake
// screen, as they drive the three real games.

import type { GameId } from '../../src/logic/game';
import { historyCommand, type Input, type Reading } from '../../src/logic/input';
import { ok, reject } from '../../src/logic/result';
import { echo } from '../../src/logic/schema';
import type { GameCode } from '../../src/midend/codes/fields';
import { Midend, type MidendDeps } from '../../src/midend/core/midend';
import type { GameDescriptor } from '../../src/midend/games/descriptor';
import type { GameEntry } from '../../src/midend/games/registry';
import type { ScreenKey } from '../../src/midend/launch/navigation';
import { starsAgainstPar } from '../../src/midend/progress/stars';
import type { AnyMidend, GamePart, Position } from '../../src/midend/session/part';
import {
  type RowChange,
  type RowDeal,
  type RowMove,
  type RowOptions,
  type RowState,
  rowConfig,
} from './rowSort';

/**
 * Row Sort's id and screen as the arcade's tables hold them. The arcade's own games are a closed
 * list (logic/game.ts), and their deals a closed union (codes/dealCode.ts), so that every table of
 * the front end is checked complete; a game only the tests know is registered at run time, and its
 * id, screen key and midend (whose deal is its own) are cast to those types here, and only here.
 */
export const ROW_SORT = 'row-sort' as GameId;
const ROW_SCREEN = 'RowSort' as ScreenKey;

export type RowMidend = Midend<RowOptions, RowState, RowMove, RowChange, null, RowDeal>;

/** The UI state: the cursor the arrow keys move and Enter swaps at. */
export interface RowUi {
  readonly cursor: number;
}

/** What a view of Row Sort would draw. */
export interface RowModel {
  readonly cells: readonly number[];
  readonly cursor: number;
  readonly steps: number;
  readonly par: number | null;
}

/** Row Sort's interpret_move: a press on a square swaps it with its right neighbour; arrows and Enter. */
export function interpretRow(state: RowState, ui: RowUi, input: Input): Reading<RowMove, RowUi> {
  const last = state.cells.length - 2;
  if (input.kind === 'press') {
    if (input.at.y !== 0 || input.at.x < 0 || input.at.x > last) return { kind: 'invalid' };
    return { kind: 'move', move: { at: input.at.x }, ui: { cursor: input.at.x } };
  }
  const command = historyCommand(input.press);
  if (command) return { kind: 'command', command };
  const key = input.press.key;
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const cursor = Math.min(last, Math.max(0, ui.cursor + (key === 'ArrowLeft' ? -1 : 1)));
    return { kind: 'ui', ui: { cursor }, cue: 'quiet' };
  }
  if (key === 'Enter') return { kind: 'move', move: { at: ui.cursor }, ui };
  if (key === 'u') return { kind: 'command', command: 'undo' };
  return { kind: 'none' };
}

const inOrder = (cells: readonly number[]): boolean => cells.every((c, i) => c === i + 1);

export function rowPart(midend: RowMidend): GamePart<RowState, RowMove, RowChange, RowUi, RowModel> {
  return {
    id: ROW_SORT,
    midend: midend as unknown as AnyMidend<RowState, RowMove, RowChange>,
    rule: rowDescriptor.rule,
    initialUi: () => ({ cursor: 0 }),
    interpret: (state, ui, input) => interpretRow(state, ui, input),
    refused: (move) => ({ shake: { kind: 'square', at: { x: move.at, y: 0 } }, message: null }),
    invalidPress: () => 'Press a number that has a neighbour on its right.',
    model: (at: Position<RowState>, ui) => ({
      cells: at.state.cells,
      cursor: ui.cursor,
      steps: at.steps,
      par: midend.solver.par,
    }),
    snapshot: (m) => ({ cells: m.cells.join(''), cursor: m.cursor }),
    endWords: (o) => ({
      title: 'SORTED!',
      tone: 'good',
      lines: [`Sorted in ${o.value} swaps.`],
      summary: `${o.value} swaps`,
      tally: [{ value: o.value ?? 0, unit: null }],
      buttons: [{ name: 'new-game', label: 'NEW GAME', action: 'new-deal' }],
      sound: 'win',
      won: true,
      stars:
        o.assisted === 0 && o.value !== null && midend.solver.par !== null
          ? starsAgainstPar(o.value, midend.solver.par, midend.solver.hints)
          : null,
    }),
    result: () => (inOrder(midend.state.cells) ? midend.state.swaps : null),
    picture: () => midend.state.cells.join(''),
    newGame: (seed) => ({ fresh: true, seed, params: { length: String(midend.options.length) } }),
  };
}

/** RS, the row's length, the seed: RS-6-7K3Q9X. */
export const rowCode: GameCode<RowDeal> = {
  prefix: 'RS',
  fields: (deal) => [String(deal.length)],
  read: (fields) => {
    const length = Number(fields[0]);
    if (fields.length !== 1 || !Number.isInteger(length) || length < 3 || length > 9)
      return reject(`'${echo(fields[0])}' should be the row's length, 3 to 9`);
    return ok((seed) => ({ game: 'row-sort', length, seed }));
  },
  beatRange: (deal) => [1, (deal.length * (deal.length - 1)) / 2],
};

export const rowDescriptor: GameDescriptor = {
  id: ROW_SORT,
  rule: { unit: 'move', lower: true },
  step: 'move',
  wonAtPar: true,
  bestWhenWon: true,
  races: false,
  ladder: false,
  live: false,
  daily: (seed) => ({ game: 'row-sort', length: 6, seed }) as unknown as ReturnType<GameDescriptor['daily']>,
  wanted: (params) => {
    if (params?.length === undefined) return { messages: [] };
    const length = Number(params.length);
    return Number.isInteger(length) && length >= 3 && length <= 9
      ? { options: { length }, extras: null, messages: [] }
      : { messages: ['length must be 3 to 9: dealing a row of 5.'] };
  },
  codeParams: (deal) => ({ length: String((deal as unknown as RowDeal).length) }),
  stats: {
    title: () => 'SWAPS',
    versus: false,
    bars: (games) => [{ label: 'all', count: games.filter((g) => g.result !== null).length }],
    barLabel: (label) => label,
    outcome: (g) => (g.result === null ? null : `${g.result} swaps`),
  },
};

export const rowEntry: GameEntry = {
  about: rowDescriptor,
  code: rowCode,
  names: {
    title: () => 'Row Sort',
    name: () => 'ROW SORT',
    pitch: () => 'Sort a row by swapping neighbours.',
  },
  screen: ROW_SCREEN,
};

/** Row Sort's midend on the session's fakes. */
export const rowMidend = (deps: MidendDeps<RowState, RowMove>): RowMidend => new Midend(rowConfig, deps);
