// Joker Coloring as a game of the shared interface (src/logic/game.ts). Three kinds of move: a
// colour (one counted move from the base), a base change (free) and quitting (final), all as
// plain objects, so undo, saving and replays treat them like any other game's moves.

import type { GameRules } from '../game';
import {
  flagField,
  type Header,
  parsePosition,
  parseSquare,
  printPosition,
  printSquare,
  wholeField,
} from '../notation';
import { ok, type Result, reject } from '../result';
import { echo } from '../schema';
import { decodeBoard, encode, validateState } from './codec';
import { type ColorLetter, gameColors, isColorLetter, JOKER } from './colors';
import { indexOf, type Point, pointOf } from './geometry';
import { madeOptions } from './made';
import { colorMove, overReason, setBase } from './moves';
import { CASUAL_LIMIT, checkOptions, DEFAULTS, type JokerOptions, RANGES } from './options';
import type { ColorChange } from './paint';
import { type JokerState, newGame } from './state';
import { isOver, status } from './status';

export type JokerMove =
  | { readonly kind: 'color'; readonly color: ColorLetter }
  | { readonly kind: 'base'; readonly at: Point }
  | { readonly kind: 'quit' };

/** What a move changed: a colouring in animation order, the base's step, or the give-up. */
export type JokerChanges =
  | ({ readonly kind: 'color' } & ColorChange)
  | { readonly kind: 'base'; readonly from: Point; readonly to: Point }
  | { readonly kind: 'quit' };

function apply(state: JokerState, move: JokerMove): Result<{ state: JokerState; changes: JokerChanges }> {
  if (move.kind === 'color') {
    const r = colorMove(state, move.color);
    return r.ok ? ok({ state: r.value.state, changes: { kind: 'color', ...r.value.change } }) : r;
  }
  if (move.kind === 'base') {
    const r = setBase(state, move.at);
    return r.ok ? ok({ state: r.value, changes: { kind: 'base', from: state.base, to: r.value.base } }) : r;
  }
  // Quitting is refused once the game is over, so a won or lost game keeps its result.
  if (isOver(state)) return overReason(state);
  return ok({ state: { ...state, quit: true }, changes: { kind: 'quit' } });
}

function legalMoves(state: JokerState): JokerMove[] {
  if (isOver(state)) return [];
  const baseColor = state.cells[indexOf(state.base, state.width)];
  const moves: JokerMove[] = gameColors(state.colors)
    .filter((c) => c !== baseColor)
    .map((color) => ({ kind: 'color', color }));
  if (!state.classic) {
    state.cells.forEach((cell, i) => {
      const at = pointOf(i, state.width);
      if (cell !== JOKER && !(at.x === state.base.x && at.y === state.base.y))
        moves.push({ kind: 'base', at });
    });
  }
  moves.push({ kind: 'quit' });
  return moves;
}

const encodeMove = (move: JokerMove): string =>
  move.kind === 'color' ? move.color : move.kind === 'base' ? `@${printSquare(move.at)}` : 'q';

function decodeMove(token: string): Result<JokerMove> {
  if (token === 'q') return ok({ kind: 'quit' });
  if (isColorLetter(token)) return ok({ kind: 'color', color: token });
  if (token.startsWith('@')) {
    const at = parseSquare(token.slice(1));
    return at.ok ? ok({ kind: 'base', at: at.value }) : at;
  }
  return reject(`'${echo(token)}' is not a colour r g b y c m, a base change @x,y or q`);
}

function baseField(header: Header): Result<Point> {
  const value = header.get('base');
  if (value === undefined) return ok({ x: 0, y: 0 });
  return value === true ? reject('base must be a square x,y') : parseSquare(value);
}

function decodePosition(text: string): Result<JokerState> {
  const parts = parsePosition(text, ['base', 'left', 'made', 'colors', 'classic', 'casual', 'quit']);
  if (!parts.ok) return parts;
  const { header } = parts.value;
  const base = baseField(header);
  if (!base.ok) return base;
  const fields: Record<string, number> = {};
  for (const [key, fallback] of [
    ['left', DEFAULTS.moves],
    ['made', 0],
    ['colors', DEFAULTS.colors],
  ] as const) {
    const range = key === 'colors' ? RANGES.colors : { min: 0, max: CASUAL_LIMIT };
    const r = wholeField(header, key, range.min, range.max, fallback);
    if (!r.ok) return r;
    fields[key] = r.value;
  }
  const classic = flagField(header, 'classic');
  if (!classic.ok) return classic;
  const casual = flagField(header, 'casual');
  if (!casual.ok) return casual;
  const quit = flagField(header, 'quit');
  if (!quit.ok) return quit;
  const board = decodeBoard(parts.value.board, fields.colors);
  if (!board.ok) return board;
  return validateState({
    ...board.value,
    colors: fields.colors,
    base: base.value,
    movesLeft: fields.left,
    movesMade: fields.made,
    quit: quit.value,
    classic: classic.value || undefined,
    casual: casual.value || undefined,
  });
}

/** The options, strictly; with a made board, the board checked against them (made.ts). */
function checkGameOptions(data: unknown): Result<JokerOptions> {
  const options = checkOptions(data);
  if (!options.ok) return options;
  const { board, base } = data as { board?: unknown; base?: unknown };
  return board === undefined ? options : madeOptions(options.value, board, base);
}

export const jokerColoring: GameRules<JokerOptions, JokerState, JokerMove, JokerChanges> = {
  id: 'joker-coloring',
  defaultOptions: DEFAULTS,
  checkOptions: checkGameOptions,
  deal: newGame,
  apply,
  status,
  legalMoves,
  moveKind: (move) => (move.kind === 'base' ? 'free' : move.kind === 'quit' ? 'final' : 'step'),
  encodePosition: (s) =>
    printPosition(
      [
        ['base', printSquare(s.base)],
        ['left', s.movesLeft],
        ['made', s.movesMade],
        ['colors', s.colors],
        ['classic', s.classic === true],
        ['casual', s.casual === true],
        ['quit', s.quit],
      ],
      encode(s),
    ),
  decodePosition,
  encodeMove,
  decodeMove,
  validateState,
};
