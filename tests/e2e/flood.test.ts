// Flood Duel in real Chromium: two players by clicks, the computer answering after its pause,
// a small board played to the game-over panel with the colour buttons disabled, touch, resume;
// undo against the computer gives the turn back and cancels its pending reply.

import { describe, expect, it } from 'vitest';
import * as FD from '../../src/logic/flood';
import { type GamePage, type OpenOptions, WAIT_MS } from './harness';
import { browserSuite } from './suite';

const suite = browserSuite();

interface Snap {
  board: string;
  status: string;
  moves: number;
  turn: 1 | 2;
  thinking: boolean;
  gains: number[];
  buttonsEnabled: boolean[];
  panel: boolean;
  winner: number | 'draw' | null;
}

const open = (query: string, opts: OpenOptions = {}) =>
  suite.open(`game=flood-duel&${query}`, { ...opts, scene: 'FloodDuel' });

const stateOf = async (gp: GamePage): Promise<FD.FloodState> => {
  const s = await gp.snapshot<Snap>();
  const r = FD.decode(s.board, s.turn);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
};
/** The colour with the largest gain for the player to move (1-based button number). */
const best = (gains: number[]): number => gains.indexOf(Math.max(...gains)) + 1;

describe('Flood Duel', () => {
  it('two players take turns by clicking colour buttons', async () => {
    const gp = await open('mode=duo&seed=3');
    const s0 = await stateOf(gp);
    const snap0 = await gp.snapshot<Snap>();
    expect(snap0.turn).toBe(1);
    const c1 = best(snap0.gains);
    await gp.click(`button:color-${c1}`);
    await gp.idle();
    const r1 = FD.apply(s0, c1 - 1);
    if (!r1.ok) throw new Error(r1.reason);
    const snap1 = await gp.snapshot<Snap>();
    expect(snap1.board).toBe(FD.encode(r1.value.state));
    expect(snap1.turn).toBe(2);
    expect(snap1.moves).toBe(1);
    await gp.click(`button:color-${best(snap1.gains)}`);
    await gp.idle();
    const snap2 = await gp.snapshot<Snap>();
    expect(snap2.turn).toBe(1);
    expect(snap2.moves).toBe(2);
  });

  it('the computer answers after its pause with the greedy move (Normal)', async () => {
    const gp = await open('mode=cpu&level=normal&seed=4');
    const s0 = await stateOf(gp);
    const c1 = best((await gp.snapshot<Snap>()).gains);
    await gp.press(String(c1));
    await gp.page.waitForFunction(() => window.__prism.snapshot()?.thinking === true, undefined, {
      timeout: WAIT_MS,
    });
    // While it thinks, the colour buttons are disabled.
    expect((await gp.snapshot<Snap>()).buttonsEnabled.every((b) => !b)).toBe(true);
    await gp.page.waitForFunction(() => window.__prism.snapshot()?.moves === 2, undefined, {
      timeout: WAIT_MS,
    });
    await gp.idle();
    const r1 = FD.apply(s0, c1 - 1);
    if (!r1.ok) throw new Error(r1.reason);
    const r2 = FD.apply(r1.value.state, FD.greedyMove(r1.value.state));
    if (!r2.ok) throw new Error(r2.reason);
    const snap = await gp.snapshot<Snap>();
    expect(snap.board).toBe(FD.encode(r2.value.state));
    expect(snap.turn).toBe(1);
  });

  it('plays a small board to the end: game-over panel, buttons disabled', async () => {
    const gp = await open('mode=duo&w=4&h=4&seed=8');
    for (let i = 0; i < 40; i++) {
      const snap = await gp.snapshot<Snap>();
      if (snap.status === 'over') break;
      await gp.press(String(best(snap.gains)));
      await gp.idle();
    }
    const end = await gp.snapshot<Snap>();
    expect(end.status).toBe('over');
    expect(end.panel).toBe(true);
    expect(end.winner).not.toBeNull();
    await gp.click('button:more');
    await gp.click('button:close-panel');
    const after = await gp.snapshot<Snap>();
    expect(after.buttonsEnabled.every((b) => !b)).toBe(true);
    await gp.press('1');
    expect((await gp.snapshot<Snap>()).moves).toBe(end.moves);
  });

  it('Filler against the computer, to the end: RULES and NEW VS CPU deal it; a forbidden colour is refused', async () => {
    const gp = await open('mode=cpu&level=normal&seed=12');
    await gp.click('button:ruleset');
    await gp.click('button:new-cpu');
    await gp.page.waitForFunction(() => window.__prism.snapshot()?.rules === 'filler', undefined, {
      timeout: WAIT_MS,
    });
    await gp.idle();
    const first = await gp.snapshot<Snap & { rules: string; forbidden: number[]; code: string }>();
    expect(first.code).toMatch(/^FD-8X7-P1-FILLER-/);
    expect(first.board.split('\n')).toHaveLength(7);
    // The opponent's colour: refused, nothing moves.
    await gp.click(`button:color-${(first.forbidden[1] as number) + 1}`);
    await gp.idle();
    expect((await gp.snapshot<Snap>()).moves).toBe(0);
    for (let i = 0; i < 40; i++) {
      const snap = await gp.snapshot<Snap & { forbidden: number[] }>();
      if (snap.status === 'over') break;
      const allowed = snap.gains.map((g, c) => (snap.forbidden.includes(c) ? -1 : g));
      await gp.click(`button:color-${best(allowed)}`);
      await gp.page.waitForFunction(
        (n) => {
          const s = window.__prism.snapshot();
          return s?.status === 'over' || (s?.moves === n + 2 && s?.thinking === false);
        },
        snap.moves,
        { timeout: WAIT_MS },
      );
      await gp.idle();
    }
    const end = await gp.snapshot<Snap>();
    expect(end.status).toBe('over');
    expect(end.panel).toBe(true);
    const p1 = end.board.split('1').length - 1;
    const p2 = end.board.split('2').length - 1;
    expect(end.winner).toBe(p1 === p2 ? 'draw' : p1 > p2 ? 1 : 2);
    // Over at more than half the board (28 of 56), or full.
    expect(Math.max(p1, p2) > 28 || p1 + p2 === 56).toBe(true);
  });

  it('on a phone held upright the new games fold into NEW GAME…: a sheet of whole words, none alike', async () => {
    const gp = await open('mode=duo&seed=3', { touch: true, viewport: { width: 360, height: 640 } });
    const controls = async (inModal: boolean) =>
      (await gp.page.evaluate(() => window.__prism.layout()))
        .filter((i) => i.kind === 'control' && i.inModal === inModal)
        .map((i) => ({ name: i.name, text: i.text }));
    const bar = (await controls(false)).map((c) => c.name);
    expect(bar).toEqual(expect.arrayContaining(['undo', 'redo', 'new-game-menu']));
    expect(bar).not.toContain('level');
    await gp.tap('button:new-game-menu');
    await gp.steady();
    const sheet = await controls(true);
    const names = ['new-cpu', 'level', 'new-duo', 'size', 'new-mail', 'ruleset', 'enter-code', 'play-online'];
    expect(sheet.map((c) => c.name)).toEqual([...names, 'new-game-close']);
    const texts = sheet.map((c) => c.text);
    expect(new Set(texts).size, texts.join(', ')).toBe(texts.length);
    // A choice changes the next game, and the sheet says so at once; a new game closes it.
    const level = sheet.find((c) => c.name === 'level')?.text;
    await gp.tap('button:level');
    await gp.steady();
    expect((await controls(true)).find((c) => c.name === 'level')?.text).not.toBe(level);
    await gp.tap('button:new-cpu');
    await gp.page.waitForFunction(() => window.__prism.snapshot()?.mode === 'cpu', undefined, {
      timeout: WAIT_MS,
    });
    expect(await controls(true)).toEqual([]);
  });

  it('works by touch and resumes after a reload', async () => {
    const gp = await open('mode=duo&seed=5', { touch: true, viewport: { width: 360, height: 640 } });
    const c = best((await gp.snapshot<Snap>()).gains);
    await gp.tap(`button:color-${c}`);
    await gp.idle();
    const played = await gp.snapshot<Snap>();
    expect(played.moves).toBe(1);
    await gp.reload();
    await gp.waitForScene('FloodDuel');
    const resumed = await gp.snapshot<Snap>();
    expect(resumed.board).toBe(played.board);
    expect(resumed.turn).toBe(2);
  });
});

describe('undo against the computer', () => {
  it('Flood Duel: undo against the computer gives your turn back and cancels its pending reply', async () => {
    const gp = await suite.open('game=flood-duel&mode=cpu&level=normal&seed=4', { scene: 'FloodDuel' });
    const start = await gp.snapshot<Snap>();
    await gp.press(String(best(start.gains)));
    await gp.waitFor('window.__prism.snapshot().thinking === true');
    // Undo during the computer's pause: its reply must not play as your move.
    await gp.press('Control+z');
    await gp.page.waitForTimeout(2500);
    let snap = await gp.snapshot<Snap>();
    expect(snap).toMatchObject({ board: start.board, moves: 0, turn: 1, thinking: false });

    // Let the computer reply, then undo: both plies go, and the computer does not move again.
    await gp.press(String(best(start.gains)));
    await gp.waitFor('window.__prism.snapshot().moves === 2 && window.__prism.snapshot().busy === false');
    const replied = await gp.snapshot<Snap>();
    await gp.press('Control+z');
    await gp.page.waitForTimeout(2500);
    snap = await gp.snapshot<Snap>();
    expect(snap).toMatchObject({ board: start.board, moves: 0, turn: 1, thinking: false });
    // Redo restores both plies.
    await gp.press('Control+y');
    await gp.idle();
    expect(await gp.snapshot<Snap>()).toMatchObject({ board: replied.board, moves: 2, turn: 1 });
  });
});
