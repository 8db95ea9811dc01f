// Frame times of board animations against a bare Phaser baseline (headless Chromium, software
// WebGL, 1280×720): the bare page tweening W×H tinted tiles, and the game animating a board of the
// same size (a Joker Coloring 40×40 chain, Flood Duel 60×40 captures). Goal: the game's p95 within
// 1.25× of the baseline's.

import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM, FLAGS, GamePage, serveDist } from '../tests/e2e/harness';
import { serveFolder } from '../tests/e2e/server';

const SAMPLE_MS = 3000;
const IDLE_MS = 5000;
const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};

/** Frame times (ms) of a page over `duration` ms, while `drive` keeps something moving. */
async function sample(
  page: GamePage['page'],
  drive: () => Promise<void>,
  duration = SAMPLE_MS,
): Promise<number[]> {
  await page.evaluate(
    'window.__frames = []; (function loop(t) { window.__frames.push(t); requestAnimationFrame(loop); })(performance.now());',
  );
  const end = Date.now() + duration;
  while (Date.now() < end) await drive();
  const frames = (await page.evaluate('window.__frames')) as number[];
  return frames.slice(2).map((t, i) => t - (frames[i + 1] ?? t));
}

const stats = (xs: number[]): { median: number; p95: number } => ({
  median: quantile(xs, 0.5),
  p95: quantile(xs, 0.95),
});
const ms = (x: number): string => `${x.toFixed(1)} ms`;

async function baseline(browser: Browser, url: string, cols: number, rows: number): Promise<number[]> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await ctx.newPage();
  await page.goto(`${url}?tiles=${cols}x${rows}`);
  await page.waitForFunction("window.__bare === 'ready'", undefined, { timeout: 30000 });
  await page.waitForTimeout(500);
  const deltas = await sample(page, () => page.waitForTimeout(100));
  await ctx.close();
  return deltas;
}

export async function boardFrames(): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  const game = await serveDist();
  const bare = await serveFolder(`${process.cwd()}/dist-bench`);
  const out: string[] = [];
  try {
    const runs = [
      {
        name: 'Joker Coloring 40×40 (colour moves)',
        cols: 40,
        rows: 40,
        query: 'game=joker-coloring&w=40&h=40&colors=6&moves=99&seed=7',
        scene: 'JokerColoring',
        keys: ['r', 'g', 'b', 'y', 'c', 'm'],
      },
      {
        name: 'Flood Duel 60×40 (captures, two players)',
        cols: 60,
        rows: 40,
        query: 'game=flood-duel&mode=duo&w=60&h=40&seed=7',
        scene: 'FloodDuel',
        keys: ['1', '2', '3', '4', '5', '6'],
      },
    ];
    for (const run of runs) {
      const base = stats(await baseline(browser, bare.url, run.cols, run.rows));
      const gp = await GamePage.open(browser, game, {
        query: run.query,
        viewport: { width: 1280, height: 720 },
      });
      await gp.waitForScene(run.scene);
      await gp.page.waitForTimeout(500);
      let k = 0;
      const ours = stats(
        await sample(gp.page, async () => {
          await gp.page.keyboard.press(run.keys[k++ % run.keys.length] as string);
          await gp.page.waitForTimeout(250);
        }),
      );
      await gp.close();
      out.push(
        `${run.name}: game median ${ms(ours.median)}, p95 ${ms(ours.p95)}; bare ${run.cols}×${run.rows} tiles median ${ms(base.median)}, p95 ${ms(base.p95)}; p95 ratio ${(ours.p95 / base.p95).toFixed(2)} (goal ≤ 1.25)`,
      );
    }
  } finally {
    await browser.close();
    await game.close();
    await bare.close();
  }
  return out;
}

/**
 * What a still screen costs: frames the game drew (the hook's framesDrawn) and main-thread CPU time
 * (Chromium's TaskDuration) over 5 seconds with no input, on the menu and each game — first while
 * the gentle idle motion still plays (from 1.5 s after the screen is up), then once the screen
 * rests (services/rest.ts), with how long after the screen came up it took to rest.
 */
export async function idleCost(): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  const game = await serveDist();
  const out: string[] = [];
  const seconds = IDLE_MS / 1000;
  try {
    for (const [name, query, scene] of [
      ['menu', '', 'Menu'],
      ['GlassWorks', 'game=glassworks&seed=7', 'GlassWorks'],
      ['Flood Duel', 'game=flood-duel&mode=duo&seed=7', 'FloodDuel'],
      ['Joker Coloring', 'game=joker-coloring&seed=7', 'JokerColoring'],
    ] as const) {
      const gp = await GamePage.open(browser, game, { query, viewport: { width: 1280, height: 720 } });
      await gp.waitForScene(scene);
      const up = Date.now();
      await gp.page.waitForTimeout(1500);
      const cdp = await gp.context.newCDPSession(gp.page);
      await cdp.send('Performance.enable');
      const cpu = async (): Promise<number> => {
        const { metrics } = (await cdp.send('Performance.getMetrics')) as {
          metrics: { name: string; value: number }[];
        };
        return metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN;
      };
      const drawn = (): Promise<number> => gp.page.evaluate(() => window.__prism.framesDrawn);
      /** Frames drawn a second and CPU share over IDLE_MS from now. */
      const measure = async (): Promise<string> => {
        const [f0, c0] = [await drawn(), await cpu()];
        await gp.page.waitForTimeout(IDLE_MS);
        const [f1, c1] = [await drawn(), await cpu()];
        return `${((f1 - f0) / seconds).toFixed(1)} frames/s, CPU ${(((c1 - c0) / seconds) * 100).toFixed(0)}% of a core`;
      };
      const moving = await measure();
      await gp.page.waitForFunction(() => window.__prism.resting, undefined, { timeout: 60000 });
      const restedAfter = (Date.now() - up) / 1000;
      const still = await measure();
      await gp.close();
      out.push(
        `${name}: idle motion playing ${moving}; resting (after ${restedAfter.toFixed(1)} s) ${still} ` +
          '(goal: a few frames a second at most)',
      );
    }
  } finally {
    await browser.close();
    await game.close();
  }
  return out;
}
