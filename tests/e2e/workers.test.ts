// The solvers and the computer player run in workers. When a worker cannot load (blocked, or the
// network gone mid-visit), the game says so and plays on: SOLVING ends with no par, HINT gives
// nothing, and Flood Duel's computer still answers, on the page.

import { describe, expect, it } from 'vitest';
import type { GamePage } from './harness';
import { browserSuite } from './suite';

const suite = browserSuite();

interface FloodSnap {
  moves: number;
  turn: number;
  thinking: boolean;
  gains: number[];
}

const bestKey = (gains: number[]): string => String(gains.indexOf(Math.max(...gains)) + 1);

/** Page errors a blocked worker script causes (the test blocks it on purpose). */
function dropWorkerLoadErrors(gp: GamePage): void {
  const kept = gp.errors.filter((e) => !/ERR_FAILED|worker|Failed to load/i.test(e));
  gp.errors.splice(0, gp.errors.length, ...kept);
}

describe('workers that fail to load', () => {
  it('a worker that fails to load ends SOLVING with a message, and the computer still moves', async () => {
    const gp = await suite.open('', {});
    await gp.page.route('**/*.worker-*.js', (route) => route.abort());
    await gp.page.goto(`${gp.page.url()}?game=glassworks&seed=9`);
    await gp.waitForScene('GlassWorks');
    await gp.waitFor('window.__prism.snapshot().solving === null');
    expect((await gp.snapshot<{ par: number | null }>()).par).toBeNull();
    await gp.press('h');
    await gp.waitFor('window.__prism.snapshot().solving === null');
    expect((await gp.snapshot<{ hint: unknown; hints: number }>()).hints).toBe(0);

    await gp.page.goto(
      gp.page.url().replace('game=glassworks&seed=9', 'game=flood-duel&mode=cpu&level=hard&seed=4'),
    );
    await gp.waitForScene('FloodDuel');
    await gp.press(bestKey((await gp.snapshot<FloodSnap>()).gains));
    await gp.waitFor('window.__prism.snapshot().moves === 2 && window.__prism.snapshot().thinking === false');
    expect((await gp.snapshot<FloodSnap>()).turn).toBe(1);
    dropWorkerLoadErrors(gp);
  });
});
