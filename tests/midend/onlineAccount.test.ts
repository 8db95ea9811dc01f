// The profile as this device uses it, against a fake API: nothing is sent before online features are
// turned on; a finished daily waits in the outbox while the server is down and is sent once it
// answers, each once; a refused one is let go; the board's answer is read like any message from
// outside; codes are tidied as typed; stored data that does not read is dropped, never trusted.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as account from '../../src/midend/online/account';
import { type DailyBoard, distributionLine, placeLine, readBoard } from '../../src/midend/online/dailyBoard';
import { Outbox } from '../../src/midend/online/outbox';
import { FRIEND_CODE, tidyCode } from '../../src/midend/online/playerCodes';
import { ProfileBook } from '../../src/midend/online/profileBook';
import * as results from '../../src/midend/online/results';
import { addDays, dayOf } from '../../src/midend/progress/daily';
import { storage } from '../../src/services/storage';

const page = vi.hoisted(() => ({ server: 'ws://api.test:2567' }));
vi.mock('../../src/services/serverAddress', () => ({ serverAddress: () => page.server }));

const ID = 'A'.repeat(22);
const SECRET = 'b'.repeat(43);
const today = dayOf(new Date());

/** A fake API: answers by method and path; records every request. */
class FakeApi {
  readonly calls: { method: string; path: string; body: unknown; auth: string | null }[] = [];
  down = false;
  refuseDaily = false;
  handle = async (url: string, init: RequestInit): Promise<Response> => {
    const path = new URL(url).pathname;
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    this.calls.push({
      method,
      path,
      body: init.body ? JSON.parse(String(init.body)) : null,
      auth: headers.Authorization ?? null,
    });
    if (this.down) throw new TypeError('fetch failed');
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (method === 'POST' && path === '/api/profiles')
      return json(201, { id: ID, secret: SECRET, name: 'Amber Fox 42', friendCode: 'K7QX-M9DT' });
    if (method === 'GET' && path === '/api/profile')
      return json(200, { id: ID, name: 'Amber Fox 42', friendCode: 'K7QX-M9DT' });
    if (method === 'POST' && path === '/api/daily')
      return this.refuseDaily
        ? json(422, { error: 'the rules refuse this game' })
        : json(201, { recorded: true });
    if (method === 'GET' && path.startsWith('/api/daily/'))
      return json(200, {
        players: 1,
        distribution: [{ result: 9, players: 1 }],
        mine: { result: 9, place: 1, beat: null },
        friends: [],
      });
    return json(404, { error: 'no such route' });
  };
  sent(path: string): number {
    return this.calls.filter((c) => c.path === path && c.method === 'POST').length;
  }
}

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  vi.stubGlobal('fetch', vi.fn(api.handle));
  for (const key of Object.keys(storage.dump())) storage.remove(key);
  page.server = 'ws://api.test:2567';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const finished = (day = today) =>
  ({ to: 'daily', game: 'joker-coloring', day, moves: ['r', 'g', 'b'], hints: 0, assisted: 0 }) as const;

describe('a profile on this device', () => {
  it('sends nothing before online features are turned on', async () => {
    new Outbox(storage).add(finished());
    expect((await results.dailyBoard('joker-coloring', today)).kind).toBe('off');
    await results.sendWaiting();
    expect(api.calls).toEqual([]);
  });

  it('turning on makes a profile, keeps its secret only here, and sends what waits, once', async () => {
    new Outbox(storage).add(finished());
    const made = await account.turnOnline();
    expect(made.ok && made.value.friendCode).toBe('K7QX-M9DT');
    await results.sendWaiting();
    await results.sendWaiting();
    expect(api.sent('/api/daily')).toBe(1);
    const daily = api.calls.find((c) => c.path === '/api/daily');
    expect(daily?.auth).toBe(`Bearer ${ID}.${SECRET}`);
    expect(api.calls.every((c) => !c.path.includes(SECRET))).toBe(true);
    expect(new Outbox(storage).all(today)).toEqual([]);
    expect(new ProfileBook(storage).shown()).toEqual({
      name: 'Amber Fox 42',
      friendCode: 'K7QX-M9DT',
      online: true,
    });
  });

  it('keeps a finished daily while the server is down, and sends it when it answers', async () => {
    await account.turnOnline();
    api.down = true;
    new Outbox(storage).add(finished());
    const news = await results.dailyBoard('joker-coloring', today);
    expect(news.kind).toBe('down');
    expect(new Outbox(storage).waits(finished(), today)).toBe(true);
    api.down = false;
    const board = await results.dailyBoard('joker-coloring', today);
    expect(board.kind === 'board' && board.board.mine?.place).toBe(1);
    expect(new Outbox(storage).all(today)).toEqual([]);
  });

  it('lets a refused daily go rather than sending it for ever', async () => {
    await account.turnOnline();
    api.refuseDaily = true;
    new Outbox(storage).add(finished());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await results.sendWaiting();
    warn.mockRestore();
    expect(new Outbox(storage).all(today)).toEqual([]);
  });

  it('turned off, sends nothing more; DELETE MY DATA forgets the profile here', async () => {
    await account.turnOnline();
    account.turnOffline();
    new Outbox(storage).add(finished());
    await results.sendWaiting();
    expect(api.sent('/api/daily')).toBe(0);
    api.handle = async (_url, init) =>
      init.method === 'DELETE' ? new Response(null, { status: 204 }) : new Response('{}', { status: 404 });
    vi.stubGlobal('fetch', vi.fn(api.handle));
    expect((await account.deleteData()).ok).toBe(true);
    expect(new ProfileBook(storage).get()).toBeNull();
  });
});

describe('a profile belongs to its server', () => {
  it("a page opened with another server's address never sends it the secret, nor forgets the profile", async () => {
    await account.turnOnline();
    page.server = 'wss://stranger.example';
    api.calls.length = 0;
    new Outbox(storage).add(finished());
    await results.sendWaiting();
    expect((await results.dailyBoard('joker-coloring', today)).kind).toBe('off');
    expect((await account.refresh()).ok).toBe(false);
    expect((await account.deleteData()).ok).toBe(false);
    expect((await account.turnOnline()).ok).toBe(false);
    expect(api.calls.filter((c) => c.auth !== null)).toEqual([]);
    expect(account.foreign()).toContain('http://api.test:2567');
    expect(new ProfileBook(storage).get()?.secret).toBe(SECRET);
    expect(new Outbox(storage).all(today)).toHaveLength(1);
  });
});

describe('the outbox', () => {
  it('keeps one entry a game and day, lets go of what is more than a week old, and keeps at most 24', () => {
    const box = new Outbox(storage);
    box.add(finished());
    box.add(finished());
    expect(box.all(today)).toHaveLength(1);
    box.add(finished(addDays(today, -8)));
    expect(box.all(today)).toHaveLength(1);
    for (let i = 0; i < 30; i++)
      box.add({ ...finished(today), game: 'glassworks', day: addDays(today, -(i % 7)) });
    expect(box.all(today).length).toBeLessThanOrEqual(24);
  });

  it('drops stored data that does not read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage.write('outbox', 1, [
      { to: 'daily', game: 'chess', day: today, moves: [], hints: 0, assisted: 0 },
    ]);
    expect(new Outbox(storage).all(today)).toEqual([]);
    storage.write('profile', 1, {
      id: 'short',
      secret: SECRET,
      name: 'x',
      friendCode: 'K7QX-M9DT',
      online: true,
    });
    expect(new ProfileBook(storage).get()).toBeNull();
    warn.mockRestore();
  });
});

describe('codes and boards from outside', () => {
  it('tidies a code as typed, and refuses what cannot be one', () => {
    expect(tidyCode(' k7qx m9dt ', 2)).toBe('K7QX-M9DT');
    expect(tidyCode('k7qx-m9dt-3hwp', 3)).toBe('K7QX-M9DT-3HWP');
    expect(tidyCode('K7QX-M9D0', 2)).toBeNull(); // 0 is not a code letter
    expect(tidyCode('K7QX', 2)).toBeNull();
    expect(FRIEND_CODE.test('K7QX-M9DT')).toBe(true);
  });

  it('reads a board, refuses a forged one, and tells the place in words', () => {
    const board: DailyBoard = {
      players: 4,
      distribution: [
        { result: 7, players: 1 },
        { result: 9, players: 2 },
        { result: null, players: 1 },
      ],
      mine: { result: 9, place: 2, beat: 33 },
      friends: [{ name: 'Amber Fox 42', friendCode: 'K7QX-M9DT', result: 9, helped: false, you: true }],
    };
    expect(readBoard(board).ok).toBe(true);
    for (const forged of [
      { ...board, players: -1 },
      { ...board, mine: { result: 9, place: 0, beat: 33 } },
      { ...board, friends: [{ ...board.friends[0], friendCode: '<script>' }] },
      { ...board, distribution: 'lots' },
      null,
    ])
      expect(readBoard(forged).ok).toBe(false);
    expect(placeLine(board)).toBe('Place 2 of 4: better than 33% of the others.');
    expect(distributionLine(board)).toBe('How everyone did: 7: 1 · 9: 2 (you) · no result: 1');
  });
});
