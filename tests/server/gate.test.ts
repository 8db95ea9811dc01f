// The server's door: origins and the matchmaking rate per address.

import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Gate, originAllowed } from '../../server/door/gate';
import { matchmakingRoute } from '../../server/door/matchmaking';
import { Bucket, penalties } from '../../server/limits';

describe('origins', () => {
  const allowed = ['https://html.itch.zone', 'http://127.0.0.1:*'];
  it('lets in the listed sites, any port where the entry says so, and programs that name none', () => {
    expect(originAllowed('https://html.itch.zone', allowed)).toBe(true);
    expect(originAllowed('http://127.0.0.1:4173', allowed)).toBe(true);
    expect(originAllowed(undefined, allowed)).toBe(true);
  });
  it('keeps out other sites and look-alikes', () => {
    expect(originAllowed('https://evil.example', allowed)).toBe(false);
    expect(originAllowed('https://html.itch.zone.evil.example', allowed)).toBe(false);
    expect(originAllowed('http://127.0.0.1:80.evil.example', allowed)).toBe(false);
    expect(originAllowed('null', allowed)).toBe(false);
  });
});

describe('a token bucket', () => {
  it('allows a burst, then the rate', () => {
    const b = new Bucket(2, 3, 0);
    expect([b.take(0), b.take(0), b.take(0), b.take(0)]).toEqual([true, true, true, false]);
    expect(b.take(499)).toBe(false);
    expect(b.take(500)).toBe(true);
  });
});

describe('the gate in front of the matchmaker', () => {
  let server: http.Server;
  let url = '';
  let reached = 0;
  beforeAll(async () => {
    // The matchmaker's route with a stand-in for the matchmaker behind it: every id is a room.
    server = http.createServer(
      matchmakingRoute({
        gate: new Gate(['http://127.0.0.1:*'], 1),
        storeUp: () => true,
        // The clock stands still: the burst is the whole allowance, however slow the machine.
        now: () => 1_000_000,
        reconnect: async () => {
          reached++;
          return { room: {}, sessionId: 'x' };
        },
      }),
    );
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/matchmake/reconnect/ABCDEF`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('answers a preflight for the allowed origin only, with credentials allowed (the client sends them)', async () => {
    const ok = await fetch(url, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173' } });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('lets an address sent away make its preflight, so the request after it hears why it waits', async () => {
    penalties.put('127.0.0.1', Date.now());
    try {
      const pre = await fetch(url, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173' } });
      expect(pre.status).toBe(204);
      const r = await fetch(url, {
        method: 'POST',
        headers: { origin: 'http://127.0.0.1:5173' },
        body: '{}',
      });
      expect(r.status).toBe(429);
      expect(((await r.json()) as { error: string }).error).toMatch(/sent away/);
    } finally {
      penalties.clear();
    }
  });

  it('refuses another site, and slows an address down after its burst', async () => {
    const evil = await fetch(url, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: '{}',
    });
    expect(evil.status).toBe(403);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push(
        (
          await fetch(url, {
            method: 'POST',
            headers: { origin: 'http://127.0.0.1:5173' },
            body: '{"reconnectionToken":"ABCDEF:t"}',
          })
        ).status,
      );
    // A burst of ten, then "too many": the bucket refills one a second, and no second passes here.
    expect(codes.slice(0, 10).every((c) => c !== 429)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
    // Only the ten let through reached what stands behind the gate (here a stand-in for the matchmaker).
    expect(reached).toBe(10);
  });
});
