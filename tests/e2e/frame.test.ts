// The game in a real cross-site frame, as on itch.io: with third-party storage blocked (a private
// window, Brave, a strict setting) the menu says progress lasts this visit only, asks the browser
// again on request, and the game plays with nothing thrown; with it allowed, a reload resumes the
// game in progress. Keys reach the game after one click in the frame, that click makes no move, and
// sound starts with the first gesture.

import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UI } from '../../src/ui/look/theme';
import { auditLayout, type CanvasInfo, type LayoutItem, SOFT_RULES } from './audit';
import { frameBrowser, serveOuterPage } from './frame';
import { colorDistance, GamePage, hexToRgb, serveDist, WAIT_MS } from './harness';
import { type JokerSnap, otherJokerColour } from './positions';
import type { StaticServer } from './server';

/** The storage notice's words (the browser is English here). */
const NOTICE_TEXT = 'This browser blocks saving here: your progress lasts for this visit only.';

let game: StaticServer;
let outer: StaticServer;
let context: BrowserContext | null = null;
let gp: GamePage | null = null;

beforeAll(async () => {
  game = await serveDist();
  outer = await serveOuterPage(game.url);
});
afterAll(async () => {
  await outer?.close();
  await game?.close();
});
afterEach(async () => {
  // Chromium itself logs an error when it refuses a storage access request: that one is the
  // browser's answer, not the game failing.
  const errors = (gp?.errors ?? []).filter((e) => !e.startsWith('console: requestStorageAccess:'));
  const foreign = gp?.foreignRequests ?? [];
  gp = null;
  await context?.close();
  context = null;
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
});

async function openInFrame(thirdParty: 'blocked' | 'allowed', query = ''): Promise<GamePage> {
  context = await frameBrowser(thirdParty);
  gp = await GamePage.openInFrame(context, `${outer.url}${query ? `?${query}` : ''}`, game.url);
  return gp;
}

/** Sounds the game has started in its frame (each a Web Audio buffer source; see countSounds). */
const soundsStarted = (page: GamePage) =>
  page.frame.evaluate(() => (window as { __soundsStarted?: number }).__soundsStarted ?? 0);

const storageMode = (page: GamePage) => page.frame.evaluate(() => window.__prism.storage);
const hintShown = (page: GamePage) =>
  page.frame.evaluate(() => document.getElementById('focus-hint')?.style.opacity === '1');
/** The hard layout problems of the screen in the frame (ui audit: spills, overlaps, small targets). */
async function layoutProblems(page: GamePage, phone: boolean): Promise<string[]> {
  const { items, canvas } = await page.frame.evaluate(() => ({
    items: window.__prism.layout(),
    canvas: window.__prism.canvas,
  }));
  return auditLayout(items as unknown as LayoutItem[], canvas as CanvasInfo, { phone })
    .filter((p) => !SOFT_RULES.has(p.rule))
    .map((p) => p.message);
}

const texts = async (page: GamePage) =>
  (await page.frame.evaluate(() => window.__prism.layout())).map((i) => i.text).join(' | ');

describe('in a cross-site frame (itch.io)', () => {
  it('storage blocked: the menu says so, TRY AGAIN asks the browser, the game plays, OK closes the notice', async () => {
    const page = await openInFrame('blocked');
    await page.waitForScene('Menu');
    expect(await storageMode(page)).toBe('memory');
    expect((await page.snapshot()).storageNotice).toBe(true);
    expect(await texts(page)).toContain(NOTICE_TEXT);
    for (const name of ['storage-retry', 'open-tab', 'storage-dismiss']) await page.locate(`button:${name}`);
    expect(await layoutProblems(page, false)).toEqual([]);
    // It is drawn: just left of its words lies the notice's panel, not the screen's background.
    const notice = (await page.frame.evaluate(() => window.__prism.layout())).find(
      (i) => i.text === NOTICE_TEXT,
    );
    if (!notice) throw new Error('no notice text');
    const panel = await page.pixel({ x: notice.bounds.x - 3, y: notice.bounds.y + notice.bounds.h / 2 });
    expect(colorDistance(panel, hexToRgb(UI.background))).toBeGreaterThan(15);

    // TRY AGAIN: this browser refuses (the game was never open in its own tab), and says so.
    await page.click('button:storage-retry');
    await page.frame.waitForFunction(
      () => window.__prism.layout().some((i) => i.text.includes('still says no')),
      undefined,
      { timeout: WAIT_MS },
    );
    expect(await storageMode(page)).toBe('memory');

    // The game plays in memory: how to play first, then a Joker move.
    await page.click('button:joker-coloring');
    await page.waitForScene('HowToPlay');
    await page.click('button:howto-close');
    await page.waitForScene('JokerColoring');
    await page.idle();
    await page.press(await otherJokerColour(page));
    await page.idle();
    expect((await page.snapshot<JokerSnap>()).moves).toBe(1);

    // Back on the menu, OK closes the notice for the visit; the cards take its room.
    await page.click('button:menu');
    await page.waitForScene('Menu');
    await page.click('button:storage-dismiss');
    await page.waitForScene('Menu');
    expect((await page.snapshot()).storageNotice).toBe(false);
    expect(await texts(page)).not.toContain(NOTICE_TEXT);
  });

  it('storage blocked in a phone-sized frame: the notice and its three buttons fit', async () => {
    const page = await openInFrame('blocked', 'frame=360x640');
    await page.waitForScene('Menu');
    expect((await page.snapshot()).storageNotice).toBe(true);
    for (const name of ['storage-retry', 'open-tab', 'storage-dismiss']) await page.locate(`button:${name}`);
    expect(await layoutProblems(page, true)).toEqual([]);
  });

  it('storage allowed: no notice, and a reload of the page resumes the game in progress', async () => {
    const page = await openInFrame('allowed', 'game=joker-coloring&seed=14&w=10&h=8');
    await page.waitForScene('JokerColoring');
    expect(await storageMode(page)).toBe('local');
    await page.idle();
    await page.press(await otherJokerColour(page));
    await page.idle();
    const played = await page.snapshot<JokerSnap>();
    expect(played.moves).toBe(1);
    await page.reload();
    await page.waitForScene('JokerColoring');
    const resumed = await page.snapshot<JokerSnap>();
    expect(resumed.board).toBe(played.board);
    expect(resumed.moves).toBe(1);
    await page.click('button:menu');
    await page.waitForScene('Menu');
    expect((await page.snapshot()).storageNotice).toBe(false);
  });

  it('keys reach the game after one click in the frame, which makes no move; sound starts with it', async () => {
    const page = await openInFrame('allowed', 'game=joker-coloring&seed=11');
    await page.waitForScene('JokerColoring');
    await page.idle();
    // The player is on the page around the game: keys go there, and the frame shows its hint.
    await page.page.click('#outside');
    await page.frame.waitForFunction(() => !document.hasFocus(), undefined, { timeout: WAIT_MS });
    expect(await hintShown(page)).toBe(true);
    // No sound before the player's first gesture in the frame. (The AudioContext's own state cannot
    // tell: Playwright runs every evaluate as a user gesture, which lets this Chromium start it.)
    expect(await soundsStarted(page)).toBe(0);
    const colour = await otherJokerColour(page);
    await page.press(colour);
    expect((await page.snapshot<JokerSnap>()).moves).toBe(0);
    expect(await soundsStarted(page)).toBe(0);

    // One click on a colour button: it gives the game the keyboard and makes no move.
    await page.click(`button:color-${colour}`);
    await page.frame.waitForFunction(() => document.hasFocus(), undefined, { timeout: WAIT_MS });
    expect((await page.snapshot<JokerSnap>()).moves).toBe(0);
    expect(await hintShown(page)).toBe(false);
    await page.frame.waitForFunction(
      () => (window as { Howler?: { ctx?: AudioContext } }).Howler?.ctx?.state === 'running',
      undefined,
      { timeout: WAIT_MS },
    );

    // Now keys reach the game, and clicks play, with sound.
    await page.press(colour);
    await page.idle();
    expect((await page.snapshot<JokerSnap>()).moves).toBe(1);
    // Howler starts a sound once its file is decoded, which a busy machine may not have done yet.
    await page.frame.waitForFunction(
      () => ((window as { __soundsStarted?: number }).__soundsStarted ?? 0) > 0,
      undefined,
      { timeout: WAIT_MS },
    );
    await page.click(`button:color-${await otherJokerColour(page)}`);
    await page.idle();
    expect((await page.snapshot<JokerSnap>()).moves).toBe(2);
  });
});
