// The link between this device's profile and the online server: one request at a time through
// services/api.ts, the answer read with the schema module, and the profile's credentials sent only
// to the server the profile belongs to. A profile is bound to the API it was made on (or claimed
// from): a page opened with another `?server=` never sends that profile's secret there — a link to a
// stranger's server cannot take the profile, rename it, or make this device forget it.

import { t } from '../../i18n/i18n';
import { ok, type Result, reject } from '../../logic/result';
import { type Answer, type ApiRequest, apiBase, request } from '../../services/api';
import { storage } from '../../services/storage';
import { type KeptProfile, ProfileBook } from './profileBook';

export const book = (): ProfileBook => new ProfileBook(storage);

/** The profile held here (null: online features never turned on). */
export const profile = (): KeptProfile | null => book().get();

/** Why online features cannot be had in this copy of the game, or null: they can. */
export const unavailable = (): string | null =>
  apiBase() === null
    ? t('Profiles and daily boards need an online server, and none is set for this copy.')
    : null;

/** The profile held here belongs to another server than this page's, or null: it does not. */
export function foreign(): string | null {
  const p = profile();
  const base = apiBase();
  return p && base !== null && p.server !== base
    ? t(
        'This device’s profile belongs to the server at {server}, not this page’s: open the game from there.',
        {
          server: p.server,
        },
      )
    : null;
}

/** The profile, when online features are on and it belongs to this page's server. */
export function signed(): KeptProfile | null {
  const p = profile();
  return p?.online && p.server === apiBase() ? p : null;
}

/** Why nothing can be asked as the profile now (off, or another server's). */
export const notSigned = (): string => foreign() ?? t('Online features are off.');

/** A request as `as` (or no one): never sent as a profile of another server. */
export type Asked = Omit<ApiRequest, 'as'> & { readonly as?: KeptProfile };

/** One request; the answer read by `check`. */
export async function ask<T>(r: Asked, check?: (d: unknown) => Result<T>): Promise<Answer<T>> {
  const base = apiBase();
  if (base === null) return { ok: false, down: true, status: 0, reason: unavailable() ?? '' };
  if (r.as && r.as.server !== base) return { ok: false, down: false, status: 0, reason: notSigned() };
  const answer = await request<unknown>(base, r);
  if (!answer.ok || !check) return answer as Answer<T>;
  const read = check(answer.value);
  return read.ok
    ? { ok: true, status: answer.status, value: read.value }
    : {
        ok: false,
        down: true,
        status: answer.status,
        reason: t('The server answered something this game cannot read.'),
      };
}

/** The answer as a Result (its sentence when it failed). */
export const result = <T>(a: Answer<T>): Result<T> => (a.ok ? ok(a.value) : reject(a.reason));

/** The API this page uses (a profile made or claimed now belongs to it). */
export const here = (): string => apiBase() ?? '';
