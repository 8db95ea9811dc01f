// The profile's routes. A device turning online features on makes a profile (POST /api/profiles:
// the one answer that holds its secret); with its secret in the Authorization header it reads and
// renames its profile, and deletes everything of it (DELETE MY DATA). Every body is read with the
// project's schema module; every refusal is a sentence. Reading the profile answers its Flood Duel
// rating too (rated quick match: the new player's until their first rated game).

import type { FastifyInstance } from 'fastify';
import { anything, object } from '../../src/logic/schema';
import { RATED_GAME } from '../rooms/rated';
import { checkName } from '../store/names';
import { createProfile, deleteProfile, rename } from '../store/profiles';
import { ratingOf } from '../store/ratings';
import { type RouteDeps, refuse, signedIn } from './routeKit';

const nameBody = object<{ name: unknown }>({ name: anything });

export function profileRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db, limits, now } = deps;

  api.post('/api/profiles', async (req, reply) => {
    if (!limits.take('create', deps.address(req), now()))
      return refuse(reply, 429, 'too many new profiles from here: wait a minute');
    return reply.code(201).send(await createProfile(db));
  });

  api.get('/api/profile', async (req, reply) => {
    const me = await signedIn(deps, req, reply);
    if (!me) return reply;
    const { rating, deviation, games } = await ratingOf(db, me.id, RATED_GAME);
    return reply.send({ ...me, rating: { rating, deviation, games } });
  });

  api.patch('/api/profile', async (req, reply) => {
    const me = await signedIn(deps, req, reply);
    if (!me) return reply;
    const body = nameBody(req.body);
    const name = body.ok ? checkName(body.value.name) : body;
    if (!name.ok) return refuse(reply, 400, name.reason);
    // A name refused changes nothing; a change counts against the profile's limit.
    if (!limits.take('rename', me.id, now())) return refuse(reply, 429, 'too many changes: wait a moment');
    const renamed = await rename(db, me.id, name.value);
    return renamed ? reply.send(renamed) : refuse(reply, 401, 'no such profile, or the wrong secret');
  });

  api.delete('/api/profile', async (req, reply) => {
    const me = await signedIn(deps, req, reply);
    if (!me) return reply;
    await deleteProfile(db, me.id);
    deps.boards.clearAll(); // its results leave the boards at once
    return reply.code(204).send();
  });
}
