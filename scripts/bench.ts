// `npm run bench`: prints the project's speed and size figures (never asserted in tests).
//  - gzip size of our JS and of all of dist/, against a bare one-scene Phaser page;
//  - median load time to the menu's first frame over 5 loads, against the bare page;
//  - each game's own figures (sections below).

import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/harness';
import { serveFolder } from '../tests/e2e/server';
import { benchSections } from './benchSections';

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) =>
    statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)],
  );
}
const gz = (paths: string[]): number =>
  paths.reduce((sum, p) => sum + gzipSync(readFileSync(p), { level: 9 }).length, 0);

function sizes(): { ours: number; bare: number } {
  const ours = files('dist');
  const bare = files('dist-bench');
  const oursJs = gz(ours.filter((f) => f.endsWith('.js')));
  const bareJs = gz(bare.filter((f) => f.endsWith('.js')));
  const oursAll = gz(ours);
  const bareAll = gz(bare);
  console.log('## Size (gzip)');
  console.log(`JS:           ours ${kb(oursJs)}   bare Phaser page ${kb(bareJs)}`);
  console.log(`all of dist/: ours ${kb(oursAll)}   bare Phaser page ${kb(bareAll)}`);
  console.log(`added on top of Phaser: ${kb(oursAll - bareAll)} (goal < 100 KB)`);
  return { ours: oursAll, bare: bareAll };
}

async function loadTimes(): Promise<void> {
  const browser = await launchBrowser();
  const ours = await serveFolder(join(process.cwd(), 'dist'));
  const bare = await serveFolder(join(process.cwd(), 'dist-bench'));
  // The moment is taken inside the page, by a check on every animation frame from the document's
  // start: asking from outside would add the round trip to a main thread busy drawing frames.
  const measure = async (url: string, ready: string): Promise<number> => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await ctx.addInitScript(
      `(function check() { if (${ready}) window.__readyAt = performance.now(); else requestAnimationFrame(check); })();`,
    );
    const page = await ctx.newPage();
    await page.goto(url);
    await page.waitForFunction('window.__readyAt !== undefined', undefined, { timeout: 30000 });
    const t = (await page.evaluate('window.__readyAt')) as number;
    await ctx.close();
    return t;
  };
  const o: number[] = [];
  const b: number[] = [];
  await measure(ours.url, "window.__prism && window.__prism.scene === 'Menu'"); // warm-up
  for (let i = 0; i < 5; i++) {
    o.push(await measure(ours.url, "window.__prism && window.__prism.scene === 'Menu'"));
    b.push(await measure(bare.url, "window.__bare === 'ready'"));
  }
  const mo = median(o);
  const mb = median(b);
  console.log('\n## Load time to first frame (median of 5, headless Chromium)');
  console.log(
    `ours (menu): ${mo.toFixed(0)} ms   bare Phaser page: ${mb.toFixed(0)} ms   ratio ${(mo / mb).toFixed(2)} (goal ≤ 1.15)`,
  );
  await browser.close();
  await ours.close();
  await bare.close();
}

execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
execFileSync('node_modules/.bin/vite', ['build', 'bench/bare', '--logLevel', 'warn'], { stdio: 'inherit' });
sizes();
await loadTimes();
for (const section of benchSections) {
  console.log(`\n## ${section.title}`);
  for (const line of await section.run()) console.log(line);
}
