// Following friends by friend code: the list of those a profile follows, follow, unfollow. A
// friend's results come first on the daily boards (dailyRoutes.ts).

import type { FastifyInstance } from 'fastify';
import { object, text } from '../../src/logic/schema';
import { byFriendCode, FRIEND_CODE } from '../store/profiles';
import { isForeignKeyViolation } from '../store/sql';
import { type RouteDeps, refuse, signedIn } from './routeKit';

const friendBody = object<{ friendCode: string }>({ friendCode: text(9, FRIEND_CODE) });
const NO_SUCH = 'no player has that friend code';

export function followRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  api.get('/api/follows', async (req, reply) => {
    const me = await signedIn(deps, req, reply);
    if (!me) return reply;
    const rows = await db.rows<{ name: string; friend_code: string }>(
      `SELECT p.name, p.friend_code FROM follows f JOIN profiles p ON p.id = f.followed_id
       WHERE f.follower_id = $1 ORDER BY p.name`,
      [me.id],
    );
    return reply.send({ following: rows.map((r) => ({ name: r.name, friendCode: r.friend_code })) });
  });

  api.post('/api/follows', async (req, reply) => {
    const me = await signedIn(deps, req, reply, 'follow');
    if (!me) return reply;
    const body = friendBody(req.body);
    if (!body.ok) return refuse(reply, 400, body.reason);
    const friend = await byFriendCode(db, body.value.friendCode);
    if (!friend) return refuse(reply, 404, NO_SUCH);
    if (friend.id === me.id) return refuse(reply, 400, 'that is your own friend code');
    try {
      await db.rows('INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        me.id,
        friend.id,
      ]);
    } catch (e) {
      if (isForeignKeyViolation(e)) return refuse(reply, 404, NO_SUCH); // deleted a moment ago
      throw e;
    }
    return reply.code(201).send({ name: friend.name, friendCode: friend.friendCode });
  });

  api.delete('/api/follows/:code', async (req, reply) => {
    const me = await signedIn(deps, req, reply, 'follow');
    if (!me) return reply;
    const code = (req.params as { code?: unknown }).code;
    const friend = typeof code === 'string' ? await byFriendCode(db, code) : null;
    if (!friend) return refuse(reply, 404, NO_SUCH);
    await db.rows('DELETE FROM follows WHERE follower_id = $1 AND followed_id = $2', [me.id, friend.id]);
    return reply.code(204).send();
  });
}
