// `npm run bench`: prints the project's speed and size figures (never asserted in tests).
//  - gzip size of each chunk, of the first load, of all our JS and of all of dist/, against a bare
//    one-scene Phaser page; Phaser's own part as the package ships it and as the arcade builds it;
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

/** The scripts of the first load: the entry and the modules index.html preloads with it. */
function firstLoad(dir: string): string[] {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map((m) =>
    join(dir, 'assets', m[1] as string),
  );
}

function sizes(): void {
  const ours = files('dist');
  const bare = files('dist-bench');
  const js = ours.filter((f) => f.endsWith('.js'));
  const first = firstLoad('dist');
  const phaserFull = gz(files('dist-bench-phaser').filter((f) => f.endsWith('.js')));
  const phaserLean = gz(files('dist-bench-phaser-lean').filter((f) => f.endsWith('.js')));
  console.log('## Size (gzip)');
  console.log('Chunks, largest first (* first load):');
  for (const f of [...js].sort((a, b) => gz([b]) - gz([a])))
    console.log(
      `  ${first.includes(f) ? '*' : ' '} ${kb(gz([f])).padStart(9)}  ${f.slice('dist/assets/'.length)}`,
    );
  console.log(
    `Phaser alone: as the package ships it ${kb(phaserFull)}, as the arcade builds it ${kb(phaserLean)} (${kb(phaserFull - phaserLean)} less)`,
  );
  console.log(`JS before the first menu frame: ${kb(gz(first))} (goal ≤ 300 KB, less than Phaser alone)`);
  console.log(
    `all JS, every chunk:            ${kb(gz(js))} (goal ≤ ${kb(phaserFull + 100 * 1024)}: Phaser + 100 KB)`,
  );
  console.log(`bare Phaser page JS:            ${kb(gz(bare.filter((f) => f.endsWith('.js'))))}`);
  console.log(`all of dist/: ours ${kb(gz(ours))}   bare Phaser page ${kb(gz(bare))}`);
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
execFileSync('node_modules/.bin/vite', ['build', 'bench/phaser', '--logLevel', 'warn'], { stdio: 'inherit' });
execFileSync('node_modules/.bin/vite', ['build', 'bench/phaser', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, LEAN: '1' },
});
sizes();
await loadTimes();
for (const section of benchSections) {
  console.log(`\n## ${section.title}`);
  for (const line of await section.run()) console.log(line);
}
