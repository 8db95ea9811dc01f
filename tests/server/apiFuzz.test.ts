// Every API route fed hostile input (as tests/fuzz does for the game's own readers): hostile paths,
// headers, bodies of any JSON or none, a forged secret beside a real id. Whatever comes, the answer
// is a refusal with a sentence or a proper answer — never a failure of the server (5xx), never a
// secret repeated — and nothing is written for a request that was refused.

import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../server/api/api';
import { hostileData, hostileJson, hostileText, PROTOTYPE_NAMES } from '../fuzz/arbitraries';
import { testStore } from './stores';

const ROUTES = [
  ['POST', '/api/profiles'],
  ['GET', '/api/profile'],
  ['PATCH', '/api/profile'],
  ['DELETE', '/api/profile'],
  ['GET', '/api/follows'],
  ['POST', '/api/follows'],
  ['DELETE', '/api/follows/:x'],
  ['POST', '/api/daily'],
  ['GET', '/api/daily/:x/:y'],
  ['POST', '/api/transfer'],
  ['POST', '/api/transfer/claim'],
] as const;

describe('every API route under hostile input', () => {
  const db = testStore('embedded');
  let api: FastifyInstance;
  let me: { id: string; secret: string; friendCode: string };
  beforeAll(async () => {
    // No limits in the way of a thousand requests: the clock runs an hour a request.
    let clock = 0;
    api = createApi({ db: db(), allowedOrigins: ['http://localhost:*'], now: () => (clock += 3_600_000) });
    await api.ready();
    me = (await api.inject({ method: 'POST', url: '/api/profiles' })).json();
  });
  afterAll(() => api.close());

  const segment = fc.oneof(
    hostileText,
    fc.constantFrom(...PROTOTYPE_NAMES, '..', '%00', '%2F', 'glassworks', '2026-12-06'),
  );
  const auth = fc.oneof(
    fc.constant(undefined),
    hostileText,
    fc.constant('Bearer x.y'),
    hostileText.map((s) => `Bearer ${me.id}.${s}`),
    fc.constant(`Bearer ${'A'.repeat(22)}.${'B'.repeat(43)}`),
  );
  const body = fc.oneof(
    fc.constant(undefined),
    hostileJson,
    hostileData.map((d) => ({
      name: d,
      friendCode: d,
      game: d,
      day: d,
      moves: d,
      hints: d,
      assisted: d,
      code: d,
    })),
    hostileText,
  );

  it('answers every request with a sentence or a proper answer, never a failure or a secret', async () => {
    const before = Number((await db().rows<{ n: string }>('SELECT count(*) AS n FROM profiles'))[0]?.n);
    let made = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        segment,
        segment,
        auth,
        body,
        async ([method, path], x, y, a, b) => {
          const url = path.replace(':x', encodeURIComponent(x)).replace(':y', encodeURIComponent(y));
          const r = await api.inject({
            method,
            url,
            headers: {
              origin: 'http://localhost:5173',
              ...(a === undefined ? {} : { authorization: a.replace(/[^ -~]/g, '?') }),
              ...(typeof b === 'string' ? { 'content-type': 'application/json' } : {}),
            },
            ...(b === undefined || method === 'GET' ? {} : { payload: b as string | object }),
          });
          expect(r.statusCode, `${method} ${url}: ${r.body.slice(0, 200)}`).toBeLessThan(500);
          expect(r.body).not.toContain(me.secret);
          if (r.statusCode >= 400) expect(typeof r.json().error).toBe('string');
          if (method === 'POST' && path === '/api/profiles' && r.statusCode === 201) made++;
        },
      ),
      { numRuns: 600 },
    );
    const after = Number((await db().rows<{ n: string }>('SELECT count(*) AS n FROM profiles'))[0]?.n);
    expect(after - before).toBe(made);
    expect((await db().rows('SELECT * FROM daily_results')).length).toBe(0);
  });
});
