// Playing with friends, each friend a browser context with its own storage: a deal code copied in
// one opens the identical board in the other; a challenge carries the result to beat; two contexts
// play a Flood Duel by correspondence to the end, and a forged code is refused; the daily deal is
// the same for both on one day and another the next, and the streak counts; a finished game can be
// watched again; export, clearing storage and import bring back best results and a game in progress.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeDuel, encodeDuel } from '../../src/midend/codes/duelCode';
import { type GamePage, WAIT_MS } from './harness';
import { calmSuite } from './suite';

const suite = calmSuite(); // about codes, storage, input or loading, not motion

const texts = async (gp: GamePage): Promise<string> =>
  (await gp.page.evaluate(() => window.__prism.layout())).map((i) => i.text).join(' | ');

/** Type a code into the menu's (or a game's) ENTER CODE field and press Enter. */
async function enterCode(gp: GamePage, code: string): Promise<void> {
  await gp.click('button:enter-code');
  await gp.page.waitForSelector('#code-input');
  await gp.page.fill('#code-input', code);
  await gp.page.press('#code-input', 'Enter');
}

async function copied(gp: GamePage, button: string): Promise<string> {
  await gp.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gp.page.evaluate(() => navigator.clipboard.writeText(''));
  await gp.click(button);
  // The copy is a promise the page keeps: wait until the clipboard holds it.
  await gp.page.waitForFunction(async () => (await navigator.clipboard.readText()) !== '', undefined, {
    timeout: WAIT_MS,
  });
  return gp.page.evaluate(() => navigator.clipboard.readText());
}

/**
 * The page's calendar set to `date` (Date only: Phaser's clock, which animations run on, keeps
 * running, as Playwright's fake clock would not let it).
 */
async function setDate(gp: GamePage, date: Date): Promise<void> {
  await gp.page.evaluate((target) => {
    const w = window as unknown as { Date: DateConstructor & { real?: DateConstructor } };
    const Real = w.Date.real ?? w.Date;
    const offset = target - Real.now();
    class Shifted extends Real {
      static real = Real;
      constructor(...args: unknown[]) {
        if (args.length === 0) super(Real.now() + offset);
        else super(...(args as [number]));
      }
      static override now(): number {
        return Real.now() + offset;
      }
    }
    w.Date = Shifted as unknown as DateConstructor & { real?: DateConstructor };
  }, date.getTime());
}

interface Snap {
  board: string;
  code: string;
  status: string;
  moves: number;
  panel: boolean;
  turn: number;
  me: number | null;
  duelCode: string | null;
  gains: number[];
  best: number | null;
  base: { x: number; y: number };
}

/** A tiny Joker board painted in a move or two (red and green only). */
async function paint(gp: GamePage): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const s = await gp.snapshot<Snap>();
    if (s.status !== 'playing') break;
    await gp.press(s.board.split('\n')[s.base.y]?.[s.base.x] === 'r' ? 'g' : 'r');
    await gp.idle();
  }
}

describe('playing with friends', () => {
  it('a deal code copied in one context opens the identical board in another; bad codes say why', async () => {
    const a = await suite.open('game=joker-coloring&seed=77&w=10&h=8&colors=3', { scene: 'JokerColoring' });
    const code = await copied(a, 'button:copy-code');
    expect(code).toBe((await a.snapshot<Snap>()).code);
    expect(code).toMatch(/^JC-10X8-3C-21M-/);

    const b = await suite.open('', { scene: 'Menu' });
    await enterCode(b, 'JC-10X8-3C-21M-ZZZZ');
    await expect
      .poll(() => b.page.evaluate(() => document.querySelector('[role=alert]')?.textContent ?? ''))
      .toMatch(/does not check out/);
    expect(await b.scene()).toBe('Menu');
    await b.page.fill('#code-input', ` ${code.toLowerCase()} `);
    await b.page.press('#code-input', 'Enter');
    await b.waitForScene('JokerColoring');
    expect((await b.snapshot<Snap>()).board).toBe((await a.snapshot<Snap>()).board);
    expect(await b.page.$('#code-input')).toBeNull();

    // A tampered ?code= link opens the menu with the reason.
    const c = await suite.open(`code=${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`, {
      scene: 'Menu',
    });
    await expect.poll(() => texts(c)).toMatch(/does not check out/);
  });

  it('a challenge carries the result to beat, and the results panel compares', async () => {
    const a = await suite.open('game=joker-coloring&w=3&h=3&colors=2&moves=10&seed=5', {
      scene: 'JokerColoring',
    });
    await paint(a);
    await a.page.waitForFunction(() => window.__prism.snapshot()?.panel === true);
    const challenge = await copied(a, 'button:challenge');
    const mine = (await a.snapshot<Snap>()).moves;
    expect(challenge).toContain(`-BEAT${mine}-`);

    const b = await suite.open(`code=${challenge}`, { scene: 'JokerColoring' });
    await expect.poll(() => texts(b)).toContain(`BEAT ${mine} MOVE`);
    await paint(b);
    await b.page.waitForFunction(() => window.__prism.snapshot()?.panel === true);
    await expect.poll(() => texts(b)).toMatch(/your friend's \d+ move/i);
  });

  it('two contexts play a Flood Duel by correspondence to the end; a forged code is refused', async () => {
    const a = await suite.open('game=flood-duel&mode=duo&w=5&h=5&seed=4', { scene: 'FloodDuel' });
    await a.click('button:new-mail');
    await a.waitForScene('FloodDuel');
    const best = async (gp: GamePage) => {
      const g = (await gp.snapshot<Snap>()).gains;
      return String(g.indexOf(Math.max(...g)) + 1);
    };
    await a.press(await best(a));
    await a.idle();
    let code = (await a.snapshot<Snap>()).duelCode as string;
    expect(code).toMatch(/^DUEL-5X5-P1-[A-F]-/);
    // It is the friend's turn: this side's colour buttons wait.
    await a.press(await best(a));
    expect((await a.snapshot<Snap>()).moves).toBe(1);

    const b = await suite.open('', { scene: 'Menu' });
    await enterCode(b, code);
    await b.waitForScene('FloodDuel');
    await b.idle();
    expect(await b.snapshot<Snap>()).toMatchObject({ me: 2, turn: 2, moves: 1 });
    expect((await b.snapshot<Snap>()).board).toBe((await a.snapshot<Snap>()).board);

    // Friends take turns, each entering the other's latest code, until the game is over.
    let mover = b;
    let forged = false;
    for (let i = 0; i < 60 && (await mover.snapshot<Snap>()).status !== 'over'; i++) {
      await mover.press(await best(mover));
      await mover.idle();
      code = (await mover.snapshot<Snap>()).duelCode as string;
      const other = mover === a ? b : a;
      if (i === 2) {
        // A forged code: an earlier move changed, check characters made right. Refused; nothing changes.
        const read = decodeDuel(code);
        if (!read.ok) throw new Error(read.reason);
        const moves = [...read.value.moves];
        moves[0] = ((moves[0] as number) + 1) % 6;
        const before = await other.snapshot<Snap>();
        await enterCode(other, encodeDuel({ ...read.value, moves }));
        await other.waitForScene('FloodDuel');
        await expect.poll(() => texts(other)).toMatch(/changes move 1/);
        expect((await other.snapshot<Snap>()).board).toBe(before.board);
        expect((await other.snapshot<Snap>()).moves).toBe(before.moves);
        forged = true;
      }
      await enterCode(other, code);
      await other.waitForScene('FloodDuel');
      await other.idle();
      mover = other;
    }
    expect(forged, 'the game lasted long enough to try a forged code').toBe(true);
    const [sa, sb] = [await a.snapshot<Snap>(), await b.snapshot<Snap>()];
    expect(sa.status).toBe('over');
    expect(sb.status).toBe('over');
    expect(sa.board).toBe(sb.board);

    // The finished duel can be watched again, move by move, and the game comes back as it was.
    await a.page.waitForFunction(() => window.__prism.snapshot()?.panel === true);
    await a.click('button:more');
    await a.click('button:watch');
    await a.click('button:watch-play'); // pause
    await a.click('button:watch-step');
    await a.idle();
    const watching = (await a.snapshot<{ watching: { at: number; of: number } }>()).watching;
    expect(watching.of).toBe(sa.moves);
    expect(watching.at).toBeGreaterThanOrEqual(1);
    expect((await a.snapshot<Snap>()).board).not.toBe(sa.board);
    await a.click('button:watch-exit');
    expect((await a.snapshot<Snap>()).board).toBe(sa.board);
    // Two browsers playing a whole game, each move through a code and its replay: allow the time.
  }, 300000);

  it('the daily deal is the same for two players on a day and another the next; the streak counts', async () => {
    const day1 = new Date('2026-11-30T12:00:00Z');
    const day2 = new Date('2026-12-01T09:00:00Z');
    const a = await suite.open('', { scene: 'Menu' });
    const b = await suite.open('', { scene: 'Menu' });
    await setDate(a, day1);
    await setDate(b, day1);
    const daily = async (gp: GamePage) => {
      await gp.click('button:daily-joker-coloring');
      await gp.waitForScene('JokerColoring');
      return (await gp.snapshot<Snap>()).code;
    };
    const codeA1 = await daily(a);
    expect(await daily(b)).toBe(codeA1);
    // The game screen says it is the daily deal, and whose day.
    expect((await a.snapshot<{ daily: string | null }>()).daily).toBe('2026-11-30');
    expect(await texts(a)).toContain('DAILY 2026-11-30');
    // Finish the day (give it up): its result is kept and the streak starts.
    const finish = async (gp: GamePage) => {
      await gp.press('q');
      await gp.click('button:confirm-quit');
      await gp.page.waitForFunction(() => window.__prism.snapshot()?.panel === true);
      await gp.steady(); // the card popped in: its buttons where they rest
    };
    await finish(a);
    // The day's result and streak behind the card's MORE….
    await a.click('button:more');
    await expect.poll(() => texts(a)).toContain('Streak 1 day.');
    // The next day, back on the menu.
    await a.page.goto(a.page.url().split('?')[0] as string);
    await a.waitForScene('Menu');
    await setDate(a, day2);
    const codeA2 = await daily(a);
    expect(codeA2).not.toBe(codeA1);
    await finish(a);
    await a.click('button:more');
    await expect.poll(() => texts(a)).toContain('Streak 2 days.');
    await a.click('button:more-close');
    // The share line gives the day, the result and the streak, and ends with a link to the day's deal.
    const share = await copied(a, 'button:share-daily');
    expect(share).toContain('Joker Coloring daily · 2026-12-01');
    expect(share).toContain('Streak: 2 days');
    const link = share.split('\n').at(-1) ?? '';
    expect(link).toMatch(new RegExp(`^http://[^ ]+\\?code=${codeA2}$`));
    await a.page.goto(link);
    await a.waitForScene('JokerColoring');
    expect((await a.snapshot<Snap>()).code).toBe(codeA2);
  });

  it("the menu's DAILY banner opens today's first deal not played, and counts the day", async () => {
    type Banner = { dailyBanner: { played: string[]; streak: number } | null };
    const gp = await suite.open('', { scene: 'Menu' });
    await gp.waitFor('window.__prism.snapshot()?.dailyBanner != null');
    expect((await gp.snapshot<Banner>()).dailyBanner).toEqual({ played: [], streak: 0 });
    // Joker Coloring's deal of the day, given up: played, and the streak begins.
    await gp.click('button:daily-joker-coloring');
    await gp.waitForScene('JokerColoring');
    await gp.press('q');
    await gp.click('button:confirm-quit');
    await gp.waitFor('window.__prism.snapshot()?.panel === true');
    await gp.click('button:panel-menu');
    await gp.waitForScene('Menu');
    await gp.waitFor('window.__prism.snapshot()?.dailyBanner != null');
    expect((await gp.snapshot<Banner>()).dailyBanner).toEqual({ played: ['joker-coloring'], streak: 1 });
    const banner = (await gp.page.evaluate(() => window.__prism.layout())).find(
      (i) => i.name === 'daily-banner',
    );
    expect(banner?.text).toMatch(/^DAILY( 1\/3|: 1 OF 3 PLAYED · STREAK 1)$/);
    // The banner opens the first deal of the day not played: GlassWorks', as a daily.
    await gp.click('button:daily-banner');
    await gp.waitForScene('GlassWorks');
    expect((await gp.snapshot<{ daily: string | null }>()).daily).not.toBeNull();
  });

  it('export, clearing storage and import bring back best results and a game in progress', async () => {
    const gp = await suite.open('game=joker-coloring&w=3&h=3&colors=2&moves=10&seed=5', {
      scene: 'JokerColoring',
    });
    await paint(gp);
    const best = (await gp.snapshot<Snap>()).best;
    expect(best).not.toBeNull();
    const home = gp.page.url().split('?')[0] as string;
    await gp.page.goto(`${home}?game=glassworks&seed=2026`);
    await gp.waitForScene('GlassWorks');
    const snap0 = await gp.snapshot<{ destinations: { x: number; y: number }[] }>();
    expect(snap0).toBeTruthy();
    await gp.click('cell:0,0');
    const d = (await gp.snapshot<{ destinations: { x: number; y: number }[] }>()).destinations[0];
    if (!d) throw new Error('no jump from the corner');
    await gp.click(`cell:${d.x},${d.y}`);
    await gp.idle();
    const played = await gp.snapshot<Snap>();
    expect(played.moves).toBe(1);

    await gp.click('button:menu');
    await gp.waitForScene('Menu');
    const [download] = await Promise.all([gp.page.waitForEvent('download'), gp.click('button:export')]);
    const file = readFileSync((await download.path()) as string, 'utf8');
    expect(JSON.parse(file).app).toBe('prism-arcade');

    await gp.page.evaluate(() => localStorage.clear());
    await gp.page.goto(`${home}?game=joker-coloring&w=3&h=3&colors=2&moves=10&seed=5`);
    await gp.waitForScene('JokerColoring');
    expect((await gp.snapshot<Snap>()).best).toBeNull();

    // A bad file changes nothing and says why.
    await gp.page.goto(home);
    await gp.waitForScene('Menu');
    const choose = async (name: string, text: string) => {
      const [chooser] = await Promise.all([gp.page.waitForEvent('filechooser'), gp.click('button:import')]);
      await chooser.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    };
    await choose('broken.json', file.replace('"prism-arcade"', '"other-game"'));
    await expect.poll(() => texts(gp)).toMatch(/Nothing imported: the file is not a Prism Arcade save file/);
    await choose('save.json', file);
    await expect.poll(() => texts(gp)).toMatch(/Imported \d+ saved items/);

    await gp.page.goto(`${home}?game=joker-coloring&w=3&h=3&colors=2&moves=10&seed=5`);
    await gp.waitForScene('JokerColoring');
    expect((await gp.snapshot<Snap>()).best).toBe(best);
    await gp.page.goto(home);
    await gp.waitForScene('Menu');
    await gp.click('button:glassworks');
    // The how-to-play comes first the first time a game is opened from its card.
    await gp.page.waitForFunction(() => ['GlassWorks', 'HowToPlay'].includes(window.__prism.scene ?? ''));
    if ((await gp.scene()) === 'HowToPlay') await gp.click('button:howto-close');
    await gp.waitForScene('GlassWorks');
    expect((await gp.snapshot<Snap>()).board).toBe(played.board);
  });
});
