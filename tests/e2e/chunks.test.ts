// Split by screen: the first load is the boot and the menu; a link loads its own screen first; the
// Slovenian table comes only when Slovenian is spoken; and a chunk that does not arrive (offline,
// a bad connection) is said, with TRY AGAIN, never a blank screen.

import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type GamePage, WAIT_MS } from './harness';
import { calmSuite } from './suite';

const suite = calmSuite(); // about codes, storage, input or loading, not motion

/** The script files the page asked for, in order (file names, hash and all). */
function scriptsAsked(gp: GamePage): string[] {
  const asked: string[] = [];
  gp.page.on('request', (r: Request) => {
    const file = /\/assets\/([^/?]+\.js)/.exec(r.url())?.[1];
    if (file) asked.push(file);
  });
  return asked;
}

/** The errors a cut network leaves in the console are the test's doing: take them off the list. */
function forgiveCutNetwork(gp: GamePage): void {
  const left = gp.errors.filter(
    (e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|dynamically imported|preload/i.test(e),
  );
  gp.errors.splice(0, gp.errors.length, ...left);
}

describe('split by screen', () => {
  it('a link to a game loads that game first; no other screen and no Slovenian before it is up', async () => {
    const gp = await suite.open('', { scene: 'Menu' });
    const asked = scriptsAsked(gp);
    await gp.page.goto(`${gp.page.url().split('?')[0]}?game=joker-coloring&seed=5`);
    await gp.waitForScene('JokerColoring');
    const before = [...asked];
    expect(before.some((f) => f.startsWith('GameScene-'))).toBe(true);
    for (const other of ['HowToPlayScene-', 'JokerOptionsScene-', 'sl-'])
      expect(
        before.filter((f) => f.startsWith(other)),
        other,
      ).toEqual([]);
    // Then the rest comes in while the player plays, and still no Slovenian for an English visit.
    await gp.page.waitForFunction(
      () => performance.getEntriesByType('resource').some((e) => /HowToPlayScene-/.test(e.name)),
      undefined,
      { timeout: WAIT_MS },
    );
    expect(asked.filter((f) => f.startsWith('sl-'))).toEqual([]);
  });

  it('speaks Slovenian from the first frame of a ?lang=sl visit', async () => {
    const gp = await suite.open('lang=sl', { scene: 'Menu' });
    expect(await gp.page.evaluate(() => window.__prism.language)).toBe('sl');
    const texts = await gp.page.evaluate(() => window.__prism.layout().map((i) => i.text));
    expect(texts).toContain('IGRAJ');
    expect(await gp.page.evaluate(() => window.__prism.untranslated())).toEqual([]);
  });

  it('in Slovenian Č, Š and Ž are capitals, taller than č, š, ž; in English the font is its own', async () => {
    const ascent = (gp: GamePage, text: string): Promise<number> =>
      gp.page.evaluate((s) => {
        const g = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        g.font = '32px "Press Start 2P"';
        return g.measureText(s).actualBoundingBoxAscent;
      }, text);
    const sl = await suite.open('lang=sl', { scene: 'Menu' });
    for (const [big, small] of [
      ['Č', 'č'],
      ['Š', 'š'],
      ['Ž', 'ž'],
    ] as const) {
      expect(await ascent(sl, big), big).toBeGreaterThan(await ascent(sl, small));
    }
    // The "|" a text is measured by reaches as high, so no háček is cut off.
    expect(await ascent(sl, '|')).toBeGreaterThanOrEqual(await ascent(sl, 'Č'));
    const en = await suite.open('', { scene: 'Menu' });
    expect(await ascent(en, '|')).toBe(await ascent(en, 'M'));
  });

  it('a screen that does not arrive: the menu stays, says so, and TRY AGAIN opens it once it can', async () => {
    const gp = await suite.open('', { scene: 'Menu' });
    // Cut from the page's first request: the menu fetches the screens ahead while it is idle, so a
    // cut made later could come after the one a card opens (how to play, the first time) arrived.
    let cut = true;
    await gp.page.route('**/assets/HowToPlayScene-*.js', (route) =>
      cut ? route.abort('internetdisconnected') : route.continue(),
    );
    await gp.page.reload();
    await gp.waitForScene('Menu');
    await gp.click('button:flood-duel');
    await gp.waitFor(`window.__prism.layout().some((i) => i.name === 'retry-load')`);
    expect(await gp.scene()).toBe('Menu');
    expect(
      (await gp.page.evaluate(() => window.__prism.layout().map((i) => i.text))).some((t) =>
        t.includes('did not arrive'),
      ),
    ).toBe(true);
    // OK keeps the menu as it was, working.
    await gp.click('button:close-load');
    await gp.waitFor(`!window.__prism.layout().some((i) => i.name === 'retry-load')`);
    await gp.click('button:flood-duel');
    await gp.waitFor(`window.__prism.layout().some((i) => i.name === 'retry-load')`);
    // The network is back: TRY AGAIN opens what the card opens (how to play, the first time).
    cut = false;
    await gp.click('button:retry-load');
    await gp.waitForScene('HowToPlay');
    forgiveCutNetwork(gp);
  });

  it('a link whose screen does not arrive: the boot says so, and OK goes to the menu, never a blank screen', async () => {
    const gp = await suite.open('', { scene: 'Menu' });
    await gp.context.route('**/assets/GameScene-*.js', (route) => route.abort('internetdisconnected'));
    await gp.page.goto(`${gp.page.url().split('?')[0]}?game=glassworks&seed=3`);
    await gp.waitFor(`window.__prism && window.__prism.layout().some((i) => i.name === 'close-load')`);
    expect(await gp.scene()).toBe('Boot');
    await gp.click('button:close-load');
    await gp.waitForScene('Menu');
    forgiveCutNetwork(gp);
  });
});
