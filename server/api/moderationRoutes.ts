// A moderator's look at the Explore shelf's reports: GET /api/moderation/reports (the hidden puzzles,
// oldest report first), POST /api/moderation/puzzles/<id>/restore (back on the shelf, its report
// dismissed: that reporter's report no longer hides it) and DELETE /api/moderation/puzzles/<id>
// (removed with its plays and thumbs, hidden or not; its code may be published again). A moderator is
// whoever holds the deployment's MODERATOR_TOKEN, sent as `Authorization: Moderator <token>`; without
// the setting these routes are not there (404, as any unknown route). The token is compared in
// constant time, as digests of equal length; an address that sent several wrong tokens is refused
// before its next is compared (the `moderator` limit), so a token cannot be found by trying.

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { int, object, optional } from '../../src/logic/schema';
import { log } from '../log';
import { remove, reports, restore } from '../store/moderation';
import { numbered, PUZZLE_ID } from './puzzleRoutes';
import { type RouteDeps, refuse } from './routeKit';

/** The header's form: the scheme, then the token (MODERATOR_TOKEN's characters: settings.ts). */
const HEADER = /^Moderator ([\x21-\x7e]{1,256})$/;
const NO_SUCH = 'no such puzzle on the shelf or waiting for a look';
const reportsQuery = object<{ limit: number }>({ limit: optional(int(1, 100), 50) });

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** The token the request's Authorization header carries, or null. */
function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string' || header.length > 300) return null;
  return HEADER.exec(header)?.[1] ?? null;
}

/** Whether the request is a moderator's; false once the refusal is sent. */
async function moderator(deps: RouteDeps, wanted: Buffer, req: FastifyRequest, reply: FastifyReply) {
  const address = deps.address(req);
  const now = deps.now();
  if (!deps.limits.within('moderator', address, now)) {
    await refuse(reply, 429, 'too many wrong tokens from here: wait a minute');
    return false;
  }
  const token = tokenOf(req);
  if (token !== null && timingSafeEqual(digest(token), wanted)) return true;
  deps.limits.take('moderator', address, now);
  await refuse(reply, 401, 'a moderator’s token is needed, and this is not one');
  return false;
}

/** The puzzle id the path names, read as the shelf's routes read it, or null. */
function idOf(req: FastifyRequest): string | null {
  const id = PUZZLE_ID((req.params as { id?: unknown }).id, 'id');
  return id.ok ? id.value : null;
}

/** The moderation routes, for the holder of `token` (given only when the deployment sets one). */
export function moderationRoutes(api: FastifyInstance, deps: RouteDeps, token: string): void {
  const wanted = digest(token);
  const allowed = (req: FastifyRequest, reply: FastifyReply) => moderator(deps, wanted, req, reply);

  api.get('/api/moderation/reports', async (req, reply) => {
    if (!(await allowed(req, reply))) return reply;
    const query = reportsQuery(numbered(req.query));
    if (!query.ok) return refuse(reply, 400, query.reason);
    return reply.send({ reports: await reports(deps.db, query.value.limit) });
  });

  api.post('/api/moderation/puzzles/:id/restore', async (req, reply) => {
    if (!(await allowed(req, reply))) return reply;
    const id = idOf(req);
    const done = id === null ? 'none' : await restore(deps.db, id, deps.now());
    if (done === 'none') return refuse(reply, 404, NO_SUCH);
    if (done === 'shown')
      return refuse(reply, 409, 'this puzzle is on the shelf: there is nothing to restore');
    log.say(`moderation: puzzle ${id} restored to the shelf`);
    return reply.send({ id, hidden: false });
  });

  api.delete('/api/moderation/puzzles/:id', async (req, reply) => {
    if (!(await allowed(req, reply))) return reply;
    const id = idOf(req);
    if (id === null || !(await remove(deps.db, id))) return refuse(reply, 404, NO_SUCH);
    log.say(`moderation: puzzle ${id} removed`);
    return reply.code(204).send();
  });
}
