// Generic undo/redo over immutable game states, written once and shared by every game.
// A History is itself an immutable value: every operation returns a new History.

import { ok, type Result, reject } from './result';

export interface History<S> {
  readonly past: readonly S[];
  readonly present: S;
  readonly future: readonly S[];
}

export function start<S>(state: S): History<S> {
  return { past: [], present: state, future: [] };
}

/** A new move: the old present goes to the past, redo is cleared. */
export function push<S>(h: History<S>, state: S): History<S> {
  return { past: [...h.past, h.present], present: state, future: [] };
}

export const canUndo = <S>(h: History<S>): boolean => h.past.length > 0;
export const canRedo = <S>(h: History<S>): boolean => h.future.length > 0;

export function undo<S>(h: History<S>): History<S> {
  const prev = h.past[h.past.length - 1];
  if (prev === undefined) return h;
  return { past: h.past.slice(0, -1), present: prev, future: [h.present, ...h.future] };
}

export function redo<S>(h: History<S>): History<S> {
  const [nextState, ...rest] = h.future;
  if (nextState === undefined) return h;
  return { past: [...h.past, h.present], present: nextState, future: rest };
}

/** Replace the present without touching past or future (e.g. a free move like a base change). */
export function replace<S>(h: History<S>, state: S): History<S> {
  return { past: h.past, present: state, future: h.future };
}

/** Plain JSON-safe form. */
export function toJSON<S, J>(h: History<S>, encode: (s: S) => J): { past: J[]; present: J; future: J[] } {
  return { past: h.past.map(encode), present: encode(h.present), future: h.future.map(encode) };
}

/** Rebuild from JSON; every state goes through `decode`, and one bad state rejects the whole. */
export function fromJSON<S>(data: unknown, decode: (j: unknown) => Result<S>): Result<History<S>> {
  if (typeof data !== 'object' || data === null) return reject('history is not an object');
  const d = data as Record<string, unknown>;
  if (!Array.isArray(d.past) || !Array.isArray(d.future)) return reject('history lacks past/future lists');
  const decodeAll = (list: unknown[]): Result<S[]> => {
    const out: S[] = [];
    for (const item of list) {
      const r = decode(item);
      if (!r.ok) return r;
      out.push(r.value);
    }
    return ok(out);
  };
  const past = decodeAll(d.past);
  if (!past.ok) return past;
  const present = decode(d.present);
  if (!present.ok) return present;
  const future = decodeAll(d.future);
  if (!future.ok) return future;
  return ok({ past: past.value, present: present.value, future: future.value });
}
