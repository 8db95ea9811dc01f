// An itch.io-like page for the browser tests. itch.io serves an HTML game from its own CDN site and
// embeds it in the game's page on itch.io: a cross-site frame. Here the page is served as
// http://localhost:PORT and frames the game from http://127.0.0.1:PORT2 (two different sites), with
// the attributes itch.io gives its frame (autoplay and fullscreen; no clipboard permission).
// Chromium runs with a profile that blocks or allows third-party storage, as a player's might.

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM, FLAGS } from './harness';
import type { StaticServer } from './server';

export const FRAME = { width: 960, height: 600 };

/**
 * The embedding page, on another site than `gameUrl`; `/?QUERY` passes QUERY on to the game, except
 * `frame=WxH`, the frame's size (default itch.io's 960×600).
 */
export function serveOuterPage(gameUrl: string): Promise<StaticServer> {
  const server = createServer((req, res) => {
    const params = new URLSearchParams((req.url ?? '/').split('?')[1] ?? '');
    const [width, height] = (params.get('frame') ?? `${FRAME.width}x${FRAME.height}`).split('x');
    params.delete('frame');
    const query = params.toString();
    const src = gameUrl + (query ? `?${query}` : '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><title>Prism Arcade on a game page</title></head>
<body style="margin:0;background:#2b2b2b;color:#ddd;font:14px sans-serif">
<p id="outside" tabindex="0" style="margin:0;padding:12px 20px">A game page on another site, as on itch.io</p>
<iframe id="game_drop" src="${src}" width="${width}" height="${height}"
  allow="autoplay; fullscreen *" allowfullscreen frameborder="0" scrolling="no"></iframe>
</body></html>`);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        // "localhost" and "127.0.0.1" are different sites: the game's frame is a third party.
        url: `http://localhost:${port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/**
 * Chromium with a fresh profile whose "third-party cookies and site data" setting blocks or allows
 * them, and no autoplay exemption: sound must wait for the player's first gesture, as in a
 * browser.
 */
export async function frameBrowser(thirdParty: 'blocked' | 'allowed'): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'prism-profile-'));
  mkdirSync(join(profile, 'Default'));
  const blocked = thirdParty === 'blocked';
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({
      profile: { cookie_controls_mode: blocked ? 1 : 0, block_third_party_cookies: blocked },
    }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: FLAGS.filter((f) => !f.startsWith('--autoplay-policy')),
    headless: true,
    viewport: { width: FRAME.width + 40, height: FRAME.height + 80 },
  });
  await context.addInitScript(countSounds);
  return context;
}

/** In every frame: count the sounds started (Howler plays each through a Web Audio buffer source). */
function countSounds(): void {
  const w = window as { __soundsStarted?: number };
  w.__soundsStarted = 0;
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (...args: Parameters<AudioBufferSourceNode['start']>) {
    w.__soundsStarted = (w.__soundsStarted ?? 0) + 1;
    return start.apply(this, args);
  };
}
