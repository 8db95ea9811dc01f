// Flood Duel board notation (docs/RULES.md §2) and checking of saved states.
// Letters a–f are the six colours (index 0..5), '1' and '2' are squares owned by a player.
// Decoded boards may be as small as 2×2 (handy for tests); real games use 4×4..60×40.

import { parseGrid, printGrid } from '../notation';
import { ok, type Result, reject } from '../result';
import { shown } from '../schema';
import { COLOR_LETTERS, COLORS, type FloodState, type Owner, type Player, SIZE_LIMITS } from './state';

const ALPHABET = [...COLOR_LETTERS, '1', '2'] as const;
type Glyph = (typeof ALPHABET)[number];

/** Smallest board accepted from text or saved data; smaller than a real game so tests stay tiny. */
export const CODEC_LIMITS = { minW: 2, maxW: SIZE_LIMITS.maxW, minH: 2, maxH: SIZE_LIMITS.maxH } as const;

export function encode(state: FloodState): string {
  const cells = state.owner.map((o, i) => (o === 0 ? COLOR_LETTERS[state.colors[i] ?? 0] : String(o)));
  return printGrid(state.width, cells);
}

// A game always gives each player a square and never takes one away, so a board without one is broken.
function checkBothPlayers(owner: readonly Owner[]): Result<true> {
  if (!owner.includes(1)) return reject('player 1 owns no square');
  if (!owner.includes(2)) return reject('player 2 owns no square');
  return ok(true);
}

/**
 * Reads a board in the notation; `turn` says who moves next (it is not part of the text). The result has
 * moves = 0 and lastMover = 0; owned squares get colour 0 since the text keeps no colour for them.
 */
export function decode(text: string, turn: Player = 1): Result<FloodState> {
  if (turn !== 1 && turn !== 2) return reject(`turn must be 1 or 2 (got ${String(turn)})`);
  const grid = parseGrid<Glyph>(text, ALPHABET, CODEC_LIMITS);
  if (!grid.ok) return grid;
  const { width, height, cells } = grid.value;
  const colors: number[] = [];
  const owner: Owner[] = [];
  for (const c of cells) {
    if (c === '1' || c === '2') {
      colors.push(0);
      owner.push(c === '1' ? 1 : 2);
    } else {
      colors.push(COLOR_LETTERS.indexOf(c));
      owner.push(0);
    }
  }
  const players = checkBothPlayers(owner);
  if (!players.ok) return players;
  return ok({ width, height, colors, owner, turn, moves: 0, lastMover: 0 });
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

function checkCells(value: unknown, name: string, n: number, max: number): Result<number[]> {
  if (!Array.isArray(value)) return reject(`${name} is not a list`);
  if (value.length !== n) return reject(`${name} has ${value.length} entries, expected ${n}`);
  for (let i = 0; i < n; i++) {
    const v: unknown = value[i];
    if (!isInt(v) || v < 0 || v > max) return reject(`${name}[${i}] is ${shown(v)}, expected 0–${max}`);
  }
  return ok(value.slice() as number[]);
}

/**
 * Checks saved data (parsed JSON of unknown shape) and returns a clean copy of the state, or why it is
 * corrupt. Never throws.
 */
export function validateState(json: unknown): Result<FloodState> {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return reject('state is not an object');
  const s = json as Record<string, unknown>;
  const { width, height, turn, moves, lastMover } = s;
  if (!isInt(width) || width < CODEC_LIMITS.minW || width > CODEC_LIMITS.maxW) {
    return reject(`width must be a whole number ${CODEC_LIMITS.minW}–${CODEC_LIMITS.maxW}`);
  }
  if (!isInt(height) || height < CODEC_LIMITS.minH || height > CODEC_LIMITS.maxH) {
    return reject(`height must be a whole number ${CODEC_LIMITS.minH}–${CODEC_LIMITS.maxH}`);
  }
  const colors = checkCells(s.colors, 'colors', width * height, COLORS - 1);
  if (!colors.ok) return colors;
  const owner = checkCells(s.owner, 'owner', width * height, 2);
  if (!owner.ok) return owner;
  if (turn !== 1 && turn !== 2) return reject('turn must be 1 or 2');
  if (!isInt(moves) || moves < 0) return reject('moves must be a whole number ≥ 0');
  if (lastMover !== 0 && lastMover !== 1 && lastMover !== 2) return reject('lastMover must be 0, 1 or 2');
  if ((moves === 0) !== (lastMover === 0)) return reject('lastMover must be 0 exactly when no move was made');
  const owners = owner.value as Owner[];
  const players = checkBothPlayers(owners);
  if (!players.ok) return players;
  const state: FloodState = { width, height, colors: colors.value, owner: owners, turn, moves, lastMover };
  if (s.rules === undefined || s.rules === 'flood') return ok(state);
  if (s.rules !== 'filler') return reject('rules must be flood or filler');
  const colours = checkFillerColors(colors.value, owners);
  return colours.ok ? ok({ rules: 'filler', ...state }) : colours;
}

/** Filler: each side's squares all have one colour (its current one), and the two sides' differ. */
function checkFillerColors(colors: readonly number[], owner: readonly Owner[]): Result<true> {
  const current = [-1, -1, -1];
  for (let i = 0; i < owner.length; i++) {
    const o = owner[i] as Owner;
    if (o === 0) continue;
    if (current[o] === -1) current[o] = colors[i] as number;
    else if (current[o] !== colors[i]) return reject(`player ${o}'s squares are not all one colour`);
  }
  if (current[1] === current[2]) return reject('both players have the same colour');
  return ok(true);
}
