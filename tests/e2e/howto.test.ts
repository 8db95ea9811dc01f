// How to play in real Chromium: opened from a card's "?", its demonstration plays real moves (the
// board the hook reports is the rules' own result), keys and buttons turn the pages, Esc goes back
// to the menu, PLAY opens the game; the first time a game is opened from its card its how to play
// comes first, and only the first time.

import { describe, expect, it } from 'vitest';
import type { AnyRules, GameId } from '../../src/logic/game';
import { glassworks } from '../../src/logic/glassworks';
import { jokerColoring } from '../../src/logic/joker';
import { floodPages } from '../../src/views/flood/howTo';
import { glassPages } from '../../src/views/glassworks/howTo';
import type { HowToPage } from '../../src/views/howTo';
import { jokerPages } from '../../src/views/joker/howTo';

const HOW_TO_PLAY: Record<GameId, readonly HowToPage[]> = {
  glassworks: glassPages,
  'flood-duel': floodPages,
  'joker-coloring': jokerPages,
};

import type { GamePage } from './harness';
import { browserSuite } from './suite';

const suite = browserSuite();

interface HowToSnap {
  game: null;
  screen: string;
  howTo: GameId;
  page: number;
  pages: number;
  busy: boolean;
  demo: string;
  moves: number;
}

const snap = (gp: GamePage) => gp.snapshot<HowToSnap>();

/** The position a page's demonstration shows after its first `n` moves, by the rules. */
function demoAfter(rules: AnyRules, page: HowToPage, n: number): string {
  const start = rules.decodePosition(page.demo.position);
  if (!start.ok) throw new Error(start.reason);
  let state = start.value;
  for (const token of page.demo.moves.slice(0, n)) {
    const move = rules.decodeMove(token);
    if (!move.ok) throw new Error(move.reason);
    const r = rules.apply(state, move.value);
    if (!r.ok) throw new Error(r.reason);
    state = r.value.state;
  }
  return rules.encodePosition(state);
}

const page = (game: GameId, i: number) => HOW_TO_PLAY[game][i] as HowToPage;

describe('how to play', () => {
  it("opens from a card's ?, plays real moves, turns pages with the keys and goes back with Esc", async () => {
    const gp = await suite.open('', { scene: 'Menu' });
    await gp.click('button:help-joker-coloring');
    await gp.waitForScene('HowToPlay');
    const first = await snap(gp);
    expect(first).toMatchObject({
      game: null,
      screen: 'how-to-play',
      howTo: 'joker-coloring',
      page: 0,
      pages: HOW_TO_PLAY['joker-coloring'].length,
    });
    expect(first.demo).toBe(demoAfter(jokerColoring, page('joker-coloring', 0), first.moves));
    // The demonstration plays real moves: the board is what the rules make of them.
    await gp.page.waitForFunction(() => Number(window.__prism.snapshot()?.moves) > 0, undefined, {
      timeout: 60000,
    });
    const playing = await snap(gp);
    expect(playing.demo).toBe(demoAfter(jokerColoring, page('joker-coloring', 0), playing.moves));
    expect(playing.demo).not.toBe(first.demo);
    // Opening it counts as seen.
    const seen = await gp.page.evaluate(() => localStorage.getItem('prism-arcade/how-to-play'));
    expect(JSON.parse(seen ?? 'null')).toEqual({ v: 1, data: { 'joker-coloring': true } });

    await gp.press('ArrowRight');
    const second = await snap(gp);
    expect(second.page).toBe(1);
    expect(second.demo).toBe(demoAfter(jokerColoring, page('joker-coloring', 1), second.moves));
    await gp.press('ArrowLeft');
    expect((await snap(gp)).page).toBe(0);
    // BACK is disabled on the first page: Left does nothing there.
    await gp.press('ArrowLeft');
    expect((await snap(gp)).page).toBe(0);
    await gp.press('ArrowRight');
    expect((await snap(gp)).page).toBe(1);
    await gp.press('Escape');
    await gp.waitForScene('Menu');
  });

  it('comes first when a game is first opened from its card, and only then', async () => {
    const gp = await suite.open('', { scene: 'Menu' });
    await gp.click('button:flood-duel');
    await gp.waitForScene('HowToPlay');
    expect((await snap(gp)).howTo).toBe('flood-duel');
    await gp.click('button:howto-close');
    await gp.waitForScene('FloodDuel');
    expect((await gp.snapshot<{ game: string }>()).game).toBe('flood-duel');
    await gp.click('button:menu');
    await gp.waitForScene('Menu');
    await gp.click('button:flood-duel');
    await gp.waitForScene('FloodDuel');
  });

  it('pages through with Enter; on the last page it plays the game', async () => {
    const gp = await suite.open('', { scene: 'Menu' });
    await gp.click('button:help-glassworks');
    await gp.waitForScene('HowToPlay');
    const { pages } = await snap(gp);
    for (let i = 1; i < pages; i++) {
      await gp.press('Enter');
      const s = await snap(gp);
      expect(s.page).toBe(i);
      expect(s.demo).toBe(demoAfter(glassworks, page('glassworks', i), s.moves));
    }
    await gp.press('Enter');
    await gp.waitForScene('GlassWorks');
  });

  it('opens by touch on a phone', async () => {
    const gp = await suite.open('', { touch: true, viewport: { width: 360, height: 640 }, scene: 'Menu' });
    await gp.tap('button:help-glassworks');
    await gp.waitForScene('HowToPlay');
    expect(await snap(gp)).toMatchObject({ howTo: 'glassworks', page: 0 });
    await gp.tap('button:howto-next');
    expect((await snap(gp)).page).toBe(1);
    await gp.tap('button:howto-back');
    expect((await snap(gp)).page).toBe(0);
    await gp.tap('button:howto-close');
    await gp.waitForScene('GlassWorks');
  });
});
