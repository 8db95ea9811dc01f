// Flood Duel as a game of the shared interface (src/logic/game.ts): options are the board size and
// who moves first, a move is the colour the player to move chooses (docs/RULES.md §2).

import type { GameRules } from '../game';
import { flagField, type Header, parsePosition, printPosition, wholeField } from '../notation';
import { ok, type Result, reject } from '../result';
import { echo } from '../schema';
import { decode, encode, validateState } from './codec';
import { boardText, madeColors } from './made';
import { apply, currentColor, type FloodChange, forbidden, status } from './rules';
import {
  COLOR_LETTERS,
  type FloodColor,
  type FloodState,
  newGame,
  type Player,
  rulesOf,
  validateSize,
} from './state';

export interface FloodOptions {
  readonly width: number;
  readonly height: number;
  /** Who moves first: the human against the computer; alternating between two players. */
  readonly first: Player;
  /** Filler's rules (docs/RULES.md §2); absent for Flood Duel's own. */
  readonly rules?: 'filler';
  /** A made board (made.ts): its colours as notation text; absent: dealt from the seed. */
  readonly board?: string;
}

export interface FloodMove {
  readonly color: FloodColor;
}

export const DEFAULT_OPTIONS: FloodOptions = { width: 24, height: 16, first: 1 };

export const colorIndex = (color: FloodColor): number => COLOR_LETTERS.indexOf(color);
/** The move choosing colour `index` (0–5, the fixed order a–f). */
export const moveOfIndex = (index: number): FloodMove => ({ color: COLOR_LETTERS[index] ?? 'a' });

function checkOptions(data: unknown): Result<FloodOptions> {
  if (typeof data !== 'object' || data === null) return reject('Flood Duel options are not an object');
  const d = data as Record<string, unknown>;
  const size = validateSize(d.width, d.height);
  if (!size.ok) return size;
  const first = d.first ?? 1;
  if (first !== 1 && first !== 2) return reject('first must be player 1 or 2');
  if (d.rules !== undefined && d.rules !== 'flood' && d.rules !== 'filler')
    return reject('rules must be flood or filler');
  const options: FloodOptions = { ...size.value, first, ...(d.rules === 'filler' ? { rules: d.rules } : {}) };
  if (d.board === undefined) return ok(options);
  const colors = madeColors(options, rulesOf(options), d.board);
  return colors.ok ? ok({ ...options, board: boardText(colors.value, options.width) }) : colors;
}

/** The deal: the made board when the options carry one, else the seed's. */
function deal(options: FloodOptions, seed: number): FloodState {
  const dealt = newGame(options, seed, options.first, options.rules);
  const colors = options.board === undefined ? null : madeColors(dealt, rulesOf(dealt), options.board);
  return colors?.ok ? { ...dealt, colors: colors.value } : dealt;
}

function decodeMove(token: string): Result<FloodMove> {
  return (COLOR_LETTERS as readonly string[]).includes(token)
    ? ok({ color: token as FloodColor })
    : reject(`'${echo(token)}' is not a colour a–f`);
}

/** Filler: the players' current colours, which the board's '1' and '2' do not show. */
function fillerColours(header: Header): Result<[number, number]> {
  const out: number[] = [];
  for (const key of ['p1', 'p2']) {
    const value = header.get(key);
    const index = typeof value === 'string' ? colorIndex(value as FloodColor) : -1;
    if (index < 0) return reject(`filler needs ${key}= with a colour a–f`);
    out.push(index);
  }
  return ok(out as [number, number]);
}

function decodePosition(text: string): Result<FloodState> {
  const parts = parsePosition(text, ['filler', 'p1', 'p2', 'turn', 'moves', 'last']);
  if (!parts.ok) return parts;
  const { header } = parts.value;
  const turn = wholeField(header, 'turn', 1, 2, 1);
  if (!turn.ok) return turn;
  const moves = wholeField(header, 'moves', 0, 1_000_000, 0);
  if (!moves.ok) return moves;
  const last = wholeField(header, 'last', 0, 2, 0);
  if (!last.ok) return last;
  const board = decode(parts.value.board, turn.value as Player);
  if (!board.ok) return board;
  const filler = flagField(header, 'filler');
  if (!filler.ok) return filler;
  const state = { ...board.value, moves: moves.value, lastMover: last.value };
  if (!filler.value) return validateState(state);
  const current = fillerColours(header);
  if (!current.ok) return current;
  const colors = state.owner.map((o, i) => (o === 0 ? state.colors[i] : current.value[o - 1]));
  return validateState({ ...state, rules: 'filler', colors });
}

export const floodDuel: GameRules<FloodOptions, FloodState, FloodMove, FloodChange> = {
  id: 'flood-duel',
  defaultOptions: DEFAULT_OPTIONS,
  checkOptions,
  deal,
  apply(state, move) {
    const index = colorIndex(move.color);
    if (index < 0) return reject(`'${echo(String(move.color))}' is not a colour a–f`);
    const r = apply(state, index);
    return r.ok ? ok({ state: r.value.state, changes: r.value.change }) : r;
  },
  status,
  // Any colour may be chosen while the game is on, even one that gains nothing, but for the two
  // Filler forbids (docs/RULES.md §2).
  legalMoves: (state) => {
    if (status(state) === 'over') return [];
    const barred = forbidden(state);
    return COLOR_LETTERS.filter((_, i) => !barred.includes(i)).map((color) => ({ color }));
  },
  moveKind: () => 'step',
  encodePosition: (state) =>
    printPosition(
      [
        ['filler', state.rules === 'filler'],
        ['p1', state.rules === 'filler' ? COLOR_LETTERS[currentColor(state, 1)] : undefined],
        ['p2', state.rules === 'filler' ? COLOR_LETTERS[currentColor(state, 2)] : undefined],
        ['turn', state.turn],
        ['moves', state.moves],
        ['last', state.lastMover],
      ],
      encode(state),
    ),
  decodePosition,
  encodeMove: (move) => move.color,
  decodeMove,
  validateState,
};
