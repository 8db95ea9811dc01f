// Every API route fed hostile input (as tests/fuzz does for the game's own readers): hostile paths,
// headers, bodies of any JSON or none, a forged secret beside a real id, a moderator's token right or
// wrong. Whatever comes, the answer is a refusal with a sentence or a proper answer — never a failure
// of the server (5xx), never a secret repeated — and nothing is written for a request that was refused.

import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../server/api/api';
import { Records } from '../../src/midend/core/records';
import { DailyBook } from '../../src/midend/progress/daily';
import { exportSave, READERS, readSaveFile } from '../../src/midend/progress/saveFile';
import { MemoryBackend, Storage } from '../../src/services/storage';
import { hostileData, hostileJson, hostileText, mutated, PROTOTYPE_NAMES } from '../fuzz/arbitraries';
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
  ['POST', '/api/results'],
  ['GET', '/api/results/:x'],
  ['POST', '/api/transfer'],
  ['POST', '/api/transfer/claim'],
  ['GET', '/api/save'],
  ['PUT', '/api/save'],
  ['POST', '/api/puzzles'],
  ['GET', '/api/puzzles'],
  ['GET', '/api/puzzles/mine'],
  ['GET', '/api/puzzles/:x'],
  ['POST', '/api/puzzles/:x/results'],
  ['POST', '/api/puzzles/:x/thumbs'],
  ['DELETE', '/api/puzzles/:x/thumbs'],
  ['POST', '/api/puzzles/:x/report'],
  ['GET', '/api/moderation/reports'],
  ['GET', '/api/moderation/reports?limit=:x'],
  ['POST', '/api/moderation/puzzles/:x/restore'],
  ['DELETE', '/api/moderation/puzzles/:x'],
] as const;

/** The moderator's token of the fuzzed API: its routes are there, and tried with it and without. */
const TOKEN = 'fuzz-moderator-0123456789abcdefghij';

describe('every API route under hostile input', () => {
  const db = testStore('embedded');
  let api: FastifyInstance;
  let me: { id: string; secret: string; friendCode: string };
  beforeAll(async () => {
    // No limits in the way of a thousand requests: the clock runs an hour a request.
    let clock = 0;
    api = createApi({
      db: db(),
      allowedOrigins: ['http://localhost:*'],
      now: () => (clock += 3_600_000),
      moderatorToken: TOKEN,
    });
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
    fc.constant(`Moderator ${TOKEN}`),
    hostileText.map((s) => `Moderator ${s}`),
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
      save: d,
      title: d,
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
          expect(r.body).not.toContain(TOKEN);
          if (r.statusCode >= 400) expect(typeof r.json().error).toBe('string');
          if (method === 'POST' && path === '/api/profiles' && r.statusCode === 201) made++;
        },
      ),
      { numRuns: 600 },
    );
    const after = Number((await db().rows<{ n: string }>('SELECT count(*) AS n FROM profiles'))[0]?.n);
    expect(after - before).toBe(made);
    expect((await db().rows('SELECT * FROM daily_results')).length).toBe(0);
    expect((await db().rows('SELECT * FROM deal_results')).length).toBe(0);
    expect((await db().rows('SELECT * FROM saves')).length).toBe(0);
    expect((await db().rows('SELECT * FROM puzzles')).length).toBe(0);
  });

  it('the save route, signed in: a hostile or damaged save gets a sentence and changes nothing kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const p: { id: string; secret: string } = (
      await api.inject({ method: 'POST', url: '/api/profiles' })
    ).json();
    const store = new Storage(new MemoryBackend());
    new Records(store, 'glassworks', 'lower').record('7', 12);
    new DailyBook(store).record('glassworks', '2026-12-06', { result: 4, picture: '🟥' });
    const good = exportSave(store, new Date('2026-12-06T10:00:00Z'));
    const kinds = fc.constantFrom(...READERS.keys(), ...PROTOTYPE_NAMES, 'cheats');
    const save = fc.oneof(
      hostileData,
      fc
        .tuple(kinds, hostileData)
        .map(([k, d]) => JSON.parse(JSON.stringify({ ...good, entries: { [k]: d } }))),
      fc
        .tuple(kinds, hostileData)
        .map(([k, d]) => ({ ...good, entries: { ...good.entries, [k]: { v: 1, data: d } } })),
    );
    // A body as text: the good save's text with one change, a hostile save in `{ save }`, or a
    // save nested deeper than any writer of JSON goes (just under the body limit, and just over).
    const nested = (n: number, inside: string) => `{"save":${'{"a":'.repeat(n)}${inside}${'}'.repeat(n)}}`;
    const body = fc.oneof(
      mutated(JSON.stringify({ save: good })),
      save.map((d) => JSON.stringify({ save: d })),
      fc.constantFrom(nested(95_000, '0'), nested(120_000, '0'), nested(3, JSON.stringify(good))),
    );
    const statuses = new Map<number, number>();
    const kept = async () =>
      (await db().rows<{ save: string }>('SELECT save FROM saves WHERE profile_id = $1', [p.id]))[0]?.save;
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const before = await kept();
        const r = await api.inject({
          method: 'PUT',
          url: '/api/save',
          headers: {
            origin: 'http://localhost:5173',
            authorization: `Bearer ${p.id}.${p.secret}`,
            'content-type': 'application/json',
          },
          payload: text,
        });
        expect(r.statusCode, r.body.slice(0, 200)).toBeLessThan(500);
        statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
        if (r.statusCode !== 200) {
          expect(typeof r.json().error).toBe('string');
          expect(await kept()).toBe(before);
          return;
        }
        // Taken: what is kept is what was answered, and the game reads it back.
        expect(JSON.parse(String(await kept()))).toEqual(r.json().save);
        expect(readSaveFile(JSON.stringify(r.json().save)).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
    // Both ways were taken: saves refused (damaged, too large) and saves kept (a change that still reads).
    expect([...statuses.keys()].sort()).toEqual([200, 400, 413]);
    warn.mockRestore();
  });
});
