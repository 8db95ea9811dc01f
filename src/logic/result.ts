// The shape every rules module answers with: a new value, or a typed rejection saying why.
// A player's mistake is never a thrown exception.
//
// A rejection carries its reason as a key and values — the English text with `{name}` holes (the
// key the translation table knows it by, src/i18n/reasons.ts) and what goes in them — and the
// English text filled in, for logs, tests and texts that are not the player's (src/logic knows no
// language: the layers above say the reason in the player's).

export type Params = Readonly<Record<string, string | number>>;

export type Ok<T> = { ok: true; value: T };
export type Rejected = {
  ok: false;
  /** The reason in English, values filled in. */
  reason: string;
  /** The reason's text with its `{name}` holes. */
  key: string;
  params: Params;
};
export type Result<T> = Ok<T> | Rejected;

/** `key` with each `{name}` that `params` names filled in. */
export const fill = (key: string, params: Params): string =>
  key.replace(/\{(\w+)\}/g, (all, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : all,
  );

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const reject = (key: string, params: Params = {}): Rejected => ({
  ok: false,
  reason: fill(key, params),
  key,
  params,
});
