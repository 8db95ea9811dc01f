// How soon GlassWorks shows par after a deal, in headless Chromium on this machine: the moment the
// game screen is up and the moment the hook's snapshot first has par, both taken inside the page
// by a check on every animation frame. Par is worked out in a Web Worker at full strength
// (SOLVER_DEFAULTS). Two ways in, the same eight deals each:
//  - a link straight to the deal (?game=glassworks&seed=N): the worker starts with the screen;
//  - from the menu, by the deal's code (ENTER CODE): the worker starts as the menu fades out.
// Goal: within 2 s of the deal.

import { chromium } from 'playwright-core';
import { encodeDeal } from '../src/midend/codes/dealCode';
import { CHROMIUM, FLAGS, GamePage, serveDist } from '../tests/e2e/harness';

const GOAL_MS = 2000;
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

const WATCH = `(function check() {
  const s = window.__prism && window.__prism.scene === 'GlassWorks' ? window.__prism.snapshot() : null;
  if (s && window.__dealAt === undefined) window.__dealAt = performance.now();
  if (s && typeof s.par === 'number') window.__parAt = performance.now();
  else requestAnimationFrame(check);
})();`;

/** The menu opens a game's how to play first the first time; this player has seen GlassWorks'. */
const SEEN_HOW_TO = `localStorage.setItem('prism-arcade/how-to-play', JSON.stringify({ v: 1, data: { glassworks: true } }));`;

type Way = 'link' | 'menu';

export async function parOnScreen(): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  const game = await serveDist();
  const times: Record<Way, number[]> = { link: [], menu: [] };
  try {
    for (const seed of SEEDS) {
      for (const way of ['link', 'menu'] as const) {
        const gp = await GamePage.open(browser, game, {
          query: way === 'link' ? `game=glassworks&seed=${seed}` : '',
          viewport: { width: 1280, height: 720 },
          init: [WATCH, SEEN_HOW_TO],
        });
        if (way === 'menu') {
          await gp.waitForScene('Menu');
          await gp.click('button:enter-code');
          await gp.page.fill('#code-input', encodeDeal({ game: 'glassworks', seed }));
          await gp.page.press('#code-input', 'Enter');
        }
        await gp.page.waitForFunction('window.__parAt !== undefined', undefined, { timeout: 30000 });
        times[way].push((await gp.page.evaluate('window.__parAt - window.__dealAt')) as number);
        await gp.close();
      }
    }
  } finally {
    await browser.close();
    await game.close();
  }
  const s = (t: number): string => `${(t / 1000).toFixed(2)} s`;
  return (['link', 'menu'] as const).flatMap((way) => {
    const sorted = [...times[way]].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    const max = sorted[sorted.length - 1] ?? Number.NaN;
    const how = way === 'link' ? 'opened by a link' : 'opened from the menu by its code';
    return [
      `${how}, seeds ${SEEDS[0]}–${SEEDS[SEEDS.length - 1]}: ${times[way].map(s).join(', ')}`,
      `  median ${s(median)}, slowest ${s(max)} (goal: within ${GOAL_MS / 1000} s: ${max <= GOAL_MS ? 'met' : 'NOT met'})`,
    ];
  });
}
