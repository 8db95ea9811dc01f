// The shape every rules module answers with: a new value, or a typed rejection saying why.
// A player's mistake is never a thrown exception.

export type Ok<T> = { ok: true; value: T };
export type Rejected = { ok: false; reason: string };
export type Result<T> = Ok<T> | Rejected;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const reject = (reason: string): Rejected => ({ ok: false, reason });
