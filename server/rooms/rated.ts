// Rated quick match (issue 42): its words between the server and the game (src/logic/protocol.ts),
// and who a room's player is.
//
// A player with a profile names it in their join options as `auth: "<id>.<secret>"`, the API's
// Authorization header without "Bearer ". The rooms check it against the store at the door (a room
// class's static onAuth, before any seat is reserved) and keep only the profile's id, on the server:
// never in a room's state, a log line or an answer.

import type { GameId } from '../../src/logic/game';
import { ROOMS } from '../../src/logic/protocol';
import { log } from '../log';
import { type Profile, signIn } from '../store/profiles';
import type { Database } from '../store/sql';

/** The rated queue's room name, its messages and refusals: the game's and the server's alike. */
export const RATED_ROOM = ROOMS.rated;
export { CLOSE_NO_OPPONENT, RATED_MESSAGES, RATED_REFUSALS } from '../../src/logic/protocol';

/** The game rated games are kept for. */
export const RATED_GAME: GameId = 'flood-duel';

/**
 * The options only the server gives a room; the matchmaker's door refuses them from a client.
 * `queued`: a duel the rated queue made for a pair it found.
 */
export const QUEUED_OPTION = 'queued';

let store: Promise<Database> | null = null;

/** The store rooms read profiles and ratings from (app.ts sets it; null: no ratings at all). */
export function useRoomStore(s: Promise<Database> | null): void {
  store = s;
  // Its failure is app.ts' to report; here it only means "no ratings".
  s?.catch(() => undefined);
}

/** The rooms' store, or null when there is none or it did not open. */
export async function roomStore(): Promise<Database | null> {
  try {
    return (await store) ?? null;
  } catch {
    return null;
  }
}

/** What a join's `auth` option names: no one, a profile, one the store refused, or the store is down. */
export type Who =
  | { readonly kind: 'none' }
  | { readonly kind: 'profile'; readonly profile: Profile }
  | { readonly kind: 'refused' }
  | { readonly kind: 'down' };

const AUTH = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** The profile a join's options name by their `auth` option, checked against the store. */
export async function whoIs(options: unknown): Promise<Who> {
  const auth =
    typeof options === 'object' && options !== null ? (options as { auth?: unknown }).auth : undefined;
  if (auth === undefined) return { kind: 'none' };
  const m = typeof auth === 'string' && auth.length < 100 ? AUTH.exec(auth) : null;
  if (!m?.[1] || !m[2]) return { kind: 'refused' };
  const db = await roomStore();
  if (!db) return { kind: 'down' };
  try {
    const profile = await signIn(db, m[1], m[2]);
    return profile ? { kind: 'profile', profile } : { kind: 'refused' };
  } catch (e) {
    log.say('a room could not check a profile:', e instanceof Error ? e.message : 'unknown');
    return { kind: 'down' };
  }
}

/** What a room keeps of a client who joined: their profile's id (null: no profile), on the server only. */
export interface Seated {
  readonly profile: string | null;
}
