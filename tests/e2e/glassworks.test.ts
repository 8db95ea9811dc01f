// GlassWorks in real Chromium: select, see outlines drawn, jump, undo, deselect, move the
// selection, keyboard and touch play, resume after reload, and a whole deal to the results panel.

import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import * as GW from '../../src/logic/glassworks';
import { ladderDeal } from '../../src/logic/glassworks/ladder';
import { LADDER_SEEDS } from '../../src/logic/glassworks/ladderSeeds';
import { colorDistance, type GamePage, type OpenOptions, type Point, WAIT_MS } from './harness';
import { glassworksNearEnd } from './positions';
import { browserSuite } from './suite';

const SEED = 2026;
const suite = browserSuite();

interface Snap {
  board: string;
  status: string;
  busy: boolean;
  moves: number;
  score: number;
  points: number;
  selected: Point | null;
  canRedo: boolean;
  panel: boolean;
}

const open = (opts: OpenOptions = {}) =>
  suite.open(`game=glassworks&seed=${SEED}`, { ...opts, scene: 'GlassWorks' });

const stateOf = async (gp: GamePage): Promise<GW.GlassState> => {
  const r = GW.decode((await gp.snapshot<Snap>()).board);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
};
const cell = (p: Point): string => `cell:${p.x},${p.y}`;
const bright = (rgb: number[]): boolean => rgb.every((c) => c > 170);

describe('GlassWorks', () => {
  it('selects with a crosshair, outlines destinations, jumps, and undoes', async () => {
    const gp = await open();
    const start = await stateOf(gp);
    const jump = GW.legalJumps(start)[0];
    if (!jump) throw new Error('deal has no jump');
    const stuck = start.cells.findIndex(
      (_, i) => GW.destinations(start, { x: i % 12, y: Math.floor(i / 12) }).length === 0,
    );
    expect(stuck).toBeGreaterThanOrEqual(0);

    // Hover: crosshair over an anchor, not over a piece that cannot jump.
    await gp.hover(cell(jump.from));
    expect(await gp.cursor()).toBe('crosshair');
    await gp.hover(cell({ x: stuck % 12, y: Math.floor(stuck / 12) }));
    expect(await gp.cursor()).not.toBe('crosshair');

    // The outline of a destination: near its top edge, white once the anchor is selected.
    const c0 = await gp.locate('cell:0,0');
    const c1 = await gp.locate('cell:1,0');
    const size = c1.x - c0.x;
    const dest = await gp.locate(cell(jump.to));
    const edge = { x: dest.x, y: dest.y - size / 2 + 5 };
    const before = await gp.pixel(edge);
    await gp.click(cell(jump.from));
    expect((await gp.snapshot<Snap>()).selected).toEqual(jump.from);
    const after = await gp.pixel(edge);
    expect(bright(after)).toBe(true);
    expect(colorDistance(before, after)).toBeGreaterThan(40);

    // Jump: the state follows the rules, the score rises, the anchor square is empty.
    await gp.click(cell(jump.to));
    await gp.idle();
    const expected = GW.apply(start, { from: jump.from, to: jump.to });
    if (!expected.ok) throw new Error(expected.reason);
    const s1 = await gp.snapshot<Snap>();
    expect(s1.board).toBe(GW.encode(expected.value.state));
    expect(s1.moves).toBe(1);
    expect(s1.score).toBeGreaterThan(0);
    expect(s1.points).toBe(108 - s1.score);
    // The jump's fade ends after the move is made (idle); the square is read once the board is still.
    await gp.steady();
    const emptied = await gp.pixel(cell(jump.from));
    expect(emptied.every((ch) => ch < 60)).toBe(true);

    // Undo with the button, redo with the key, undo with Ctrl+Z.
    await gp.click('button:undo');
    const s2 = await gp.snapshot<Snap>();
    expect(s2.board).toBe(GW.encode(start));
    expect(s2.moves).toBe(0);
    expect(s2.canRedo).toBe(true);
    await gp.press('r');
    expect((await gp.snapshot<Snap>()).moves).toBe(1);
    await gp.press('Control+z');
    expect((await gp.snapshot<Snap>()).board).toBe(GW.encode(start));
  });

  it('quick refused presses shake the board, which comes to rest where it was', async () => {
    const gp = await open();
    const start = await stateOf(gp);
    const movable = new Set(GW.legalJumps(start).map((j) => `${j.from.x},${j.from.y}`));
    const stuck = start.cells
      .map((piece, i) => ({ piece, x: i % start.width, y: Math.floor(i / start.width) }))
      .find((c) => GW.isPiece(c.piece) && !movable.has(`${c.x},${c.y}`));
    if (!stuck) throw new Error('every piece can jump in this deal');
    // The board's top row, drawn: where it is comes from the pixels, not from the hook.
    const first = await gp.toPage(await gp.locate('cell:0,0'));
    const last = await gp.toPage(await gp.locate(`cell:${start.width - 1},0`));
    const half = (last.x - first.x) / (start.width - 1) / 2;
    const clip = {
      x: first.x - half,
      y: first.y - half / 2,
      width: last.x - first.x + 2 * half,
      height: half,
    };
    const row = async (): Promise<Buffer> => PNG.sync.read(await gp.page.screenshot({ clip })).data;
    // The row is read once the screen has settled.
    await gp.idle();
    await gp.steady();
    const before = await row();
    const at = await gp.toPage(await gp.locate(cell(stuck)));
    // Pressed faster than a shake lasts: each shake starts over the last.
    for (let i = 0; i < 6; i++) await gp.page.mouse.click(at.x, at.y);
    // Until nothing moves to an end (the shake, and the note saying why, which fades after a while):
    // the words and buttons hold still all through the shake, so steady() alone could read mid-shake.
    await gp.page.waitForFunction(() => !window.__prism.moving, undefined, { timeout: WAIT_MS });
    await gp.steady();
    const after = await row();
    let moved = 0;
    for (let i = 0; i < before.length; i += 4) {
      const d =
        Math.abs((before[i] ?? 0) - (after[i] ?? 0)) + Math.abs((before[i + 1] ?? 0) - (after[i + 1] ?? 0));
      if (d > 60) moved++;
    }
    expect(moved / (before.length / 4), 'share of the top row drawn elsewhere').toBeLessThan(0.02);
  });

  it('deselects, moves the selection, and clears it as the rules say', async () => {
    const gp = await open();
    const start = await stateOf(gp);
    const anchors = GW.anchors(start);
    const [a, b] = anchors;
    if (!a || !b) throw new Error('need two anchors');
    // Click the selected piece again: deselect.
    await gp.click(cell(a));
    await gp.click(cell(a));
    expect((await gp.snapshot<Snap>()).selected).toBeNull();
    // Another valid anchor (not a destination): the selection moves there.
    const other = anchors.find(
      (p) => p !== a && !GW.destinations(start, a).some((d) => d.x === p.x && d.y === p.y),
    );
    if (!other) throw new Error('need another anchor');
    await gp.click(cell(a));
    await gp.click(cell(other));
    expect((await gp.snapshot<Snap>()).selected).toEqual(other);
    // A square that is neither an anchor nor a destination: the selection is cleared, nothing moves.
    const dests = GW.destinations(start, other);
    const i = start.cells.findIndex((_, k) => {
      const p = { x: k % 12, y: Math.floor(k / 12) };
      return GW.destinations(start, p).length === 0 && !dests.some((d) => d.x === p.x && d.y === p.y);
    });
    await gp.click(cell({ x: i % 12, y: Math.floor(i / 12) }));
    const s = await gp.snapshot<Snap>();
    expect(s.selected).toBeNull();
    expect(s.moves).toBe(0);
  });

  it('plays by touch alone on a phone, turned on its side and back between the taps', async () => {
    const gp = await open({ touch: true, viewport: { width: 390, height: 844 } });
    const start = await stateOf(gp);
    const jump = GW.legalJumps(start)[0];
    if (!jump) throw new Error('no jump');
    await gp.tap(cell(jump.from));
    expect((await gp.snapshot<Snap>()).selected).toEqual(jump.from);
    // The screen is drawn anew at each size: nothing of the sideways layout (its toolbar lay across
    // the board's place) may go on taking taps once the phone is upright again.
    for (const size of [
      { width: 640, height: 360 },
      { width: 390, height: 844 },
    ]) {
      await gp.resizeTo(size);
      await gp.steady();
    }
    expect((await gp.snapshot<Snap>()).selected).toEqual(jump.from);
    await gp.tap(cell(jump.to));
    await gp.idle();
    expect((await gp.snapshot<Snap>()).moves).toBe(1);
    await gp.tap('button:undo');
    expect((await gp.snapshot<Snap>()).moves).toBe(0);
  });

  it('plays with the keyboard: arrows, Enter, Esc', async () => {
    const gp = await open();
    const start = await stateOf(gp);
    const jump = GW.legalJumps(start)[0];
    if (!jump) throw new Error('no jump');
    await gp.press('ArrowRight'); // shows the cursor at the top-left square
    const walk = async (from: Point, to: Point): Promise<void> => {
      for (let x = from.x; x < to.x; x++) await gp.press('ArrowRight');
      for (let x = from.x; x > to.x; x--) await gp.press('ArrowLeft');
      for (let y = from.y; y < to.y; y++) await gp.press('ArrowDown');
      for (let y = from.y; y > to.y; y--) await gp.press('ArrowUp');
    };
    await walk({ x: 0, y: 0 }, jump.from);
    await gp.press('Enter');
    expect((await gp.snapshot<Snap>()).selected).toEqual(jump.from);
    await gp.press('Escape');
    expect((await gp.snapshot<Snap>()).selected).toBeNull();
    await gp.press(' ');
    await walk(jump.from, jump.to);
    await gp.press('Enter');
    await gp.idle();
    expect((await gp.snapshot<Snap>()).moves).toBe(1);
  });

  it('resumes the same game, undo history included, after a reload', async () => {
    const gp = await open();
    const start = await stateOf(gp);
    const jump = GW.legalJumps(start)[0];
    if (!jump) throw new Error('no jump');
    await gp.click(cell(jump.from));
    await gp.click(cell(jump.to));
    await gp.idle();
    const played = await gp.snapshot<Snap>();
    await gp.reload();
    await gp.waitForScene('GlassWorks');
    const resumed = await gp.snapshot<Snap>();
    expect(resumed.board).toBe(played.board);
    expect(resumed.moves).toBe(1);
    await gp.click('button:undo');
    expect((await gp.snapshot<Snap>()).board).toBe(GW.encode(start));
  });

  it('asks the solver for a hint and draws it; works out par; "show me" plays undoable jumps', async () => {
    const gp = await open();
    await gp.press('h');
    await gp.page.waitForFunction(() => window.__prism.snapshot()?.hint !== null, undefined, {
      timeout: 60000,
    });
    const snap = await gp.snapshot<Snap & { hint: { from: Point; to: Point }; selected: Point }>();
    const start = await stateOf(gp);
    // The hint is a legal jump, its anchor is selected, and its destination glows gold.
    expect(GW.apply(start, snap.hint).ok).toBe(true);
    expect(snap.selected).toEqual(snap.hint.from);
    const c0 = await gp.locate('cell:0,0');
    const size = (await gp.locate('cell:1,0')).x - c0.x;
    const dest = await gp.locate(cell(snap.hint.to));
    let gold = false;
    for (let dy = 0; dy <= 6 && !gold; dy++) {
      const [r, g, b] = await gp.pixel({ x: dest.x, y: dest.y - size / 2 + 2 + dy });
      gold = r > 200 && g > 160 && b < 140;
    }
    expect(gold).toBe(true);
    // Par arrives in the background.
    await gp.page.waitForFunction(() => typeof window.__prism.snapshot()?.par === 'number', undefined, {
      timeout: 90000,
    });
    // Show me: the solver plays; every jump is undoable back to where the player was.
    await gp.click('button:show');
    await gp.page.waitForFunction(() => Number(window.__prism.snapshot()?.moves) >= 2, undefined, {
      timeout: 60000,
    });
    await gp.click(cell({ x: 0, y: 0 })); // any input stops the demonstration
    const moved = (await gp.snapshot<Snap>()).moves;
    for (let i = 0; i < moved; i++) await gp.press('u');
    expect((await gp.snapshot<Snap>()).board).toBe(GW.encode(start));
  });

  it('plays a whole deal to the results panel', async () => {
    const gp = await open();
    for (let n = 0; n < 108; n++) {
      const s = await stateOf(gp);
      const jump = GW.legalJumps(s)[0];
      if (!jump) break;
      // Clicks during an animation fast-forward it; the state is never stale.
      await gp.click(cell(jump.from));
      await gp.click(cell(jump.to));
    }
    await gp.idle();
    const end = await gp.snapshot<Snap>();
    expect(end.status).toBe('over');
    expect(end.panel).toBe(true);
    await gp.locate('button:new-deal');
    await gp.click('button:more');
    await gp.click('button:replay');
    const replay = await gp.snapshot<Snap>();
    expect(replay.moves).toBe(0);
    expect(replay.board).toBe(GW.encode(GW.newGame(SEED)));
  });

  it("the GlassWorks card's LADDER opens the ladder's first deal not cleared", async () => {
    const gp = await suite.open('', { scene: 'Menu' });
    await gp.click('button:ladder');
    await gp.waitForScene('GlassWorks');
    expect(await gp.snapshot()).toMatchObject({ seed: LADDER_SEEDS[0], ladder: { at: 1, cleared: 0 } });
  });

  it('a ladder deal cleared by its known line advances the ladder: NEXT ON THE LADDER opens the next', async () => {
    const known = ladderDeal(1)?.line;
    if (!known?.ok) throw new Error('ladder deal 1 has no line');
    // The line but its last jump, as a saved game; the last jump is the player's.
    const { save, last } = glassworksNearEnd(LADDER_SEEDS[0], known.value, { ladder: 1 });
    const gp = await suite.open('', { scene: 'Menu' });
    await gp.page.evaluate((text) => localStorage.setItem('prism-arcade/glassworks', text), save);
    await gp.page.goto(`${suite.url}?game=glassworks&ladder=1`);
    await gp.waitForScene('GlassWorks');
    await gp.idle();
    expect(await gp.snapshot()).toMatchObject({ ladder: { at: 1, cleared: 0 } });
    await gp.click(cell(last.from));
    await gp.click(cell(last.to));
    await gp.page.waitForFunction(() => window.__prism.snapshot()?.panel === true, undefined, {
      timeout: WAIT_MS,
    });
    expect(await gp.snapshot()).toMatchObject({ cleared: true, ladder: { at: 1, cleared: 1 } });
    await gp.click('button:ladder-next');
    await gp.page.waitForFunction(
      () => (window.__prism.snapshot()?.ladder as { at: number } | null)?.at === 2,
      undefined,
      { timeout: WAIT_MS },
    );
    expect(await gp.snapshot()).toMatchObject({ seed: LADDER_SEEDS[1], moves: 0, ladder: { cleared: 1 } });
  });
});
