// A moderator's look at the Explore shelf's reports, on both databases: the routes are there only
// where the deployment sets MODERATOR_TOKEN, answer only its holder (a wrong token is refused, and an
// address that sends several is refused before its next is compared); the list shows the hidden
// puzzles, oldest report first, with the reporter's name; a restored puzzle is back on NEW and its
// reporter's report no longer hides it; a removed one takes its plays and thumbs with it and frees
// its code; a forged id is refused with a sentence.

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../../server/api/api';
import { settingsFrom } from '../../server/settings';
import { recordPlay, thumb } from '../../server/store/puzzles';
import { isForeignKeyViolation } from '../../server/store/sql';
import type { Deal } from '../../src/midend/codes/dealCode';
import { encodeDeal } from '../../src/midend/codes/dealCode';
import { clearAndMiss } from './puzzleLines';
import { KINDS, testStore } from './stores';

type Profile = { id: string; secret: string; name: string };
const NOW = Date.parse('2026-12-06T12:00:00Z');
const TOKEN = 'mod-7Qx9vK2pL8sD4fG6hJ1kZ3cV5bN0mWeR';
const GLASS: Deal = { game: 'glassworks', seed: 0, board: 'RR.RR' };
const small = (n: number): Deal => ({ game: 'glassworks', seed: 0, board: `RR.${'.'.repeat(n)}` });

describe('MODERATOR_TOKEN', () => {
  it('is none when unset, kept when long enough, and a short or spaced one stops the server unechoed', () => {
    expect(settingsFrom({}).moderatorToken).toBeNull();
    expect(settingsFrom({ MODERATOR_TOKEN: '' }).moderatorToken).toBeNull();
    expect(settingsFrom({ MODERATOR_TOKEN: TOKEN }).moderatorToken).toBe(TOKEN);
    for (const bad of ['hunter2-hunter2', `${TOKEN} x`, `${TOKEN}é`, 'x'.repeat(257)]) {
      expect(() => settingsFrom({ MODERATOR_TOKEN: bad }), bad).toThrow(/^MODERATOR_TOKEN must be/);
      try {
        settingsFrom({ MODERATOR_TOKEN: bad });
      } catch (e) {
        expect(String(e)).not.toContain(bad);
      }
    }
  });
});

describe.each(KINDS)('a moderator’s look on the %s database', (kind) => {
  const db = testStore(kind);
  let api: FastifyInstance;
  let clock = NOW;
  const start = async (moderatorToken: string | null) => {
    clock = NOW;
    // The clock moves a tenth of a second a reading: requests never run out of the general limit.
    const now = () => (clock += 100);
    api = createApi({ db: db(), allowedOrigins: ['http://localhost:*'], now, moderatorToken });
    await api.ready();
  };
  afterEach(() => api.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth?: Profile | string, from?: string) =>
    api.inject({
      method,
      url,
      ...(from ? { remoteAddress: from } : {}),
      headers: {
        origin: 'http://localhost:5173',
        ...(typeof auth === 'string' ? { authorization: `Moderator ${auth}` } : {}),
        ...(typeof auth === 'object' ? { authorization: `Bearer ${auth.id}.${auth.secret}` } : {}),
      },
    });
  const make = async (): Promise<Profile> => (await call('POST', '/api/profiles')).json();
  const publish = async (p: Profile, deal: Deal): Promise<string> => {
    const r = await api.inject({
      method: 'POST',
      url: '/api/puzzles',
      headers: { origin: 'http://localhost:5173', authorization: `Bearer ${p.id}.${p.secret}` },
      payload: { code: encodeDeal(deal), title: 'Quiet Harbour' },
    });
    return r.json().id;
  };
  const report = async (p: Profile, id: string) =>
    (await call('POST', `/api/puzzles/${id}/report`, p)).json();
  const onNew = async () =>
    (await call('GET', '/api/puzzles?tab=new')).json().puzzles.map((e: { id: string }) => e.id);
  const listed = async () => (await call('GET', '/api/moderation/reports', TOKEN)).json().reports;
  const ROUTES = [
    ['GET', '/api/moderation/reports'],
    ['POST', '/api/moderation/puzzles/AAAAAAAA/restore'],
    ['DELETE', '/api/moderation/puzzles/AAAAAAAA'],
  ] as const;

  it('with no token set, the routes are not there for anyone', async () => {
    await start(null);
    for (const [method, url] of ROUTES)
      for (const auth of [undefined, TOKEN, '']) {
        const r = await call(method, url, auth);
        expect([r.statusCode, r.json()], `${method} ${url}`).toEqual([404, { error: 'no such route' }]);
      }
  });

  it('refuses a wrong token, and an address that sent several, even with the right one, for a while', async () => {
    await start(TOKEN);
    const wrong = [undefined, `${TOKEN}x`, TOKEN.slice(0, -1), TOKEN.toUpperCase(), 'x'];
    for (const [n, auth] of wrong.entries()) {
      const [method, url] = ROUTES[n % ROUTES.length] ?? ROUTES[0];
      const r = await call(method, url, auth);
      expect([r.statusCode, r.json().error], String(auth)).toEqual([
        401,
        'a moderator’s token is needed, and this is not one',
      ]);
    }
    // Five wrong: the address is refused before its token is compared, the right one too.
    for (const auth of ['y', TOKEN]) {
      const r = await call('GET', '/api/moderation/reports', auth);
      expect([r.statusCode, r.json().error]).toEqual([429, 'too many wrong tokens from here: wait a minute']);
    }
    // Another address is not held back by this one's guesses.
    expect((await call('GET', '/api/moderation/reports', TOKEN, '10.0.0.9')).statusCode).toBe(200);
    // A profile's own header is no moderator's either.
    expect((await call('GET', '/api/moderation/reports', await make(), '10.0.0.9')).statusCode).toBe(401);
    // A minute later the address may try again.
    clock += 61_000;
    expect((await call('GET', '/api/moderation/reports', TOKEN)).json()).toEqual({ reports: [] });
  });

  it('lists the hidden puzzles, oldest report first, with the reporter’s name', async () => {
    await start(TOKEN);
    const [a, b, c] = [await make(), await make(), await make()];
    const [first, second, shown] = [
      await publish(a, GLASS),
      await publish(a, small(0)),
      await publish(b, small(1)),
    ];
    expect(await report(c, second)).toEqual({ id: second, hidden: true });
    clock += 60_000;
    expect(await report(b, first)).toEqual({ id: first, hidden: true });
    const r = await call('GET', '/api/moderation/reports', TOKEN);
    expect(r.statusCode).toBe(200);
    expect(r.json().reports).toEqual([
      {
        id: second,
        game: 'glassworks',
        code: encodeDeal(small(0)),
        title: 'Quiet Harbour',
        author: a.name,
        created: expect.any(String),
        reported: expect.any(String),
        reportedBy: c.name,
      },
      expect.objectContaining({ id: first, code: encodeDeal(GLASS), author: a.name, reportedBy: b.name }),
    ]);
    const [x, y] = r.json().reports;
    expect(Date.parse(x.reported)).toBeLessThan(Date.parse(y.reported));
    for (const p of [a, b, c]) expect(r.body).not.toContain(p.secret);
    expect(r.body).not.toContain(c.id);
    expect(r.body).not.toContain(shown);
    expect((await call('GET', '/api/moderation/reports?limit=1', TOKEN)).json().reports).toHaveLength(1);
    for (const bad of ['limit=0', 'limit=101', 'limit=x', 'limit=1.5'])
      expect((await call('GET', `/api/moderation/reports?${bad}`, TOKEN)).statusCode, bad).toBe(400);
    // The reporter gone (DELETE MY DATA), the puzzle still waits for its look, reported by no one named.
    expect((await call('DELETE', '/api/profile', c)).statusCode).toBe(204);
    expect((await listed())[0]).toMatchObject({ id: second, reportedBy: null });
  });

  it('a restored puzzle is back on NEW; its reporter cannot hide it again, someone else can', async () => {
    await start(TOKEN);
    const [a, b, c] = [await make(), await make(), await make()];
    const id = await publish(a, GLASS);
    const other = await publish(a, small(0));
    await report(b, id);
    expect(await onNew()).toEqual([other]);
    const r = await call('POST', `/api/moderation/puzzles/${id}/restore`, TOKEN);
    expect([r.statusCode, r.json()]).toEqual([200, { id, hidden: false }]);
    expect(await onNew()).toEqual([other, id]);
    expect((await call('GET', `/api/puzzles/${id}`)).statusCode).toBe(200);
    expect(await listed()).toEqual([]);
    const again = await call('POST', `/api/moderation/puzzles/${id}/restore`, TOKEN);
    expect([again.statusCode, again.json().error]).toEqual([
      409,
      'this puzzle is on the shelf: there is nothing to restore',
    ]);
    // The same reporter's report was looked at: it no longer hides the puzzle.
    expect(await report(b, id)).toEqual({ id, hidden: false });
    expect(await onNew()).toEqual([other, id]);
    // Someone else's report hides it again, and it waits for a look once more.
    expect(await report(c, id)).toEqual({ id, hidden: true });
    expect(await onNew()).toEqual([other]);
    expect((await listed()).map((e: { reportedBy: string }) => e.reportedBy)).toEqual([c.name]);
    const [row] = await db().rows<{ n: string | number }>(
      'SELECT count(*) AS n FROM puzzle_dismissed_reports WHERE puzzle_id = $1',
      [id],
    );
    expect(Number(row?.n)).toBe(1);
  });

  it('a removed puzzle takes its plays and thumbs with it, and its code may be published again', async () => {
    await start(TOKEN);
    const [a, b] = [await make(), await make()];
    const id = await publish(a, GLASS);
    const shown = await publish(a, small(0));
    const moves = clearAndMiss(GLASS).clear;
    await api.inject({
      method: 'POST',
      url: `/api/puzzles/${id}/results`,
      headers: { origin: 'http://localhost:5173', authorization: `Bearer ${b.id}.${b.secret}` },
      payload: { moves },
    });
    await call('POST', `/api/puzzles/${id}/thumbs`, b);
    await call('POST', `/api/puzzles/${shown}/thumbs`, b);
    await report(b, id);
    const r = await call('DELETE', `/api/moderation/puzzles/${id}`, TOKEN);
    expect([r.statusCode, r.body]).toEqual([204, '']);
    expect(await listed()).toEqual([]);
    const count = async (table: string) =>
      Number(
        (await db().rows<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE puzzle_id = $1`, [id]))[0]
          ?.n,
      );
    expect([await count('puzzle_plays'), await count('puzzle_thumbs')]).toEqual([0, 0]);
    expect((await call('DELETE', `/api/moderation/puzzles/${id}`, TOKEN)).statusCode).toBe(404);
    // An attempt or a thumb that found the puzzle a moment before it went meets its foreign key, which
    // the shelf's routes answer as no such puzzle.
    await expect(recordPlay(db(), id, b.id, true)).rejects.toSatisfy(isForeignKeyViolation);
    await expect(thumb(db(), id, b.id, true)).rejects.toSatisfy(isForeignKeyViolation);
    // A puzzle on the shelf may be removed too, unreported.
    expect((await call('DELETE', `/api/moderation/puzzles/${shown}`, TOKEN)).statusCode).toBe(204);
    expect(await onNew()).toEqual([]);
    // The code is free: published again, it is a new entry.
    const again = await publish(b, GLASS);
    expect(again).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(await onNew()).toEqual([again]);
  });

  it('refuses a forged id with a sentence, and changes nothing', async () => {
    await start(TOKEN);
    const [a, b] = [await make(), await make()];
    const id = await publish(a, GLASS);
    await report(b, id);
    const forged = [
      'nosuchid',
      'short',
      `${id}x`,
      id.slice(0, 7),
      '%2E%2E',
      '__proto__',
      'AAAA%2FAA',
      `${id}%00`,
    ];
    for (const bad of forged) {
      for (const [method, url] of [
        ['POST', `/api/moderation/puzzles/${bad}/restore`],
        ['DELETE', `/api/moderation/puzzles/${bad}`],
      ] as const) {
        const r = await call(method, url, TOKEN);
        expect(r.statusCode, url).toBe(404);
        expect(typeof r.json().error, url).toBe('string');
      }
    }
    expect((await listed()).map((e: { id: string }) => e.id)).toEqual([id]);
  });
});
