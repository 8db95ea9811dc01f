// The player's save kept on the server, on both databases: two devices of one profile each send
// their save and both end with the two merged (bests joined, days kept); two sent at once both
// count; a damaged save, or a merge too large to send back, is refused with a sentence and keeps
// nothing; the biggest real save fits; DELETE MY DATA takes the save with it.

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../server/api/api';
import { SAVE_BODY_BYTES } from '../../server/api/saveRoutes';
import { Records } from '../../src/midend/core/records';
import { DailyBook } from '../../src/midend/progress/daily';
import { exportSave, importSave, readSaveFile, type SaveFile } from '../../src/midend/progress/saveFile';
import { MemoryBackend, Storage } from '../../src/services/storage';
import { bigSave } from './bigSave';
import { KINDS, testStore } from './stores';

type Profile = { id: string; secret: string; name: string; friendCode: string };
const TODAY = '2026-12-06';

/** A device's save file after `fill`, as EXPORT writes it. */
function saveOf(fill: (s: Storage) => void): SaveFile {
  const s = new Storage(new MemoryBackend());
  fill(s);
  return exportSave(s, new Date(`${TODAY}T10:00:00Z`));
}

/** The store a save answered by the server makes on a device that imports it. */
function imported(save: unknown): Storage {
  const read = readSaveFile(JSON.stringify(save));
  if (!read.ok) throw new Error(read.reason);
  const s = new Storage(new MemoryBackend());
  importSave(s, read.value);
  return s;
}

const bests = (save: unknown) => ({ ...new Records(imported(save), 'glassworks', 'lower').all() });

describe.each(KINDS)('the save kept on the server, on the %s database', (kind) => {
  const db = testStore(kind);
  let api: FastifyInstance;
  let clock = Date.parse(`${TODAY}T12:00:00Z`);
  beforeEach(async () => {
    api = createApi({ db: db(), allowedOrigins: ['http://localhost:*'], now: () => clock });
    await api.ready();
  });
  afterEach(() => api.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, p?: Profile, body?: unknown) =>
    api.inject({
      method,
      url,
      headers: {
        origin: 'http://localhost:5173',
        ...(p ? { authorization: `Bearer ${p.id}.${p.secret}` } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  /** A profile on two devices: the first, and a second it moved to with a transfer code. */
  const twoDevices = async (): Promise<[Profile, Profile]> => {
    const a: Profile = (await call('POST', '/api/profiles')).json();
    const { code } = (await call('POST', '/api/transfer', a)).json();
    return [a, (await call('POST', '/api/transfer/claim', undefined, { code })).json()];
  };
  const keptRows = async (id: string) =>
    db().rows<{ save: string }>('SELECT save FROM saves WHERE profile_id = $1', [id]);

  it('merges what two devices send: both answered, and kept, with the bests of both and every day', async () => {
    const [a, b] = await twoDevices();
    expect((await call('GET', '/api/save', a)).json()).toEqual({ save: null });
    const onA = saveOf((s) => {
      new Records(s, 'glassworks', 'lower').record('11', 9);
      new Records(s, 'glassworks', 'lower').record('12', 4);
      new DailyBook(s).record('glassworks', TODAY, { result: 4, picture: '🟥' });
    });
    const onB = saveOf((s) => {
      new Records(s, 'glassworks', 'lower').record('11', 7);
      new Records(s, 'glassworks', 'lower').record('13', 2);
      new DailyBook(s).record('glassworks', '2026-12-05', { result: 8, picture: '🟦' });
    });
    const first = await call('PUT', '/api/save', a, { save: onA });
    expect(first.statusCode).toBe(200);
    expect(bests(first.json().save)).toEqual({ '11': 9, '12': 4 });
    const second = await call('PUT', '/api/save', b, { save: onB });
    expect(second.statusCode).toBe(200);
    expect(bests(second.json().save)).toEqual({ '11': 7, '12': 4, '13': 2 });
    // Device A reads what B's merge left: both bests, both days, the streak of two.
    const kept = await call('GET', '/api/save', a);
    expect([kept.statusCode, kept.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
    expect(kept.json().save).toEqual(second.json().save);
    expect(bests(kept.json().save)).toEqual({ '11': 7, '12': 4, '13': 2 });
    expect(new DailyBook(imported(kept.json().save)).streak('glassworks', TODAY)).toBe(2);
    expect(await keptRows(a.id)).toHaveLength(1);
  });

  it('keeps both of two saves sent at once', async () => {
    const [a, b] = await twoDevices();
    const one = (id: string, value: number) =>
      saveOf((s) => new Records(s, 'glassworks', 'lower').record(id, value));
    const answers = await Promise.all([
      call('PUT', '/api/save', a, { save: one('1', 5) }),
      call('PUT', '/api/save', b, { save: one('2', 6) }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(bests((await call('GET', '/api/save', a)).json().save)).toEqual({ '1': 5, '2': 6 });
  });

  it('refuses a damaged or foreign save with a sentence, and keeps what it had', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [a] = await twoDevices();
    const good = saveOf((s) => new Records(s, 'glassworks', 'lower').record('1', 5));
    expect((await call('PUT', '/api/save', a, { save: good })).statusCode).toBe(200);
    const before = await keptRows(a.id);
    const damaged = { ...good, entries: { 'glassworks-best': { v: 1, data: { '1': 'five' } } } };
    for (const [body, why] of [
      [{ save: damaged }, /'glassworks-best' entry is damaged/],
      [{ save: { ...good, entries: { cheats: { v: 1, data: 1 } } } }, /does not know: 'cheats'/],
      [{ save: { ...good, app: 'other' } }, /not a Prism Arcade save file/],
      [{ save: { ...good, format: 9 } }, /format 9/],
      [{ save: 'a save' }, /^save: must be a save file$/],
      [{ nothing: 1 }, /^save: must be a save file$/],
      [[good], /^save: must be a save file$/],
    ] as const) {
      const r = await call('PUT', '/api/save', a, body);
      expect([r.statusCode, r.json().error]).toEqual([400, expect.stringMatching(why)]);
    }
    expect(await keptRows(a.id)).toEqual(before);
    // Not signed in: nothing read, nothing kept.
    expect((await call('PUT', '/api/save', undefined, { save: good })).statusCode).toBe(401);
    expect((await call('GET', '/api/save')).statusCode).toBe(401);
    warn.mockRestore();
  });

  it('takes the biggest real save, refuses a body over the limit, and limits how often a profile sends', async () => {
    const [a] = await twoDevices();
    const big = bigSave(TODAY);
    const size = Buffer.byteLength(JSON.stringify({ save: big }));
    // The figure saveRoutes.ts gives: about 282 KB, under half the limit.
    expect(size).toBeGreaterThan(250_000);
    expect(size).toBeLessThan(SAVE_BODY_BYTES / 2);
    const sent = await call('PUT', '/api/save', a, { save: big });
    expect(sent.statusCode).toBe(200);
    expect(readSaveFile(JSON.stringify(sent.json().save)).ok).toBe(true);
    const huge = { save: { ...big, padding: 'x'.repeat(SAVE_BODY_BYTES) } };
    const over = await call('PUT', '/api/save', a, huge);
    expect([over.statusCode, over.json().error]).toEqual([413, 'the request is too large']);
    // Ten at once, then one every 6 s: the clock stands still.
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await call('PUT', '/api/save', a, { save: saveOf(() => {}) })).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    clock += 60_000;
    expect((await call('PUT', '/api/save', a, { save: saveOf(() => {}) })).statusCode).toBe(200);
  });

  it('refuses a merge too large to send back, and keeps the save it had', async () => {
    const [a, b] = await twoDevices();
    // Two devices' bests of different deals, each file under the limit, the two together over it.
    const many = (from: number) =>
      saveOf((s) =>
        s.write(
          'glassworks-best',
          1,
          Object.fromEntries(Array.from({ length: 22_000 }, (_, i) => [String(1_000_000_000 + from + i), 5])),
        ),
      );
    expect((await call('PUT', '/api/save', a, { save: many(0) })).statusCode).toBe(200);
    const before = await keptRows(a.id);
    const r = await call('PUT', '/api/save', b, { save: many(50_000) });
    expect([r.statusCode, r.json().error]).toEqual([413, 'the save is too large to keep on the server']);
    expect(await keptRows(a.id)).toEqual(before);
  });

  it("answers a browser's preflight for PUT", async () => {
    const pre = await api.inject({
      method: 'OPTIONS',
      url: '/api/save',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PUT' },
    });
    expect(pre.statusCode).toBe(204);
    expect(String(pre.headers['access-control-allow-methods'])).toContain('PUT');
  });

  it('DELETE MY DATA leaves no save behind', async () => {
    const [a, b] = await twoDevices();
    const save = saveOf((s) => new Records(s, 'glassworks', 'lower').record('1', 5));
    expect((await call('PUT', '/api/save', a, { save })).statusCode).toBe(200);
    expect(await keptRows(a.id)).toHaveLength(1);
    expect((await call('DELETE', '/api/profile', b)).statusCode).toBe(204);
    expect(await keptRows(a.id)).toEqual([]);
    expect((await call('GET', '/api/save', a)).statusCode).toBe(401);
    expect((await call('PUT', '/api/save', a, { save })).statusCode).toBe(401);
    expect(await db().rows('SELECT * FROM saves')).toEqual([]);
  });
});
