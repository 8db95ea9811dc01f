// The profile's routes. A device turning online features on makes a profile (POST /api/profiles:
// the one answer that holds its secret); with its secret in the Authorization header it reads and
// renames its profile, follows friends by friend code, and deletes everything (DELETE MY DATA).
// Every body is read with the project's schema module; every refusal is a sentence.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { object, text } from '../../src/logic/schema';
import { checkName } from '../store/names';
import {
  byFriendCode,
  createProfile,
  deleteProfile,
  FRIEND_CODE,
  type Profile,
  rename,
} from '../store/profiles';
import type { Database } from '../store/sql';
import { profileOf } from './auth';
import type { ApiLimits, LimitName } from './limits';

export interface RouteDeps {
  readonly db: Database;
  readonly limits: ApiLimits;
  readonly now: () => number;
  /** The address a request comes from (a trusted proxy's word, or the socket's). */
  readonly address: (req: FastifyRequest) => string;
}

const refuse = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ error });

const friendBody = object<{ friendCode: string }>({ friendCode: text(9, FRIEND_CODE) });

export function profileRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db, limits, now } = deps;
  /** The signed-in profile, or the refusal already sent (null). */
  const signedIn = async (
    req: FastifyRequest,
    reply: FastifyReply,
    limit?: LimitName,
  ): Promise<Profile | null> => {
    const me = await profileOf(db, req);
    if (!me) {
      await refuse(reply, 401, 'no such profile, or the wrong secret');
      return null;
    }
    if (limit && !limits.take(limit, me.id, now())) {
      await refuse(reply, 429, 'too many changes: wait a moment');
      return null;
    }
    return me;
  };

  api.post('/api/profiles', async (req, reply) => {
    if (!limits.take('create', deps.address(req), now()))
      return refuse(reply, 429, 'too many new profiles from here: wait a minute');
    return reply.code(201).send(await createProfile(db));
  });

  api.get('/api/profile', async (req, reply) => {
    const me = await signedIn(req, reply);
    return me && reply.send(me);
  });

  api.patch('/api/profile', async (req, reply) => {
    const me = await signedIn(req, reply);
    if (!me) return reply;
    const body = object<{ name: unknown }>({ name: (d) => ({ ok: true, value: d }) })(req.body);
    const name = body.ok ? checkName(body.value.name) : body;
    if (!name.ok) return refuse(reply, 400, name.reason);
    // A name refused changes nothing; a change counts against the profile's limit.
    if (!limits.take('rename', me.id, now())) return refuse(reply, 429, 'too many changes: wait a moment');
    return reply.send(await rename(db, me.id, name.value));
  });

  api.delete('/api/profile', async (req, reply) => {
    const me = await signedIn(req, reply);
    if (!me) return reply;
    await deleteProfile(db, me.id);
    return reply.code(204).send();
  });

  api.get('/api/follows', async (req, reply) => {
    const me = await signedIn(req, reply);
    if (!me) return reply;
    const rows = await db.rows<{ name: string; friend_code: string }>(
      'SELECT p.name, p.friend_code FROM follows f JOIN profiles p ON p.id = f.followed_id WHERE f.follower_id = $1 ORDER BY p.name',
      [me.id],
    );
    return reply.send({ following: rows.map((r) => ({ name: r.name, friendCode: r.friend_code })) });
  });

  api.post('/api/follows', async (req, reply) => {
    const me = await signedIn(req, reply, 'follow');
    if (!me) return reply;
    const body = friendBody(req.body);
    if (!body.ok) return refuse(reply, 400, body.reason);
    const friend = await byFriendCode(db, body.value.friendCode);
    if (!friend) return refuse(reply, 404, 'no player has that friend code');
    if (friend.id === me.id) return refuse(reply, 400, 'that is your own friend code');
    await db.rows('INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      me.id,
      friend.id,
    ]);
    return reply.code(201).send({ name: friend.name, friendCode: friend.friendCode });
  });

  api.delete('/api/follows/:code', async (req, reply) => {
    const me = await signedIn(req, reply, 'follow');
    if (!me) return reply;
    const code = (req.params as { code?: unknown }).code;
    const friend = typeof code === 'string' ? await byFriendCode(db, code) : null;
    if (!friend) return refuse(reply, 404, 'no player has that friend code');
    await db.rows('DELETE FROM follows WHERE follower_id = $1 AND followed_id = $2', [me.id, friend.id]);
    return reply.code(204).send();
  });
}
