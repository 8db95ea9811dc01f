// Every screen fits every screen: the layout audit (audit.ts) on every screen and panel of the real
// game at phone, tablet and desktop sizes, in portrait and landscape. The phones (a touch context)
// and the larger screens are two walks: each opens one page at its first size and walks through
// the menu, the how-to-play pages, the three games, their questions and results panels and the
// Joker options screen; on every screen reached it also turns the window to each other size of
// its kind and audits it there (a new size restarts the screen from its state, as a fresh visit
// would draw it: BaseScene.relayout), and goes on from the last. A failure lists the problems by
// size and screen. Free texts overlapping ("text-overlap") are reported but do not fail the test (yet).
// The walks ask for reduced motion (the arcade's calm motion): every screen lays itself out the same
// way, and one at rest sleeps (services/rest.ts) instead of drawing motes and bounces at full rate,
// which left the other file's browser short of the cores and took the audit 425 s instead of 245.
// A second test turns a phone mid-game, in full motion, and checks that the game loses nothing.

import { describe, expect, it } from 'vitest';
import { type GamePage, type Point, WAIT_MS } from './harness';
import {
  check,
  type Findings,
  firstLine,
  PHONES,
  SCREENS,
  SIZES,
  type Size,
  sizeList,
  sizeName,
} from './layoutFindings';
import { LayoutWalk, settle } from './layoutWalk';
import { glassworksNearEnd, otherJokerColour } from './positions';
import { browserSuite } from './suite';

const suite = browserSuite();

/**
 * The most one walk may take: about 150 s on a quiet machine here for the five larger screens,
 * several times that on a loaded one (every wait in it is for a state, so a slow machine only takes
 * longer).
 */
const WALK_BUDGET_MS = 900000;

/** The Flood Duel colour key with the largest gain for the player to move. */
async function bestFloodKey(gp: GamePage): Promise<string> {
  const gains = (await gp.snapshot<{ gains: number[] }>()).gains;
  return String(gains.indexOf(Math.max(...gains)) + 1);
}

/**
 * Every screen at every one of `sizes` (one kind: all phones or none), walked at the first; in
 * Slovenian (`lang`), every drawn text must also come from the translation table (the hook's
 * `untranslated()`). One Findings per size, in the order given.
 */
async function auditEverything(sizes: readonly Size[], lang: 'sl' | null = null): Promise<Findings[]> {
  const w = await LayoutWalk.open(suite, sizes, lang);
  const { gp, findings, size } = w;
  /**
   * Move the GlassWorks keyboard cursor to a square. Which arrow moves which way depends on how the
   * board is drawn (a portrait screen may turn it), so the arrows' effects are learned on the way.
   */
  const cursorTo = async (cell: Point) => {
    const cursor = async () => (await gp.snapshot<{ cursor: Point | null }>()).cursor;
    const effect = new Map<string, Point>();
    const arrows = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'];
    if (!(await cursor())) await gp.press('ArrowRight'); // the first arrow shows the cursor
    for (let i = 0; i < 80; i++) {
      const c = (await cursor()) as Point;
      if (c.x === cell.x && c.y === cell.y) return;
      const gain = (e: Point) =>
        Math.abs(cell.x - c.x) +
        Math.abs(cell.y - c.y) -
        Math.abs(cell.x - c.x - e.x) -
        Math.abs(cell.y - c.y - e.y);
      let key =
        arrows.find((a) => effect.has(a) && gain(effect.get(a) as Point) > 0) ??
        arrows.find((a) => !effect.has(a));
      if (!key) {
        effect.clear(); // an arrow that did nothing at an edge may help elsewhere
        key = 'ArrowRight';
      }
      await gp.press(key);
      const n = (await cursor()) as Point;
      effect.set(key, { x: n.x - c.x, y: n.y - c.y });
    }
    throw new Error(`the cursor keys never reached cell:${cell.x},${cell.y}`);
  };
  /** Press a GlassWorks square, then wait for `done`; by the cursor keys if it cannot be pressed. */
  const pressCell = async (cell: Point, done: string) => {
    const p = await w.pressable(`cell:${cell.x},${cell.y}`);
    if (p) {
      await w.pressAt(p);
      if (await w.until(done, WAIT_MS)) return;
    }
    findings.notes.push(
      `cell:${cell.x},${cell.y} could not be ${size.phone ? 'tapped' : 'clicked'}; played by the keyboard`,
    );
    await cursorTo(cell);
    await gp.press('Enter');
    await gp.waitFor(done);
  };
  const at = (p: Point) =>
    `(s => s && s.x === ${p.x} && s.y === ${p.y})(window.__prism.snapshot()?.selected)`;
  const snapIs = (field: string, value: string) => `window.__prism.snapshot()?.${field} === ${value}`;

  await w.walk('Menu', async () => {
    await settle(gp);
    await w.audit('Menu');
  });

  // Where the settings fold into SETTINGS (a short screen), their panel is a screen of its own.
  await w.walk('Menu, settings panel', () =>
    w.auditEach(
      'Menu, settings panel',
      async () => {
        const folded = await gp.page.evaluate(() => window.__prism.locate('button:settings') !== null);
        if (!folded) return false;
        await w.pressButton('settings', "window.__prism.locate('button:settings-close') !== null");
        await settle(gp);
      },
      () => w.pressButton('settings-close', "window.__prism.locate('button:settings-close') === null"),
    ),
  );

  for (const [game, title] of [
    ['glassworks', 'GlassWorks'],
    ['flood-duel', 'Flood Duel'],
    ['joker-coloring', 'Joker Coloring'],
  ] as const) {
    await w.walk(`How to play ${title}`, async () => {
      if ((await gp.scene()) !== 'Menu') await w.goto('', 'Menu');
      await w.pressButton(`help-${game}`, "window.__prism.scene === 'HowToPlay'");
      await gp.waitForScene('HowToPlay');
      const { pages } = await gp.snapshot<{ pages: number }>();
      const toPage = async (page: number, key: string) => {
        await gp.press(key);
        await gp.waitFor(snapIs('page', String(page)));
      };
      // Every page at one size, then the next size: a turn starts the screen again, so turning once
      // a size (not once a page) checks the same pages with far fewer turns. Turned, the screen must
      // still show the first page, as it did.
      let before = await w.kept();
      await w.atEachSize(`How to play ${title}`, 'HowToPlay', 'all', async (one, turned) => {
        const now = turned ? await w.kept() : before;
        if (now !== before) throw new Error(`the screen changed on turning to this size: ${before} → ${now}`);
        for (let page = 0; page < pages; page++) {
          if (page > 0) await toPage(page, 'ArrowRight');
          // The demonstration boards loop, so busy may never settle here: the layout holds still
          // between the demonstration's moves.
          await gp.steady();
          await w.auditHere(`How to play ${title}, page ${page + 1}/${pages}`, one);
        }
        for (let page = pages - 2; page >= 0; page--) await toPage(page, 'ArrowLeft');
        await gp.steady();
        before = await w.kept();
      });
      await gp.press('Escape');
      await gp.waitForScene('Menu');
    });
  }

  await w.walk('GlassWorks', async () => {
    await w.goto('game=glassworks&seed=2026', 'GlassWorks');
    await w.audit('GlassWorks');
    await pressCell({ x: 0, y: 0 }, at({ x: 0, y: 0 }));
    await gp.steady();
    await w.audit('GlassWorks, a piece selected');
    const d = (await gp.snapshot<{ destinations: Point[] }>()).destinations[0];
    if (!d) throw new Error('no jump from the first square');
    await pressCell(d, snapIs('moves', '1'));
    await settle(gp);
    await gp.press('n');
    await gp.waitFor(snapIs('panel', 'true'));
    await settle(gp);
    await w.audit('GlassWorks, new-game question');
    await gp.press('Escape');
    await gp.waitFor(snapIs('panel', 'false'));
    await gp.press('h');
    await gp.waitFor('window.__prism.snapshot()?.hint != null', 60000);
    await settle(gp);
    await w.audit('GlassWorks, hint shown');
    await w.pressButton('show', snapIs('demo', 'true'), 60000);
    await gp.steady(WAIT_MS, 'controls');
    await w.audit('GlassWorks, SHOW ME playing', 'controls');
    await w.pressButton('show', snapIs('demo', 'false')); // STOP
  });

  await w.walk('GlassWorks results', async () => {
    const { save, moves, last } = glassworksNearEnd();
    await w.goto('', 'Menu'); // no game left running to save over it
    await gp.page.evaluate((text) => localStorage.setItem('prism-arcade/glassworks', text), save);
    await w.goto('game=glassworks&seed=31', 'GlassWorks');
    await pressCell(last.from, at(last.from));
    await pressCell(last.to, snapIs('moves', String(moves + 1)));
    await gp.waitFor(snapIs('panel', 'true'));
    await settle(gp);
    await w.audit('GlassWorks, result card');
    await w.pressButton('more', "window.__prism.snapshot()?.phase === 'more'");
    await settle(gp);
    await w.audit('GlassWorks, the rest of the results (MORE…)');
  });

  await w.walk('Flood Duel', async () => {
    await w.goto('game=flood-duel&mode=duo&seed=3', 'FloodDuel');
    await w.audit('Flood Duel (2 players)');
    // On a phone held upright the new games are a sheet of their own.
    if (await gp.page.evaluate(() => window.__prism.locate('button:new-game-menu') !== null)) {
      await w.pressButton(
        'new-game-menu',
        "window.__prism.layout().some((i) => i.name === 'new-game-close')",
      );
      await settle(gp);
      await w.audit('Flood Duel, NEW GAME… sheet');
      await w.pressButton(
        'new-game-close',
        "!window.__prism.layout().some((i) => i.name === 'new-game-close')",
      );
    }
    await w.auditEach('Flood Duel, the computer thinking', async () => {
      await w.goto('game=flood-duel&mode=cpu&seed=3', 'FloodDuel');
      await gp.press(await bestFloodKey(gp));
      // Thinking (about a second); on a loaded machine it may have answered already by the first look.
      await gp.waitFor(
        'window.__prism.snapshot()?.thinking === true || window.__prism.snapshot()?.moves >= 2',
      );
      return true;
    });
  });

  await w.walk('Flood Duel game over', async () => {
    await w.goto('game=flood-duel&mode=duo&w=4&h=4&seed=8', 'FloodDuel');
    for (let i = 0; i < 40 && (await gp.snapshot()).status !== 'over'; i++) {
      await gp.press(await bestFloodKey(gp));
      await gp.idle();
    }
    await gp.waitFor(snapIs('panel', 'true'));
    await settle(gp);
    await w.audit('Flood Duel, game-over panel');
  });

  await w.walk('Joker Coloring', async () => {
    await w.goto('game=joker-coloring&seed=11', 'JokerColoring');
    await w.audit('Joker Coloring');
    await gp.press('q');
    await gp.waitFor(snapIs('panel', 'true'));
    await settle(gp);
    await w.audit('Joker Coloring, quit question');
    await gp.press('Escape');
    await gp.waitFor(snapIs('panel', 'false'));
    await gp.press('s');
    await gp.waitFor('window.__prism.snapshot()?.picking != null');
    await gp.steady();
    await w.audit('Joker Coloring, base picking');
    await gp.press('Escape');
    await gp.waitFor('window.__prism.snapshot()?.picking == null');
    await w.pressButton('options', "window.__prism.scene === 'JokerOptions'");
    await gp.waitForScene('JokerOptions');
    await w.until("window.__prism.snapshot()?.flag !== 'checking'", WAIT_MS);
    await gp.steady();
    await w.audit('Joker options screen');
  });

  await w.walk('Joker Coloring won', async () => {
    await w.goto('game=joker-coloring&w=3&h=3&colors=2&moves=10&seed=5', 'JokerColoring');
    for (let i = 0; i < 10 && (await gp.snapshot()).status === 'playing'; i++) {
      await gp.press(await otherJokerColour(gp));
      await gp.idle();
    }
    await gp.waitFor(snapIs('panel', 'true'));
    await settle(gp);
    await w.audit('Joker Coloring, won panel');
    // The game's statistics, from STATS behind the card's MORE….
    await gp.click('button:more');
    await gp.click('button:stats');
    await gp.waitForScene('Stats');
    await settle(gp);
    await w.audit('Statistics of Joker Coloring');
  });

  await w.walk('Joker Coloring lost', async () => {
    await w.goto('game=joker-coloring&w=12&h=12&colors=6&moves=1&seed=9', 'JokerColoring');
    await gp.press(await otherJokerColour(gp));
    await gp.waitFor(snapIs('panel', 'true'));
    await settle(gp);
    await w.audit('Joker Coloring, lost panel');
  });

  // Last, as it blocks storage for every page after it: the menu as a visit without storage sees it
  // (as in an itch.io frame whose browser blocks third-party storage), with its notice.
  await w.walk('Menu, progress for this visit only', async () => {
    await gp.page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    await w.goto('', 'Menu');
    await gp.waitFor(snapIs('storageNotice', 'true'));
    await w.audit('Menu, storage notice');
  });

  return w.all;
}

describe('every screen fits every screen', () => {
  it.each([
    ['the phones (touch)', PHONES],
    ['the larger screens', SCREENS],
  ] as const)(
    'on %s: no control or label out of place on any screen or panel, at each size',
    async (_name, sizes) => {
      console.log(`walked at ${sizeName(sizes[0] as Size)}, turned to ${sizeList(sizes.slice(1))}`);
      check(await auditEverything(sizes));
    },
    WALK_BUDGET_MS,
  );

  it.each([
    ['360×640 (phone, touch)', SIZES[0] as Size],
    ['1280×720', SIZES.find((s) => s.width === 1280) as Size],
  ] as const)(
    'in Slovenian at %s: every text from the translation table, and it all fits',
    async (_name, size) => check(await auditEverything([size], 'sl'), 'sl'),
    WALK_BUDGET_MS,
  );

  it('turning a phone mid-game loses nothing: selection, base picking, a question, the computer’s turn', async () => {
    const portrait = { width: 390, height: 844 };
    const landscape = { width: 844, height: 390 };
    const gp = await suite.open('', { viewport: portrait, touch: true, scene: 'Menu' });
    const home = gp.page.url().split('?')[0] as string;
    /** What the game lost, as readable lines; the test fails on any at the end. */
    const lost: string[] = [];
    const check = (what: string, actual: unknown, expected: unknown) => {
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        lost.push(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
    };
    const turn = async (to: { width: number; height: number }, scene: string) => {
      await gp.resizeTo(to);
      await gp.waitForScene(scene);
      await gp.steady();
    };
    /** Turn to landscape and back, checking after each turn. */
    const both = async (scene: string, verify: (when: string) => Promise<void>) => {
      await turn(landscape, scene);
      await verify('after turning to landscape');
      await turn(portrait, scene);
      await verify('after turning back to portrait');
    };
    /** One situation from a fresh deep link; a step that cannot be taken is reported, not thrown. */
    const part = async (what: string, query: string, scene: string, steps: () => Promise<void>) => {
      try {
        if (gp.page.viewportSize()?.width !== portrait.width) await gp.page.setViewportSize(portrait);
        await gp.page.goto(`${home}?${query}`);
        await gp.waitForScene(scene);
        await gp.idle();
        await steps();
      } catch (e) {
        lost.push(`${what}: ${firstLine(e)}`);
      }
    };
    const snap = <T = Record<string, unknown>>() => gp.snapshot<T>();

    await part('GlassWorks selection', 'game=glassworks&seed=2026', 'GlassWorks', async () => {
      await gp.tap('cell:0,0');
      const { selected, destinations } = await snap<{ selected: Point | null; destinations: Point[] }>();
      expect(selected, 'a tap on cell 0,0 selects it').toEqual({ x: 0, y: 0 });
      await both('GlassWorks', async (when) => {
        const s = await snap();
        check(`GlassWorks selection ${when}`, s.selected, selected);
        check(`GlassWorks destinations ${when}`, s.destinations, destinations);
      });
    });

    await part('GlassWorks new-game question', 'game=glassworks&seed=2026', 'GlassWorks', async () => {
      await gp.tap('cell:0,0');
      const d = (await snap<{ destinations: Point[] }>()).destinations[0];
      if (!d) throw new Error('no jump from cell 0,0');
      await gp.tap(`cell:${d.x},${d.y}`);
      await gp.idle();
      const board = (await snap()).board;
      await gp.press('n');
      expect((await snap()).panel, 'N opens the new-game question').toBe(true);
      await both('GlassWorks', async (when) => {
        const s = await snap();
        check(`GlassWorks new-game question open ${when}`, s.panel, true);
        check(`GlassWorks board ${when}`, s.board, board);
        check(`GlassWorks jumps ${when}`, s.moves, 1);
      });
    });

    await part('Joker base picking', 'game=joker-coloring&seed=11', 'JokerColoring', async () => {
      await gp.press('s');
      await gp.press('ArrowRight');
      const { picking, base } = await snap<{ picking: Point | null; base: Point }>();
      expect(picking, 's and an arrow start base picking').not.toBeNull();
      await both('JokerColoring', async (when) => {
        const s = await snap();
        check(`Joker base-picking cursor ${when}`, s.picking, picking);
        check(`Joker base ${when}`, s.base, base);
      });
    });

    await part('Joker quit question', 'game=joker-coloring&seed=11', 'JokerColoring', async () => {
      await gp.press('q');
      expect((await snap()).panel, 'Q opens the quit question').toBe(true);
      await both('JokerColoring', async (when) => {
        const s = await snap();
        check(`Joker quit question open ${when}`, s.panel, true);
        check(`Joker status ${when}`, s.status, 'playing');
      });
    });

    await part('Flood Duel computer thinking', 'game=flood-duel&mode=cpu&seed=3', 'FloodDuel', async () => {
      await gp.press(await bestFloodKey(gp));
      await gp.waitFor('window.__prism.snapshot()?.thinking === true');
      await turn(landscape, 'FloodDuel');
      const mid = await snap<{ moves: number; thinking: boolean }>();
      // Still thinking about its reply, or it has already played it: nothing else.
      if (!(mid.moves === 2 || (mid.moves === 1 && mid.thinking)))
        lost.push(
          `Flood Duel after turning to landscape: moves ${mid.moves}, thinking ${mid.thinking} (the computer's reply must go on)`,
        );
      await gp.waitFor('window.__prism.snapshot()?.moves >= 2').catch(() => undefined);
      await gp.idle();
      const end = await snap<{ moves: number; thinking: boolean; turn: number }>();
      check(
        'Flood Duel once the computer has answered (moves, thinking, turn)',
        [end.moves, end.thinking, end.turn],
        [2, false, 1],
      );
      await turn(portrait, 'FloodDuel');
      check('Flood Duel moves after turning back to portrait', (await snap()).moves, 2);
    });

    if (lost.length > 0)
      expect.fail(`\nTurning a 390×844 phone lost:\n${lost.map((l) => `  ✗ ${l}`).join('\n')}\n`);
  });
});
