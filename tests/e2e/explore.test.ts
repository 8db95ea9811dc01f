// The Explore shelf against the real online server (started here on a loopback port with its own
// embedded store, stopped by its process id): one player makes a GlassWorks board, CHECKs it and
// PUBLISHes it; another finds it on NEW, plays it to its end, and sees its plays and clears count up;
// HARDEST lists boards by the average tries to clear, hardest first.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, startServer } from '../../server/processes';
import type { ShelfEntry } from '../../src/midend/online/shelf';
import type { GamePage } from './harness';
import { browserSuite } from './suite';

const suite = browserSuite();
let server: Running;

beforeAll(async () => {
  server = await startServer({ NEW_PROFILES_PER_MINUTE: '60' });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

interface ExploreSnap {
  explore: { game: string; tab: string; state: string; entries: ShelfEntry[] };
}

const open = (): Promise<GamePage> =>
  suite.open(`server=ws://127.0.0.1:${server.port}`, {
    scene: 'Menu',
    origins: [`http://127.0.0.1:${server.port}`],
    reducedMotion: true,
  });

/** PROFILE from the menu. */
async function toProfile(gp: GamePage): Promise<void> {
  await gp.steady();
  const shown = await gp.frame.evaluate(() => window.__prism.locate('button:profile') !== null);
  if (!shown) await gp.click('button:settings');
  await gp.click('button:profile');
  await gp.waitForScene('Profile');
  await gp.steady();
}

/** PROFILE from the menu, online features on; the profile screen stays up. */
async function goOnline(gp: GamePage): Promise<void> {
  await toProfile(gp);
  await gp.click('button:online-on');
  await gp.waitFor('window.__prism.snapshot()?.profile?.online === true && !window.__prism.snapshot()?.busy');
  await gp.steady();
}

/** The shelf on a tab, once it answered. */
async function shelfOn(gp: GamePage, tab: string): Promise<ShelfEntry[]> {
  await gp.click(`button:explore-${tab}`);
  await gp.waitFor(
    `window.__prism.snapshot()?.explore?.tab === '${tab}' && window.__prism.snapshot()?.explore?.state === 'shelf'`,
  );
  await gp.steady();
  return (await gp.snapshot<ExploreSnap>()).explore.entries;
}

describe('the Explore shelf', () => {
  it('a board published by one player is found on NEW by another, played, and counted', async () => {
    const maker = await open();
    await goOnline(maker);
    await maker.click('button:profile-close');
    await maker.waitForScene('Menu');
    await maker.steady();
    await maker.click('button:make-glassworks');
    await maker.waitForScene('Maker');
    await maker.steady();
    // Two reds side by side on an empty board: one jump clears it to one piece.
    await maker.click('button:maker-clear');
    await maker.click('button:maker-glyph-1');
    await maker.click('cell:0,0');
    await maker.click('cell:1,0');
    const code = (await maker.snapshot<{ maker: { code: string } }>()).maker.code;
    // Not checked yet: PUBLISH says so and sends nothing.
    await maker.click('button:maker-publish');
    expect(await maker.scene()).toBe('Maker');
    await maker.click('button:maker-check');
    await maker.waitFor(() => {
      const c = (window.__prism.snapshot() as { maker?: { check?: unknown } }).maker?.check;
      return typeof c === 'object' && c !== null;
    }, 120_000);
    await maker.click('button:maker-publish');
    await maker.click('button:confirm-publish');
    await maker.click('button:maker-explore');
    await maker.waitForScene('Explore');
    const mine = await shelfOn(maker, 'mine');
    // Its par comes from CHECK's line, played through the rules by the server: one red left, 1 point.
    expect(mine.find((e) => e.code === code)).toMatchObject({ par: 1 });

    const player = await open();
    await goOnline(player);
    await player.click('button:explore-glassworks');
    await player.waitForScene('Explore');
    const fresh = await shelfOn(player, 'new');
    const n = fresh.findIndex((e) => e.code === code);
    expect(n).toBeGreaterThanOrEqual(0);
    expect(fresh[n]).toMatchObject({ plays: 0, clears: 0, averageTries: null, par: 1 });
    await player.click(`button:explore-play-${n + 1}`);
    await player.waitForScene('GlassWorks');
    await player.steady();
    expect((await player.snapshot<{ board: string }>()).board.split('\n')[0]).toBe('RR....');
    // The header names the board and its maker, and says it is a made board, not a seed.
    const header = await player.frame.evaluate(() =>
      window.__prism
        .layout()
        .map((i) => i.text ?? '')
        .join('\n'),
    );
    expect(header).toContain(`“${fresh[n]?.title}” BY ${fresh[n]?.author}`);
    expect(header).toContain('MADE BOARD · 6×4');
    // The jump: the red at (0,0) over the one at (1,0) to (2,0).
    await player.click('cell:0,0');
    await player.click('cell:2,0');
    await player.waitFor(() => window.__prism.snapshot()?.status !== 'playing');
    // Back to the shelf: the game is sent first, so the board's figures count it.
    await player.waitFor(() => window.__prism.locate('button:panel-menu') !== null);
    await player.click('button:panel-menu');
    await player.waitForScene('Menu');
    await toProfile(player);
    await player.click('button:explore-glassworks');
    await player.waitForScene('Explore');
    const after = (await shelfOn(player, 'new')).find((e) => e.code === code);
    expect(after).toMatchObject({ plays: 1, clears: 1, averageTries: 1 });
    // HARDEST: boards with a clear, the most tries first.
    const hardest = await shelfOn(player, 'hardest');
    expect(hardest.map((e) => e.code)).toContain(code);
    const tries = hardest.map((e) => e.averageTries ?? 0);
    expect(tries).toEqual([...tries].sort((a, b) => b - a));
  });
});
