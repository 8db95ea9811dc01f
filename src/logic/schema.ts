// Reading data from outside — storage, save files, codes' fields, workers' answers — written once:
// a check takes unknown data and answers with a clean copy holding only what it names, or a
// rejection naming the field that failed and why ("glassworks.2026-11-30.result: must be a whole
// number from 0 to 999999"). Only an object's own properties are read, so a key named like a
// member every object has (`__proto__`, `constructor`, `toString`) is a key like any other, and
// tables are built so that such a key can never reach an object's prototype.

import { ok, type Rejected, type Result, reject } from './result';

/** A check of untrusted data; `path` names where the data sits, for the reason. */
export type Check<T> = (data: unknown, path?: string) => Result<T>;

/** The longest piece of untrusted text a reason repeats: more would be a line wider than any screen. */
const ECHO_MAX = 16;

/** Untrusted text as a reason repeats it, cut short with '…' when it is long (pasted junk). */
export function echo(text: string | undefined): string {
  if (text === undefined) return '';
  const chars = [...text];
  return chars.length > ECHO_MAX ? `${chars.slice(0, ECHO_MAX - 1).join('')}…` : text;
}

/** Any untrusted value as a reason names it: short, and never a throw (deep data, odd objects). */
export function shown(v: unknown): string {
  if (typeof v === 'string') return `'${echo(v)}'`;
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  return v === undefined ? 'nothing' : Array.isArray(v) ? 'a list' : 'an object';
}

const fail = (path: string | undefined, what: string): Rejected => reject(path ? `${path}: ${what}` : what);

const join = (path: string | undefined, key: string | number): string =>
  path
    ? `${path}.${typeof key === 'string' ? echo(key) : key}`
    : typeof key === 'string'
      ? echo(key)
      : String(key);

/** A whole number from `min` to `max`. */
export const int =
  (min: number, max: number): Check<number> =>
  (d, path) =>
    typeof d === 'number' && Number.isInteger(d) && d >= min && d <= max
      ? ok(d)
      : fail(path, `must be a whole number from ${min} to ${max}`);

/** A finite number from `min` to `max`. */
export const num =
  (min: number, max: number): Check<number> =>
  (d, path) =>
    typeof d === 'number' && Number.isFinite(d) && d >= min && d <= max
      ? ok(d)
      : fail(path, `must be a number from ${min} to ${max}`);

/** Text of at most `max` characters, matching `pattern` when one is given. */
export const text =
  (max: number, pattern?: RegExp): Check<string> =>
  (d, path) => {
    if (typeof d !== 'string') return fail(path, 'must be text');
    if (d.length > max) return fail(path, `must be at most ${max} characters`);
    if (pattern && !pattern.test(d)) return fail(path, 'is not in the expected form');
    return ok(d);
  };

export const bool: Check<boolean> = (d, path) =>
  typeof d === 'boolean' ? ok(d) : fail(path, 'must be true or false');

/** One of the given values. */
export const oneOf =
  <T extends string | number | boolean>(values: readonly T[]): Check<T> =>
  (d, path) =>
    (values as readonly unknown[]).includes(d)
      ? ok(d as T)
      : fail(path, `must be one of ${values.join(', ')}`);

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (d, path) =>
    d === null ? ok(null) : check(d, path);

/** Any data at all, passed on as it is to the reader that checks it next (a game's rules). */
export const anything: Check<unknown> = (d) => ok(d);

/** Absent (undefined) reads as `fallback`. */
export const optional =
  <T>(check: Check<T>, fallback: T): Check<T> =>
  (d, path) =>
    d === undefined ? ok(fallback) : check(d, path);

/** A list of at most `max` items, each checked. */
export const list =
  <T>(item: Check<T>, max: number): Check<T[]> =>
  (d, path) => {
    if (!Array.isArray(d)) return fail(path, 'must be a list');
    if (d.length > max) return fail(path, `must hold at most ${max} items`);
    const out: T[] = [];
    for (const [i, x] of d.entries()) {
      const r = item(x, join(path, i));
      if (!r.ok) return r;
      out.push(r.value);
    }
    return ok(out);
  };

/** A plain object (not a list), read through its own properties only. */
export const isObject = (d: unknown): d is Record<string, unknown> =>
  typeof d === 'object' && d !== null && !Array.isArray(d);

/** An own property's value (undefined when the object has none by that name). */
export const own = (d: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(d, key) ? d[key] : undefined;

/** An object with the named fields, each checked; other fields are left out of the copy. */
export const object =
  <S extends object>(fields: { readonly [K in keyof S]-?: Check<S[K]> }): Check<S> =>
  (d, path) => {
    if (!isObject(d)) return fail(path, 'must be an object');
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(fields) as [string, Check<unknown>][]) {
      const r = check(own(d, key), join(path, key));
      if (!r.ok) return r;
      if (r.value !== undefined) out[key] = r.value;
    }
    return ok(out as S);
  };

export interface TableOptions {
  /** Most entries the table may hold. */
  readonly max?: number;
  /** Leave out the entries that fail, instead of refusing the whole table (records, a book of days). */
  readonly lenient?: boolean;
}

/**
 * A table from checked keys to checked values. The copy has no prototype to reach: a key named
 * `__proto__` or `constructor` is an entry like any other, and is looked up with `own` only.
 */
export const table =
  <K extends string, V>(key: Check<K>, value: Check<V>, options: TableOptions = {}): Check<Record<K, V>> =>
  (d, path) => {
    if (!isObject(d)) return fail(path, 'must be a table');
    const entries = Object.entries(d);
    const max = options.max ?? 1000;
    if (entries.length > max) return fail(path, `must hold at most ${max} entries`);
    const out = Object.create(null) as Record<K, V>;
    for (const [k, v] of entries) {
      const kr = key(k, join(path, k.slice(0, 40)));
      const vr = kr.ok ? value(v, join(path, k.slice(0, 40))) : kr;
      if (kr.ok && vr.ok) out[kr.value] = vr.value as V;
      else if (!options.lenient) return vr.ok ? (kr as Rejected) : vr;
    }
    return ok(out);
  };

/** Data that is one exact value (a format's name). */
export const exactly =
  <T extends string | number | boolean>(v: T): Check<T> =>
  (d, path) =>
    d === v ? ok(v) : fail(path, `must be ${JSON.stringify(v)}`);

/** A check and then a further test of the value, with the reason when it fails. */
export const where =
  <T>(check: Check<T>, test: (v: T) => boolean, what: string): Check<T> =>
  (d, path) => {
    const r = check(d, path);
    return !r.ok || test(r.value) ? r : fail(path, what);
  };

/** The first of the checks that passes; the last one's reason when none does. */
export const anyOf =
  <T>(...checks: readonly Check<T>[]): Check<T> =>
  (d, path) => {
    let last: Result<T> = fail(path, 'matches nothing expected');
    for (const check of checks) {
      last = check(d, path);
      if (last.ok) return last;
    }
    return last;
  };
