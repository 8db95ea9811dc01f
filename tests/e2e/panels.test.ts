// Panels and dialogs, in the real game: they take every press (nothing falls through to the
// board), answer the keyboard, never throw a game away without asking; how to play opens from a
// game and comes back to it; SHOW ME's panel stops cleanly and its deal is never a best; the menu
// works from the keyboard alone.

import { describe, expect, it } from 'vitest';
import type { GamePage, Point } from './harness';
import { glassworksNearEnd } from './positions';
import { browserSuite } from './suite';

const suite = browserSuite();

const snap = <T>(gp: GamePage) =>
  gp.snapshot<T & { status: string; panel: boolean; moves: number; board: string }>();

describe('no traps', () => {
  it('Joker Coloring: a press on a panel button never moves the base under it', async () => {
    const gp = await suite.open('game=joker-coloring&w=12&h=12&colors=6&moves=1&seed=9', {
      scene: 'JokerColoring',
    });
    const base0 = (await snap<{ base: Point }>(gp)).base;
    // The quit question: KEEP PLAYING sits over the board's middle squares.
    await gp.press('q');
    expect((await snap(gp)).panel).toBe(true);
    await gp.click('button:cancel-quit');
    let s = await snap<{ base: Point }>(gp);
    expect(s.panel).toBe(false);
    expect(s.base).toEqual(base0);
    // Out of moves: UNDO LAST MOVE undoes, and only that.
    const board0 = s.board;
    const colour =
      ['r', 'g', 'b', 'y', 'c', 'm'].find((c) => c !== board0.split('\n')[base0.y]?.[base0.x]) ?? 'r';
    await gp.press(colour);
    await gp.idle();
    expect((await snap(gp)).status).toBe('lost');
    await gp.click('button:more');
    await gp.click('button:panel-undo');
    s = await snap<{ base: Point }>(gp);
    expect(s).toMatchObject({ status: 'playing', board: board0, base: base0, panel: false });
  });

  it('GlassWorks: the results panel and the new-game question never reach the board', async () => {
    // A saved game one jump from its end: the game's own save format, its moves replayed on load.
    const { save, moves, last } = glassworksNearEnd();
    const gp = await suite.open('', {});
    await gp.page.evaluate((text) => localStorage.setItem('prism-arcade/glassworks', text), save);
    await gp.page.goto(`${gp.page.url()}?game=glassworks&seed=31`);
    await gp.waitForScene('GlassWorks');
    expect((await snap(gp)).moves).toBe(moves);
    await gp.click(`cell:${last.from.x},${last.from.y}`);
    await gp.click(`cell:${last.to.x},${last.to.y}`);
    await gp.idle();
    expect(await snap(gp)).toMatchObject({ status: 'over', panel: true });
    await gp.click('button:more');
    await gp.click('button:panel-undo');
    const undone = await snap<{ selected: Point | null }>(gp);
    expect(undone).toMatchObject({ status: 'playing', panel: false, selected: null, moves: moves });
    await gp.click('button:new');
    expect((await snap(gp)).panel).toBe(true);
    await gp.click('button:cancel-new');
    expect(await snap<{ selected: Point | null }>(gp)).toMatchObject({
      panel: false,
      selected: null,
      moves: moves,
      board: undone.board,
    });
  });

  it('GlassWorks: N on a deal with nothing played deals anew without a question', async () => {
    const gp = await suite.open('game=glassworks&seed=2026', { scene: 'GlassWorks' });
    await gp.press('n'); // nothing played yet: a new deal without a question
    expect((await snap(gp)).panel).toBe(false);
    expect((await snap(gp)).moves).toBe(0);
  });

  it('dialogs answer Esc, N, Enter and Y; a new game over one in progress asks first', async () => {
    const gp = await suite.open('game=glassworks&seed=2026', { scene: 'GlassWorks' });
    await gp.click('cell:0,0');
    const d = (await snap<{ destinations: Point[] }>(gp)).destinations[0];
    if (!d) throw new Error('no jump from the first square');
    await gp.click(`cell:${d.x},${d.y}`);
    await gp.idle();
    const played = await snap(gp);
    expect(played.moves).toBe(1);
    for (const [answer, kept] of [
      ['Escape', true],
      ['n', true],
      ['Enter', true], // the safe answer is where the keyboard starts
      ['y', false],
    ] as const) {
      await gp.press('n');
      expect((await snap(gp)).panel).toBe(true);
      await gp.press(answer);
      await gp.waitForScene('GlassWorks');
      const s = await snap(gp);
      expect(s.panel).toBe(false);
      expect(s.moves).toBe(kept ? 1 : 0);
    }
    // Joker's give-up question answers the same keys.
    await gp.page.goto(gp.page.url().replace('game=glassworks&seed=2026', 'game=joker-coloring&seed=13'));
    await gp.waitForScene('JokerColoring');
    await gp.press('q');
    await gp.press('Escape');
    expect(await snap(gp)).toMatchObject({ panel: false, status: 'playing' });
    await gp.press('q');
    await gp.press('y');
    await gp.idle();
    expect((await snap(gp)).status).toBe('quit');
  });

  it('Flood Duel: keys choose the next game, which the screen says; N asks over a game in progress', async () => {
    const gp = await suite.open('game=flood-duel&mode=duo&seed=3', { scene: 'FloodDuel' });
    await gp.press('l');
    await gp.press('s');
    const gains = (await snap<{ gains: number[] }>(gp)).gains;
    await gp.press(String(gains.indexOf(Math.max(...gains)) + 1));
    await gp.idle();
    // Level and size are for the next game: this one is unchanged.
    expect(await snap<{ level: string; size: { width: number } }>(gp)).toMatchObject({
      level: 'normal',
      size: { width: 24 },
    });
    await gp.press('n');
    expect((await snap(gp)).panel).toBe(true);
    await gp.press('y');
    await gp.waitForScene('FloodDuel');
    expect(await snap<{ level: string; size: { width: number } }>(gp)).toMatchObject({
      moves: 0,
      level: 'hard',
      size: { width: 32 },
    });
    await gp.press('m');
    await gp.waitForScene('Menu');
  });
});

describe('how to play from a game', () => {
  it('opens by click, tap and the ? key, and PLAY comes back to the game where it was', async () => {
    const gp = await suite.open('game=joker-coloring&seed=13', { scene: 'JokerColoring' });
    await gp.press('g');
    await gp.idle();
    const before = await snap(gp);
    await gp.click('button:help');
    await gp.waitForScene('HowToPlay');
    expect(await gp.snapshot<{ howTo: string }>()).toMatchObject({ howTo: 'joker-coloring' });
    await gp.click('button:howto-close');
    await gp.waitForScene('JokerColoring');
    expect((await snap(gp)).board).toBe(before.board);
    await gp.press('?');
    await gp.waitForScene('HowToPlay');
    await gp.press('Escape');
    await gp.waitForScene('JokerColoring');

    const phone = await suite.open('game=flood-duel&seed=2', {
      scene: 'FloodDuel',
      touch: true,
      viewport: { width: 360, height: 640 },
    });
    await phone.tap('button:help');
    await phone.waitForScene('HowToPlay');
    expect(await phone.snapshot<{ howTo: string }>()).toMatchObject({ howTo: 'flood-duel' });
  });
});

describe('honest results', () => {
  it("a deal SHOW ME finished is marked as the computer's and is never a best", async () => {
    // A game one jump from its end (a whole deal would only take longer to show the same thing);
    // calm motion halves the animations, so the demonstration plays out sooner.
    const { save, moves } = glassworksNearEnd();
    const gp = await suite.open('', { scene: 'Menu' });
    await gp.page.evaluate((text) => {
      localStorage.setItem('prism-arcade/glassworks', text);
      localStorage.setItem(
        'prism-arcade/settings',
        JSON.stringify({ v: 1, data: { sound: false, volume: 0.5, glyphs: false, reducedMotion: true } }),
      );
    }, save);
    await gp.page.goto(`${gp.page.url()}?game=glassworks&seed=31`);
    await gp.waitForScene('GlassWorks');
    expect((await snap(gp)).moves, 'the game near its end is resumed').toBe(moves);
    await gp.click('button:show');
    await gp.page.waitForFunction(() => window.__prism.snapshot()?.demo === true, undefined, {
      timeout: 60000,
    });
    await gp.page.waitForFunction(() => window.__prism.snapshot()?.status === 'over', undefined, {
      timeout: 120000,
    });
    await gp.idle();
    const end = await snap<{ best: number | null; demo: boolean }>(gp);
    expect(end.panel).toBe(true);
    expect(end.best).toBeNull();
    expect(end.demo).toBe(false);
  });

  it('STOP ends SHOW ME, and the press that stops it selects nothing', async () => {
    const gp = await suite.open('game=glassworks&seed=78', { scene: 'GlassWorks' });
    await gp.click('button:show');
    await gp.page.waitForFunction(() => Number(window.__prism.snapshot()?.moves) >= 1, undefined, {
      timeout: 60000,
    });
    await gp.click('cell:5,2');
    const s = await snap<{ selected: Point | null; demo: boolean }>(gp);
    expect(s.demo).toBe(false);
    expect(s.selected).toBeNull();
    const moves = s.moves;
    await gp.page.waitForTimeout(1500);
    expect((await snap(gp)).moves).toBe(moves);
  });
});

describe('the keyboard alone', () => {
  it('finds its way on the menu: Tab to a button, arrows by position, Enter to press it, Esc back', async () => {
    const gp = await suite.open('', { scene: 'Menu' });
    const focus = async () => (await gp.snapshot<{ focus: string | null }>()).focus;
    const focusOn = async (name: string): Promise<void> => {
      for (let i = 0; i < 30; i++) {
        if ((await focus()) === name) return;
        await gp.press('Tab');
      }
      throw new Error(`the keyboard never reached ${name}`);
    };
    // Arrows go by position: along a card's row, and down from its chart button to what is below.
    await focusOn('stats-glassworks');
    await gp.press('ArrowRight');
    expect(await focus()).toBe('help-glassworks');
    await gp.press('ArrowLeft');
    expect(await focus()).toBe('stats-glassworks');
    const from = await gp.locate('button:stats-glassworks');
    await gp.press('ArrowDown');
    const below = await focus();
    expect(below).not.toBe('help-glassworks');
    expect((await gp.locate(`button:${below}`)).y).toBeGreaterThan(from.y);
    await focusOn('help-glassworks');
    await gp.press('Enter');
    await gp.waitForScene('HowToPlay');
    expect(await gp.snapshot<{ howTo: string }>()).toMatchObject({ howTo: 'glassworks' });
    await gp.press('Escape');
    await gp.waitForScene('Menu');
    await focusOn('glassworks');
    await gp.press('Enter');
    await gp.waitForScene('GlassWorks'); // its how-to was seen: the game opens directly
    await gp.press('?');
    await gp.waitForScene('HowToPlay');
  });
});
