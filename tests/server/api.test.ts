// The profile API on both databases, through Fastify's own request injection: a profile made and
// signed in by its header alone, renamed within the rules, friends followed by code, DELETE MY DATA
// leaving no row; and refusals — no secret, a forged one, a foreign site, a body too large, junk.

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_BODY_BYTES, createApi } from '../../server/api/api';
import { KINDS, testStore } from './stores';

type NewProfile = { id: string; secret: string; name: string; friendCode: string };
const ORIGIN = 'http://localhost:5173';

describe.each(KINDS)('the profile API on the %s database', (kind) => {
  const db = testStore(kind);
  let api: FastifyInstance;
  let clock = 1_000_000;
  beforeEach(async () => {
    api = createApi({ db: db(), allowedOrigins: ['http://localhost:*'], now: () => clock });
    await api.ready();
  });
  afterEach(() => api.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    p?: NewProfile,
    body?: unknown,
  ) =>
    api.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(p ? { authorization: `Bearer ${p.id}.${p.secret}` } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const make = async (): Promise<NewProfile> => {
    const r = await call('POST', '/api/profiles');
    expect(r.statusCode).toBe(201);
    return r.json();
  };

  it('makes a profile, and answers it to its secret alone, which it never repeats', async () => {
    const p = await make();
    const me = await call('GET', '/api/profile', p);
    expect(me.statusCode).toBe(200);
    // With its Flood Duel rating: the new player's until a rated game (rated quick match).
    expect(me.json()).toEqual({
      id: p.id,
      name: p.name,
      friendCode: p.friendCode,
      rating: { rating: 1500, deviation: 350, games: 0 },
    });
    expect(me.body).not.toContain(p.secret);
    expect(me.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect((await call('GET', '/api/profile')).statusCode).toBe(401);
    const forged = { ...p, secret: p.secret.replace(/^./, p.secret[0] === 'A' ? 'B' : 'A') };
    expect((await call('GET', '/api/profile', forged)).json()).toEqual({
      error: 'no such profile, or the wrong secret',
    });
  });

  it('renames within the rules, with a sentence for each refusal', async () => {
    const p = await make();
    expect((await call('PATCH', '/api/profile', p, { name: '  Ana   Novak ' })).json().name).toBe(
      'Ana Novak',
    );
    for (const [name, why] of [
      ['Al', 'name: must be 3 to 20 characters'],
      ['x'.repeat(21), 'name: must be 3 to 20 characters'],
      ['<script>', "name: only letters, digits, spaces and - . ' may be used"],
      [p.friendCode, 'name: must not look like a friend code'],
      [42, 'name: must be text'],
    ] as const) {
      const r = await call('PATCH', '/api/profile', p, { name });
      expect([r.statusCode, r.json().error]).toEqual([400, why]);
    }
    expect((await call('GET', '/api/profile', p)).json().name).toBe('Ana Novak');
  });

  it('follows by friend code, lists, unfollows; not yourself, not a code no one has', async () => {
    const [a, b] = [await make(), await make()];
    const followed = await call('POST', '/api/follows', a, { friendCode: b.friendCode });
    expect([followed.statusCode, followed.json()]).toEqual([201, { name: b.name, friendCode: b.friendCode }]);
    expect((await call('GET', '/api/follows', a)).json().following).toEqual([
      { name: b.name, friendCode: b.friendCode },
    ]);
    expect((await call('POST', '/api/follows', a, { friendCode: a.friendCode })).statusCode).toBe(400);
    expect((await call('POST', '/api/follows', a, { friendCode: 'ZZZZ-ZZZZ' })).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/follows', a, { friendCode: "'; DROP TABLE profiles; --" })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', `/api/follows/${b.friendCode}`, a)).statusCode).toBe(204);
    expect((await call('GET', '/api/follows', a)).json().following).toEqual([]);
  });

  it('DELETE MY DATA leaves no row of the profile behind', async () => {
    const [a, b] = [await make(), await make()];
    await call('POST', '/api/follows', a, { friendCode: b.friendCode });
    await call('POST', '/api/follows', b, { friendCode: a.friendCode });
    await call('POST', '/api/transfer', a);
    const save = { app: 'prism-arcade', format: 1, exported: '', entries: {} };
    expect((await call('PUT', '/api/save', a, { save })).statusCode).toBe(200);
    expect((await call('DELETE', '/api/profile', a)).statusCode).toBe(204);
    expect((await call('GET', '/api/profile', a)).statusCode).toBe(401);
    const rows = await db().rows<{ n: number }>(
      `SELECT (SELECT count(*) FROM profiles WHERE id = $1)
            + (SELECT count(*) FROM follows WHERE follower_id = $1 OR followed_id = $1)
            + (SELECT count(*) FROM device_secrets WHERE profile_id = $1)
            + (SELECT count(*) FROM transfer_codes WHERE profile_id = $1)
            + (SELECT count(*) FROM saves WHERE profile_id = $1)
            + (SELECT count(*) FROM daily_results WHERE profile_id = $1)
            + (SELECT count(*) FROM deal_results WHERE profile_id = $1)
            + (SELECT count(*) FROM ratings WHERE profile_id = $1) AS n`,
      [a.id],
    );
    expect(Number(rows[0]?.n)).toBe(0);
    expect((await call('GET', '/api/profile', b)).statusCode).toBe(200);
  });

  it('MOVE MY PROGRESS: a transfer code brings the profile to another device once, with a secret of its own', async () => {
    const p = await make();
    const made = await call('POST', '/api/transfer', p);
    expect(made.statusCode).toBe(201);
    const { code, seconds } = made.json();
    expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){2}$/);
    expect(seconds).toBe(600);
    const claimed = await call('POST', '/api/transfer/claim', undefined, { code });
    expect(claimed.statusCode).toBe(201);
    const other: NewProfile = claimed.json();
    expect([other.id, other.name, other.friendCode]).toEqual([p.id, p.name, p.friendCode]);
    expect(other.secret).not.toBe(p.secret);
    // Both devices are the profile; the code works once.
    expect((await call('GET', '/api/profile', other)).statusCode).toBe(200);
    expect((await call('GET', '/api/profile', p)).statusCode).toBe(200);
    const twice = await call('POST', '/api/transfer/claim', undefined, { code });
    expect([twice.statusCode, twice.json().error]).toEqual([
      404,
      'that transfer code is not one, was used, or has expired',
    ]);
    // A code expires: ten minutes later it brings nothing.
    const late = (await call('POST', '/api/transfer', p)).json().code;
    clock += 601_000;
    expect((await call('POST', '/api/transfer/claim', undefined, { code: late })).statusCode).toBe(404);
    // DELETE MY DATA from either device ends both.
    expect((await call('DELETE', '/api/profile', other)).statusCode).toBe(204);
    expect((await call('GET', '/api/profile', p)).statusCode).toBe(401);
    const left = await db().rows('SELECT * FROM device_secrets WHERE profile_id = $1', [p.id]);
    expect(left).toEqual([]);
  });

  it("answers a browser's preflight for the game's own sites, and keeps every answer out of caches", async () => {
    const pre = await api.inject({
      method: 'OPTIONS',
      url: '/api/profile',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(String(pre.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(pre.headers['access-control-allow-headers'])).toContain('Authorization');
    const made = await call('POST', '/api/profiles');
    expect(made.headers['cache-control']).toBe('no-store');
  });

  it('refuses a foreign site, a body too large, a body that is not JSON, and too many new profiles', async () => {
    const foreign = await api.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const p = await make();
    const big = await call('PATCH', '/api/profile', p, { name: 'x'.repeat(API_BODY_BYTES) });
    expect([big.statusCode, big.json().error]).toEqual([413, 'the request is too large']);
    const junk = await api.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: {
        origin: ORIGIN,
        authorization: `Bearer ${p.id}.${p.secret}`,
        'content-type': 'application/json',
      },
      payload: '{"name": ',
    });
    expect(junk.statusCode).toBe(400);
    expect((await call('GET', '/api/nothing-here')).statusCode).toBe(404);
    // Three new profiles from one address at once, then one every 20 s: the clock stands still.
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await call('POST', '/api/profiles')).statusCode);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThan(0);
    clock += 60_000;
    expect((await call('POST', '/api/profiles')).statusCode).toBe(201);
  });
});
