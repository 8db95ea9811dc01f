// The maker (issue 43) in the real build: a board made by clicks and by taps, its rule problems
// named at their square, CHECK's answer from the solver's worker, TEST played to its end, and its
// puzzle code opened in a second browser context where it plays the same board; a tampered puzzle
// code is refused with a reason. The maker's screens pass the layout audit on a phone and a desktop.

import { describe, expect, it } from 'vitest';
import { decodeCode } from '../../src/midend/codes/dealCode';
import { auditLayout, SOFT_RULES } from './audit';
import { type GamePage, WAIT_MS } from './harness';
import { calmSuite } from './suite';

const suite = calmSuite();

interface MakerSnap {
  maker: {
    game: string;
    board: string;
    width: number;
    height: number;
    base: { x: number; y: number } | null;
    tool: string;
    problem: string | null;
    code: string | null;
    check: Record<string, unknown> | 'checking' | null;
  };
}

const maker = async (gp: GamePage): Promise<MakerSnap['maker']> => (await gp.snapshot<MakerSnap>()).maker;

/** The menu's MAKE for a game, on a screen wide enough for the cards' previews. */
async function openMaker(gp: GamePage, game: string): Promise<void> {
  await gp.steady();
  await gp.click(`button:make-${game}`);
  await gp.waitForScene('Maker');
  await gp.steady();
}

async function checked(gp: GamePage): Promise<Record<string, unknown>> {
  await gp.click('button:maker-check');
  await gp.waitFor(() => {
    const c = (window.__prism.snapshot() as unknown as MakerSnap).maker.check;
    return c !== null && c !== 'checking';
  }, 120_000);
  return (await maker(gp)).check as Record<string, unknown>;
}

/** The layout audit, its hard rules only, and no text that did not come from the translation table. */
async function audit(gp: GamePage, phone: boolean): Promise<void> {
  const { items, canvas } = await gp.frame.evaluate(() => ({
    items: window.__prism.layout(),
    canvas: window.__prism.canvas,
  }));
  const problems = auditLayout(items, canvas, { phone }).filter((p) => !SOFT_RULES.has(p.rule));
  expect(problems.map((p) => p.message)).toEqual([]);
  expect(await gp.frame.evaluate(() => window.__prism.untranslated())).toEqual([]);
}

describe('the maker', () => {
  it('Joker Coloring by clicks: a problem named at its square, CHECK, TEST to the win, the code played elsewhere', async () => {
    const gp = await suite.open('', { scene: 'Menu' });
    await openMaker(gp, 'joker-coloring');
    await audit(gp, false);
    await gp.click('button:maker-clear');
    expect((await maker(gp)).board).toBe(Array(8).fill('rrrrrrrr').join('/'));
    // Green on one square, by a click; the base on it; a joker painted on the base is refused by the rules.
    await gp.click('button:maker-glyph-2');
    await gp.click('cell:2,3');
    await gp.click('button:maker-base');
    await gp.click('cell:2,3');
    await gp.click('button:maker-glyph-5');
    await gp.click('cell:2,3');
    let m = await maker(gp);
    expect(m.problem).toMatch(/row 4, column 3: the base cannot be a joker/);
    expect(m.code).toBeNull();
    await gp.click('button:maker-test');
    expect(await gp.scene()).toBe('Maker');
    await gp.click('button:maker-undo');
    m = await maker(gp);
    expect(m.problem).toBeNull();
    expect(m.base).toEqual({ x: 2, y: 3 });
    // The base back in the corner, so one green move paints the board: CHECK's par is 1.
    await gp.click('button:maker-base');
    await gp.click('cell:0,0');
    expect(await checked(gp)).toMatchObject({ par: 1, meets: true });
    const code = (await maker(gp)).code as string;
    expect(decodeCode(code).ok).toBe(true);
    await gp.click('button:maker-test');
    await gp.waitForScene('JokerColoring');
    await gp.steady();
    expect((await gp.snapshot<{ board: string }>()).board).toBe(
      ['rrrrrrrr', 'rrrrrrrr', 'rrrrrrrr', 'rrgrrrrr', 'rrrrrrrr', 'rrrrrrrr', 'rrrrrrrr', 'rrrrrrrr'].join(
        '\n',
      ),
    );
    await gp.press('g');
    await gp.waitFor(() => window.__prism.snapshot()?.squaresLeft === 0, WAIT_MS);
    expect((await gp.snapshot<{ moves: number }>()).moves).toBe(1);
    // The code opened in another browser context plays the same board.
    const other = await suite.open(`code=${encodeURIComponent(code)}`, { scene: 'JokerColoring' });
    await other.steady();
    expect((await other.snapshot<{ board: string }>()).board).toContain('rrgrrrrr');
  });

  it('GlassWorks by taps on a phone: CHECK answers, TEST to the clear, the code played elsewhere; a tampered code is refused', async () => {
    const gp = await suite.open('', { scene: 'Menu', touch: true, viewport: { width: 360, height: 640 } });
    // A phone's narrow cards have no room for MAKE: how to play's page on making boards has it.
    await gp.steady();
    await gp.tap('button:help-glassworks');
    await gp.waitForScene('HowToPlay');
    for (let i = 0; i < 8; i++) {
      const s = await gp.snapshot<{ page: number; pages: number }>();
      if (s.page === s.pages - 1) break;
      await gp.tap('button:howto-next');
    }
    await gp.steady();
    await gp.tap('button:howto-make');
    await gp.waitForScene('Maker');
    // CLOSE comes back to that page; MAKE again.
    await gp.tap('button:maker-close');
    await gp.waitForScene('HowToPlay');
    expect((await gp.snapshot<{ page: number; pages: number }>()).page).toBe(5);
    await gp.steady();
    await gp.tap('button:howto-make');
    await gp.waitForScene('Maker');
    await gp.steady();
    await audit(gp, true);
    await gp.tap('button:maker-clear');
    await gp.tap('button:maker-glyph-1');
    await gp.tap('cell:0,0');
    await gp.tap('button:maker-glyph-2');
    await gp.tap('cell:3,0');
    // Two pieces with no jump between them: CHECK says it cannot be cleared.
    expect((await maker(gp)).board.split('/')[0]).toBe('R..Y..');
    expect(await checked(gp)).toMatchObject({ clears: false, pointsLeft: 2, line: [] });
    // The yellow taken back, a red beside the first: one jump clears it.
    await gp.tap('button:maker-undo');
    await gp.tap('button:maker-glyph-1');
    await gp.tap('cell:1,0');
    const m = await maker(gp);
    expect(m.board.split('/')[0]).toBe('RR....');
    expect(await checked(gp)).toMatchObject({ clears: true, pointsLeft: 1 });
    const code = (await maker(gp)).code as string;
    await gp.tap('button:maker-test');
    await gp.waitForScene('GlassWorks');
    await gp.steady();
    const jumpToEnd = async (g: GamePage) => {
      await g.tap('cell:0,0');
      await g.tap('cell:2,0');
      await g.waitFor(() => window.__prism.snapshot()?.status !== 'playing', WAIT_MS);
      return g.snapshot<{ board: string; status: string; points: number }>();
    };
    const end = await jumpToEnd(gp);
    expect(end.board.split('\n')[0]).toBe('..R...');
    // The code opened in another phone's context: the same board, the same jump, the same end.
    const other = await suite.open(`code=${encodeURIComponent(code)}`, { scene: 'GlassWorks', touch: true });
    await other.steady();
    expect((await other.snapshot<{ board: string }>()).board.split('\n')[0]).toBe('RR....');
    const again = await jumpToEnd(other);
    expect([again.board, again.status, again.points]).toEqual([end.board, end.status, end.points]);
    // A character of the board changed: the code is refused, and the menu says why.
    const at = code.length - 4;
    const tampered = `${code.slice(0, at)}${code[at] === '7' ? '8' : '7'}${code.slice(at + 1)}`;
    const bad = await suite.open(`code=${encodeURIComponent(tampered)}`, { scene: 'Menu' });
    await bad.waitFor(() =>
      window.__prism.layout().some((i) => /does not check out|was mistyped/.test(i.text ?? '')),
    );
  });

  it('Flood Duel by taps on a phone: Filler’s problem named at its square, CHECK, TEST to the end, the code played elsewhere', async () => {
    const fd = await suite.open('', { scene: 'Menu', touch: true });
    await openMaker(fd, 'flood-duel');
    await fd.tap('button:maker-filler');
    // Down to the smallest board, 4×4, so the game is short.
    for (let i = 0; i < 6; i++) await fd.tap('button:maker-narrower');
    for (let i = 0; i < 4; i++) await fd.tap('button:maker-shorter');
    await fd.tap('button:maker-random');
    expect((await maker(fd)).problem).toBeNull();
    expect([(await maker(fd)).width, (await maker(fd)).height]).toEqual([4, 4]);
    await fd.tap('button:maker-glyph-1');
    await fd.tap('cell:1,1');
    await fd.tap('cell:2,1');
    expect((await maker(fd)).problem).toMatch(/row 2, column [23]: Filler needs/);
    // UNDO takes the taps back (a tap on a square of that colour already changes nothing).
    for (let i = 0; i < 2 && (await maker(fd)).problem !== null; i++) await fd.tap('button:maker-undo');
    expect((await maker(fd)).problem).toBeNull();
    expect(await checked(fd)).toHaveProperty('unfair');
    const code = (await maker(fd)).code as string;
    await fd.tap('button:maker-test');
    await fd.waitForScene('FloodDuel');
    await fd.steady();
    const picked = await playFloodToEnd(fd);
    const end = await fd.snapshot<FloodSnap>();
    expect(end.status).toBe('over');
    // The code in another phone's context: the same colours picked give the same game.
    const other = await suite.open(`code=${encodeURIComponent(code)}`, { scene: 'FloodDuel', touch: true });
    await other.steady();
    expect(await playFloodToEnd(other, picked)).toEqual(picked);
    const again = await other.snapshot<FloodSnap>();
    expect([again.board, again.status, again.winner]).toEqual([end.board, end.status, end.winner]);
  });
});

interface FloodSnap {
  board: string;
  status: string;
  moves: number;
  thinking: boolean;
  gains: number[];
  forbidden: number[];
  winner: number | 'draw' | null;
}

/**
 * Flood Duel against the computer to the game's end by taps: each turn the allowed colour with the
 * largest gain, or the colours `given` in turn. The colours picked (1-based buttons).
 */
async function playFloodToEnd(gp: GamePage, given: readonly number[] = []): Promise<number[]> {
  const picked: number[] = [];
  for (let i = 0; i < 20; i++) {
    const snap = await gp.snapshot<FloodSnap>();
    if (snap.status === 'over') break;
    const allowed = snap.gains.map((g, c) => (snap.forbidden.includes(c) ? -1 : g));
    const colour = given[i] ?? allowed.indexOf(Math.max(...allowed)) + 1;
    picked.push(colour);
    await gp.tap(`button:color-${colour}`);
    await gp.waitFor(
      `(() => { const s = window.__prism.snapshot(); return s?.status === 'over' || (s?.moves === ${snap.moves + 2} && s?.thinking === false); })()`,
      WAIT_MS,
    );
    await gp.idle();
  }
  return picked;
}
