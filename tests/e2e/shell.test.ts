// The arcade shell in real Chromium against the production build: the menu draws, settings
// persist, bad saved data and bad URLs are survived, and nothing leaves the page's origin.

import { describe, expect, it } from 'vitest';
import { colorDistance, hexToRgb, type OpenOptions } from './harness';
import { browserSuite } from './suite';

const suite = browserSuite();

const open = (query = '', opts: OpenOptions = {}) => suite.open(query, opts);

const BUTTON = hexToRgb(0x3b3590);
const BACKGROUND = hexToRgb(0x0b0a1a);

describe('menu', () => {
  it('renders the menu: buttons are drawn where the hook says they are', async () => {
    const gp = await open();
    await gp.waitForScene('Menu');
    const sound = await gp.locate('button:sound');
    const box = (await gp.page.evaluate(() => window.__prism.layout())).find(
      (i) => i.name === 'sound',
    )?.bounds;
    if (!box) throw new Error('no sound button in the layout');
    // Left of the label, inside the button: the button's own fill, not the background.
    const inside = await gp.pixel({ x: box.x + 8, y: sound.y + 10 });
    expect(colorDistance(inside, BUTTON)).toBeLessThan(60);
    expect(colorDistance(inside, BACKGROUND)).toBeGreaterThan(80);
    // The three game cards are there.
    for (const id of ['glassworks', 'flood-duel', 'joker-coloring']) await gp.locate(`button:${id}`);
  });

  it('lays out for a phone in portrait', async () => {
    const gp = await open('', { viewport: { width: 360, height: 640 } });
    await gp.waitForScene('Menu');
    const size = await gp.page.evaluate(() => {
      const c = document.querySelector('canvas') as HTMLCanvasElement;
      return { w: c.width, h: c.height, css: c.getBoundingClientRect().width };
    });
    expect(size.h).toBeGreaterThan(size.w);
    expect(size.css).toBeLessThanOrEqual(360);
    const a = await gp.locate('button:glassworks');
    const b = await gp.locate('button:joker-coloring');
    expect(b.y).toBeGreaterThan(a.y); // cards stacked, not side by side
  });

  it('keeps a setting across a reload', async () => {
    const gp = await open();
    await gp.waitForScene('Menu');
    expect((await gp.snapshot<{ settings: { glyphs: boolean } }>()).settings.glyphs).toBe(false);
    await gp.click('button:glyphs');
    expect((await gp.snapshot<{ settings: { glyphs: boolean } }>()).settings.glyphs).toBe(true);
    await gp.reload();
    await gp.waitForScene('Menu');
    expect((await gp.snapshot<{ settings: { glyphs: boolean } }>()).settings.glyphs).toBe(true);
  });

  it('starts with defaults when saved data is corrupt', async () => {
    const gp = await open();
    await gp.waitForScene('Menu');
    await gp.page.evaluate(() => {
      localStorage.setItem('prism-arcade/settings', '{"v":1,"data":{"sound":"loud"');
      localStorage.setItem('prism-arcade/glassworks', 'not json at all');
      localStorage.setItem('prism-arcade/joker-coloring', '{"v":99}');
    });
    await gp.reload();
    await gp.waitForScene('Menu');
    const snap = await gp.snapshot<{ settings: { sound: boolean; volume: number } }>();
    expect(snap.settings.sound).toBe(true);
    expect(snap.settings.volume).toBe(0.7);
    expect(await gp.page.evaluate(() => localStorage.getItem('prism-arcade/settings'))).toBeNull();
  });

  it('works when localStorage throws (private mode)', async () => {
    const gp = await open();
    await gp.page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('denied');
        },
      });
    });
    await gp.reload();
    await gp.waitForScene('Menu');
    await gp.click('button:glyphs');
    expect((await gp.snapshot<{ settings: { glyphs: boolean } }>()).settings.glyphs).toBe(true);
  });

  it('answers unknown deep-link values with a message and the defaults', async () => {
    const gp = await open('game=tetris&seed=-4');
    await gp.waitForScene('Menu');
    const { messages } = await gp.snapshot<{ messages: string[] }>();
    expect(messages.join(' ')).toMatch(/Unknown game/);
    expect(messages.join(' ')).toMatch(/Seed must be/);
  });

  it('taps a setting on a touch screen', async () => {
    const gp = await open('', { touch: true, viewport: { width: 360, height: 640 } });
    await gp.waitForScene('Menu');
    await gp.tap('button:motion');
    await gp.waitForScene('Menu');
    expect((await gp.snapshot<{ settings: { reducedMotion: boolean } }>()).settings.reducedMotion).toBe(true);
  });

  it('a phone whose settings fold into SETTINGS keeps ENTER CODE on the menu itself', async () => {
    const gp = await open('', { touch: true, viewport: { width: 390, height: 844 } });
    await gp.waitForScene('Menu');
    const controls = async (inModal: boolean) =>
      (await gp.page.evaluate(() => window.__prism.layout()))
        .filter((i) => i.kind === 'control' && i.inModal === inModal)
        .map((i) => i.name);
    expect(await controls(false)).toEqual(expect.arrayContaining(['enter-code', 'settings']));
    await gp.tap('button:settings');
    await gp.steady();
    const panel = await controls(true);
    expect(panel).toContain('settings-close');
    expect(panel).not.toContain('enter-code');
    await gp.tap('button:settings-close');
    await gp.steady();
    await gp.tap('button:enter-code');
    await gp.page.waitForSelector('#code-input');
  });

  it('opens a game when its card is tapped on a touch screen', async () => {
    const gp = await open('', { touch: true, viewport: { width: 360, height: 640 } });
    await gp.waitForScene('Menu');
    await gp.tap('button:glassworks');
    // The first time, how to play comes first; its PLAY opens the game.
    await gp.waitForScene('HowToPlay');
    await gp.tap('button:howto-close');
    await gp.waitForScene('GlassWorks');
    expect((await gp.snapshot<{ game: string }>()).game).toBe('glassworks');
    await gp.tap('button:menu');
    await gp.waitForScene('Menu');
  });

  it('says in words that WebGL is needed where the browser has none, in the page’s language', async () => {
    // A browser without WebGL: every canvas refuses a WebGL context.
    const noWebGL = `{ const own = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (kind, options) {
        return /webgl/i.test(kind) ? null : own.call(this, kind, options);
      }; }`;
    for (const [query, words] of [
      ['', 'needs WebGL'],
      ['lang=sl', 'potrebuje WebGL'],
    ] as const) {
      const gp = await open(query, { init: [noWebGL] });
      const alert = gp.page.getByRole('alert');
      await alert.waitFor({ timeout: 30000 });
      expect(await alert.textContent()).toContain(words);
      expect(await gp.page.locator('canvas').count()).toBe(0);
    }
  });

  it('exposes a read-only hook', async () => {
    const gp = await open();
    await gp.waitForScene('Menu');
    const changed = await gp.page.evaluate(() => {
      try {
        (window as unknown as { __prism: unknown }).__prism = null;
      } catch {
        /* strict-mode assignment to a read-only property */
      }
      const h = window.__prism as unknown as Record<string, unknown>;
      try {
        h.scene = 'Hacked';
      } catch {
        /* frozen */
      }
      return window.__prism.scene;
    });
    expect(changed).toBe('Menu');
  });
});
