// Game options (docs/RULES.md §3): MOVES, WIDTH, HEIGHT, COLOR_NUM, with their defaults and the
// settled ranges, plus the CLASSIC switch (the classic Flood-It: no jokers, no knight step, base
// fixed at (0, 0)). Two checkers: a forgiving one for player input (bad values fall back to the
// default with a message) and a strict one for data that must already be right. Also the move
// limits of the difficulty presets, a pure function of a deal's par kept within the moves range.

import { ok, type Rejected, type Result, reject } from '../result';

export interface JokerOptions {
  moves: number;
  width: number;
  height: number;
  colors: number;
  /**
   * Classic mode: no jokers are dealt, colouring has no knight step, the base stays at (0, 0).
   * Optional, absent means false; the checkers return it only when true, so classic is the one
   * canonical form and options saved before the switch existed stay valid.
   */
  classic?: boolean;
  /**
   * Casual mode: no move limit that loses the game (it has CASUAL_LIMIT moves, more than any game
   * needs); the result is the moves used, against par. Present only as `true`; `moves` is then
   * the default, unused.
   */
  casual?: boolean;
  /** A made board (made.ts): its squares as notation text, rows joined by '/'; absent: dealt from the seed. */
  board?: string;
  /** A made board's base at the start; absent: (0, 0). */
  base?: { readonly x: number; readonly y: number };
}

/** A casual game's moves: a bound that keeps the numbers finite, never a limit a player meets. */
export const CASUAL_LIMIT = 999;

/** The numeric options (the ones with a range). */
export type OptionName = 'moves' | 'width' | 'height' | 'colors';

export const DEFAULTS: Readonly<JokerOptions> = { moves: 21, width: 18, height: 18, colors: 4 };

export const RANGES: Readonly<Record<OptionName, { readonly min: number; readonly max: number }>> = {
  moves: { min: 1, max: 99 },
  width: { min: 2, max: 40 },
  height: { min: 2, max: 40 },
  colors: { min: 2, max: 6 },
};

const NAMES: readonly OptionName[] = ['moves', 'width', 'height', 'colors'];

function rangeText(name: OptionName): string {
  const { min, max } = RANGES[name];
  return `${name} must be a whole number from ${min} to ${max}`;
}

/** An out-of-range value replaced by the default, said by option (each its own key, src/i18n/reasons.ts). */
const REPLACED: Readonly<Record<OptionName, string>> = {
  moves: 'moves must be a whole number from {min} to {max}; using {value}',
  width: 'width must be a whole number from {min} to {max}; using {value}',
  height: 'height must be a whole number from {min} to {max}; using {value}',
  colors: 'colors must be a whole number from {min} to {max}; using {value}',
};

/** Reads a whole number; text like "30" counts too, because form fields and URLs deliver text. */
function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value)) return Number(value);
  return undefined;
}

function inRange(name: OptionName, value: number): boolean {
  return value >= RANGES[name].min && value <= RANGES[name].max;
}

const CLASSIC_TEXT = 'classic must be true or false';

/** Reads the classic switch; text like "true", "1" or "off" counts too (form fields and URLs). */
function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(word)) return true;
  if (['false', '0', 'no', 'off'].includes(word)) return false;
  return undefined;
}

/**
 * Forgiving: a missing (undefined) value takes the default silently; a non-integer or
 * out-of-range value takes the default and adds a message. Unknown keys are ignored.
 */
export function validateOptions(partial: Record<string, unknown>): {
  options: JokerOptions;
  messages: Rejected[];
} {
  const options: JokerOptions = { ...DEFAULTS };
  const messages: Rejected[] = [];
  for (const name of NAMES) {
    const raw = partial[name];
    if (raw === undefined) continue;
    const value = wholeNumber(raw);
    if (value !== undefined && inRange(name, value)) options[name] = value;
    else messages.push(reject(REPLACED[name], { ...RANGES[name], value: DEFAULTS[name] }));
  }
  if (partial.classic !== undefined) {
    const classic = flag(partial.classic);
    if (classic === undefined) messages.push(reject('classic must be true or false; using false'));
    else if (classic) options.classic = true;
  }
  if (partial.casual !== undefined) {
    const casual = flag(partial.casual);
    if (casual === undefined) messages.push(reject('casual must be true or false; using false'));
    else if (casual) Object.assign(options, { moves: DEFAULTS.moves, casual: true });
  }
  return { options, messages };
}

/** Strict: every numeric option present, a whole number, in range; classic absent or a boolean. */
export function checkOptions(o: unknown): Result<JokerOptions> {
  if (typeof o !== 'object' || o === null) return reject('options are not an object');
  const record = o as Record<string, unknown>;
  const options: JokerOptions = { ...DEFAULTS };
  for (const name of NAMES) {
    const value = record[name];
    if (typeof value !== 'number' || !Number.isInteger(value) || !inRange(name, value)) {
      return reject(rangeText(name));
    }
    options[name] = value;
  }
  const { classic, casual } = record;
  if (classic !== undefined && typeof classic !== 'boolean') return reject(CLASSIC_TEXT);
  if (classic) options.classic = true;
  if (casual !== undefined && typeof casual !== 'boolean') return reject('casual must be true or false');
  if (casual) Object.assign(options, { moves: DEFAULTS.moves, casual: true });
  return ok(options);
}

/** A move limit from the deal's par instead of the MOVES option (docs/RULES.md §3). */
export const LIMITS = ['easy', 'medium', 'hard'] as const;
export type Limit = (typeof LIMITS)[number];

/** Move limits for the three difficulty presets, from a deal's par (see `par` in solver/). */
export type PresetLimits = Readonly<Record<Limit, number>>;

/**
 * Move limits for the presets from a deal's par, as Simon Tatham's Flood does: easy par + 5,
 * medium par + 2, hard exactly par (so the solver's own line always fits), capped at the
 * largest move option.
 */
export function presetLimits(parMoves: number): PresetLimits {
  const cap = (moves: number): number => Math.max(RANGES.moves.min, Math.min(RANGES.moves.max, moves));
  return { easy: cap(parMoves + 5), medium: cap(parMoves + 2), hard: cap(parMoves) };
}
