// Shared set-up for every browser test file: one Chromium and one server per file, and after each
// test a check of every page it opened — no console or page error, no request off the origin.

import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { GamePage, launchBrowser, type OpenOptions, serveDist } from './harness';
import type { StaticServer } from './server';

export interface Suite {
  /** Open the game (`query` without '?') and, if given, wait for `scene`. */
  open(query?: string, opts?: OpenOptions & { scene?: string }): Promise<GamePage>;
  /** The served game's address (ends in '/'). */
  readonly url: string;
}

/**
 * `serve` serves the game (default: dist/, as built for the tests); `defaults` go with every page
 * the file opens (a file about codes or storage asks for calm motion: see tests/e2e/layout.test.ts).
 */
export function browserSuite(
  serve: () => Promise<StaticServer> = serveDist,
  defaults: OpenOptions = {},
): Suite {
  let browser: Browser;
  let server: StaticServer;
  const pages: GamePage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    server = await serve();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(async () => {
    for (const gp of pages.splice(0)) {
      expect(gp.errors).toEqual([]);
      expect(gp.foreignRequests).toEqual([]);
      await gp.close();
    }
  });
  return {
    get url() {
      return server.url;
    },
    async open(query = '', opts = {}) {
      const gp = await GamePage.open(browser, server, { ...defaults, ...opts, query });
      pages.push(gp);
      if (opts.scene) await gp.waitForScene(opts.scene);
      return gp;
    },
  };
}

/**
 * A suite whose pages ask for reduced motion, for files about codes, storage, bad input or loading
 * rather than motion: in calm motion a screen at rest sleeps instead of drawing motes and bounces at
 * full rate on the software renderer, leaving the cores to the other file's browser.
 */
export const calmSuite = (): Suite => browserSuite(serveDist, { reducedMotion: true });
