// Everyone can play: whole games with the keyboard alone, steered only by what the live region
// says; the DOM layer's buttons mirror the canvas's controls and share their focus; axe-core finds
// no serious or critical violation on any screen.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type GamePage, WAIT_MS } from './harness';
import { browserSuite } from './suite';

const suite = browserSuite();

const said = (gp: GamePage): Promise<string> =>
  gp.page.evaluate(() => document.getElementById('announcer')?.textContent ?? '');

/** Wait until the live region says something that `ok` accepts, and return it. */
async function hear(gp: GamePage, ok: (text: string) => boolean, timeout = 60000): Promise<string> {
  const start = Date.now();
  for (;;) {
    const text = await said(gp);
    if (ok(text)) return text;
    if (Date.now() - start > timeout) throw new Error(`never heard it; last said: "${text}"`);
    await gp.page.waitForTimeout(50);
  }
}

const JOKER_KEYS: Record<string, string> = {
  red: 'r',
  green: 'g',
  blue: 'b',
  yellow: 'y',
  cyan: 'c',
  magenta: 'm',
};
const FLOOD_KEYS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'];

describe('everyone can play', () => {
  it('plays a whole Joker Coloring game with the keyboard, following the spoken hints', async () => {
    const gp = await suite.open('game=joker-coloring&moves=12&w=7&h=7&colors=3&seed=41', {
      scene: 'JokerColoring',
    });
    await gp.idle();
    expect(await said(gp)).toMatch(/^Joker Coloring\. 12 moves left, \d+ squares not in the base's colour\./);
    await gp.press('i');
    expect(await said(gp)).toMatch(/^Row 1: .*Row 7: .*moves left/);
    for (let turn = 0; turn < 30; turn++) {
      const snap = await gp.snapshot<{ status: string; moves: number }>();
      if (snap.status !== 'playing') break;
      await gp.press('h');
      const heard = await hear(gp, (t) => t.includes('Hint:'));
      const hint = heard.slice(heard.lastIndexOf('Hint:'));
      const base = /move the base to column (\d+), row (\d+)/.exec(hint);
      if (base) {
        // S picks a new base with the cursor, which says where it is; arrows walk it there; Enter.
        await gp.press('s');
        const at = /new base at column (\d+), row (\d+)/.exec(
          await hear(gp, (t) => t.includes('new base at')),
        );
        const dx = Number(base[1]) - Number(at?.[1]);
        const dy = Number(base[2]) - Number(at?.[2]);
        for (let i = 0; i < Math.abs(dx); i++) await gp.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
        for (let i = 0; i < Math.abs(dy); i++) await gp.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
        expect(await said(gp)).toContain(`new base at column ${base[1]}, row ${base[2]}`);
        await gp.press('Enter');
        await hear(gp, (t) => t.startsWith(`The base moves to column ${base[1]}, row ${base[2]}`));
      } else {
        const colour = /paint (\w+)/.exec(hint)?.[1] ?? '';
        const key = JOKER_KEYS[colour];
        expect(key, hint).toBeDefined();
        await gp.press(key as string);
        await hear(gp, (t) => t.toLowerCase().startsWith(`${colour}:`));
      }
      await gp.idle();
    }
    expect((await gp.snapshot<{ status: string }>()).status).toBe('won');
    // The result card is said when it opens: its headline and its one line.
    expect(await hear(gp, (t) => t.startsWith('Painted! '), WAIT_MS)).toMatch(
      /^Painted! \d+ moves?( · par \d+)?\./,
    );
  }, 180000);

  it('plays a whole Flood Duel against the computer with the keyboard, hearing each move', async () => {
    const gp = await suite.open('game=flood-duel&mode=cpu&level=easy&w=6&h=4&seed=9', { scene: 'FloodDuel' });
    await gp.idle();
    expect(await said(gp)).toMatch(/^Flood Duel\. 6 by 4 board; you \d+, computer \d+\. Your turn\./);
    for (let turn = 0; turn < 60; turn++) {
      if ((await gp.snapshot<{ status: string }>()).status !== 'playing') break;
      await hear(gp, (t) => t.includes('Your turn.'));
      const before = (await gp.snapshot<{ moves: number }>()).moves;
      // Try the colours in order; a refused one is said ("Not allowed: …") and we try the next.
      for (let k = 0; k < 6; k++) {
        await gp.press(String(k + 1));
        const now = await hear(gp, (t) => t.startsWith('Not allowed') || t.startsWith('You took'), WAIT_MS);
        if (now.startsWith('You took')) {
          expect(now).toContain(`You took ${FLOOD_KEYS[k]}:`);
          break;
        }
      }
      expect((await gp.snapshot<{ moves: number }>()).moves).toBeGreaterThan(before);
      await gp.idle();
    }
    expect((await gp.snapshot<{ status: string }>()).status).toBe('over');
    // The last move's sentence, then the results panel, are said.
    expect(await said(gp)).toMatch(/win|draw/i);
  }, 240000);

  it('mirrors the controls as DOM buttons that share the focus, and Enter presses them', async () => {
    const gp = await suite.open('', { scene: 'Menu' });
    const names = await gp.page.$$eval('#controls button', (bs) => bs.map((b) => b.dataset.name));
    const controls = (await gp.page.evaluate(() => window.__prism.layout()))
      .filter((i) => i.kind === 'control')
      .map((i) => i.name);
    expect(new Set(names)).toEqual(new Set(controls));
    expect(
      await gp.page.getAttribute('#controls button[data-name="help-glassworks"]', 'aria-label'),
    ).toBeNull();
    expect(await gp.page.textContent('#controls button[data-name="help-glassworks"]')).toBe(
      'How to play GlassWorks',
    );
    // Tab moves the canvas focus and the DOM focus together.
    await gp.press('Tab');
    await gp.press('Tab');
    // The DOM twin takes the focus a frame after the canvas's: wait for them to agree (or fail below).
    await gp.page
      .waitForFunction(
        () =>
          (document.activeElement as HTMLElement | null)?.dataset.name === window.__prism.snapshot()?.focus,
        undefined,
        { timeout: WAIT_MS },
      )
      .catch(() => undefined);
    const focus = (await gp.snapshot<{ focus: string }>()).focus;
    expect(await gp.page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.name)).toBe(
      focus,
    );
    // Focusing a DOM button focuses the canvas's, and Enter presses it once.
    await gp.page.focus('#controls button[data-name="help-flood-duel"]');
    await gp.frames(2);
    expect((await gp.snapshot<{ focus: string }>()).focus).toBe('help-flood-duel');
    await gp.page.keyboard.press('Enter');
    await gp.waitForScene('HowToPlay');
  }, 60000);

  it('axe-core finds no serious or critical violation on any screen', async () => {
    const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    const check = async (gp: GamePage, where: string): Promise<string[]> => {
      await gp.steady();
      await gp.page.addScriptTag({ content: axe });
      const found = await gp.page.evaluate(async () => {
        const w = window as unknown as {
          axe: {
            run(ctx: Document): Promise<{ violations: { id: string; impact: string; help: string }[] }>;
          };
        };
        const r = await w.axe.run(document);
        return r.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help}`);
      });
      return found.map((f) => `${where}: ${f}`);
    };
    const problems: string[] = [];
    const menu = await suite.open('', { scene: 'Menu' });
    problems.push(...(await check(menu, 'menu')));
    await menu.click('button:help-joker-coloring');
    await menu.waitForScene('HowToPlay');
    problems.push(...(await check(menu, 'how to play')));
    for (const [query, scene] of [
      ['game=glassworks&seed=3', 'GlassWorks'],
      ['game=flood-duel&mode=cpu&seed=3', 'FloodDuel'],
      ['game=joker-coloring&seed=3', 'JokerColoring'],
    ] as const) {
      const gp = await suite.open(query, { scene });
      await gp.idle();
      problems.push(...(await check(gp, scene)));
      if (scene === 'JokerColoring') {
        await gp.press('q');
        problems.push(...(await check(gp, 'the quit question')));
      }
    }
    const options = await suite.open('', { scene: 'Menu' });
    await options.click('button:joker-coloring');
    await options.page.waitForFunction(() =>
      ['JokerOptions', 'HowToPlay'].includes(window.__prism.scene ?? ''),
    );
    problems.push(...(await check(options, String(await options.scene()))));
    expect(problems).toEqual([]);
  }, 180000);
});
