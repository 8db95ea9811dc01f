// Profiles and daily boards against the real online server (server/, started here on a loopback
// port with its own embedded store, stopped by its process id): two players turn online features
// on, follow each other by friend code, play today's Joker Coloring daily to its end, and each sees
// both results on the results panel and the DAILY BOARD; MOVE MY PROGRESS's link brings a profile
// and its progress into an itch.io-like cross-site frame; DELETE MY DATA forgets it; and a copy of the game with no
// server shows no PROFILE at all.

import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, startPostgres, startServer } from '../../server/processes';
import * as JK from '../../src/logic/joker';
import { encodeDeal } from '../../src/midend/codes/dealCode';
import type { DailyBoard } from '../../src/midend/online/dailyBoard';
import { addDays, dailyDeal, dayOf } from '../../src/midend/progress/daily';
import { auditLayout, SOFT_RULES } from './audit';
import { frameBrowser, serveOuterPage } from './frame';
import { GamePage, WAIT_MS } from './harness';
import { jokerStateOf } from './positions';
import type { StaticServer } from './server';
import { browserSuite } from './suite';

const suite = browserSuite();
let server: Running;

// Every player here comes from one address: the server lets it make a profile a second.
const MANY = { NEW_PROFILES_PER_MINUTE: '60' };

beforeAll(async () => {
  server = await startServer(MANY);
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

interface ProfileSnap {
  profile: { name: string; friendCode: string; online: boolean } | null;
  friends: { name: string; friendCode: string }[] | null;
  transfer: { code: string; link: string } | null;
  busy: boolean;
}

const serverQuery = (): string => `server=ws://127.0.0.1:${server.port}`;
const open = (query: string, scene: string): Promise<GamePage> =>
  suite.open(`${query}${query ? '&' : ''}${serverQuery()}`, {
    scene,
    origins: [`http://127.0.0.1:${server.port}`],
    reducedMotion: true,
  });

const until = (gp: GamePage, check: string, timeout = WAIT_MS): Promise<void> => gp.waitFor(check, timeout);

/** The menu's PROFILE (inside SETTINGS where the settings are folded), then online features on. */
async function goOnline(gp: GamePage): Promise<ProfileSnap['profile']> {
  await gp.steady();
  const shown = await gp.frame.evaluate(() => window.__prism.locate('button:profile') !== null);
  if (!shown) await gp.click('button:settings');
  await gp.click('button:profile');
  await gp.waitForScene('Profile');
  await gp.steady();
  await gp.click('button:online-on');
  await until(gp, 'window.__prism.snapshot()?.profile?.online === true && !window.__prism.snapshot()?.busy');
  return (await gp.snapshot<ProfileSnap>()).profile;
}

/** FOLLOW, the friend code typed in the game's field. */
async function follow(gp: GamePage, code: string): Promise<void> {
  await gp.steady();
  await gp.click('button:follow');
  await gp.frame.fill('#code-input', code.toLowerCase().replace('-', ' '));
  await gp.frame.press('#code-input', 'Enter');
  await until(gp, `(window.__prism.snapshot()?.friends ?? []).some((f) => f.friendCode === '${code}')`);
}

/** The player to move takes the colour that gains most; both screens show the move. */
async function playOne(players: GamePage[]): Promise<void> {
  type Live = { turn: 1 | 2; me: 1 | 2 | null; moves: number; gains: number[] };
  const s = await (players[0] as GamePage).snapshot<Live>();
  let mover: GamePage | undefined;
  for (const p of players) if ((await p.snapshot<Live>()).me === s.turn) mover = p;
  if (!mover) throw new Error('nobody to move');
  await until(mover, 'window.__prism.snapshot()?.buttonsEnabled.some(Boolean)');
  const m = await mover.snapshot<Live>();
  await mover.click(`button:color-${m.gains.indexOf(Math.max(...m.gains)) + 1}`);
  for (const p of players) await until(p, `window.__prism.snapshot()?.moves > ${m.moves}`);
}

/** The colour that paints most squares now (the rules' own count), as its key. */
function greedy(s: JK.JokerState): JK.ColorLetter {
  let best: { c: JK.ColorLetter; n: number } | null = null;
  for (const c of JK.gameColors(s.colors)) {
    const next = JK.jokerColoring.apply(s, { kind: 'color', color: c } as JK.JokerMove);
    if (!next.ok) continue;
    const base = next.value.state.cells[JK.indexOf(next.value.state.base, next.value.state.width)];
    const n = next.value.state.cells.filter((cell) => cell === base).length;
    if (!best || n > best.n) best = { c, n };
  }
  if (!best) throw new Error('no colour to play');
  return best.c;
}

/** Today's Joker Coloring daily, played to its end by keys. */
async function playDaily(gp: GamePage): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const s = await jokerStateOf(gp);
    if (JK.status(s) !== 'playing') return;
    await gp.press(greedy(s));
    await gp.idle();
  }
  throw new Error('the daily did not end');
}

const boardOf = async (gp: GamePage) =>
  (await gp.snapshot<{ dailyBoard: { state: string; board: DailyBoard | null } }>()).dailyBoard;

describe('profiles and daily boards', () => {
  it('two friends play the daily and each sees both results on the board', async () => {
    const [a, b] = [await open('', 'Menu'), await open('', 'Menu')];
    const pa = await goOnline(a as GamePage);
    const pb = await goOnline(b as GamePage);
    expect(pa?.friendCode).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(pa?.friendCode).not.toBe(pb?.friendCode);
    await follow(a as GamePage, pb?.friendCode ?? '');
    await follow(b as GamePage, pa?.friendCode ?? '');

    const code = encodeDeal(dailyDeal('joker-coloring', dayOf(new Date())));
    for (const gp of [a, b] as GamePage[]) {
      await gp.page.goto(`${suite.url}?code=${code}&${serverQuery()}`);
      await gp.waitForScene('JokerColoring');
      await playDaily(gp);
      await until(gp, 'window.__prism.snapshot()?.panel === true');
    }
    // B finished second: its card shows its place once the board answers; MORE… holds the rest.
    const second = b as GamePage;
    await until(
      second,
      "window.__prism.layout().some((i) => /(Place \\d+|First place) of 2|with 2 players/.test(i.text ?? ''))",
    );
    await second.click('button:more');
    await second.click('button:daily-board');
    await second.waitForScene('DailyBoard');
    for (const gp of [second, a as GamePage]) {
      if (gp === a) {
        await gp.page.goto(`${suite.url}?${serverQuery()}`);
        await gp.waitForScene('Menu');
        await gp.click('button:profile').catch(async () => {
          await gp.click('button:settings');
          await gp.click('button:profile');
        });
        await gp.waitForScene('Profile');
        await gp.steady();
        await gp.click('button:daily-board-joker-coloring');
        await gp.waitForScene('DailyBoard');
      }
      await until(gp, "window.__prism.snapshot()?.dailyBoard?.state === 'board'");
      const board = (await boardOf(gp)).board as DailyBoard;
      expect(board.players).toBe(2);
      expect(board.friends.map((f) => f.name).sort()).toEqual([pa?.name, pb?.name].sort());
      expect(board.friends.filter((f) => f.you)).toHaveLength(1);
      expect(board.mine?.place).toBeGreaterThanOrEqual(1);
    }
  });

  it(
    'MOVE MY PROGRESS brings the profile into an itch.io-like frame, and DELETE MY DATA forgets it',
    moveThenDelete,
  );

  it("a friend's ?follow= link turns online features on and follows them, asked first", async () => {
    const a = await open('', 'Menu');
    const pa = await goOnline(a);
    const b = await open(`follow=${pa?.friendCode.toLowerCase()}`, 'Profile');
    await b.steady();
    expect((await b.snapshot<ProfileSnap>()).profile, 'nothing sent before the answer').toBeNull();
    await b.click('button:confirm-follow');
    await until(
      b,
      `(window.__prism.snapshot()?.friends ?? []).some((f) => f.friendCode === '${pa?.friendCode}')`,
    );
    expect((await b.snapshot<ProfileSnap>()).profile?.online).toBe(true);
    expect(await b.page.evaluate(() => window.location.search)).not.toContain('follow=');
  });

  it('the profile and a daily board fit a phone, upright and sideways, and say nothing untranslated', async () => {
    const friend = (await fetch(`http://127.0.0.1:${server.port}/api/profiles`, { method: 'POST' }).then(
      (r) => r.json(),
    )) as { friendCode: string };
    const gp = await suite.open(serverQuery(), {
      scene: 'Menu',
      origins: [`http://127.0.0.1:${server.port}`],
      reducedMotion: true,
      viewport: { width: 360, height: 640 },
      touch: true,
    });
    await goOnline(gp);
    await follow(gp, friend.friendCode);
    const problems: string[] = [];
    const audit = async (where: string) => {
      await gp.steady();
      const { items, canvas } = await gp.page.evaluate(() => ({
        items: window.__prism.layout(),
        canvas: window.__prism.canvas,
      }));
      const found = auditLayout(items, canvas, { phone: true }).filter((p) => !SOFT_RULES.has(p.rule));
      const untranslated = await gp.page.evaluate(() => window.__prism.untranslated());
      problems.push(
        ...found.map((p) => `${where}: ${p.message}`),
        ...untranslated.map((u) => `${where}: "${u}"`),
      );
    };
    await audit('profile 360×640');
    await gp.resizeTo({ width: 640, height: 360 });
    await gp.waitForScene('Profile');
    await audit('profile 640×360');
    await gp.click('button:daily-board-joker-coloring');
    await gp.waitForScene('DailyBoard');
    await until(gp, "window.__prism.snapshot()?.dailyBoard?.state === 'board'");
    await audit('daily board 640×360');
    await gp.resizeTo({ width: 360, height: 640 });
    await gp.waitForScene('DailyBoard');
    await until(gp, "window.__prism.snapshot()?.dailyBoard?.state === 'board'");
    await audit('daily board 360×640');
    await gp.click('button:board-week');
    await until(gp, "window.__prism.snapshot()?.dailyBoard?.week.every((d) => d.state !== 'asking')");
    await audit('the week 360×640');
    expect(problems).toEqual([]);
  });

  it('a quick match between two players with profiles is rated, and both ratings move', async () => {
    const players = [await open('', 'Menu'), await open('', 'Menu')];
    for (const gp of players) await goOnline(gp);
    for (const gp of players) {
      await gp.page.goto(`${suite.url}?game=flood-duel&mode=duo&w=6&h=4&${serverQuery()}`);
      await gp.waitForScene('FloodDuel');
      await gp.steady();
    }
    for (const gp of players) {
      await gp.click('button:play-online');
      await gp.click('button:online-quick');
    }
    for (const gp of players) await until(gp, "window.__prism.snapshot()?.online?.status === 'playing'");
    // The ratings are read from the store as the round starts: in the room a moment later.
    for (const gp of players)
      await until(gp, 'window.__prism.snapshot()?.online?.ratings?.theirs.before > 0');
    for (const gp of players)
      expect(
        (await gp.snapshot<{ online: { ratings: unknown } }>()).online.ratings,
        'a rated game',
      ).toMatchObject({
        mine: { before: 1500, after: 0 },
        theirs: { before: 1500, after: 0 },
      });
    while ((await (players[0] as GamePage).snapshot<{ winner: unknown }>()).winner === null)
      await playOne(players);
    const ratings = [];
    for (const gp of players) {
      const kept = await gp.page.evaluate(() =>
        JSON.parse(localStorage.getItem('prism-arcade/profile') ?? '{}'),
      );
      const { id, secret } = kept.data as { id: string; secret: string };
      const read = async () =>
        (
          await fetch(`http://127.0.0.1:${server.port}/api/profile`, {
            headers: { authorization: `Bearer ${id}.${secret}` },
          }).then((r) => r.json())
        ).rating as { rating: number; games: number };
      for (let i = 0; i < 50 && (await read()).games === 0; i++) await gp.page.waitForTimeout(200);
      ratings.push(await read());
    }
    expect(ratings.map((r) => r.games)).toEqual([1, 1]);
    // Each side hears its new rating in the room.
    for (const gp of players) await until(gp, 'window.__prism.snapshot()?.online?.ratings?.mine.after > 0');
    const moved = ratings.map((r) => Math.round(r.rating));
    // A draw between two new players leaves both where they were; a win moves them apart.
    const winner = (await (players[0] as GamePage).snapshot<{ winner: 1 | 2 | 'draw' }>()).winner;
    if (winner === 'draw') expect(moved).toEqual([1500, 1500]);
    else expect(moved.some((r) => r > 1500) && moved.some((r) => r < 1500)).toBe(true);
  });

  it('a copy of the game with no server shows no PROFILE, and the daily says why there is no board', async () => {
    const gp = await suite.open('', { scene: 'Menu', reducedMotion: true });
    await gp.steady();
    expect(await gp.frame.evaluate(() => window.__prism.locate('button:profile'))).toBeNull();
    expect((await gp.snapshot<ProfileSnap>()).profile).toBeNull();
  });
});

describe('profiles on PostgreSQL', () => {
  let embedded: Running;
  let pg: (Running & { readonly url: string }) | null = null;
  let onPg: Running | null = null;
  beforeAll(async () => {
    pg = await startPostgres();
    onPg = await startServer({ ...MANY, DATABASE_URL: pg.url });
    embedded = server;
    server = onPg;
  }, 120_000);
  afterAll(async () => {
    server = embedded;
    await onPg?.stop();
    await pg?.stop();
  });

  it('MOVE MY PROGRESS and DELETE MY DATA with the profiles kept on PostgreSQL', moveThenDelete);
});

/** MOVE MY PROGRESS into an itch.io-like frame (its progress too), then DELETE MY DATA. */
async function moveThenDelete(): Promise<void> {
  const a = await open('', 'Menu');
  // A day played on the first device: its progress goes with the profile.
  const day = addDays(dayOf(new Date()), -2);
  const kept = { v: 1, data: { 'joker-coloring': { [day]: { result: 12, picture: '🟥' } } } };
  await a.page.evaluate((book) => localStorage.setItem('prism-arcade/daily', book), JSON.stringify(kept));
  await a.page.reload();
  await a.waitForScene('Menu');
  const made = await goOnline(a);
  await a.click('button:move-progress');
  await until(a, 'window.__prism.snapshot()?.transfer !== null');
  const transfer = (await a.snapshot<ProfileSnap>()).transfer;
  expect(transfer?.code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){2}$/);
  expect(transfer?.link).toContain(`transfer=${transfer?.code}`);
  // The code shown to copy, where the browser gives no clipboard: DONE, as a player would.
  await a.frame.evaluate(() => document.querySelector<HTMLButtonElement>('[role="dialog"] button')?.click());

  let context: BrowserContext | null = null;
  let outer: StaticServer | null = null;
  try {
    outer = await serveOuterPage(suite.url);
    context = await frameBrowser('allowed');
    const link = new URL(transfer?.link ?? '');
    const framed = await GamePage.openInFrame(context, `${outer.url}${link.search}`, suite.url);
    await framed.waitForScene('Profile');
    await framed.steady();
    // The frame's first click only gives it the keyboard (CLICK TO PLAY); the second answers.
    await framed.click('button:confirm-transfer');
    if ((await framed.frame.evaluate(() => window.__prism.locate('button:confirm-transfer'))) !== null)
      await framed.click('button:confirm-transfer');
    await until(
      framed,
      'window.__prism.snapshot()?.profile?.online === true && !window.__prism.snapshot()?.busy',
    );
    const moved = (await framed.snapshot<ProfileSnap>()).profile;
    expect(moved).toEqual(made);
    const book = await framed.frame.evaluate(() => localStorage.getItem('prism-arcade/daily'));
    expect(JSON.parse(book ?? '{}').data?.['joker-coloring']?.[day]?.result, 'the progress came too').toBe(
      12,
    );
    expect(await framed.frame.evaluate(() => window.location.search)).not.toContain('transfer=');
    expect(framed.errors).toEqual([]);
    expect(framed.foreignRequests.filter((u) => !u.startsWith(`http://127.0.0.1:${server.port}`))).toEqual(
      [],
    );

    // DELETE MY DATA on the first device: gone from the server, so the frame's copy is refused too.
    await a.steady();
    await a.click('button:delete-data');
    await a.click('button:confirm-delete-data');
    await until(a, 'window.__prism.snapshot()?.profile === null');
    const status = await fetch(`http://127.0.0.1:${server.port}/api/profile`, {
      headers: { authorization: 'Bearer nobody.nothing' },
    }).then((r) => r.status);
    expect(status).toBe(401);
  } finally {
    await context?.close();
    await outer?.close();
  }
}
