// The browser test harness: launches Debian's Chromium through playwright-core, opens the built
// game served under a nested path (or inside another site's frame, as on itch.io), and offers
// helpers to click or tap targets found through the read-only `window.__prism` hook, press keys,
// and sample screenshot pixels.

import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Frame, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import type { PrismHook } from '../../src/services/testHook';
import { type StaticServer, serveFolder } from './server';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

/**
 * How long a wait for a state (a scene, a panel, a focus, a sound) may take before it fails.
 * Generous: a state that comes costs nothing, and a busy machine is slow.
 */
export const WAIT_MS = 30000;

export type Point = { x: number; y: number };
export type RGB = [number, number, number];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    // Never skip: a missing browser is a failure (.ci/run installs it).
    throw new Error(`Chromium not found at ${CHROMIUM}; install it with apt-get install -y chromium`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

export function serveDist(): Promise<StaticServer> {
  return serveFolder(new URL('../../dist/', import.meta.url).pathname);
}

export interface OpenOptions {
  query?: string;
  touch?: boolean;
  viewport?: { width: number; height: number };
  /** Scripts run in the page before any of its own (settings in storage, a frame watcher). */
  init?: string[];
  /**
   * The arcade's offline worker (services/offline.ts). Blocked unless a test allows it: the offline
   * test covers it, and every other test loads each file from the server, as a first visit does.
   */
  serviceWorkers?: 'allow' | 'block';
  /** Other origins the page may reach besides the game's own (the online server a test starts). */
  origins?: string[];
  /** The browser asks for reduced motion (the arcade's calm motion, unless the settings say otherwise). */
  reducedMotion?: boolean;
}

export class GamePage {
  readonly errors: string[] = [];
  readonly foreignRequests: string[] = [];
  /** The document the game runs in: the page itself, or the frame another page embeds it in. */
  private gameFrame: Frame;

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    /** Finds the game's frame again after a reload (null: the game is the page). */
    private readonly findFrame: (() => Promise<Frame>) | null,
  ) {
    this.gameFrame = page.mainFrame();
  }

  get frame(): Frame {
    return this.gameFrame;
  }

  static async open(browser: Browser, server: StaticServer, opts: OpenOptions = {}): Promise<GamePage> {
    const context = await browser.newContext({
      viewport: opts.viewport ?? { width: 1280, height: 720 },
      hasTouch: opts.touch ?? false,
      isMobile: opts.touch ?? false,
      serviceWorkers: opts.serviceWorkers ?? 'block',
      reducedMotion: opts.reducedMotion ? 'reduce' : 'no-preference',
    });
    for (const script of opts.init ?? []) await context.addInitScript(script);
    const page = await context.newPage();
    const gp = new GamePage(context, page, null);
    gp.watch([new URL(server.url).origin, ...(opts.origins ?? [])]);
    await page.goto(server.url + (opts.query ? `?${opts.query}` : ''));
    return gp;
  }

  /**
   * The game inside another site's page: `outerUrl` is the page, which frames the game served at
   * `gameUrl` (a different site). The context decides whether third-party storage is allowed.
   */
  static async openInFrame(context: BrowserContext, outerUrl: string, gameUrl: string): Promise<GamePage> {
    const page = await context.newPage();
    const find = async (): Promise<Frame> => {
      for (let i = 0; i < 200; i++) {
        const frame = page.frames().find((f) => f.url().startsWith(gameUrl));
        if (frame) return frame;
        await page.waitForTimeout(50);
      }
      throw new Error(`no frame from ${gameUrl}`);
    };
    const gp = new GamePage(context, page, find);
    gp.watch([new URL(outerUrl).origin, new URL(gameUrl).origin]);
    await page.goto(outerUrl);
    gp.gameFrame = await find();
    return gp;
  }

  /** Record console errors, page errors and requests to anywhere but `origins`. */
  private watch(origins: string[]): void {
    this.page.on('console', (m) => {
      if (m.type() === 'error') this.errors.push(`console: ${m.text()}`);
    });
    this.page.on('pageerror', (e) => this.errors.push(`page: ${e.message} ${e.stack}`));
    this.page.on('request', (r) => {
      const url = r.url();
      if (!origins.some((o) => url.startsWith(o)) && !url.startsWith('data:') && !url.startsWith('blob:'))
        this.foreignRequests.push(url);
    });
  }

  async close(): Promise<void> {
    await this.context.close();
  }

  /** Wait until the active scene is `key` and two frames have been drawn. */
  async waitForScene(key: string): Promise<void> {
    await this.frame.waitForFunction((k) => window.__prism?.scene === k, key, { timeout: WAIT_MS });
    await this.frames(3);
  }

  async frames(n = 2): Promise<void> {
    // A string, not a function: tsx (scripts) would otherwise inject helper names the page lacks.
    await this.frame.evaluate(
      `new Promise((done) => { let left = ${n}; const tick = () => (--left <= 0 ? done() : requestAnimationFrame(tick)); requestAnimationFrame(tick); })`,
    );
  }

  scene(): Promise<string | null> {
    return this.frame.evaluate(() => window.__prism.scene);
  }

  snapshot<T = Record<string, unknown>>(): Promise<T> {
    return this.frame.evaluate(() => window.__prism.snapshot()) as Promise<T>;
  }

  /** Wait until `fn` (run in the game's page: a function, or an expression as a string) holds. */
  async waitFor(fn: string | (() => unknown), timeout = WAIT_MS): Promise<void> {
    await this.frame.waitForFunction(fn, undefined, { timeout });
  }

  /** Wait until the game is idle (no animation or computer turn running). */
  async idle(): Promise<void> {
    await this.frame.waitForFunction(() => window.__prism.snapshot()?.busy === false, undefined, {
      timeout: 60000,
    });
  }

  /**
   * Wait until the screen holds still for three frames in a row: in each, nothing moves to an end
   * (the hook's `moving`: a panel popping in, a page turning, a fade) or nothing laid out changed
   * (a demonstration moving pieces under still words and buttons). A state, not a time, so a busy
   * machine only makes it slower. Endless idle motion (the title's bounce) does not count.
   * With `controls`, only the controls must hold still: for a screen that plays on and on (SHOW ME),
   * whose floating points and counters change in nearly every frame on a slow machine.
   */
  async steady(timeout = WAIT_MS, only: 'all' | 'controls' = 'all'): Promise<void> {
    // A string, as in frames(): the page runs it as it is.
    const held = await this.frame.evaluate(
      `new Promise((done) => {
        const end = performance.now() + ${timeout};
        let last = null;
        let still = 0;
        const tick = () => {
          const items = window.__prism.layout();
          const now = JSON.stringify(${only === 'controls'} ? items.filter((i) => i.kind === 'control') : items);
          still = (${only === 'all'} && !window.__prism.moving) || now === last ? still + 1 : 0;
          last = now;
          if (still >= 3) return done(true);
          if (performance.now() > end) return done(false);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })`,
    );
    if (!held) throw new Error(`the screen never held still for three frames in ${timeout} ms`);
  }

  /**
   * Turn or resize the window to `to` and wait until the canvas has the new size in both directions
   * (the game sets it a moment after the window changes; until then the old canvas is only fitted
   * into the new window, and its width alone can already read right).
   */
  async resizeTo(to: { width: number; height: number }): Promise<void> {
    await this.page.setViewportSize(to);
    // A string, as in frames(): the page runs it as it is.
    await this.frame.waitForFunction(
      `(c => Math.round(c.width / c.css) === ${to.width} && Math.round(c.height / c.css) === ${to.height})(window.__prism.canvas)`,
      undefined,
      { timeout: WAIT_MS },
    );
  }

  /** Canvas coordinates of a target through the hook. */
  async locate(target: string): Promise<Point> {
    const p = await this.frame.evaluate((t) => window.__prism.locate(t), target);
    if (!p) throw new Error(`target ${target} is not on screen`);
    return p;
  }

  /**
   * Where a target comes to rest: a button on a panel popping in moves for a few frames, and a click
   * aimed where it was would land beside it a frame later (on a busy machine, far beside it).
   * Still in two frames running, or after a second, where it is then.
   */
  async resting(target: string): Promise<Point> {
    // A string, as in frames(): the page runs it as it is.
    const p = (await this.frame.evaluate(
      `new Promise((done) => {
        const end = performance.now() + 1000;
        let last = JSON.stringify(window.__prism.locate(${JSON.stringify(target)}));
        const tick = () => {
          const now = JSON.stringify(window.__prism.locate(${JSON.stringify(target)}));
          if (now === last || performance.now() > end) return done(JSON.parse(now));
          last = now;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })`,
    )) as Point | null;
    if (!p) throw new Error(`target ${target} is not on screen`);
    return p;
  }

  /** Page (CSS pixel) coordinates of canvas coordinates (through the frame, if the game is in one). */
  async toPage(p: Point): Promise<Point> {
    const inFrame = await this.frame.evaluate(({ x, y }) => {
      const c = document.querySelector('canvas') as HTMLCanvasElement;
      const r = c.getBoundingClientRect();
      return { x: r.left + (x * r.width) / c.width, y: r.top + (y * r.height) / c.height };
    }, p);
    const box = this.findFrame ? await (await this.frame.frameElement()).boundingBox() : null;
    return { x: inFrame.x + (box?.x ?? 0), y: inFrame.y + (box?.y ?? 0) };
  }

  async click(target: string | Point): Promise<void> {
    const p = await this.toPage(typeof target === 'string' ? await this.resting(target) : target);
    await this.page.mouse.click(p.x, p.y);
    await this.frames(2);
  }

  /** Click a target that leaves the page (RELOAD): nothing waits for frames of the page it leaves. */
  async clickAway(target: string): Promise<void> {
    const p = await this.toPage(await this.resting(target));
    await this.page.mouse.click(p.x, p.y);
  }

  async hover(target: string | Point): Promise<void> {
    const p = await this.toPage(typeof target === 'string' ? await this.locate(target) : target);
    await this.page.mouse.move(p.x, p.y);
    await this.frames(2);
  }

  async tap(target: string | Point): Promise<void> {
    const p = await this.toPage(typeof target === 'string' ? await this.resting(target) : target);
    await this.page.touchscreen.tap(p.x, p.y);
    await this.frames(2);
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    await this.frames(2);
  }

  /** The CSS cursor of the game canvas. */
  cursor(): Promise<string> {
    return this.frame.evaluate(() => (document.querySelector('canvas') as HTMLCanvasElement).style.cursor);
  }

  /** The colour drawn at a target or canvas point, read from a real screenshot. */
  async pixel(target: string | Point): Promise<RGB> {
    const p = await this.toPage(typeof target === 'string' ? await this.locate(target) : target);
    const png = await this.page.screenshot({
      clip: { x: Math.round(p.x), y: Math.round(p.y), width: 1, height: 1 },
    });
    // pngjs decodes to RGBA bytes, row-major; the clip is one pixel, so it is the first four.
    const { data } = PNG.sync.read(png);
    return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
  }

  /**
   * The colours along a row of canvas pixels from `from`, `length` long, read from one screenshot:
   * one frame, so a pulsing mark is caught wherever it is in that frame (pixel by pixel, each read a
   * frame later on a busy machine, a mark pulsing outwards can stay one step ahead of the reads).
   */
  async row(from: Point, length: number): Promise<RGB[]> {
    const a = await this.toPage(from);
    const b = await this.toPage({ x: from.x + length, y: from.y });
    const width = Math.max(1, Math.round(b.x - a.x));
    const png = await this.page.screenshot({
      clip: { x: Math.round(a.x), y: Math.round(a.y), width, height: 1 },
    });
    const { data, width: w } = PNG.sync.read(png);
    return Array.from({ length: w }, (_, i) => [
      data[i * 4] ?? 0,
      data[i * 4 + 1] ?? 0,
      data[i * 4 + 2] ?? 0,
    ]);
  }

  async reload(): Promise<void> {
    await this.page.reload();
    this.gameFrame = this.findFrame ? await this.findFrame() : this.page.mainFrame();
  }
}

/** Distance between two colours (0 = identical). */
export const colorDistance = (a: RGB, b: RGB): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

export const hexToRgb = (hex: number): RGB => [(hex >> 16) & 0xff, (hex >> 8) & 0xff, hex & 0xff];

declare global {
  interface Window {
    /** The read-only test hook, typed by the game's own source (services/testHook.ts). */
    __prism: PrismHook;
  }
}
