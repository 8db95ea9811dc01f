// The Explore shelf's publish route fed hostile bodies (as apiFuzz.test.ts does for every route):
// wrong types, huge strings, prototype keys, random bytes, JSON nested deeper than any writer goes,
// and real puzzle codes with a character changed, dropped or added. Every answer is a refusal with a
// sentence (4xx) or a puzzle published — never a failure of the server — and a puzzle is kept only
// when the answer says so, its code one that reads as a made board.

import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../server/api/api';
import { madeDeal } from '../../server/api/puzzleDeals';
import { TITLE_ADJECTIVES, TITLE_NOUNS } from '../../src/logic/puzzleTitles';
import { type Deal, encodeDeal } from '../../src/midend/codes/dealCode';
import { hostileData, hostileJson, hostileText, mutated, PROTOTYPE_NAMES } from '../fuzz/arbitraries';
import { testStore } from './stores';

const MADE: Deal[] = [
  { game: 'glassworks', seed: 0, board: 'RR.RR' },
  {
    game: 'joker-coloring',
    seed: 0,
    limit: null,
    options: { width: 4, height: 3, colors: 3, moves: 5, board: 'rgbr/g*bb/rrrg', base: { x: 1, y: 2 } },
  },
  { game: 'flood-duel', seed: 0, options: { width: 4, height: 4, first: 1, board: 'abab/baba/abab/caba' } },
];
const CODES = MADE.map(encodeDeal);

describe('the publish route under hostile bodies', () => {
  const db = testStore('embedded');
  let api: FastifyInstance;
  let me: { id: string; secret: string };
  beforeAll(async () => {
    // No limits in the way of hundreds of requests: the clock runs a day a reading.
    let clock = 0;
    api = createApi({ db: db(), allowedOrigins: ['http://localhost:*'], now: () => (clock += 86_400_000) });
    await api.ready();
    me = (await api.inject({ method: 'POST', url: '/api/profiles' })).json();
  });
  afterAll(() => api.close());

  /** POST /api/puzzles as the test's profile, the body as it is given. */
  const post = (payload: string) =>
    api.inject({
      method: 'POST',
      url: '/api/puzzles',
      headers: {
        origin: 'http://localhost:5173',
        authorization: `Bearer ${me.id}.${me.secret}`,
        'content-type': 'application/json',
      },
      payload,
    });

  const title = fc.oneof(
    fc
      .constantFrom(...TITLE_ADJECTIVES)
      .chain((a) => fc.constantFrom(...TITLE_NOUNS).map((n) => `${a} ${n}`)),
    hostileText,
    hostileData,
    fc.constantFrom(...PROTOTYPE_NAMES, 'Quiet Harbour'.repeat(1000)),
  );
  const code = fc.oneof(
    fc.constantFrom(...CODES).chain((c) => mutated(c)),
    fc.constantFrom(...CODES, 'GW-7K3Q9X', 'A'.repeat(5000), ...PROTOTYPE_NAMES),
    hostileText,
    hostileData,
  );
  /** A line for par: none, moves of any game's shape, or hostile data. */
  const line = fc.oneof(
    fc.constant(undefined),
    fc.array(fc.constantFrom('0,0r', '1,0l', 'r', 'g', '@1,1', 'a', 'b', '0,0d', ''), { maxLength: 30 }),
    fc.array(fc.string({ maxLength: 30 }), { maxLength: 5 }),
    hostileData,
  );
  /** A body as text: JSON of hostile fields, hostile JSON, random bytes, or deeper than any writer. */
  const body = fc.oneof(
    fc.record({ code, title }).map((b) => JSON.stringify(b)),
    fc.record({ code, title, line }).map((b) => JSON.stringify(b)),
    fc
      .tuple(fc.constantFrom(...PROTOTYPE_NAMES), code, title)
      .map(
        ([k, c, t]) =>
          `{"${k}":{"code":1},"code":${JSON.stringify(c) ?? 'null'},"title":${JSON.stringify(t) ?? 'null'}}`,
      ),
    hostileJson,
    fc.uint8Array({ maxLength: 600 }).map((b) => Buffer.from(b).toString('latin1')),
    fc.constantFrom(`{"code":${'['.repeat(3000)}${']'.repeat(3000)}}`, `{"code":"${'9'.repeat(10_000)}"}`),
  );

  it('answers every body with a sentence or a puzzle published, never a failure', async () => {
    const statuses = new Map<number, number>();
    let published = 0;
    // The real boards under a real title first: the random bodies rarely hit one, and the route's
    // way of keeping a puzzle must be taken whatever they draw.
    for (const code of CODES) {
      const r = await post(JSON.stringify({ code, title: 'Quiet Harbour' }));
      expect(r.statusCode, r.body).toBe(201);
      statuses.set(201, (statuses.get(201) ?? 0) + 1);
      published++;
    }
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const r = await post(payload);
        statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
        expect(r.statusCode, `${payload.slice(0, 200)}: ${r.body.slice(0, 200)}`).toBeLessThan(500);
        if (r.statusCode === 201) {
          published++;
          expect(madeDeal(r.json().code).ok).toBe(true);
          return;
        }
        expect(r.statusCode).toBeGreaterThanOrEqual(400);
        expect(typeof r.json().error).toBe('string');
        expect(r.json().error.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
    const rows = await db().rows<{ code: string }>('SELECT code FROM puzzles');
    expect(rows.length).toBe(published);
    for (const row of rows) expect(madeDeal(row.code)).toMatchObject({ ok: true, value: { code: row.code } });
    // Both ways were taken: bodies refused, and (a real code, a real title) puzzles kept or held.
    expect(statuses.get(400)).toBeGreaterThan(0);
    expect((statuses.get(201) ?? 0) + (statuses.get(409) ?? 0)).toBeGreaterThan(0);
  });
});
