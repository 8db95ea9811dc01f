// Hostile input in the real game: save files whose entries are named like members every object
// has, and duel codes that are not the duel in progress. Each is refused with a message (or asked
// about), storage stays as it was, and no page error happens. These failed on the build before.

import { describe, expect, it } from 'vitest';
import { floodDuel, greedyMove, moveOfIndex } from '../../src/logic/flood';
import { encodeDeal } from '../../src/midend/codes/dealCode';
import { encodeDuel } from '../../src/midend/codes/duelCode';
import { type GamePage, WAIT_MS } from './harness';
import { calmSuite } from './suite';

const suite = calmSuite(); // about codes, storage, input or loading, not motion

const texts = async (gp: GamePage): Promise<string> =>
  (await gp.frame.evaluate(() => window.__prism.layout())).map((i) => i.text).join(' | ');

/** Everything the game keeps, as the browser stores it. */
const stored = (gp: GamePage): Promise<string> =>
  gp.page.evaluate(() =>
    JSON.stringify(
      Object.keys(localStorage)
        .filter((k) => k.startsWith('prism-arcade/') && !k.endsWith('/probe'))
        .sort()
        .map((k) => [k, localStorage.getItem(k)]),
    ),
  );

/** A duel's code after `count` moves, each the greedy colour of the player to move. */
function duel(options: { width: number; height: number; first: 1 | 2 }, seed: number, count: number): string {
  let s = floodDuel.deal(options, seed);
  const moves: number[] = [];
  for (let i = 0; i < count; i++) {
    const c = greedyMove(s);
    const r = floodDuel.apply(s, moveOfIndex(c));
    if (!r.ok) throw new Error(r.reason);
    moves.push(c);
    s = r.value.state;
  }
  return encodeDuel({ options, seed, moves });
}

async function enterCode(gp: GamePage, code: string): Promise<void> {
  await gp.click('button:enter-code');
  await gp.page.waitForSelector('#code-input');
  await gp.page.fill('#code-input', code);
  await gp.page.press('#code-input', 'Enter');
}

describe('hostile input', () => {
  it('a save file with an entry named __proto__ or constructor imports nothing and says why', async () => {
    const gp = await suite.open('game=joker-coloring&w=3&h=3&colors=2&moves=10&seed=5', {
      scene: 'JokerColoring',
    });
    await gp.click('button:menu');
    await gp.waitForScene('Menu');
    const before = await stored(gp);
    for (const key of ['__proto__', 'constructor']) {
      const file = `{"app":"prism-arcade","format":1,"entries":{"${key}":{"v":1,"data":{}}}}`;
      const [chooser] = await Promise.all([gp.page.waitForEvent('filechooser'), gp.click('button:import')]);
      await chooser.setFiles({
        name: `${key}.json`,
        mimeType: 'application/json',
        buffer: Buffer.from(file),
      });
      await expect.poll(() => texts(gp)).toContain(`does not know: '${key}'`);
      expect(await stored(gp)).toBe(before);
    }
  });

  it('mid-duel, a code of another duel on the same seed asks first and never merges into the duel', async () => {
    const options = { width: 8, height: 8, first: 1 as const };
    const gp = await suite.open('', { scene: 'Menu' });
    await enterCode(gp, duel(options, 21, 1));
    await gp.waitForScene('FloodDuel');
    await gp.idle();
    expect(await gp.snapshot()).toMatchObject({ mode: 'mail', me: 2, moves: 1 });
    await gp.press(String(greedyMove(floodDuel.deal(options, 21)) + 1));
    await gp.idle();
    const mine = await gp.snapshot<{ duelCode: string; board: string; moves: number }>();
    expect(mine.moves).toBe(2);
    const before = await stored(gp);
    // The same seed, another size, with moves: another duel, not this one.
    await enterCode(gp, duel({ width: 10, height: 8, first: 1 }, 21, 3));
    await gp.waitForScene('FloodDuel');
    await gp.locate('button:confirm-code');
    expect(await gp.snapshot()).toMatchObject({ duelCode: mine.duelCode, board: mine.board, moves: 2 });
    expect(await stored(gp)).toBe(before);
    await gp.click('button:cancel-code');
    expect(await gp.snapshot()).toMatchObject({ duelCode: mine.duelCode, moves: 2 });
    expect(await stored(gp)).toBe(before);
  });

  it('a duel code sent before its first move is refused: it would make both friends player 1', async () => {
    const gp = await suite.open('', { scene: 'Menu' });
    await enterCode(gp, duel({ width: 8, height: 8, first: 1 }, 22, 0));
    await gp.waitForScene('FloodDuel');
    await expect.poll(() => texts(gp)).toMatch(/no move yet/);
    expect((await gp.snapshot()).mode).not.toBe('mail');
  });

  it('FULLSCREEN pressed twice quickly: no error', async () => {
    const gp = await suite.open('', { scene: 'Menu' });
    // Two presses before the browser answers the first (in one frame, as a quick double press).
    const at = await gp.toPage(await gp.locate('button:fullscreen'));
    await gp.page.mouse.click(at.x, at.y);
    await gp.page.mouse.click(at.x, at.y);
    await gp.frames(10);
    expect(gp.errors).toEqual([]);
  });

  it('OK clicked or double-clicked in ENTER CODE opens the code, not the card under the dialog', async () => {
    const gp = await suite.open('', { scene: 'Menu' });
    for (const [seed, clicks] of [
      [31, 1],
      [32, 2],
    ] as const) {
      await gp.click('button:enter-code');
      await gp.page.fill('#code-input', encodeDeal({ game: 'glassworks', seed }));
      const box = await gp.page.getByRole('button', { name: 'OK', exact: true }).boundingBox();
      if (!box) throw new Error('no OK button');
      await gp.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { clickCount: clicks });
      await gp.waitForScene('GlassWorks');
      await gp.idle();
      await gp.frames(10);
      expect(await gp.scene()).toBe('GlassWorks');
      expect(await gp.snapshot()).toMatchObject({ seed });
      await gp.click('button:menu');
      await gp.waitForScene('Menu');
    }
  });

  it('saving that stops working mid-game is said on the game screen at once', async () => {
    const gp = await suite.open('game=joker-coloring&w=6&h=6&colors=3&moves=20&seed=5', {
      scene: 'JokerColoring',
    });
    await gp.idle();
    await gp.frame.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
    });
    // One of the colours is the base's own (refused); the first that is a move cannot be saved. The
    // notice shows for six seconds: it is looked for as soon as that move is made, not after more
    // moves a busy machine may take longer than that to animate.
    for (const colour of ['r', 'g', 'b']) {
      await gp.press(colour);
      if ((await gp.snapshot<{ moves: number }>()).moves > 0) break;
    }
    await expect.poll(() => texts(gp), { timeout: WAIT_MS }).toContain('Saving stopped working');
    expect(await gp.scene()).toBe('JokerColoring');
  });
});
