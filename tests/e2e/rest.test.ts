// A still screen rests: once nothing moves, the game loop draws no frame at all, and the next click
// or key wakes it and is answered as usual (services/rest.ts).

import { describe, expect, it } from 'vitest';
import type { GamePage } from './harness';
import { otherJokerColour } from './positions';
import { browserSuite } from './suite';

const suite = browserSuite();

const hook = (gp: GamePage): Promise<{ frames: number; resting: boolean }> =>
  gp.page.evaluate(() => ({ frames: window.__prism.framesDrawn, resting: window.__prism.resting }));

async function untilResting(gp: GamePage): Promise<void> {
  await gp.page.waitForFunction(() => window.__prism.resting, undefined, { timeout: 40000 });
}

/** Waits until the screen rests, then checks that a second passes with no frame drawn. */
async function restsWithoutFrames(gp: GamePage): Promise<{ frames: number; resting: boolean }> {
  await untilResting(gp);
  const before = await hook(gp);
  await gp.page.waitForTimeout(1000);
  expect(await hook(gp)).toEqual(before);
  return before;
}

describe('a still screen', () => {
  it('Joker Coloring rests with no frame drawn, and a click wakes it and plays the move', async () => {
    const gp = await suite.open('game=joker-coloring&seed=7', { scene: 'JokerColoring' });
    const before = await restsWithoutFrames(gp);

    await gp.click(`button:color-${await otherJokerColour(gp)}`);
    const awake = await hook(gp);
    expect(awake.resting).toBe(false);
    expect(awake.frames).toBeGreaterThan(before.frames);
    expect((await gp.snapshot<{ moves: number }>()).moves).toBe(1);
    // After the move's animation it rests again.
    await untilResting(gp);
  });

  it('the menu rests once its cards have played, and a key wakes it and moves the focus', async () => {
    const gp = await suite.open('', { scene: 'Menu' });
    await restsWithoutFrames(gp);

    await gp.press('Tab');
    expect((await hook(gp)).resting).toBe(false);
    expect((await gp.snapshot<{ focus: string | null }>()).focus).not.toBeNull();
  });
});
