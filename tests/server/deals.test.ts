// Verified results on one deal by its code, on both databases: a GlassWorks ladder deal cleared
// along its known line is verified and ranked; a challenge code's deal is the same board as its deal
// code's; a forged or unfinished game and a mangled code are refused and change nothing; the first
// finished attempt is kept; DELETE MY DATA takes a profile's results with it.

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../server/api/api';
import { glassworks } from '../../src/logic/glassworks/game';
import { ladderDeal } from '../../src/logic/glassworks/ladder';
import { encodeChallenge, encodeDeal } from '../../src/midend/codes/dealCode';
import { KINDS, testStore } from './stores';

type Profile = { id: string; secret: string; name: string; friendCode: string };
const NOW = Date.parse('2026-12-06T12:00:00Z');

/** Ladder deal `n`: its deal code and its clearing line as tokens. */
function ladder(n: number): { code: string; line: string[] } {
  const deal = ladderDeal(n);
  if (!deal?.line.ok) throw new Error(`no line for ladder deal ${n}`);
  const code = encodeDeal({
    game: 'glassworks',
    options: glassworks.defaultOptions,
    seed: deal.seed,
  } as never);
  return { code, line: deal.line.value.map((m) => glassworks.encodeMove(m)) };
}

describe.each(KINDS)('results on one deal on the %s database', (kind) => {
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
  const send = (p: Profile, code: string, moves: string[], more: object = {}) =>
    call('POST', '/api/results', p, { code, moves, hints: 0, assisted: 0, ...more });

  it('verifies a ladder clear, ranks it, and keeps only the first attempt', async () => {
    const { code, line } = ladder(1);
    const [a, b] = [await make(), await make()];
    const first = await send(a, code, line);
    expect([first.statusCode, first.json().result]).toEqual([201, 1]);
    expect((await send(a, code, line)).json().recorded).toBe(false);
    await call('POST', '/api/follows', b, { friendCode: a.friendCode });
    // A challenge code names the same deal: the same board.
    const challenge = encodeChallenge({
      deal: {
        game: 'glassworks',
        options: glassworks.defaultOptions,
        seed: ladderDeal(1)?.seed ?? 0,
      } as never,
      beat: 1,
    });
    const board = (await call('GET', `/api/results/${challenge}`, b)).json();
    expect(board.players).toBe(1);
    expect(board.distribution).toEqual([{ result: 1, players: 1 }]);
    expect(board.friends.map((f: { name: string }) => f.name)).toEqual([a.name]);
    expect(board.mine).toBeNull();
  });

  it('refuses a forged or unfinished game and a mangled code, and keeps nothing of them', async () => {
    const { code, line } = ladder(2);
    const p = await make();
    const unfinished = await send(p, code, line.slice(0, -1));
    expect(unfinished.statusCode).toBe(422);
    const forged = await send(p, code, ['zz', ...line]);
    expect(forged.statusCode).toBe(422);
    expect((await send(p, `${code}X`, line)).statusCode).toBe(400);
    expect((await send(p, 'GW-<script>', line)).statusCode).toBe(400);
    expect((await call('GET', `/api/results/${code}`, p)).json().players).toBe(0);
    // Then the real clear still counts: nothing above was kept as the first attempt.
    expect((await send(p, code, line)).statusCode).toBe(201);
  });

  it('DELETE MY DATA takes the results with it', async () => {
    const { code, line } = ladder(3);
    const p = await make();
    await send(p, code, line);
    expect((await call('DELETE', '/api/profile', p)).statusCode).toBe(204);
    expect((await call('GET', `/api/results/${code}`)).json().players).toBe(0);
  });
});
