// The Explore shelf's API on both databases (issue 43): a made board published under a title from
// the word lists shows on NEW; other players' attempts, played through the rules, count plays,
// clears and average tries to clear (KAMI 2's: each clearer's attempts up to their first clear),
// which order POPULAR and HARDEST; thumbs up once per profile; a report hides a puzzle; a profile
// publishes at most PUZZLES_PER_DAY in a day, an address only so often; a title not from the lists,
// a code that is not a made board's, and moves the rules refuse are refused with a sentence.

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../server/api/api';
import { ladderDeal } from '../../src/logic/glassworks/ladder';
import { type Deal, encodeChallenge, encodeDeal } from '../../src/midend/codes/dealCode';
import { clearAndMiss, linesOf } from './puzzleLines';
import { KINDS, testStore } from './stores';

type Profile = { id: string; secret: string; name: string; friendCode: string };
type Entry = { id: string; title: string; plays: number; clears: number; averageTries: number | null };
const NOW = Date.parse('2026-12-06T12:00:00Z');
const DAY = 86_400_000;

/** A GlassWorks board of two reds and a gap then two more: one line clears it, others leave two. */
const GLASS: Deal = { game: 'glassworks', seed: 0, board: 'RR.RR' };
/** Small GlassWorks boards, each its own puzzle: two reds and a gap, then `n` empty squares. */
const small = (n: number): Deal => ({ game: 'glassworks', seed: 0, board: `RR.${'.'.repeat(n)}` });
const JOKER: Deal = {
  game: 'joker-coloring',
  seed: 0,
  limit: null,
  options: { width: 4, height: 3, colors: 3, moves: 5, board: 'rgbr/g*bb/rrrg', base: { x: 1, y: 2 } },
};
const FLOOD: Deal = {
  game: 'flood-duel',
  seed: 0,
  options: { width: 4, height: 4, first: 1, board: 'abab/baba/abab/caba' },
};

describe.each(KINDS)('the Explore shelf on the %s database', (kind) => {
  const db = testStore(kind);
  let api: FastifyInstance;
  let clock = NOW;
  beforeEach(async () => {
    clock = NOW;
    // The clock moves a tenth of a second a reading: requests never run out of the general limit.
    const now = () => (clock += 100);
    api = createApi({ db: db(), allowedOrigins: ['http://localhost:*'], now, newProfilesPerMinute: 600 });
    await api.ready();
  });
  afterEach(() => api.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, p?: Profile, body?: unknown) =>
    api.inject({
      method,
      url,
      headers: {
        origin: 'http://localhost:5173',
        ...(p ? { authorization: `Bearer ${p.id}.${p.secret}` } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const make = async (): Promise<Profile> => (await call('POST', '/api/profiles')).json();
  const publish = (p: Profile, deal: Deal | string, title = 'Quiet Harbour') =>
    call('POST', '/api/puzzles', p, { code: typeof deal === 'string' ? deal : encodeDeal(deal), title });
  const play = (p: Profile, id: string, moves: string[]) =>
    call('POST', `/api/puzzles/${id}/results`, p, { moves });
  const shelf = async (query: string): Promise<Entry[]> =>
    (await call('GET', `/api/puzzles?${query}`)).json().puzzles;

  it('publishes a made board once, and shows it on NEW, by its id and among the author’s', async () => {
    const [a, b] = [await make(), await make()];
    // Typed as a person types it: the shelf keeps the canonical code.
    const r = await publish(a, ` ${encodeDeal(GLASS).toLowerCase()} `, 'Tangled Kite');
    expect(r.statusCode).toBe(201);
    const entry = r.json();
    expect(entry).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{8}$/),
      game: 'glassworks',
      code: encodeDeal(GLASS),
      title: 'Tangled Kite',
      author: a.name,
      created: expect.any(String),
      plays: 0,
      clears: 0,
      averageTries: null,
      thumbs: 0,
      par: null,
    });
    expect(await shelf('game=glassworks&tab=new')).toEqual([entry]);
    expect(await shelf('game=flood-duel')).toEqual([]);
    expect((await call('GET', `/api/puzzles/${entry.id}`)).json()).toEqual(entry);
    expect((await call('GET', '/api/puzzles/mine', a)).json().puzzles).toEqual([{ ...entry, hidden: false }]);
    expect((await call('GET', '/api/puzzles/mine', b)).json().puzzles).toEqual([]);
    // The same board again, by anyone: already on the shelf, with its id.
    const again = await publish(b, GLASS, 'Calm River');
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { error: 'this puzzle is already on the shelf', id: entry.id },
    ]);
    // NEW is newest first.
    const later = (await publish(b, small(0), 'Calm River')).json();
    expect((await shelf('tab=new')).map((e) => e.id)).toEqual([later.id, entry.id]);
    expect((await call('GET', '/api/puzzles/mine')).statusCode).toBe(401);
    // Read signed in, each entry says whether it is the reader's own (the menu's NEW leaves those out).
    const read = async (p: Profile) =>
      (await call('GET', '/api/puzzles?tab=new', p)).json().puzzles.map((e: { mine: boolean }) => e.mine);
    expect(await read(a)).toEqual([false, true]);
    expect(await read(b)).toEqual([true, false]);
  });

  it('takes a long line for par: as large a body as an attempt', async () => {
    const a = await make();
    const line = Array(1500).fill('10,10r');
    const r = await call('POST', '/api/puzzles', a, {
      code: encodeDeal(GLASS),
      title: 'Quiet Harbour',
      line,
    });
    // Past the size limit it would be 413; these moves are refused by the rules, as they should be.
    expect([r.statusCode, r.json().error]).toEqual([
      400,
      expect.stringMatching(/^line: the rules refuse it/),
    ]);
  });

  it('counts plays, clears and average tries from verified attempts; the author’s are not counted', async () => {
    const [a, b, c] = [await make(), await make(), await make()];
    const { id } = (await publish(a, GLASS)).json();
    const { clear, miss } = clearAndMiss(GLASS);
    // b clears on the third try, c on the first: (3 + 1) / 2.
    expect((await play(b, id, miss)).json()).toEqual({ counted: true, result: 2, cleared: false, tries: 1 });
    await play(b, id, miss);
    expect((await play(b, id, clear)).json()).toEqual({ counted: true, result: 1, cleared: true, tries: 3 });
    await play(c, id, clear);
    // Later tries are plays, but the average keeps each player's first clear.
    await play(b, id, miss);
    await play(c, id, clear);
    expect((await play(a, id, clear)).json()).toEqual({ counted: false, result: 1, cleared: true, tries: 0 });
    expect((await call('GET', `/api/puzzles/${id}`)).json()).toMatchObject({
      plays: 6,
      clears: 2,
      averageTries: 2,
    });
    // Moves the rules refuse, or a game not finished, count nothing.
    expect((await play(b, id, ['0,0d'])).statusCode).toBe(422);
    expect((await play(b, id, clear.slice(0, 1))).statusCode).toBe(422);
    expect((await play(b, id, 'moves' as never)).statusCode).toBe(400);
    expect((await play(b, 'nosuchid', clear)).statusCode).toBe(404);
    expect((await call('GET', `/api/puzzles/${id}`)).json()).toMatchObject({ plays: 6, clears: 2 });
    expect((await call('POST', `/api/puzzles/${id}/results`, undefined, { moves: clear })).statusCode).toBe(
      401,
    );
  });

  it.each([JOKER, FLOOD])('$game: a won game clears the puzzle, a lost one does not', async (deal) => {
    const [a, b] = [await make(), await make()];
    const { id } = (await publish(a, deal)).json();
    const { clear, miss } = clearAndMiss(deal);
    expect((await play(b, id, miss)).json()).toMatchObject({ counted: true, cleared: false, tries: 1 });
    expect((await play(b, id, clear)).json()).toMatchObject({ counted: true, cleared: true, tries: 2 });
    expect((await call('GET', `/api/puzzles/${id}`)).json()).toMatchObject({
      plays: 2,
      clears: 1,
      averageTries: 2,
    });
  });

  it('par starts from the maker’s line, verified, and improves with better attempts, the author’s too', async () => {
    const [a, b] = [await make(), await make()];
    const { clear, miss } = clearAndMiss(GLASS);
    const sent = (deal: Deal, line: unknown) =>
      call('POST', '/api/puzzles', a, { code: encodeDeal(deal), title: 'Quiet Harbour', line });
    // A line the rules refuse, or one that does not finish the game, is refused with its reason.
    for (const line of [['0,0d'], clear.slice(0, 1), 'moves', [42]]) {
      const r = await sent(GLASS, line);
      expect(r.statusCode, JSON.stringify(line)).toBe(400);
      expect(r.json().error).toMatch(/^line/);
    }
    const { id, par } = (await sent(GLASS, miss)).json();
    expect(par).toBe(2);
    await play(b, id, miss);
    expect((await call('GET', `/api/puzzles/${id}`)).json().par).toBe(2);
    await play(a, id, clear);
    expect((await call('GET', `/api/puzzles/${id}`)).json().par).toBe(1);
    await play(b, id, miss);
    expect((await shelf('tab=new'))[0]).toMatchObject({ id, par: 1 });
  });

  it.each([JOKER, FLOOD])('$game: par is the best result, fewest moves or most squares', async (deal) => {
    const [a, b] = [await make(), await make()];
    const { id, par } = (await publish(a, deal)).json();
    expect(par).toBeNull();
    const { clear, miss } = clearAndMiss(deal);
    const parNow = async () => (await call('GET', `/api/puzzles/${id}`)).json().par;
    const won = (await play(b, id, clear)).json().result;
    expect(await parNow()).toBe(won);
    const lost = (await play(b, id, miss)).json().result;
    // A lost Joker Coloring game has no result; a lost duel's squares are fewer than a won one's.
    expect(await parNow()).toBe(lost === null ? won : Math.max(won, lost));
    // Every finished game offered, in turn: par is the best of their results, in the game's direction.
    const results = [won, lost];
    for (const line of linesOf(deal).slice(0, 12)) {
      results.push((await play(b, id, line.tokens)).json().result);
      const known = results.filter((r): r is number => r !== null);
      expect(await parNow()).toBe(deal.game === 'joker-coloring' ? Math.min(...known) : Math.max(...known));
    }
    expect(new Set(results.filter((r) => r !== null)).size, 'results of more than one size').toBeGreaterThan(
      1,
    );
  });

  it('POPULAR orders by plays, HARDEST by average tries (cleared puzzles only)', async () => {
    const [a, b, c] = [await make(), await make(), await make()];
    const ids: string[] = [];
    for (const n of [0, 1, 2]) ids.push((await publish(a, small(n))).json().id);
    const [easy, older, newer] = ids as [string, string, string];
    const line = clearAndMiss(GLASS);
    // easy: b clears it at once (twice), c too; tough: b clears on the third try, a never.
    await play(b, easy, ['0,0r']);
    await play(c, easy, ['0,0r']);
    await play(b, easy, ['0,0r']);
    const { id: tough } = (await publish(c, GLASS, 'Hidden Maze')).json();
    await play(b, tough, line.miss);
    await play(b, tough, line.miss);
    await play(b, tough, line.clear);
    await play(a, tough, line.miss);
    expect((await shelf('tab=popular')).map((e) => e.id)).toEqual([tough, easy, newer, older]);
    const hardest = await shelf('tab=hardest');
    expect(hardest.map((e) => [e.id, e.averageTries])).toEqual([
      [tough, 3],
      [easy, 1],
    ]);
    expect(await shelf('tab=popular&limit=1')).toHaveLength(1);
    for (const bad of ['tab=oldest', 'limit=0', 'limit=51', 'limit=x', 'game=chess', 'game=__proto__'])
      expect((await call('GET', `/api/puzzles?${bad}`)).statusCode, bad).toBe(400);
  });

  it('a thumbs up counts once per profile and can be taken back', async () => {
    const [a, b, c] = [await make(), await make(), await make()];
    const { id } = (await publish(a, GLASS)).json();
    const thumbs = (p: Profile, method: 'POST' | 'DELETE') => call(method, `/api/puzzles/${id}/thumbs`, p);
    expect((await thumbs(b, 'POST')).json()).toEqual({ id, thumbs: 1, thumbed: true });
    expect((await thumbs(b, 'POST')).json().thumbs).toBe(1);
    expect((await thumbs(c, 'POST')).json().thumbs).toBe(2);
    expect((await call('GET', `/api/puzzles/${id}`, b)).json()).toMatchObject({ thumbs: 2, thumbed: true });
    expect((await thumbs(b, 'DELETE')).json()).toEqual({ id, thumbs: 1, thumbed: false });
    expect((await thumbs(b, 'DELETE')).json().thumbs).toBe(1);
    expect((await call('GET', `/api/puzzles/${id}`, b)).json()).toMatchObject({ thumbs: 1, thumbed: false });
    expect((await call('POST', `/api/puzzles/${id}/thumbs`)).statusCode).toBe(401);
  });

  it('a report hides the puzzle pending a look, and keeps who reported it and when', async () => {
    const [a, b] = [await make(), await make()];
    const { id } = (await publish(a, GLASS)).json();
    const { id: other } = (await publish(a, small(0))).json();
    expect((await call('POST', `/api/puzzles/${id}/report`, b)).json()).toEqual({ id, hidden: true });
    expect((await shelf('tab=new')).map((e) => e.id)).toEqual([other]);
    expect((await call('GET', `/api/puzzles/${id}`)).statusCode).toBe(404);
    expect((await play(b, id, clearAndMiss(GLASS).clear)).statusCode).toBe(404);
    expect((await call('POST', `/api/puzzles/${id}/report`, b)).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/puzzles/mine', a))
        .json()
        .puzzles.map((e: Entry & { hidden: boolean }) => [e.id, e.hidden]),
    ).toEqual([
      [other, false],
      [id, true],
    ]);
    const [row] = await db().rows<{ reported_by: string; reported_at: Date }>(
      'SELECT reported_by, reported_at FROM puzzles WHERE id = $1',
      [id],
    );
    expect(row?.reported_by).toBe(b.id);
    expect(row?.reported_at).toBeTruthy();
    // Published again, the board is still refused: it waits for its look.
    expect((await publish(b, GLASS)).statusCode).toBe(409);
  });

  it('a profile publishes ten puzzles a day, an address only so many at once', async () => {
    const [a, b] = [await make(), await make()];
    for (let n = 0; n < 10; n++) expect((await publish(a, small(n))).statusCode, `puzzle ${n + 1}`).toBe(201);
    const eleventh = await publish(a, small(10));
    expect([eleventh.statusCode, eleventh.json().error]).toEqual([
      429,
      '10 puzzles a day at most: publish this one tomorrow',
    ]);
    // Another profile from the same address: the address's ten are spent.
    expect((await publish(b, small(11))).json().error).toBe('too many puzzles from here: wait a minute');
    clock += DAY;
    expect((await publish(a, small(10))).statusCode).toBe(201);
    expect((await publish(b, small(11))).statusCode).toBe(201);
  });

  it('refuses a title not from the word lists and a code that is not a made board’s, with a reason', async () => {
    const a = await make();
    for (const title of [
      'quiet harbour',
      'Quiet  Harbour',
      ' Quiet Harbour',
      'Harbour Quiet',
      'Big Dog',
      42,
      null,
    ]) {
      const r = await publish(a, GLASS, title as string);
      expect(r.statusCode, String(title)).toBe(400);
      expect(r.json().error).toMatch(/^title: /);
    }
    expect((await call('POST', '/api/puzzles', a, { code: encodeDeal(GLASS) })).json().error).toMatch(
      /^title: /,
    );
    const ladder = ladderDeal(1);
    const dealt = encodeDeal({ game: 'glassworks', seed: ladder?.seed ?? 1 } as Deal);
    const challenge = encodeChallenge({ deal: { game: 'glassworks', seed: 1 } as Deal, beat: 1 });
    const code = encodeDeal(GLASS);
    const refusals: [string, RegExp][] = [
      [dealt, /^code: a dealt board is not a puzzle/],
      [challenge, /^code: a challenge code is not a puzzle/],
      [`${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`, /^code: GlassWorks code: /],
      ['hello', /^code: /],
      ['', /^code: /],
      [encodeDeal({ ...JOKER, limit: 'easy' } as Deal), /^code: a move limit from par/],
      [
        encodeDeal({ game: 'glassworks', seed: 0, board: 'R.R' }),
        /^code: the puzzle is over before its first move/,
      ],
      ['GW<script>', /^code: is not in the expected form/],
    ];
    for (const [bad, reason] of refusals) {
      const r = await publish(a, bad);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().error, bad).toMatch(reason);
    }
    expect((await call('POST', '/api/puzzles', undefined, { code, title: 'Quiet Harbour' })).statusCode).toBe(
      401,
    );
    expect(await shelf('')).toEqual([]);
  });

  it('DELETE MY DATA takes the author’s puzzles with it', async () => {
    const a = await make();
    await publish(a, GLASS);
    expect((await call('DELETE', '/api/profile', a)).statusCode).toBe(204);
    expect(await shelf('')).toEqual([]);
  });
});
