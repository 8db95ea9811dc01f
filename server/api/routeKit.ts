// What every route of the API shares: its dependencies, a refusal as a sentence, and the signed-in
// profile (or the refusal already sent).

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DistributionCache } from '../store/boards';
import type { Profile } from '../store/profiles';
import type { Database } from '../store/sql';
import { profileOf } from './auth';
import type { ApiLimits, LimitName } from './limits';

export interface RouteDeps {
  readonly db: Database;
  readonly limits: ApiLimits;
  readonly now: () => number;
  /** The address a request comes from (a trusted proxy's word, or the socket's). */
  readonly address: (req: FastifyRequest) => string;
  /** The daily boards' counts of the last second (store/daily.ts), cleared by what changes them. */
  readonly boards: DistributionCache;
}

/** A refusal: its status, and `{ error }` with a sentence. */
export const refuse = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).send({ error });

/** The signed-in profile (within `limit`, if one is named), or null once the refusal is sent. */
export async function signedIn(
  deps: RouteDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  limit?: LimitName,
): Promise<Profile | null> {
  const me = await profileOf(deps.db, req);
  if (!me) {
    await refuse(reply, 401, 'no such profile, or the wrong secret');
    return null;
  }
  if (limit && !deps.limits.take(limit, me.id, deps.now())) {
    await refuse(reply, 429, 'too many changes: wait a moment');
    return null;
  }
  return me;
}
