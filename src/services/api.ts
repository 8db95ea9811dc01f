// Requests to the online server's API (server/api, under /api/ on the rooms' own address): where it
// is, a request with a time limit, and every failure as a sentence for the player. The profile's
// secret travels only in the Authorization header, never in an address. An unreachable or failing
// server is an answer like any other (`down`), never a wait without end: the callers keep working
// offline and try again later.

import { t } from '../i18n/i18n';
import { echo } from '../logic/schema';
import { serverAddress } from './serverAddress';

/** How long a request may take before the server counts as unreachable. */
export const API_TIMEOUT_MS = 8000;

/** The API's address (`http(s)://host:port`) for this copy of the game, or null: no server set. */
export function apiBase(search?: string): string | null {
  const rooms = serverAddress(search);
  return rooms === null ? null : rooms.replace(/^ws/, 'http');
}

/** What the server answered: its JSON, or why there is none. */
export type Answer<T> =
  | { readonly ok: true; readonly status: number; readonly value: T }
  /** The server refused (4xx): its sentence; trying again changes nothing. */
  | { readonly ok: false; readonly down: false; readonly status: number; readonly reason: string }
  /** No answer (offline, unreachable, a 5xx, too slow): try again later. */
  | { readonly ok: false; readonly down: true; readonly status: number; readonly reason: string };

export interface Credentials {
  readonly id: string;
  readonly secret: string;
}

export interface ApiRequest {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly body?: unknown;
  readonly as?: Credentials | null;
}

/** A signal that aborts after `ms` (AbortSignal.timeout, where the browser has it: Safari 16 and later). */
function timeout(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(), ms);
  return controller.signal;
}

const down = (status: number, reason: string) => ({ ok: false, down: true, status, reason }) as const;

/** One request to the API; never throws. */
export async function request<T>(base: string, r: ApiRequest): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (r.body !== undefined) headers['Content-Type'] = 'application/json';
  if (r.as) headers.Authorization = `Bearer ${r.as.id}.${r.as.secret}`;
  let response: Response;
  try {
    response = await fetch(`${base}${r.path}`, {
      method: r.method,
      headers,
      body: r.body === undefined ? undefined : JSON.stringify(r.body),
      signal: timeout(API_TIMEOUT_MS),
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    return down(0, t('The online server cannot be reached just now.'));
  }
  const json: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  if (response.ok && json !== undefined) return { ok: true, status: response.status, value: json as T };
  if (response.status >= 500 || response.status === 429 || json === undefined)
    return down(response.status, t('The online server is busy or down just now: try again in a minute.'));
  const error =
    typeof (json as { error?: unknown })?.error === 'string' ? (json as { error: string }).error : '';
  return {
    ok: false,
    down: false,
    status: response.status,
    reason: t('The server says: {reason}.', { reason: echo(error.slice(0, 120)) || '?' }),
  };
}
