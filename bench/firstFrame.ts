// Where the first frame's time goes, from Chromium's own trace of a load: the task that draws it
// (the last frame the renderer began before the page saw its screen up), split into the script of
// its animation frame (Phaser's step: the screen's create and its first render) and the wait for
// the GPU process to finish the frame (the compositor reads the WebGL canvas back, and on software
// WebGL that read waits for every upload and draw of the frame). Load times alone vary by ±50 ms
// from one load to the next here; these parts vary by a few.

import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

export interface FrameParts {
  /** The whole task that drew the first frame (ms). */
  readonly frame: number;
  /** Its animation-frame script. */
  readonly script: number;
  /** Its wait for the GPU (the WebGL canvas read back). */
  readonly gpu: number;
  /** From the document's start to the page seeing its screen up (the bench's load figure). */
  readonly ready: number;
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly cat?: string;
  readonly args?: { readonly name?: string };
}

/** One traced first visit to `url`, whose screen is up once `ready` holds. */
export async function traceFirstFrame(browser: Browser, url: string, ready: string): Promise<FrameParts> {
  const path = join(tmpdir(), `first-frame-${process.pid}.json`);
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
  // The moment the page sees its screen up, marked in the trace too.
  await ctx.addInitScript(
    `(function check() { if (${ready}) { window.__readyAt = performance.now(); performance.mark('screen-up'); } else requestAnimationFrame(check); })();`,
  );
  const page = await ctx.newPage();
  await browser.startTracing(page, {
    path,
    categories: ['devtools.timeline', 'toplevel', 'blink.user_timing', 'gpu', 'cc'],
  });
  await page.goto(url);
  await page.waitForFunction('window.__readyAt !== undefined', undefined, { timeout: 30000 });
  const readyAt = (await page.evaluate('window.__readyAt')) as number;
  await browser.stopTracing();
  await ctx.close();
  const events = (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  rmSync(path, { force: true });
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const mark = events.find((e) => e.name === 'screen-up' && e.cat?.includes('user_timing'));
  const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  const frame = onMain
    .filter((e) => e.name === 'ProxyMain::BeginMainFrame' && mark && e.ts + (e.dur ?? 0) <= mark.ts)
    .sort((a, b) => b.ts - a.ts)[0];
  if (!frame?.dur) throw new Error('bench: the first frame was not found in the trace');
  const end = frame.ts + frame.dur;
  const within = (name: string): number =>
    onMain
      .filter((e) => e.name === name && e.ts >= frame.ts && e.ts < end)
      .reduce((a, e) => a + (e.dur ?? 0), 0) / 1000;
  return {
    frame: frame.dur / 1000,
    script: within('FireAnimationFrame'),
    gpu: within('GLES2::ReadPixels'),
    ready: readyAt,
  };
}
