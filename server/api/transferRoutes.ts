// MOVE MY PROGRESS's routes: a signed-in device asks for a transfer code (POST /api/transfer); a new
// device claims it (POST /api/transfer/claim) and gets the profile with a secret of its own. Claims
// are limited per address, so codes cannot be found by trying them.

import type { FastifyInstance } from 'fastify';
import { object, text } from '../../src/logic/schema';
import { claimTransfer, newTransfer, TRANSFER_CODE, TRANSFER_SECONDS } from '../store/transfers';
import { type RouteDeps, refuse, signedIn } from './routeKit';

const claimBody = object<{ code: string }>({ code: text(14, TRANSFER_CODE) });

export function transferRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db, limits, now } = deps;

  api.post('/api/transfer', async (req, reply) => {
    const me = await signedIn(deps, req, reply, 'transfer');
    if (!me) return reply;
    const { code } = await newTransfer(db, me.id, now());
    return reply.code(201).send({ code, seconds: TRANSFER_SECONDS });
  });

  api.post('/api/transfer/claim', async (req, reply) => {
    if (!limits.take('claim', deps.address(req), now()))
      return refuse(reply, 429, 'too many tries: wait a minute');
    const body = claimBody(req.body);
    if (!body.ok) return refuse(reply, 400, body.reason);
    const profile = await claimTransfer(db, body.value.code, now());
    if (!profile)
      return reply.code(404).send({ error: 'that transfer code is not one, was used, or has expired' });
    return reply.code(201).send(profile);
  });
}
