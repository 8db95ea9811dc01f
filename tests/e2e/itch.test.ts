// The itch.io package: the zip unpacks to index.html at its root with relative paths and
// fewer than 1,000 files, has no service worker and no web manifest, and the unpacked game opens
// its menu from a nested folder and registers no worker.

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildForItch, MAX_FILES, packageDist } from '../../scripts/package-itch';
import { GamePage, launchBrowser, WAIT_MS } from './harness';
import { serveFolder } from './server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('packages a zip that runs from a subfolder', async () => {
  const work = mkdtempSync(join(tmpdir(), 'prism-itch-'));
  const zip = join(work, 'game.zip');
  buildForItch(join(work, 'build'));
  packageDist(join(work, 'build'), zip);
  const files = unzipSync(readFileSync(zip));
  const names = Object.keys(files);
  expect(names).toContain('index.html');
  expect(names.length).toBeLessThan(MAX_FILES);
  const html = new TextDecoder().decode(files['index.html']);
  expect(html).not.toMatch(/(src|href)="\/(?!\/)/); // no root-absolute paths
  expect(names.filter((n) => /(^|\/)(sw|workbox-[^/]*)\.js$|\.webmanifest$/.test(n))).toEqual([]);
  expect(html).not.toContain('rel="manifest"');
  const root = join(work, 'unpacked');
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), data);
  }
  const server = await serveFolder(root, '/html/987654/');
  try {
    const gp = await GamePage.open(browser, server, { serviceWorkers: 'allow' });
    await gp.waitForScene('Menu');
    await gp.locate('button:glassworks');
    // After the first frame the arcade fetches its other screens (and the site's own build registers
    // its worker at that moment): once those are asked for, there is still no worker.
    await gp.page.waitForFunction(
      () => performance.getEntriesByType('resource').some((e) => /HowToPlayScene-/.test(e.name)),
      undefined,
      { timeout: WAIT_MS },
    );
    expect(
      await gp.page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
    ).toBe(0);
    expect(gp.errors).toEqual([]);
    expect(gp.foreignRequests).toEqual([]);
    await gp.close();
  } finally {
    await server.close();
  }
});
