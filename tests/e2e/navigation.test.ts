// Moving between screens: the Joker options ask before a new game replaces one in progress (and
// ask again after KEEP IT); a challenge code over a game of its kind keeps the challenge; a finished
// game's results lead to the menu by MENU, M and Esc.

import { describe, expect, it } from 'vitest';
import * as GW from '../../src/logic/glassworks';
import { encodeChallenge } from '../../src/midend/codes/dealCode';
import type { GamePage, Point } from './harness';
import { glassworksNearEnd } from './positions';
import { calmSuite } from './suite';

const suite = calmSuite(); // about codes, storage, input or loading, not motion

interface Snap {
  board: string;
  status: string;
  seed: number;
  moves: number;
  panel: boolean;
  base: { x: number; y: number };
}

const texts = async (gp: GamePage): Promise<string> =>
  (await gp.frame.evaluate(() => window.__prism.layout())).map((i) => i.text).join(' | ');

const cell = (p: Point): string => `cell:${p.x},${p.y}`;

/** A Joker colour other than the base's (red or green). */
async function otherColour(gp: GamePage): Promise<string> {
  const s = await gp.snapshot<Snap>();
  return s.board.split('\n')[s.base.y]?.[s.base.x] === 'r' ? 'g' : 'r';
}

/** A tiny Joker board (red and green only) painted to the end. */
async function paint(gp: GamePage): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const s = await gp.snapshot<Snap>();
    if (s.status !== 'playing') break;
    await gp.press(await otherColour(gp));
    await gp.idle();
  }
  await gp.page.waitForFunction(() => window.__prism.snapshot()?.panel === true);
}

/** A game opened from its menu card (its how to play comes first, the first time). */
async function fromCard(gp: GamePage, game: string, scene: string): Promise<void> {
  await gp.click(`button:${game}`);
  await gp.frame.waitForFunction((k) => ['HowToPlay', k].includes(String(window.__prism.scene)), scene);
  if ((await gp.scene()) === 'HowToPlay') {
    await gp.waitForScene('HowToPlay');
    await gp.click('button:howto-close');
  }
  await gp.waitForScene(scene);
}

/** One GlassWorks jump, clicked. */
async function jump(gp: GamePage): Promise<boolean> {
  const s = GW.decode((await gp.snapshot<Snap>()).board);
  if (!s.ok) throw new Error(s.reason);
  const j = GW.legalJumps(s.value)[0];
  if (!j) return false;
  await gp.click(cell(j.from));
  await gp.click(cell(j.to));
  return true;
}

describe('between screens', () => {
  it('Joker options: YES, NEW GAME starts the new game (click or Y); after KEEP IT, PLAY asks again', async () => {
    const gp = await suite.open('game=joker-coloring&w=10&h=10&colors=3&seed=8', { scene: 'JokerColoring' });
    await gp.press(await otherColour(gp));
    await gp.idle();
    const played = await gp.snapshot<Snap>();
    expect(played.moves).toBe(1);

    // Click: the question, then YES starts the options' deal.
    await gp.click('button:options');
    await gp.waitForScene('JokerOptions');
    const seed = (await gp.snapshot<{ seed: number }>()).seed;
    await gp.click('button:play');
    await gp.locate('button:confirm-new');
    await gp.click('button:confirm-new');
    await gp.waitForScene('JokerColoring');
    expect(await gp.snapshot<Snap>()).toMatchObject({ seed, moves: 0 });

    // KEEP IT, then PLAY again: asked again, never thrown away; Y answers yes.
    await gp.press(await otherColour(gp));
    await gp.idle();
    await gp.click('button:options');
    await gp.waitForScene('JokerOptions');
    await gp.click('button:play');
    await gp.click('button:cancel-new');
    expect(await gp.scene()).toBe('JokerOptions');
    await gp.click('button:play');
    await gp.locate('button:confirm-new');
    expect(await gp.scene()).toBe('JokerOptions');
    await gp.press('y');
    await gp.waitForScene('JokerColoring');
    expect((await gp.snapshot<Snap>()).moves).toBe(0);
  });

  it('a challenge code over a game of its kind in progress: PLAY THE CODE shows BEAT and keeps the challenge', async () => {
    const gp = await suite.open('game=glassworks&seed=11', { scene: 'GlassWorks' });
    expect(await jump(gp)).toBe(true);
    await gp.idle();
    const code = encodeChallenge({ deal: { game: 'glassworks', seed: 12 }, beat: 9 });
    await gp.click('button:menu');
    await gp.waitForScene('Menu');
    await gp.click('button:enter-code');
    await gp.page.waitForSelector('#code-input');
    await gp.page.fill('#code-input', code);
    await gp.page.press('#code-input', 'Enter');
    await gp.waitForScene('GlassWorks');
    // The game in progress stays on screen while the player is asked.
    await gp.click('button:confirm-code');
    await gp.waitForScene('GlassWorks');
    await gp.frames(4);
    expect(await gp.snapshot<Snap>()).toMatchObject({ seed: 12, moves: 0 });
    await expect.poll(() => texts(gp)).toContain('BEAT 9 POINTS');
    // Kept: the challenge is still there when the arcade is opened again.
    await gp.page.goto(gp.page.url().split('?')[0] as string);
    await gp.waitForScene('Menu');
    await fromCard(gp, 'glassworks', 'GlassWorks');
    expect((await gp.snapshot<Snap>()).seed).toBe(12);
    await expect.poll(() => texts(gp)).toContain('BEAT 9 POINTS');
  });

  it('a finished Joker game: the results panel leads to the menu (MENU, M and Esc)', async () => {
    const query = 'game=joker-coloring&w=3&h=3&colors=2&moves=10&seed=5';
    const gp = await suite.open(query, { scene: 'JokerColoring' });
    await paint(gp);
    await gp.click('button:panel-menu');
    await gp.waitForScene('Menu');
    for (const key of ['m', 'Escape']) {
      await fromCard(gp, 'joker-coloring', 'JokerColoring');
      expect((await gp.snapshot<Snap>()).panel).toBe(true);
      await gp.press(key);
      await gp.waitForScene('Menu');
    }
  });

  it('a finished GlassWorks game: the results panel leads to the menu (MENU, M and Esc)', async () => {
    // A game one jump from its end, finished by that jump.
    const { save } = glassworksNearEnd();
    const gp = await suite.open('', { scene: 'Menu' });
    await gp.page.evaluate((text) => localStorage.setItem('prism-arcade/glassworks', text), save);
    await gp.page.goto(`${gp.page.url()}?game=glassworks&seed=31`);
    await gp.waitForScene('GlassWorks');
    for (let n = 0; n < 108 && (await jump(gp)); n++);
    await gp.idle();
    expect((await gp.snapshot<Snap>()).panel).toBe(true);
    await gp.click('button:panel-menu');
    await gp.waitForScene('Menu');
    for (const key of ['m', 'Escape']) {
      await fromCard(gp, 'glassworks', 'GlassWorks');
      expect((await gp.snapshot<Snap>()).panel).toBe(true);
      await gp.press(key);
      await gp.waitForScene('Menu');
    }
  });
});
