// Big boards on a phone: a board whose squares would be too small to tap zooms in (button, Z key)
// to squares of at least 28 CSS px, pans (keys, a drag), and a tap on a shown square plays there.
// Flood Duel's 32×20, played from its buttons, opens zoomed to squares big enough to see.

import { describe, expect, it } from 'vitest';
import type { GamePage, Point } from './harness';
import { browserSuite } from './suite';

const suite = browserSuite();
const PHONE = { width: 360, height: 640 };

/** CSS pixels between the centres of two neighbouring squares. */
async function squareSize(gp: GamePage, a: string, b: string): Promise<number> {
  const [p, q] = [await gp.toPage(await gp.locate(a)), await gp.toPage(await gp.locate(b))];
  return Math.hypot(q.x - p.x, q.y - p.y);
}

describe('big boards on a phone', () => {
  it('Joker 40×40: zoom in by the button, squares a thumb can tap, pan, tap to move the base', async () => {
    const gp = await suite.open('game=joker-coloring&w=40&h=40&seed=1', {
      scene: 'JokerColoring',
      touch: true,
      viewport: PHONE,
    });
    expect(await squareSize(gp, 'cell:0,0', 'cell:1,0')).toBeLessThan(28);
    await gp.tap('button:zoom');
    expect((await gp.snapshot<{ zoomed: boolean }>()).zoomed).toBe(true);
    expect(await squareSize(gp, 'cell:0,0', 'cell:1,0')).toBeGreaterThanOrEqual(28);
    // A tap on a shown square moves the base there.
    await gp.tap('cell:2,1');
    expect((await gp.snapshot<{ base: Point }>()).base).toEqual({ x: 2, y: 1 });
    // Pan right with the keyboard: the first column leaves the view.
    for (let i = 0; i < 4; i++) await gp.press('Shift+ArrowRight');
    expect(await gp.page.evaluate(() => window.__prism.locate('cell:0,0'))).toBeNull();
    // Zoom back out: the whole board is shown again.
    await gp.tap('button:zoom');
    expect((await gp.snapshot<{ zoomed: boolean }>()).zoomed).toBe(false);
    await gp.locate('cell:39,39');
  });

  it('Flood Duel 32×20: opens zoomed on the corner with the pan hint; arrows and a drag pan, Z shows it all', async () => {
    const gp = await suite.open('game=flood-duel&w=32&h=20&seed=4', { scene: 'FloodDuel', viewport: PHONE });
    // Played from the colour buttons, its squares need to be seen, not tapped: 20 CSS px at least.
    expect((await gp.snapshot<{ zoomed: boolean }>()).zoomed).toBe(true);
    expect(await squareSize(gp, 'cell:0,19', 'cell:1,19')).toBeGreaterThanOrEqual(20);
    const texts = async () => (await gp.page.evaluate(() => window.__prism.layout())).map((i) => i.text);
    expect((await texts()).some((w) => w?.startsWith('Drag the board to see the rest'))).toBe(true);
    // The player's corner (bottom left) in view, ringed, its words above the board, not on it.
    const shown = async (x: number, y: number) =>
      (await gp.page.evaluate((t) => window.__prism.locate(t), `cell:${x},${y}`)) !== null;
    expect(await shown(0, 19)).toBe(true);
    expect(await shown(31, 0)).toBe(false);
    expect(await texts()).toContain('YOU START AT THE RING');
    expect(await texts()).not.toContain('YOU START HERE');
    for (let i = 0; i < 2; i++) await gp.press('ArrowRight'); // three columns a press
    expect(await shown(0, 19)).toBe(false);
    // Drag the board to the right with the mouse: the columns at the left come back into view.
    const from = await gp.toPage(await gp.locate('cell:8,19'));
    await gp.page.mouse.move(from.x, from.y);
    await gp.page.mouse.down();
    await gp.page.mouse.move(from.x + 200, from.y, { steps: 6 });
    await gp.page.mouse.up();
    await gp.frames(2);
    expect(await shown(0, 19)).toBe(true);
    expect((await gp.snapshot<{ moves: number }>()).moves).toBe(0); // a drag is not a move
    await gp.press('z');
    expect((await gp.snapshot<{ zoomed: boolean }>()).zoomed).toBe(false);
    expect(await shown(31, 0)).toBe(true);
  });
});
