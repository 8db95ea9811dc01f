// An arcade's moments. The moment a game ends, in every game: the moment plays (the hook's
// `ending`, the screen busy), then the results open with the game's stars as docs/RULES.md sets
// them; VIEW BOARD shows the finished board, and a tap on it or a key brings the results back; MENU
// leads out. And tension in play: the goal three stars ask for, and a move count that warns.

import { describe, expect, it } from 'vitest';
import * as GW from '../../src/logic/glassworks';
import { UI } from '../../src/ui/look/theme';
import { colorDistance, type GamePage, hexToRgb, WAIT_MS } from './harness';
import { glassworksNearEnd, otherJokerColour } from './positions';
import { browserSuite } from './suite';

const suite = browserSuite();

interface Snap {
  status: string;
  panel: boolean;
  ending: boolean;
  stars: number | null;
  par: number | null;
  hints: number;
  moves: number;
  points?: number;
}

const snap = (gp: GamePage) => gp.snapshot<Snap>();

/** Wait for the end's moment to begin, then for the results after it. */
async function momentThenResults(gp: GamePage): Promise<void> {
  await gp.waitFor('window.__prism.snapshot()?.ending === true');
  const during = await snap(gp);
  expect(during.panel, 'no results during the moment').toBe(false);
  expect(await gp.page.evaluate(() => window.__prism.snapshot()?.busy)).toBe(true);
  await gp.waitFor('window.__prism.snapshot()?.panel === true');
  expect((await snap(gp)).ending).toBe(false);
}

/**
 * VIEW BOARD (`name`, behind the card's MORE…) closes the results; a press on `square` brings the
 * card back, and so does a key.
 */
async function viewBoardAndBack(gp: GamePage, name: string, square: string): Promise<void> {
  await gp.click('button:more');
  await gp.click(`button:${name}`);
  await gp.waitFor('window.__prism.snapshot()?.panel === false');
  await gp.click(square);
  await gp.waitFor('window.__prism.snapshot()?.panel === true');
  await gp.click('button:more');
  await gp.click(`button:${name}`);
  await gp.waitFor('window.__prism.snapshot()?.panel === false');
  await gp.press('ArrowUp');
  await gp.waitFor('window.__prism.snapshot()?.panel === true');
}

describe('the moment a game ends', () => {
  it('Joker Coloring: the moment, then the results with stars against par; VIEW BOARD and back; MENU', async () => {
    const gp = await suite.open('game=joker-coloring&w=6&h=6&colors=2&moves=10&seed=5', {
      scene: 'JokerColoring',
    });
    await gp.waitFor('window.__prism.snapshot()?.par !== null');
    while ((await snap(gp)).status === 'playing') {
      await gp.press(await otherJokerColour(gp));
      await gp.waitFor(
        `window.__prism.snapshot()?.ending === true || window.__prism.snapshot()?.busy === false`,
      );
      if ((await snap(gp)).ending) break;
    }
    await momentThenResults(gp);
    const end = await snap(gp);
    // Won in 3 against a par of 2: within a quarter of par over it (at least one), two stars.
    expect(end).toMatchObject({ status: 'won', moves: 3, par: 2, hints: 0, stars: 2 });
    await viewBoardAndBack(gp, 'view-board', 'cell:0,0');
    await gp.click('button:panel-menu');
    await gp.waitForScene('Menu');
  });

  it('a lost Joker game has its moment too, and no stars', async () => {
    const gp = await suite.open('game=joker-coloring&w=12&h=12&colors=6&moves=1&seed=9', {
      scene: 'JokerColoring',
    });
    await gp.press(await otherJokerColour(gp));
    await momentThenResults(gp);
    expect(await snap(gp)).toMatchObject({ status: 'lost', stars: null });
  });

  it('GlassWorks: the last jump, the moment, then the results rated once par is known', async () => {
    const { save, last } = glassworksNearEnd();
    const gp = await suite.open('', { scene: 'Menu' });
    await gp.page.evaluate((text) => localStorage.setItem('prism-arcade/glassworks', text), save);
    await gp.page.goto(`${suite.url}?game=glassworks&seed=31`);
    await gp.waitForScene('GlassWorks');
    await gp.idle();
    await gp.click(`cell:${last.from.x},${last.from.y}`);
    await gp.click(`cell:${last.to.x},${last.to.y}`);
    await momentThenResults(gp);
    await gp.waitFor('window.__prism.snapshot()?.par !== null');
    const end = await snap(gp);
    // 49 points left against a par of 5: far over it, one star.
    expect(end).toMatchObject({ points: 49, par: 5, hints: 0, stars: 1 });
    await viewBoardAndBack(gp, 'view-board', `cell:${last.to.x},${last.to.y}`);
  });

  it('Flood Duel: the moment, then the results; VIEW BOARD (close-panel) and back, and WATCH after it', async () => {
    const gp = await suite.open('game=flood-duel&mode=duo&w=4&h=4&seed=8', { scene: 'FloodDuel' });
    await playFloodToEnd(gp);
    await momentThenResults(gp);
    expect((await snap(gp)).stars).toBeNull(); // two players at one screen: not rated
    await viewBoardAndBack(gp, 'close-panel', 'cell:0,0');
    await gp.click('button:more');
    await gp.click('button:watch');
    await gp.waitFor('window.__prism.snapshot()?.watching !== null');
  });

  it('on a phone the results sit beside the finished board: every square in sight, none dimmed', async () => {
    const gp = await suite.open('game=flood-duel&mode=duo&w=6&h=6&seed=8', {
      scene: 'FloodDuel',
      viewport: { width: 390, height: 844 },
      touch: true,
    });
    await playFloodToEnd(gp);
    await momentThenResults(gp);
    await gp.steady();
    const card = await gp.page.evaluate(() => {
      const items = window.__prism.layout().filter((i) => i.inModal);
      const x = Math.min(...items.map((i) => i.bounds.x));
      const y = Math.min(...items.map((i) => i.bounds.y));
      const r = Math.max(...items.map((i) => i.bounds.x + i.bounds.w));
      const b = Math.max(...items.map((i) => i.bounds.y + i.bounds.h));
      return { x, y, r, b };
    });
    const corners = ['cell:0,0', 'cell:5,0', 'cell:0,5', 'cell:5,5'];
    const open: { x: number; y: number }[] = [];
    for (const c of corners) open.push(await gp.locate(c));
    for (const p of open) {
      const inside = p.x >= card.x && p.x <= card.r && p.y >= card.y && p.y <= card.b;
      expect(inside, `square at ${p.x},${p.y} under the results card`).toBe(false);
    }
    const lit = await gp.pixel('cell:5,5');
    await gp.click('button:more');
    await gp.click('button:close-panel');
    await gp.waitFor('window.__prism.snapshot()?.panel === false');
    await gp.steady();
    expect(
      colorDistance(await gp.pixel('cell:5,5'), lit),
      'the board is as bright under the results',
    ).toBeLessThan(12);
  });
});

/** Two players at one screen, each taking the largest gain, until the game's end begins. */
async function playFloodToEnd(gp: GamePage): Promise<void> {
  for (let i = 0; i < 60 && (await snap(gp)).status !== 'over'; i++) {
    const { gains } = await gp.snapshot<{ gains: number[] }>();
    await gp.press(String(gains.indexOf(Math.max(...gains)) + 1));
    await gp.waitFor(
      `window.__prism.snapshot()?.ending === true || window.__prism.snapshot()?.busy === false`,
    );
    if ((await snap(gp)).ending) break;
  }
}

/** Whether any pixel of the text showing `text` is drawn near `colour` (a real screenshot). */
async function drawnIn(gp: GamePage, text: string, colour: number): Promise<boolean> {
  const item = (await gp.page.evaluate(() => window.__prism.layout())).find((i) => i.text === text);
  if (!item) throw new Error(`no text "${text}" on screen`);
  const b = item.bounds;
  const from = await gp.toPage({ x: b.x, y: b.y });
  const to = await gp.toPage({ x: b.x + b.w, y: b.y + b.h });
  const shot = await gp.page.screenshot({
    clip: { x: from.x, y: from.y, width: Math.max(1, to.x - from.x), height: Math.max(1, to.y - from.y) },
  });
  const { PNG } = await import('pngjs');
  const { data } = PNG.sync.read(shot);
  for (let i = 0; i < data.length; i += 4)
    if (colorDistance([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0], hexToRgb(colour)) < 60) return true;
  return false;
}

describe('tension in play', () => {
  it('Joker Coloring: the goal under par, and the move count warns from three moves left', async () => {
    const gp = await suite.open('game=joker-coloring&seed=9&moves=4', { scene: 'JokerColoring' });
    await gp.waitFor('window.__prism.snapshot()?.par !== null');
    await gp.idle();
    const { par } = await snap(gp);
    const texts = async () => (await gp.page.evaluate(() => window.__prism.layout())).map((i) => i.text);
    expect(await texts()).toContain(`IN ${par}`);
    expect(await drawnIn(gp, '4', UI.danger)).toBe(false);
    await gp.press(await otherJokerColour(gp));
    await gp.idle();
    expect((await gp.snapshot<{ movesLeft: number }>()).movesLeft).toBe(3);
    expect(await drawnIn(gp, '3', UI.danger)).toBe(true);
  });
});

describe('feedback a player can see', () => {
  it('a refused move says why on the board, and the words go by themselves', async () => {
    const gp = await suite.open('game=glassworks&seed=2026', { scene: 'GlassWorks' });
    const s = GW.decode((await gp.snapshot<{ board: string }>()).board);
    if (!s.ok) throw new Error(s.reason);
    const stuck = s.value.cells.findIndex(
      (cell, i) =>
        cell !== GW.BLANK && GW.destinations(s.value, { x: i % 12, y: Math.floor(i / 12) }).length === 0,
    );
    const why = 'No jump from there: pick a piece that can jump.';
    const shown = `window.__prism.layout().some((i) => i.text === ${JSON.stringify(why)})`;
    await gp.click(`cell:${stuck % 12},${Math.floor(stuck / 12)}`);
    await gp.waitFor(shown);
    const note = (await gp.page.evaluate(() => window.__prism.layout())).find((i) => i.text === why);
    const board = await gp.locate('cell:0,0');
    expect(note?.bounds.y).toBeGreaterThan(board.y); // on the board, by where the eye is
    await gp.waitFor(`!${shown}`);
  });

  it('Flood Duel marks the corner a player starts from until their first move', async () => {
    const gp = await suite.open('game=flood-duel&seed=4', { scene: 'FloodDuel' });
    await gp.idle();
    const label = async () =>
      (await gp.page.evaluate(() => window.__prism.layout())).find((i) => i.text === 'YOU START HERE');
    const mark = await label();
    const corner = await gp.locate('cell:0,15'); // 24×16: the bottom-left square is player 1's
    expect(mark).toBeDefined();
    // Beside the corner: just under the board where there is room (no square covered), else just above it.
    const top = mark?.bounds.y ?? 0;
    const bottom = top + (mark?.bounds.h ?? 0);
    expect(Math.min(Math.abs(bottom - corner.y), Math.abs(top - corner.y))).toBeLessThan(40);
    const { gains } = await gp.snapshot<{ gains: number[] }>();
    await gp.press(String(gains.indexOf(Math.max(...gains)) + 1));
    await gp.waitFor(`window.__prism.snapshot()?.moves >= 1`);
    expect(await label()).toBeUndefined();
  });
});

describe('music', () => {
  it('starts after the first gesture, follows its setting and volume, and pauses while the tab is hidden', async () => {
    const gp = await suite.open('', { scene: 'Menu' });
    const music = () => gp.page.evaluate(() => window.__prism.music);
    expect(await music()).toBe('waiting'); // nothing sounds, nor is fetched, before a press or key
    await gp.press('Tab');
    await expect.poll(music, { timeout: WAIT_MS }).toBe('playing');
    await gp.click('button:music');
    expect(await music()).toBe('off');
    await expect
      .poll(async () => (await gp.page.evaluate(() => window.__prism.layout())).map((i) => i.text))
      .toContain('MUSIC OFF');
    await gp.click('button:music');
    await expect.poll(music).toBe('playing');
    await gp.click('button:music-volume-down');
    const settings = async () =>
      (await gp.snapshot<{ settings: { musicVolume: number; volume: number } }>()).settings;
    expect(await settings()).toMatchObject({ musicVolume: 0.4, volume: 0.7 });
    // The tab hidden (another tab, the phone locked): the music pauses, and plays on when it is back.
    const hide = (hidden: boolean) =>
      gp.page.evaluate((h) => {
        Object.defineProperty(document, 'hidden', { value: h, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await hide(true);
    expect(await music()).toBe('paused');
    await hide(false);
    await expect.poll(music).toBe('playing');
  });
});

describe('the menu as a hub', () => {
  it('a game in progress: its card reads CONTINUE (continue-<game>), says how far it is, and leads back to it', async () => {
    const gp = await suite.open('game=glassworks&seed=2026', { scene: 'GlassWorks' });
    const s = GW.decode((await gp.snapshot<{ board: string }>()).board);
    if (!s.ok) throw new Error(s.reason);
    const jump = GW.legalJumps(s.value)[0] as GW.Move;
    await gp.click(`cell:${jump.from.x},${jump.from.y}`);
    await gp.click(`cell:${jump.to.x},${jump.to.y}`);
    await gp.waitFor('window.__prism.snapshot()?.moves === 1');
    await gp.press('m');
    await gp.waitForScene('Menu');
    await gp.waitFor(`window.__prism.locate('button:continue-glassworks') !== null`);
    const texts = (await gp.page.evaluate(() => window.__prism.layout())).map((i) => i.text);
    expect(texts).toContain('CONTINUE');
    expect(texts.some((t) => t.startsWith('IN PROGRESS · 1 JUMP'))).toBe(true);
    expect(await gp.page.evaluate(() => window.__prism.untranslated())).toEqual([]);
    // The other cards have nothing in progress: PLAY, and their pitches.
    expect(await gp.locate('button:joker-coloring')).toBeDefined();
    expect(await gp.page.evaluate(() => window.__prism.locate('button:continue-joker-coloring'))).toBeNull();
    await gp.click('button:continue-glassworks');
    await gp.frame.waitForFunction(() => ['HowToPlay', 'GlassWorks'].includes(String(window.__prism.scene)));
    if ((await gp.scene()) === 'HowToPlay') {
      await gp.waitForScene('HowToPlay');
      await gp.click('button:howto-close');
    }
    await gp.waitForScene('GlassWorks');
    expect((await gp.snapshot<{ moves: number }>()).moves).toBe(1);
  });
});
