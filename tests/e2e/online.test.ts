// Flood Duel live, against the real online server (server/, started here on a loopback port and
// stopped by its process id): two players in browsers of their own play to the end and agree with
// the rules, a rematch swaps the starter, a reload mid-game comes back into the same seat, how to
// play and back finds the game waiting, and without a server PLAY ONLINE says why while the rest
// of the game plays on.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type Running, startServer } from '../../server/processes';
import * as FD from '../../src/logic/flood';
import { type GamePage, WAIT_MS } from './harness';
import { browserSuite } from './suite';

const suite = browserSuite();
let server: Running;

beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

interface Online {
  room: string;
  role: 1 | 2;
  opponentConnected: boolean;
  status: 'waiting' | 'playing' | 'over';
}
interface Snap {
  online: Online | null;
  board: string;
  turn: 1 | 2;
  me: 1 | 2 | null;
  moves: number;
  gains: number[];
  buttonsEnabled: boolean[];
  winner: 1 | 2 | 'draw' | null;
}

const PHONE = { width: 390, height: 844 };

/** Open the game with the test's server; `query` without '?'; `scene` waited for ('' for none). */
const open = (query: string, scene: string, phone = false): Promise<GamePage> =>
  suite.open(`${query}${query ? '&' : ''}server=ws://127.0.0.1:${server.port}`, {
    scene: scene || undefined,
    origins: [`http://127.0.0.1:${server.port}`],
    ...(phone ? { viewport: PHONE, touch: true } : {}),
  });

const until = (gp: GamePage, check: string): Promise<unknown> =>
  gp.page.waitForFunction(check, undefined, { timeout: WAIT_MS });
const status = (gp: GamePage, s: Online['status']): Promise<unknown> =>
  until(gp, `window.__prism.snapshot()?.online?.status === '${s}'`);

/** A friend's room made on `a` (PLAY ONLINE, WITH A FRIEND): its code. */
async function makeRoom(a: GamePage): Promise<string> {
  await a.steady();
  await a.click('button:play-online');
  await a.click('button:online-friend');
  await status(a, 'waiting');
  const room = (await a.snapshot<Snap>()).online?.room ?? '';
  expect(room).toMatch(/^[2-9A-HJKMNP-TV-Z]{6}$/);
  return room;
}

/** The player to move takes the colour that gains most; both screens show the move. */
async function playOne(players: GamePage[]): Promise<void> {
  const s = await (players[0] as GamePage).snapshot<Snap>();
  let mover: GamePage | undefined;
  for (const p of players) if ((await p.snapshot<Snap>()).me === s.turn) mover = p;
  if (!mover) throw new Error('nobody to move');
  await until(mover, 'window.__prism.snapshot()?.buttonsEnabled.some(Boolean)');
  const m = await mover.snapshot<Snap>();
  const best = m.gains.indexOf(Math.max(...m.gains));
  if (mover.page.viewportSize()?.width === PHONE.width) await mover.tap(`button:color-${best + 1}`);
  else await mover.click(`button:color-${best + 1}`);
  for (const p of players) await until(p, `window.__prism.snapshot()?.moves > ${m.moves}`);
}

describe('Flood Duel live', () => {
  it('two players in their own browsers play to the end the rules give; REMATCH swaps the starter', async () => {
    const a = await open('game=flood-duel&mode=duo&w=6&h=4', 'FloodDuel');
    const room = await makeRoom(a);
    // The friend types the code into the menu's ENTER CODE.
    const b = await open('', 'Menu');
    await b.click('button:enter-code');
    await b.page.waitForSelector('#code-input');
    await b.page.fill('#code-input', room.toLowerCase());
    await b.page.press('#code-input', 'Enter');
    await status(b, 'playing');
    await status(a, 'playing');
    expect((await a.snapshot<Snap>()).online).toMatchObject({ role: 1, opponentConnected: true });
    expect((await b.snapshot<Snap>()).online).toMatchObject({ role: 2, room, opponentConnected: true });
    // Undo is off online; the friend cannot move out of turn.
    expect((await b.snapshot<Snap>()).buttonsEnabled.some(Boolean)).toBe(false);
    while ((await a.snapshot<Snap>()).winner === null) await playOne([a, b]);
    const [sa, sb] = [await a.snapshot<Snap>(), await b.snapshot<Snap>()];
    expect(sb.board).toBe(sa.board);
    const end = FD.decode(sa.board);
    if (!end.ok) throw new Error(end.reason);
    expect(sa.winner).toBe(FD.winner(end.value));
    expect(sb.winner).toBe(sa.winner);
    // Both ask for a rematch: a new deal, the other player starts.
    for (const p of [a, b]) await until(p, 'window.__prism.snapshot()?.panel === true');
    await a.click('button:rematch');
    await b.click('button:rematch');
    for (const p of [a, b])
      await until(
        p,
        "window.__prism.snapshot()?.moves === 0 && window.__prism.snapshot()?.online?.status === 'playing'",
      );
    expect((await a.snapshot<Snap>()).turn).toBe(2);
    expect((await b.snapshot<Snap>()).buttonsEnabled.some(Boolean)).toBe(true);
  });

  it('a reload mid-game comes back into the same seat; how to play and back finds the game waiting', async () => {
    const a = await open('game=flood-duel&w=8&h=6', 'FloodDuel');
    const room = await makeRoom(a);
    // The friend opens the link, on a phone.
    const b = await open(`room=${room}`, 'FloodDuel', true);
    await status(b, 'playing');
    await playOne([a, b]);
    const before = await b.snapshot<Snap>();
    await b.reload();
    await b.waitForScene('FloodDuel');
    await status(b, 'playing');
    const after = await b.snapshot<Snap>();
    expect(after.online).toMatchObject({ room, role: 2, opponentConnected: true });
    expect(after.board).toBe(before.board);
    await until(a, 'window.__prism.snapshot()?.online?.opponentConnected === true');
    await playOne([a, b]);
    const waited = await a.snapshot<Snap>();
    expect(waited.moves).toBe(2);
    // How to play and back: the live game waited. The screen starts from the deal and plays the
    // room's moves again (the usual animations), so the game is back once both are played.
    await a.click('button:help');
    await a.waitForScene('HowToPlay');
    await a.steady();
    await a.click('button:howto-close');
    await a.waitForScene('FloodDuel');
    await status(a, 'playing');
    expect((await a.snapshot<Snap>()).online).toMatchObject({ room, role: 1 });
    await until(a, 'window.__prism.snapshot()?.moves === 2 && window.__prism.snapshot()?.busy === false');
    expect((await a.snapshot<Snap>()).board).toBe(waited.board);
  });
});

interface Racer {
  seat: number;
  you: boolean;
  moves: number;
  progress: number;
  over: boolean;
  result: number | null;
  place: number;
}
interface RaceSnap {
  race: { room: string; status: string; place: number; racers: Racer[] } | null;
  status: string;
  board: string;
  base: { x: number; y: number };
  canUndo: boolean;
}

/** Paint the tiny Joker board: the colour that is not the base's, until the game is over. */
async function paintOut(gp: GamePage): Promise<void> {
  for (let i = 0; i < 12; i++) {
    const s = await gp.snapshot<RaceSnap>();
    if (s.status !== 'playing') return;
    await gp.press(s.board.split('\n')[s.base.y]?.[s.base.x] === 'r' ? 'g' : 'r');
    await gp.idle();
  }
}

describe('a race on one deal', () => {
  it('two racers play the same Joker deal; each sees the other’s progress; places by the result', async () => {
    const a = await open('game=joker-coloring&w=3&h=3&colors=2&moves=10&seed=5', 'JokerColoring');
    await a.steady();
    await a.click('button:race');
    await a.click('button:race-new');
    await until(a, 'window.__prism.snapshot()?.race?.status === "waiting"');
    const room = (await a.snapshot<RaceSnap>()).race?.room ?? '';
    // The friend opens the race's link, on a phone: the same deal, on the Joker screen.
    const b = await open(`room=${room}`, '', true);
    await until(b, "window.__prism.scene === 'JokerColoring'");
    await until(b, 'window.__prism.snapshot()?.race?.racers.length === 2');
    expect((await b.snapshot<RaceSnap>()).board).toBe((await a.snapshot<RaceSnap>()).board);
    // Moves wait for START, which is the first racer's.
    await b.steady();
    await until(a, 'window.__prism.snapshot()?.race?.racers.length === 2');
    await a.steady();
    await a.click('button:race-start');
    for (const p of [a, b]) await until(p, 'window.__prism.snapshot()?.race?.status === "racing"');
    // The first to paint the board is first; the other sees it at once.
    await paintOut(a);
    await until(b, 'window.__prism.snapshot()?.race?.racers.some((r) => !r.you && r.over)');
    const seen = (await b.snapshot<RaceSnap>()).race?.racers.find((r) => !r.you);
    expect(seen).toMatchObject({ over: true, place: 1 });
    expect((await a.snapshot<RaceSnap>()).canUndo).toBe(false);
    await b.steady();
    await paintOut(b);
    await until(a, 'window.__prism.snapshot()?.race?.status === "over"');
    const places = (await a.snapshot<RaceSnap>()).race?.racers.map((r) => [r.you, r.place]);
    expect(places).toEqual([
      [true, 1],
      [false, 2],
    ]);
  });
});

describe('when the server goes', () => {
  it('a resting screen shows CONNECTION LOST as soon as the connection drops, and the truth once the server answers', async () => {
    // A server of this test's own, to stop and start again.
    const own = await startServer();
    try {
      const gp = await suite.open(`game=flood-duel&w=8&h=6&server=ws://127.0.0.1:${own.port}`, {
        scene: 'FloodDuel',
        origins: [`http://127.0.0.1:${own.port}`],
      });
      await gp.steady();
      await gp.click('button:play-online');
      await gp.click('button:online-friend');
      await status(gp, 'waiting');
      // No input from here on: the screen comes to rest.
      await until(gp, 'window.__prism.resting === true');
      const frames = await gp.page.evaluate(() => window.__prism.framesDrawn);
      await own.kill('SIGKILL');
      const drawn = (text: string) =>
        `window.__prism.framesDrawn > ${frames} && window.__prism.layout().some((i) => i.text === ${JSON.stringify(text)})`;
      await until(gp, drawn('CONNECTION LOST: RECONNECTING…'));
      // The server is back, empty (one process keeps no copy): the game was not kept, said at once.
      const again = await startServer({}, own.port);
      try {
        await until(gp, drawn('SERVER RESTARTED: NO RESULT'));
        expect((await gp.snapshot<Snap>()).online?.status).toBe('over');
      } finally {
        await again.stop();
      }
      // The browser reports the refused connections while the server was away: expected.
      const others = gp.errors.filter(
        (e) => !/ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|WebSocket/.test(e),
      );
      gp.errors.splice(0, gp.errors.length, ...others);
    } finally {
      await own.stop();
    }
  });
});

describe('without a server', () => {
  it('PLAY ONLINE says why in one line, and the game plays on', async () => {
    // The production build names no server, and this visit names none.
    const gp = await suite.open('game=flood-duel&mode=duo', { scene: 'FloodDuel' });
    await gp.steady();
    const why = 'Online play needs a server, and none is set for this copy of the game.';
    await gp.click('button:play-online');
    await until(gp, `window.__prism.layout().some((i) => i.text === ${JSON.stringify(why)})`);
    expect((await gp.snapshot<Snap>()).online).toBeNull();
    await gp.press('1');
    await gp.idle();
    expect((await gp.snapshot<Snap>()).moves).toBe(1);
  });

  it('a server that does not answer is said so, and nothing is lost', async () => {
    const closed = await freePort();
    const gp = await suite.open(`game=flood-duel&mode=duo&server=ws://127.0.0.1:${closed}`, {
      scene: 'FloodDuel',
      origins: [`http://127.0.0.1:${closed}`],
    });
    await gp.steady();
    await gp.press('1');
    await gp.idle();
    await gp.click('button:play-online');
    await gp.click('button:online-quick');
    await until(
      gp,
      "window.__prism.layout().some((i) => i.text.startsWith('The online server cannot be reached'))",
    );
    const s = await gp.snapshot<Snap & { mode: string }>();
    expect(s.online).toBeNull();
    expect(s.mode).toBe('duo');
    expect(s.moves).toBe(1);
    // The browser reports the refused connection in the console: that one is expected.
    const others = gp.errors.filter((e) => !e.includes('ERR_CONNECTION_REFUSED'));
    gp.errors.splice(0, gp.errors.length, ...others);
  });
});
