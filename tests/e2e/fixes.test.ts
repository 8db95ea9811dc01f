// Bugs the "one shape" refactor fixed, each shown in the real game: undo against the computer,
// Joker best results per mode, the options screen's keys, and workers that fail to load. Each of
// these tests failed on the build before the fix.

import { describe, expect, it } from 'vitest';
import type { GamePage } from './harness';
import { browserSuite } from './suite';

const suite = browserSuite();

interface FloodSnap {
  board: string;
  moves: number;
  turn: number;
  thinking: boolean;
  gains: number[];
}

const bestKey = (gains: number[]): string => String(gains.indexOf(Math.max(...gains)) + 1);
const wait = (gp: GamePage, test: string, timeout = 20000) =>
  gp.page.waitForFunction(test, undefined, { timeout });

/** Page errors a blocked worker script causes (the test blocks it on purpose). */
function dropWorkerLoadErrors(gp: GamePage): void {
  const kept = gp.errors.filter((e) => !/ERR_FAILED|worker|Failed to load/i.test(e));
  gp.errors.splice(0, gp.errors.length, ...kept);
}

describe('fixed bugs', () => {
  it('Flood Duel: undo against the computer gives your turn back and cancels its pending reply', async () => {
    const gp = await suite.open('game=flood-duel&mode=cpu&level=normal&seed=4', { scene: 'FloodDuel' });
    const start = await gp.snapshot<FloodSnap>();
    await gp.press(bestKey(start.gains));
    await wait(gp, 'window.__prism.snapshot().thinking === true');
    // Undo during the computer's pause: its reply must not play as your move.
    await gp.press('Control+z');
    await gp.page.waitForTimeout(2500);
    let snap = await gp.snapshot<FloodSnap>();
    expect(snap).toMatchObject({ board: start.board, moves: 0, turn: 1, thinking: false });

    // Let the computer reply, then undo: both plies go, and the computer does not move again.
    await gp.press(bestKey(start.gains));
    await wait(gp, 'window.__prism.snapshot().moves === 2 && window.__prism.snapshot().busy === false');
    const replied = await gp.snapshot<FloodSnap>();
    await gp.press('Control+z');
    await gp.page.waitForTimeout(2500);
    snap = await gp.snapshot<FloodSnap>();
    expect(snap).toMatchObject({ board: start.board, moves: 0, turn: 1, thinking: false });
    // Redo restores both plies.
    await gp.press('Control+y');
    await gp.idle();
    expect(await gp.snapshot<FloodSnap>()).toMatchObject({ board: replied.board, moves: 2, turn: 1 });
  });

  it('Joker Coloring: a classic game of the same options and seed does not share the best result', async () => {
    const query = 'game=joker-coloring&w=3&h=3&colors=2&moves=10&seed=5';
    const gp = await suite.open(query, { scene: 'JokerColoring' });
    for (let i = 0; i < 10; i++) {
      const s = await gp.snapshot<{ status: string; board: string; base: { x: number; y: number } }>();
      if (s.status !== 'playing') break;
      const baseColor = s.board.split('\n')[s.base.y]?.[s.base.x];
      await gp.press(baseColor === 'r' ? 'g' : 'r');
      await gp.idle();
    }
    const won = await gp.snapshot<{ status: string; best: number | null; moves: number }>();
    expect(won.status).toBe('won');
    expect(won.best).toBe(won.moves);
    await gp.page.goto(gp.page.url().replace(query, `${query}&classic=1`));
    await gp.waitForScene('JokerColoring');
    const classic = await gp.snapshot<{
      status: string;
      best: number | null;
      options: { classic?: boolean };
    }>();
    expect(classic.options.classic).toBe(true);
    expect(classic.status).toBe('playing');
    expect(classic.best).toBeNull();
  });

  it('Joker Coloring options: Enter starts the game once, however often the screen was redrawn', async () => {
    const gp = await suite.open('game=joker-coloring&seed=3', { scene: 'JokerColoring' });
    await gp.click('button:options');
    await gp.waitForScene('JokerOptions');
    for (let i = 0; i < 3; i++) await gp.click('button:moves-up');
    // Count the sounds Howler plays from here on: PLAY makes one 'select'.
    await gp.page.evaluate(`(() => {
      window.__plays = [];
      const play = Howl.prototype.play;
      Howl.prototype.play = function (...args) {
        window.__plays.push(String(this._src));
        return play.apply(this, args);
      };
    })()`);
    await gp.press('Enter');
    await gp.waitForScene('JokerColoring');
    const plays = (await gp.page.evaluate('window.__plays')) as string[];
    expect(plays.filter((src) => src.includes('select'))).toHaveLength(1);
  });

  it('a worker that fails to load ends SOLVING with a message, and the computer still moves', async () => {
    const gp = await suite.open('', {});
    await gp.page.route('**/*.worker-*.js', (route) => route.abort());
    await gp.page.goto(`${gp.page.url()}?game=glassworks&seed=9`);
    await gp.waitForScene('GlassWorks');
    await wait(gp, 'window.__prism.snapshot().solving === null');
    expect((await gp.snapshot<{ par: number | null }>()).par).toBeNull();
    await gp.press('h');
    await wait(gp, 'window.__prism.snapshot().solving === null');
    expect((await gp.snapshot<{ hint: unknown; hints: number }>()).hints).toBe(0);

    await gp.page.goto(
      gp.page.url().replace('game=glassworks&seed=9', 'game=flood-duel&mode=cpu&level=hard&seed=4'),
    );
    await gp.waitForScene('FloodDuel');
    await gp.press(bestKey((await gp.snapshot<FloodSnap>()).gains));
    await wait(gp, 'window.__prism.snapshot().moves === 2 && window.__prism.snapshot().thinking === false');
    expect((await gp.snapshot<FloodSnap>()).turn).toBe(1);
    dropWorkerLoadErrors(gp);
  });
});
