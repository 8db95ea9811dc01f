// Game options (RULES.md §3): MOVES, WIDTH, HEIGHT, COLOR_NUM, with their defaults and the
// settled ranges. Two checkers: a forgiving one for player input (bad values fall back to the
// default with a message) and a strict one for data that must already be right.

import { ok, type Result, reject } from '../result';

export interface JokerOptions {
  moves: number;
  width: number;
  height: number;
  colors: number;
}

export type OptionName = keyof JokerOptions;

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

/** Reads a whole number; text like "30" counts too, because form fields and URLs deliver text. */
function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value)) return Number(value);
  return undefined;
}

function inRange(name: OptionName, value: number): boolean {
  return value >= RANGES[name].min && value <= RANGES[name].max;
}

/**
 * Forgiving: a missing (undefined) value takes the default silently; a non-integer or
 * out-of-range value takes the default and adds a message. Unknown keys are ignored.
 */
export function validateOptions(partial: Record<string, unknown>): {
  options: JokerOptions;
  messages: string[];
} {
  const options: JokerOptions = { ...DEFAULTS };
  const messages: string[] = [];
  for (const name of NAMES) {
    const raw = partial[name];
    if (raw === undefined) continue;
    const value = wholeNumber(raw);
    if (value !== undefined && inRange(name, value)) options[name] = value;
    else messages.push(`${rangeText(name)}; using ${DEFAULTS[name]}`);
  }
  return { options, messages };
}

/** Strict: every option present, a whole number, in range. */
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
  return ok(options);
}
