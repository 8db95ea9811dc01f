// Verified daily results and the daily board on both databases: the server plays the sent moves
// itself and keeps the first finished attempt; the board answers the distribution, the reader's
// place and the players they follow; forged, unfinished, out-of-day and repeated results change
// nothing; DELETE MY DATA takes a profile's results with it.

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../server/api/api';
import { verifyDeal } from '../../src/midend/games/verifiers';
import { dailyDeal } from '../../src/midend/progress/daily';
import { playDaily } from '../midend/dailyPlay';
import { KINDS, testStore } from './stores';

type Profile = { id: string; secret: string; name: string; friendCode: string };
const TODAY = '2026-12-06';
const NOW = Date.parse(`${TODAY}T12:00:00Z`);

/** Three finished GlassWorks games of today with three different results, best (fewest points) first. */
function threeResults(): { tokens: string[]; result: number }[] {
  const seen = new Map<number, string[]>();
  for (let salt = 0; seen.size < 3 && salt < 200; salt++) {
    const tokens = playDaily('glassworks', TODAY, salt);
    const v = verifyDeal(dailyDeal('glassworks', TODAY), tokens);
    if (v.ok && v.value.result !== null && !seen.has(v.value.result)) seen.set(v.value.result, tokens);
  }
  return [...seen].map(([result, tokens]) => ({ result, tokens })).sort((a, b) => a.result - b.result);
}

describe.each(KINDS)('the daily board on the %s database', (kind) => {
  const db = testStore(kind);
  let api: FastifyInstance;
  beforeEach(async () => {
    api = createApi({ db: db(), allowedOrigins: ['http://localhost:*'], now: () => NOW });
    await api.ready();
  });
  afterEach(() => api.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, p?: Profile, body?: object) =>
    api.inject({
      method,
      url,
      headers: {
        origin: 'http://localhost:5173',
        ...(p ? { authorization: `Bearer ${p.id}.${p.secret}` } : {}),
      },
      ...(body ? { payload: body } : {}),
    });
  const make = async (): Promise<Profile> => (await call('POST', '/api/profiles')).json();
  const send = (p: Profile, moves: string[], more: object = {}) =>
    call('POST', '/api/daily', p, { game: 'glassworks', day: TODAY, moves, hints: 0, assisted: 0, ...more });

  it('verifies and ranks: the distribution, your place, the players you follow first', async () => {
    const results = threeResults();
    expect(results.length).toBe(3);
    const [a, b, c] = [await make(), await make(), await make()];
    for (const [p, r] of [
      [a, results[1]],
      [b, results[0]],
      [c, results[2]],
    ] as const) {
      const answer = await send(p, r?.tokens ?? []);
      expect([answer.statusCode, answer.json().result]).toEqual([201, r?.result]);
    }
    await call('POST', '/api/follows', a, { friendCode: b.friendCode });
    const board = (await call('GET', `/api/daily/glassworks/${TODAY}`, a)).json();
    expect(board.players).toBe(3);
    expect(board.distribution).toEqual(results.map((r) => ({ result: r.result, players: 1 })));
    expect(board.mine).toEqual({ result: results[1]?.result, place: 2, beat: 50 });
    expect(board.friends.map((f: { name: string; you: boolean }) => [f.name, f.you])).toEqual([
      [b.name, false],
      [a.name, true],
    ]);
    // Without a profile: the distribution alone.
    const open = (await call('GET', `/api/daily/glassworks/${TODAY}`)).json();
    expect([open.players, open.mine, open.friends]).toEqual([3, null, []]);
  });

  it('keeps the first finished attempt: a replay or a better later game changes nothing', async () => {
    const [best, worse] = [threeResults()[0], threeResults()[2]];
    const p = await make();
    expect((await send(p, worse?.tokens ?? [])).statusCode).toBe(201);
    const again = await send(p, best?.tokens ?? []);
    expect([again.statusCode, again.json().recorded, again.json().result]).toEqual([
      200,
      false,
      worse?.result,
    ]);
    expect((await call('GET', `/api/daily/glassworks/${TODAY}`, p)).json().mine.result).toBe(worse?.result);
  });

  it('refuses forged, unfinished and out-of-day results with a reason, and keeps nothing of them', async () => {
    const p = await make();
    const tokens = threeResults()[0]?.tokens ?? [];
    const refused = async (body: object, status: number, error: RegExp) => {
      const r = await call('POST', '/api/daily', p, {
        game: 'glassworks',
        day: TODAY,
        moves: tokens,
        hints: 0,
        assisted: 0,
        ...body,
      });
      expect([r.statusCode, r.json().error]).toEqual([status, expect.stringMatching(error)]);
    };
    await refused(
      { moves: tokens.slice(0, 2) },
      422,
      /^the rules refuse this game: the game is not finished$/,
    );
    await refused({ moves: [tokens[0], tokens[0]] }, 422, /^the rules refuse this game: move 2: /);
    await refused({ day: '2026-12-07' }, 422, /is not a day whose deal can be sent now/);
    await refused({ day: '2026-11-20' }, 422, /is not a day whose deal can be sent now/);
    await refused({ day: '2026-02-30' }, 422, /is not a day whose deal can be sent now/);
    await refused({ game: 'chess' }, 400, /^game: must be one of the games$/);
    await refused({ moves: 'a1b2' }, 400, /^moves: must be a list$/);
    await refused({ hints: -1 }, 400, /^hints: /);
    // The same moves as another game's deal: that deal's replay refuses them.
    await refused({ game: 'joker-coloring' }, 422, /^the rules refuse this game: /);
    expect((await call('GET', `/api/daily/glassworks/${TODAY}`)).json().players).toBe(0);
    expect(
      (
        await call('POST', '/api/daily', undefined, {
          game: 'glassworks',
          day: TODAY,
          moves: tokens,
          hints: 0,
          assisted: 0,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('marks a result that used HINT or SHOW ME, and DELETE MY DATA takes the results with it', async () => {
    const p = await make();
    const sent = await send(p, threeResults()[0]?.tokens ?? [], { hints: 2 });
    expect(sent.json().helped).toBe(true);
    expect((await call('GET', `/api/daily/glassworks/${TODAY}`, p)).json().friends[0].helped).toBe(true);
    expect((await call('DELETE', '/api/profile', p)).statusCode).toBe(204);
    expect((await call('GET', `/api/daily/glassworks/${TODAY}`)).json().players).toBe(0);
  });

  it('verifies Flood Duel against the computer and Joker Coloring too', async () => {
    const p = await make();
    for (const game of ['flood-duel', 'joker-coloring'] as const) {
      const moves = playDaily(game, TODAY, 2);
      const r = await call('POST', '/api/daily', p, { game, day: TODAY, moves, hints: 0, assisted: 0 });
      expect(r.statusCode).toBe(201);
      expect((await call('GET', `/api/daily/${game}/${TODAY}`, p)).json().players).toBe(1);
    }
  });
});
