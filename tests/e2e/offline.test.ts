// Installable and offline on the game's own site (services/offline.ts): the page names its web
// manifest and registers a worker that keeps every file, so Chrome finds nothing missing to
// install it; a reload with the network cut opens a game and plays; a new version is offered on
// the menu and reloads into it only when the player says so. (The itch.io zip has no worker:
// itch.test.ts.) The worker is allowed here only: every other test loads from the network.

import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, FLAGS, type GamePage, WAIT_MS } from './harness';
import { otherJokerColour } from './positions';
import { serveFolder } from './server';
import { browserSuite } from './suite';

/** A copy of the build, so a test can put a new version in its place. */
let site = '';
const suite = browserSuite(() => {
  site = mkdtempSync(join(tmpdir(), 'prism-site-'));
  cpSync(new URL('../../dist/', import.meta.url).pathname, site, { recursive: true });
  return serveFolder(site);
});

const open = (query = ''): Promise<GamePage> => suite.open(query, { serviceWorkers: 'allow' });

/** Wait until the worker is active and has taken the page (a reload after the first visit). */
async function underWorker(gp: GamePage): Promise<void> {
  await gp.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await gp.reload();
  await gp.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: WAIT_MS,
  });
  await gp.waitForScene('Menu');
}

/** Note what happens on the way to a reload (the press, the question to the worker), for a failure's message. */
const watchTheWay = (gp: GamePage): Promise<void> =>
  gp.page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const canvas = document.querySelector('canvas');
    canvas?.addEventListener('pointerdown', () => seen.push('pointerdown'));
    canvas?.addEventListener('pointerup', () => seen.push('pointerup'));
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
      seen.push(`posted ${JSON.stringify(args[0])} to a worker ${this.state}`);
      return (post as (...a: unknown[]) => void).apply(this, args);
    };
  });

/** Where the page and its workers stand, for a failure's message. */
const workerState = (gp: GamePage): Promise<string> =>
  gp.page
    .evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      const names = window.__prism?.layout().map((i) => i.name) ?? [];
      const seen = (window as unknown as { seen?: string[] }).seen ?? [];
      return `seen: ${seen.join(', ') || 'nothing'}; installing ${r?.installing?.state}, waiting ${r?.waiting?.state}, active ${r?.active?.state}, controller ${navigator.serviceWorker.controller?.state}; scene ${window.__prism?.scene}; ${names.join(' ')}`;
    })
    .catch((e: Error) => `the page did not answer: ${e.message}`);

describe('installable and offline', () => {
  it('names a web manifest and registers a worker: nothing is missing for Chrome to install it', async () => {
    const gp = await open();
    await gp.waitForScene('Menu');
    const manifest = await gp.page.evaluate(async () => {
      const link = document.querySelector('link[rel="manifest"]') as HTMLLinkElement | null;
      return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifest).toMatchObject({ name: 'Prism Arcade', display: 'standalone', start_url: './' });
    const icons = (manifest?.icons ?? []) as { sizes: string; purpose?: string }[];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
    await underWorker(gp);
    // Chrome's own verdict, in a profile of its own (a test's usual context is incognito, where
    // Chrome never installs anything).
    const profile = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'prism-profile-')), {
      executablePath: CHROMIUM,
      args: FLAGS,
      headless: true,
    });
    try {
      const page = await profile.newPage();
      await page.goto(suite.url);
      await page.waitForFunction(() => window.__prism?.scene === 'Menu', undefined, { timeout: WAIT_MS });
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await profile.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    } finally {
      await profile.close();
    }
  });

  it('a reload with the network cut opens a game from a link and plays it', async () => {
    const gp = await open();
    await gp.waitForScene('Menu');
    await underWorker(gp);
    await gp.context.setOffline(true);
    await gp.page.goto(`${suite.url}?game=joker-coloring&seed=5`);
    await gp.waitForScene('JokerColoring');
    await gp.idle();
    await gp.press(await otherJokerColour(gp));
    await gp.idle();
    expect((await gp.snapshot<{ moves: number }>()).moves).toBe(1);
    // Its how to play, a screen of its own, comes from the worker's copy too.
    await gp.click('button:help');
    await gp.waitForScene('HowToPlay');
    await gp.context.setOffline(false);
  });

  // Once in many CI runs (two browsers at a time on two cores) the waiting worker was asked five
  // times and stayed `installed` for 30 s: Chromium holds a skip-waiting activation while the old
  // worker still has work in flight, and this worker has nothing of its own that could hang (its
  // fetches are answered from the cache). Not reproduced here, idle or loaded, nor with the
  // workers stopped for idleness first. One more try in a fresh context, with every assertion kept;
  // a second failure still says where the page and its workers stood.
  it('offers a new version on the menu, and reloads into it only when asked', { retry: 1 }, async () => {
    const gp = await open();
    await gp.waitForScene('Menu');
    await underWorker(gp);
    // A new version goes up: its worker differs, so the browser takes it in beside the old one.
    const sw = join(site, 'sw.js');
    writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// the next version\n`);
    await gp.page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.update()));
    await gp.page.waitForFunction(
      () => window.__prism.layout().some((i) => i.name === 'update-reload'),
      undefined,
      { timeout: WAIT_MS },
    );
    expect(await gp.page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.waiting !== null))).toBe(
      true,
    );
    // RELOAD: the new version takes over and the page comes back to the menu, with nothing waiting.
    await watchTheWay(gp);
    await gp.clickAway('button:update-reload');
    await gp.page
      .waitForFunction(
        () =>
          window.__prism?.scene === 'Menu' &&
          !window.__prism.layout().some((i) => i.name === 'update-reload'),
        undefined,
        { timeout: WAIT_MS },
      )
      .catch(async (e: Error) => {
        throw new Error(`${e.message}\n${await workerState(gp)}`);
      });
    expect(await gp.page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.waiting === null))).toBe(
      true,
    );
  });
});
