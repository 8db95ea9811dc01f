// Who is asking: a profile's id and secret travel only in the Authorization header
// ("Bearer <id>.<secret>"), never in a URL, a log line or an answer after the first.

import type { FastifyRequest } from 'fastify';
import { type Profile, signIn } from '../store/profiles';
import type { Sql } from '../store/sql';

/** The id and secret of the header, or null when there is none or it is malformed. */
export function credentials(req: FastifyRequest): { id: string; secret: string } | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string' || header.length > 100) return null;
  const m = /^Bearer ([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(header);
  return m?.[1] && m[2] ? { id: m[1], secret: m[2] } : null;
}

/** The signed-in profile of the request, or null. */
export async function profileOf(sql: Sql, req: FastifyRequest): Promise<Profile | null> {
  const c = credentials(req);
  return c ? signIn(sql, c.id, c.secret) : null;
}
