// The HTTP API beside the game rooms (Fastify): profiles and follows (profileRoutes.ts), verified
// daily results and the daily boards (dailyRoutes.ts), MOVE MY PROGRESS (transferRoutes.ts), the
// player's save kept and merged across devices (saveRoutes.ts), the Explore shelf of player-made
// puzzles (puzzleRoutes.ts) and a moderator's look at its reports (moderationRoutes.ts, only where the
// deployment sets MODERATOR_TOKEN). Only the game's own sites may use
// it (the origin check the rooms' door makes), each address only so often; a body is capped at
// API_BODY_BYTES (a route may name its own) before it is read whole; every refusal is JSON with a
// sentence in `error`; nothing logs a header, so a profile's secret never reaches a log line.

import type http from 'node:http';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { requestAddress } from '../door/address';
import { originAllowed } from '../door/gate';
import { log } from '../log';
import { DistributionCache } from '../store/boards';
import type { Database } from '../store/sql';
import { dailyRoutes } from './dailyRoutes';
import { dealRoutes } from './dealRoutes';
import { followRoutes } from './followRoutes';
import { ApiLimits } from './limits';
import { moderationRoutes } from './moderationRoutes';
import { profileRoutes } from './profileRoutes';
import { PUZZLES_PER_DAY, puzzleRoutes } from './puzzleRoutes';
import { saveRoutes } from './saveRoutes';
import { transferRoutes } from './transferRoutes';

/** A request's body is at most this many bytes: a name or a friend code is a few dozen. */
export const API_BODY_BYTES = 4096;

export interface ApiDeps {
  readonly db: Database;
  readonly allowedOrigins: readonly string[];
  /** The clock the limits run on (a test's may stand still). */
  readonly now?: () => number;
  /** New profiles an address may make a minute, after a burst of three (default 3). */
  readonly newProfilesPerMinute?: number;
  /** Puzzles a profile may publish in a day (default PUZZLES_PER_DAY). */
  readonly puzzlesPerDay?: number;
  /** The moderator's token (MODERATOR_TOKEN); absent or null: no moderation routes. */
  readonly moderatorToken?: string | null;
}

const CORS = {
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Max-Age': '600',
};

export function createApi(deps: ApiDeps): FastifyInstance {
  const api = Fastify({ logger: false, bodyLimit: API_BODY_BYTES });
  const now = deps.now ?? Date.now;
  const limits = new ApiLimits(deps.newProfilesPerMinute);
  const address = (req: { raw: http.IncomingMessage }) => requestAddress(req.raw);

  api.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    // No answer is kept by a cache: some hold a secret or a transfer code, the rest change.
    reply.headers({ 'Cache-Control': 'no-store', Vary: 'Origin' });
    if (!originAllowed(origin, deps.allowedOrigins))
      return reply.code(403).send({ error: 'this site may not use the server' });
    reply.headers({ ...CORS, 'Access-Control-Allow-Origin': origin ?? '*' });
    if (req.method === 'OPTIONS') return reply.code(204).send();
    if (!limits.take('any', address(req), now()))
      return reply.code(429).send({ error: 'too many requests: wait a moment' });
  });
  api.setNotFoundHandler((_req, reply) => reply.code(404).send({ error: 'no such route' }));
  api.setErrorHandler((e: FastifyError, _req, reply) => {
    if (e.statusCode === 413) return reply.code(413).send({ error: 'the request is too large' });
    if (e.statusCode === 415) return reply.code(415).send({ error: 'the request must be JSON' });
    if (e.statusCode && e.statusCode < 500)
      return reply.code(400).send({ error: 'the request is not one the server reads' });
    log.say('api failed:', e.message);
    return reply.code(500).send({ error: 'the server failed: try again later' });
  });
  const routes = { db: deps.db, limits, now, address, boards: new DistributionCache(now) };
  profileRoutes(api, routes);
  followRoutes(api, routes);
  dailyRoutes(api, routes);
  dealRoutes(api, routes);
  transferRoutes(api, routes);
  saveRoutes(api, routes);
  puzzleRoutes(api, routes, deps.puzzlesPerDay ?? PUZZLES_PER_DAY);
  if (deps.moderatorToken) moderationRoutes(api, routes, deps.moderatorToken);
  return api;
}
