// Joker Coloring in real Chromium: colour by keys and taps, move the base by tap and by s+arrows,
// undo restoring the base, win and lose tiny boards, quit, resume, and bad URL values; a classic
// game keeps its own best, and Enter on the options screen starts the game once.

import { describe, expect, it } from 'vitest';
import * as JK from '../../src/logic/joker';
import type { OpenOptions, Point } from './harness';
import { jokerStateOf } from './positions';
import { browserSuite } from './suite';

const suite = browserSuite();

interface Snap {
  board: string;
  status: string;
  moves: number;
  movesLeft: number;
  base: Point;
  panel: boolean;
  options: JK.JokerOptions;
}

const open = (query: string, opts: OpenOptions = {}) =>
  suite.open(`game=joker-coloring&${query}`, { ...opts, scene: 'JokerColoring' });

const stateOf = jokerStateOf;
/** A game colour other than the base's. */
const otherColor = (s: JK.JokerState): JK.ColorLetter =>
  JK.gameColors(s.colors).find((c) => c !== s.cells[JK.indexOf(s.base, s.width)]) as JK.ColorLetter;

describe('Joker Coloring', () => {
  it('colours by key and by a tapped button, exactly as the rules say', async () => {
    const gp = await open('seed=11', { touch: true });
    const s0 = await stateOf(gp);
    const c1 = otherColor(s0);
    await gp.press(c1);
    await gp.idle();
    const r1 = JK.colorMove(s0, c1);
    if (!r1.ok) throw new Error(r1.reason);
    expect((await gp.snapshot<Snap>()).board).toBe(JK.encode(r1.value.state));
    const c2 = otherColor(r1.value.state);
    await gp.tap(`button:color-${c2}`);
    await gp.idle();
    const snap = await gp.snapshot<Snap>();
    expect(snap.moves).toBe(2);
    expect(snap.movesLeft).toBe(19);
    // The base's own colour is refused and not counted.
    const now = await stateOf(gp);
    await gp.press(now.cells[JK.indexOf(now.base, now.width)] as string);
    expect((await gp.snapshot<Snap>()).moves).toBe(2);
  });

  it('moves the base by tap and by s + arrows + Enter; undo restores the base', async () => {
    const gp = await open('seed=12');
    const s0 = await stateOf(gp);
    // A square that is not a joker, for the tap.
    const target = [
      { x: 5, y: 5 },
      { x: 6, y: 5 },
      { x: 5, y: 6 },
    ].find((p) => s0.cells[JK.indexOf(p, s0.width)] !== '*');
    if (!target) throw new Error('no target');
    await gp.click(`cell:${target.x},${target.y}`);
    expect((await gp.snapshot<Snap>()).base).toEqual(target);
    // The ring is drawn there: its right edge is white.
    const c = await gp.locate(`cell:${target.x},${target.y}`);
    const next = await gp.locate(`cell:${target.x + 1},${target.y}`);
    await gp.steady();
    // The ring pulses between 0.62 and 0.73 of a square from the centre: in one frame, some pixel
    // between half a square and 0.85 of one is white.
    const cell = next.x - c.x;
    const strip = await gp.row({ x: c.x + cell * 0.5, y: c.y }, cell * 0.35);
    expect(strip.some((rgb) => rgb.every((v) => v > 215))).toBe(true);
    expect((await gp.snapshot<Snap>()).moves).toBe(0); // free

    // Colour from there, then move the base with the keyboard.
    const s1 = await stateOf(gp);
    await gp.press(otherColor(s1));
    await gp.idle();
    const s2 = await stateOf(gp);
    const dest = { x: target.x + 2, y: target.y + 1 };
    if (s2.cells[JK.indexOf(dest, s2.width)] === '*')
      throw new Error('seed puts a joker on the keyboard target');
    await gp.press('s');
    await gp.press('ArrowRight');
    await gp.press('ArrowRight');
    await gp.press('ArrowDown');
    await gp.press('Enter');
    expect((await gp.snapshot<Snap>()).base).toEqual(dest);
    // Undo gives the move back and puts the base where that move was played from.
    await gp.press('u');
    const after = await gp.snapshot<Snap>();
    expect(after.base).toEqual(target);
    expect(after.board).toBe(JK.encode(s1));
    expect(after.movesLeft).toBe(21);
  });

  it('shows par and a hint from the solver, and the hinted move is legal', async () => {
    const gp = await open('seed=21');
    await gp.page.waitForFunction(() => typeof window.__prism.snapshot()?.par === 'number', undefined, {
      timeout: 60000,
    });
    await gp.press('h');
    await gp.page.waitForFunction(() => window.__prism.snapshot()?.hinted !== null, undefined, {
      timeout: 60000,
    });
    const snap = await gp.snapshot<Snap & { hinted: JK.ColorLetter; hints: number; par: number }>();
    expect(snap.hints).toBe(1);
    expect(snap.par).toBeGreaterThan(0);
    const s = await stateOf(gp);
    expect(JK.colorMove(s, snap.hinted).ok).toBe(true);
    await gp.press(snap.hinted);
    await gp.idle();
    expect((await gp.snapshot<Snap & { hinted: string | null }>()).hinted).toBeNull();
  });

  it('plays classic mode with a move limit from par (Hard: limit = par)', async () => {
    const gp = await open('classic=1&limit=hard&w=10&h=10&colors=5&seed=22');
    await gp.page.waitForFunction(() => typeof window.__prism.snapshot()?.par === 'number', undefined, {
      timeout: 60000,
    });
    const snap = await gp.snapshot<Snap & { par: number; limit: string }>();
    expect(snap.limit).toBe('hard');
    expect(snap.movesLeft).toBe(snap.par);
    expect(snap.board).not.toContain('*');
    expect(snap.options.classic).toBe(true);
    // The base is fixed in classic mode: a tap elsewhere says no.
    await gp.click('cell:5,5');
    expect((await gp.snapshot<Snap>()).base).toEqual({ x: 0, y: 0 });
  });

  it('casual: LIMIT cycles to NONE on the options screen; PLAY deals a game that counts moves made', async () => {
    const gp = await open('w=3&h=3&colors=2&moves=10&seed=5');
    await gp.click('button:options');
    await gp.waitForScene('JokerOptions');
    for (const limit of ['easy', 'medium', 'hard', null]) {
      await gp.click('button:limit');
      expect((await gp.snapshot<{ limit: string | null }>()).limit).toBe(limit);
    }
    expect((await gp.snapshot<{ options: JK.JokerOptions }>()).options.casual).toBe(true);
    await gp.click('button:play');
    await gp.waitForScene('JokerColoring');
    await gp.idle();
    const snap = await gp.snapshot<Snap & { casual: boolean; code: string }>();
    expect(snap.casual).toBe(true);
    expect(snap.code).toMatch(/^JC-3X3-2C-CASUAL-/);
    await gp.press(otherColor(await stateOf(gp)));
    await gp.idle();
    expect((await gp.snapshot<Snap>()).moves).toBe(1);
  });

  it('flags custom options that cannot paint the deal before play', async () => {
    const gp = await open('w=40&h=40&moves=3&seed=1');
    await gp.click('button:options');
    await gp.waitForScene('JokerOptions');
    // The solver's worker checks the deal; the flag says 'checking' until it answers.
    const flag = async (): Promise<string> => {
      await gp.page.waitForFunction(() => window.__prism.snapshot()?.flag !== 'checking', undefined, {
        timeout: 30000,
      });
      return (await gp.snapshot<{ flag: string }>()).flag;
    };
    expect(await flag()).toBe('tight');
    await gp.click('button:moves-down');
    await gp.click('button:moves-down');
    expect(await flag()).toBe('impossible');
    await gp.click('button:preset-original');
    expect(await flag()).toBe('ok');
    const { seed } = await gp.snapshot<{ seed: number }>();
    await gp.click('button:play');
    await gp.waitForScene('JokerColoring');
    expect((await gp.snapshot<{ seed: number }>()).seed).toBe(seed);
  });

  it('wins a tiny board and shows the victory panel', async () => {
    const gp = await open('w=3&h=3&colors=2&moves=10&seed=5');
    for (let i = 0; i < 10; i++) {
      const s = await stateOf(gp);
      if (JK.status(s) !== 'playing') break;
      await gp.press(otherColor(s));
      await gp.idle();
    }
    const snap = await gp.snapshot<Snap>();
    expect(snap.status).toBe('won');
    expect(snap.panel).toBe(true);
    await gp.locate('button:new-game');
    // The finished board in view: QUIT is off, as there is no game left to give up.
    await gp.click('button:more');
    await gp.click('button:view-board');
    await gp.waitFor('window.__prism.snapshot()?.panel === false');
    await gp.waitFor(`document.querySelector('#controls button[data-name="quit"]')?.disabled === true`);
  });

  it('two games played show in STATS, with their distribution; WATCH plays one again and DONE comes back', async () => {
    const gp = await open('w=3&h=3&colors=2&moves=10&seed=5');
    const win = async (): Promise<void> => {
      for (let i = 0; i < 10; i++) {
        const s = await stateOf(gp);
        if (JK.status(s) !== 'playing') break;
        await gp.press(otherColor(s));
        await gp.idle();
      }
      expect((await gp.snapshot<Snap>()).status).toBe('won');
      // Par may come after the end on a busy machine: the logged game takes it when it does.
      await gp.page.waitForFunction(() => window.__prism.snapshot()?.par !== null);
    };
    await win();
    const { moves } = await gp.snapshot<Snap>();
    await gp.click('button:more');
    await gp.click('button:replay'); // REPLAY DEAL: the same deal again
    await gp.idle();
    await win();
    await gp.click('button:more');
    await gp.click('button:stats');
    await gp.waitForScene('Stats');
    await gp.idle();
    interface Stats {
      played: number;
      won: number;
      rate: number;
      streak: number;
      bars: { label: string; count: number }[];
      recent: number;
    }
    const { stats } = await gp.snapshot<{ stats: Stats }>();
    expect(stats).toMatchObject({ played: 2, won: 2, rate: 100, streak: 2, recent: 2 });
    // Both games in the distribution of moves over par, in one bar.
    expect(stats.bars.reduce((n, b) => n + b.count, 0)).toBe(2);
    expect(Math.max(...stats.bars.map((b) => b.count))).toBe(2);
    // The newest game watched again from its moves, on its own screen.
    await gp.click('button:stats-watch-0');
    await gp.waitForScene('JokerColoring');
    await gp.page.waitForFunction(() => window.__prism.snapshot()?.watching !== null);
    expect((await gp.snapshot<{ watching: { of: number } }>()).watching.of).toBe(moves);
    // SPEED steps 1× → 2× → 4×; BACK stops the replay and shows the move before, once per press.
    type Watch = { watching: { at: number; playing: boolean; speed: number } };
    await gp.click('button:watch-speed');
    await gp.waitFor('window.__prism.snapshot()?.watching?.speed === 2');
    await gp.click('button:watch-speed');
    await gp.waitFor('window.__prism.snapshot()?.watching?.speed === 4');
    await gp.waitFor(`window.__prism.snapshot()?.watching?.at >= ${Math.min(2, moves)}`);
    await gp.click('button:watch-back');
    await gp.waitFor('window.__prism.snapshot()?.watching?.playing === false');
    const paused = (await gp.snapshot<Watch>()).watching.at;
    await gp.click('button:watch-back');
    await gp.waitFor(`window.__prism.snapshot()?.watching?.at === ${Math.max(0, paused - 1)}`);
    // DONE goes back to the statistics, and CLOSE there back to the game's screen, where the game
    // played last is as it was.
    await gp.click('button:watch-exit');
    await gp.waitForScene('Stats');
    await gp.click('button:stats-close');
    await gp.waitForScene('JokerColoring');
    expect((await gp.snapshot<{ watching: unknown; status: string }>()).status).toBe('won');
  });

  it('loses when the moves run out', async () => {
    const gp = await open('w=12&h=12&colors=6&moves=1&seed=9');
    await gp.press(otherColor(await stateOf(gp)));
    await gp.idle();
    const snap = await gp.snapshot<Snap>();
    expect(snap.status).toBe('lost');
    expect(snap.panel).toBe(true);
  });

  it('asks before quitting, then counts it as disqualified', async () => {
    const gp = await open('seed=13');
    await gp.press('q');
    expect((await gp.snapshot<Snap>()).panel).toBe(true);
    await gp.click('button:cancel-quit');
    expect((await gp.snapshot<Snap>()).status).toBe('playing');
    await gp.press('Escape');
    await gp.click('button:confirm-quit');
    const snap = await gp.snapshot<Snap>();
    expect(snap.status).toBe('quit');
    expect(snap.panel).toBe(true);
  });

  it('resumes after a reload and rejects out-of-range options with a message', async () => {
    const gp = await open('seed=14&w=10&h=8');
    const s0 = await stateOf(gp);
    await gp.press(otherColor(s0));
    await gp.idle();
    const played = await gp.snapshot<Snap>();
    await gp.reload();
    await gp.waitForScene('JokerColoring');
    const resumed = await gp.snapshot<Snap>();
    expect(resumed.board).toBe(played.board);
    expect(resumed.options).toMatchObject({ width: 10, height: 8 });
    await gp.press('u');
    expect((await gp.snapshot<Snap>()).board).toBe(JK.encode(s0));

    const bad = await open('seed=1&moves=500&w=x');
    const snap = await bad.snapshot<Snap>();
    expect(snap.options).toEqual(JK.DEFAULTS);
  });
});

describe('bests and options', () => {
  it('Joker Coloring: a classic game of the same options and seed does not share the best result', async () => {
    const query = 'game=joker-coloring&w=3&h=3&colors=2&moves=10&seed=5';
    const gp = await suite.open(query, { scene: 'JokerColoring' });
    for (let i = 0; i < 10; i++) {
      const s = await gp.snapshot<{ status: string; board: string; base: { x: number; y: number } }>();
      if (s.status !== 'playing') break;
      const baseColor = s.board.split('\n')[s.base.y]?.[s.base.x];
      await gp.press(baseColor === 'r' ? 'g' : 'r');
      await gp.idle();
    }
    const won = await gp.snapshot<{ status: string; best: number | null; moves: number }>();
    expect(won.status).toBe('won');
    expect(won.best).toBe(won.moves);
    await gp.page.goto(gp.page.url().replace(query, `${query}&classic=1`));
    await gp.waitForScene('JokerColoring');
    const classic = await gp.snapshot<{
      status: string;
      best: number | null;
      options: { classic?: boolean };
    }>();
    expect(classic.options.classic).toBe(true);
    expect(classic.status).toBe('playing');
    expect(classic.best).toBeNull();
  });

  it('Joker Coloring options: Enter starts the game once, however often the screen was redrawn', async () => {
    const gp = await suite.open('game=joker-coloring&seed=3', { scene: 'JokerColoring' });
    await gp.click('button:options');
    await gp.waitForScene('JokerOptions');
    for (let i = 0; i < 3; i++) await gp.click('button:moves-up');
    // Count the sounds Howler plays from here on: PLAY makes one 'select'.
    await gp.page.evaluate(`(() => {
      window.__plays = [];
      const play = Howl.prototype.play;
      Howl.prototype.play = function (...args) {
        window.__plays.push(String(this._src));
        return play.apply(this, args);
      };
    })()`);
    await gp.press('Enter');
    await gp.waitForScene('JokerColoring');
    const plays = (await gp.page.evaluate('window.__plays')) as string[];
    expect(plays.filter((src) => src.includes('select'))).toHaveLength(1);
  });
});
