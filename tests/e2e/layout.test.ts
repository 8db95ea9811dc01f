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
import { auditLayout, type CanvasInfo, type LayoutItem, type Problem, SOFT_RULES } from './audit';
import { type GamePage, type Point, WAIT_MS } from './harness';
import { glassworksNearEnd, otherJokerColour } from './positions';
import { browserSuite } from './suite';

const suite = browserSuite();

interface Size {
  readonly width: number;
  readonly height: number;
  /** A phone: a touch context, and controls must be 44 CSS px touch targets. */
  readonly phone: boolean;
}

const SIZES: readonly Size[] = [
  { width: 360, height: 640, phone: true },
  { width: 390, height: 844, phone: true },
  { width: 412, height: 915, phone: true },
  { width: 640, height: 360, phone: true },
  { width: 768, height: 1024, phone: false },
  { width: 1024, height: 768, phone: false },
  { width: 960, height: 600, phone: false },
  { width: 1280, height: 720, phone: false },
  { width: 1920, height: 1080, phone: false },
];

/**
 * The most one walk may take: about 150 s on a quiet machine here for the five larger screens,
 * several times that on a loaded one (every wait in it is for a state, so a slow machine only takes
 * longer).
 */
const WALK_BUDGET_MS = 900000;

const sizeName = (s: Size): string => `${s.width}×${s.height}${s.phone ? ' (phone, touch)' : ''}`;

/** The phones, walked at 390×844; the larger screens, walked at 1280×720. */
const PHONES = [1, 0, 2, 3].map((i) => SIZES[i] as Size);
const SCREENS = [7, 4, 5, 6, 8].map((i) => SIZES[i] as Size);

/** Names of the buttons only a modal panel has (the results panels and the questions). */
const PANEL_BUTTONS = new Set([
  'confirm-new',
  'cancel-new',
  'new-deal',
  'replay',
  'panel-undo',
  'rematch',
  'close-panel',
  'confirm-quit',
  'cancel-quit',
  'new-game',
  'panel-options',
  'more',
  'more-close',
  'new-game-close',
]);

async function readLayout(
  gp: GamePage,
): Promise<{ items: LayoutItem[]; canvas: CanvasInfo; panel: boolean }> {
  return gp.page.evaluate(() => {
    const hook = window.__prism;
    return { items: hook.layout(), canvas: hook.canvas, panel: hook.snapshot()?.panel === true };
  });
}

/**
 * Where an open panel starts in the layout list: the panel is drawn last (over everything), its
 * title and lines come just before its first button, centred on the canvas.
 */
function modalStart(items: readonly LayoutItem[], canvas: CanvasInfo): number | undefined {
  // The hook marks what belongs to the open panel.
  const marked = items.findIndex((i) => i.inModal === true);
  if (marked >= 0) return marked;
  const first = items.findIndex((i) => i.kind === 'control' && i.name !== null && PANEL_BUTTONS.has(i.name));
  if (first < 0) return undefined;
  const centred = (b: LayoutItem['bounds']) => Math.abs(b.x + b.w / 2 - canvas.width / 2) <= 2;
  let start = first;
  for (let i = first - 1; i >= 0; i--) {
    const it = items[i] as LayoutItem;
    if (it.kind !== 'text' || !centred(it.bounds)) break;
    start = i;
  }
  return start;
}

/**
 * Keys under which a problem counts as one already listed: the same rule on the same items, a
 * control by its name, a text by where it is (its left edge or its centre, as a score's digits
 * change), so "108" and "107" in the same place are one problem.
 */
function sameAs(p: Problem): string[] {
  const where = (i: LayoutItem, centre: boolean) =>
    i.kind === 'control' && i.name
      ? `button:${i.name}`
      : `${i.kind}@${Math.round(centre ? i.bounds.x + i.bounds.w / 2 : i.bounds.x)},${Math.round(i.bounds.y)}`;
  return [false, true].map((centre) => `${p.rule}|${p.subjects.map((i) => where(i, centre)).join('|')}`);
}

/** One size's findings: problems by screen, in the order the screens were visited. */
class Findings {
  readonly screens = new Map<string, Problem[]>();
  readonly unreachable: string[] = [];
  /** How a screen had to be reached another way (a target that could not be pressed). */
  readonly notes: string[] = [];
  /** Seconds spent turning to this size and auditing on it. */
  private seconds = 0;

  constructor(readonly size: Size) {}

  add(screen: string, problems: Problem[]): void {
    this.screens.set(screen, [...(this.screens.get(screen) ?? []), ...problems]);
  }

  /** Seconds each walk took, all its sizes included (kept on the walk's first size). */
  readonly walks = new Map<string, number>();

  /**
   * How long this size's turns and audits took ("768×1024: 21.9 s turning to it and auditing"), and
   * on the walk's first size each walk's whole time ("walks 130.2 s: Menu 6.1, GlassWorks 15.0, …").
   */
  timing(): string {
    const own = `${sizeName(this.size)}: ${this.seconds.toFixed(1)} s turning to it and auditing`;
    if (this.walks.size === 0) return own;
    const each = [...this.walks].map(([what, s]) => `${what} ${s.toFixed(1)}`).join(', ');
    return `${own}; walks ${[...this.walks.values()].reduce((a, b) => a + b, 0).toFixed(1)} s: ${each}`;
  }

  /** Add seconds to this size's turns and audits. */
  took(seconds: number): void {
    this.seconds += seconds;
  }

  count(soft: boolean): number {
    return [...this.screens.values()].flat().filter((p) => SOFT_RULES.has(p.rule) === soft).length;
  }

  /**
   * A readable report: each screen with its problems; a problem already listed on an earlier
   * screen (the same screen under a panel, say) is counted, not repeated.
   */
  report(soft: boolean): string {
    const seen = new Set<string>();
    const isSeen = (p: Problem) => sameAs(p).some((k) => seen.has(k));
    const lines: string[] = [];
    let screens = 0;
    let total = 0;
    for (const [screen, all] of this.screens) {
      const problems = all.filter((p) => SOFT_RULES.has(p.rule) === soft);
      if (problems.length === 0) continue;
      screens++;
      total += problems.length;
      const fresh = problems.filter((p) => !isSeen(p));
      for (const p of problems) for (const k of sameAs(p)) seen.add(k);
      lines.push(`  ${screen}:`);
      for (const p of fresh) lines.push(`    ✗ ${p.rule}: ${p.message}`);
      const repeated = problems.length - fresh.length;
      if (repeated > 0) lines.push(`    (+ ${repeated} as on a screen above)`);
    }
    if (!soft) for (const u of this.unreachable) lines.push(`  could not reach: ${u}`);
    if (!soft && lines.length > 0) for (const n of this.notes) lines.push(`  note: ${n}`);
    if (lines.length === 0) return '';
    const what = soft ? 'soft text overlaps (not failed on)' : 'layout problems';
    const head = `${sizeName(this.size)}: ${total} ${what} on ${screens} screen(s)${
      soft || this.unreachable.length === 0 ? '' : `, ${this.unreachable.length} screen(s) not reached`
    }`;
    return [head, ...lines].join('\n');
  }
}

/** An error's first line, for a report. */
const firstLine = (e: unknown): string => String((e as Error).message ?? e).split('\n')[0] as string;

/** Wait for the game to settle (no animation, no computer turn) and its layout to hold still. */
async function settle(gp: GamePage): Promise<void> {
  await gp.idle();
  await gp.steady();
}

/** The Flood Duel colour key with the largest gain for the player to move. */
async function bestFloodKey(gp: GamePage): Promise<string> {
  const gains = (await gp.snapshot<{ gains: number[] }>()).gains;
  return String(gains.indexOf(Math.max(...gains)) + 1);
}

/** Snapshot fields a new size must keep: the screen is the same one, in the same state. */
const KEPT = ['panel', 'page', 'selected', 'picking', 'demo', 'status', 'storageNotice'] as const;

/**
 * Every screen at every one of `sizes` (one kind: all phones or none), walked at the first; in
 * Slovenian (`lang`), every drawn text must also come from the translation table (the hook's
 * `untranslated()`). One Findings per size, in the order given.
 */
async function auditEverything(sizes: readonly Size[], lang: 'sl' | null = null): Promise<Findings[]> {
  const size = sizes[0] as Size;
  const all = sizes.map((s) => new Findings(s));
  const findings = all[0] as Findings;
  const withLang = (query: string): string =>
    lang ? [query, `lang=${lang}`].filter(Boolean).join('&') : query;
  const gp = await suite.open(withLang(''), {
    viewport: { width: size.width, height: size.height },
    touch: size.phone,
    reducedMotion: true,
    scene: 'Menu',
  });
  const home = gp.page.url().split('?')[0] as string;
  const goto = async (query: string, scene: string) => {
    await gp.page.goto(`${home}?${withLang(query)}`);
    await gp.waitForScene(scene);
    await settle(gp);
  };
  /** Turn the window to `to`: the canvas takes the new size, and the screen starts again and holds still. */
  const resize = async (to: Size, scene: string, only: 'all' | 'controls') => {
    await gp.resizeTo(to);
    await gp.waitForScene(scene);
    await gp.steady(WAIT_MS, only);
  };
  const kept = async () => {
    const snap = await gp.snapshot();
    const scene = await gp.scene();
    // How to play's demonstration loops and starts again at a new size: only that it plays is kept.
    const keep = (k: (typeof KEPT)[number]) =>
      scene === 'HowToPlay' && k === 'demo' ? snap?.[k] != null : (snap?.[k] ?? null);
    return JSON.stringify([scene, ...KEPT.map(keep)]);
  };
  const auditHere = async (screen: string, into: Findings) => {
    const { items, canvas } = await readLayout(gp);
    into.add(screen, auditLayout(items, canvas, { phone: size.phone, modalFrom: modalStart(items, canvas) }));
    if (!lang) return;
    const untranslated = await gp.page.evaluate(() => window.__prism.untranslated());
    into.add(
      screen,
      untranslated.map((text) => ({
        rule: 'untranslated' as const,
        items: [`text "${text}"`],
        subjects: [],
        message: `text "${text}" did not come from the translation table`,
      })),
    );
  };
  /** The size the window has now: the walk goes on at whichever size the last audit left it. */
  let here = findings;
  /**
   * At the size the window has, then at each other size in turn (the window turned to it, the
   * screen in `scene` holding still), staying at the last: each size costs one turn. `step` runs at
   * each size; a step that fails is noted for that size, and the next size goes on.
   */
  const atEachSize = async (
    screen: string,
    scene: string,
    only: 'all' | 'controls',
    step: (one: Findings, turned: boolean) => Promise<void>,
  ) => {
    for (const one of [here, ...all.filter((f) => f !== here)]) {
      const start = performance.now();
      try {
        const turned = one !== here;
        if (turned) {
          await resize(one.size, scene, only);
          here = one;
        }
        await step(one, turned);
      } catch (e) {
        one.unreachable.push(`${screen}: ${firstLine(e)}`);
      }
      one.took((performance.now() - start) / 1000);
    }
  };
  /**
   * Audit the screen on show at every size; turned to a size, it must come back in the same state.
   * With `controls`, only the controls must hold still (a screen that plays on, as in
   * `GamePage.steady`).
   */
  const audit = async (screen: string, only: 'all' | 'controls' = 'all') => {
    const state = await kept();
    await atEachSize(screen, (await gp.scene()) as string, only, async (one, turned) => {
      const now = turned ? await kept() : state;
      if (now !== state) throw new Error(`the screen changed on turning to this size: ${state} → ${now}`);
      await auditHere(screen, one);
    });
  };
  /**
   * A screen that lasts only a moment (the computer thinking), or that only some sizes have (the
   * settings folded into a panel): at each size, `reach` brings it about afresh (false: not at this
   * size), it is audited, and `leave` closes it.
   */
  const auditEach = async (
    screen: string,
    reach: () => Promise<boolean | undefined>,
    leave: () => Promise<void> = async () => undefined,
  ) =>
    atEachSize(screen, (await gp.scene()) as string, 'all', async (one) => {
      if ((await reach()) === false) return;
      await auditHere(screen, one);
      await leave();
    });
  /** A run of screens reached one after the other; a failure to reach one skips the rest of it. */
  const walk = async (what: string, steps: () => Promise<void>) => {
    const start = performance.now();
    try {
      await steps();
    } catch (e) {
      findings.unreachable.push(`${what}: ${firstLine(e)}`);
    }
    findings.walks.set(what, (performance.now() - start) / 1000);
  };
  const until = (condition: string, timeout: number) =>
    gp.waitFor(condition, timeout).then(
      () => true,
      () => false,
    );

  // Reaching a screen must not depend on the layout under audit: a target is clicked (tapped on a
  // phone) only where it is drawn on the canvas and no other control covers it, and if that does
  // not work the keyboard does it instead (noted in the report).
  const pressable = async (target: string): Promise<Point | null> => {
    const p = await gp.page.evaluate((t) => window.__prism.locate(t), target);
    if (!p) return null;
    const { items, canvas } = await readLayout(gp);
    if (p.x < 0 || p.y < 0 || p.x >= canvas.width || p.y >= canvas.height) return null;
    const inside = (b: LayoutItem['bounds']) =>
      p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h;
    const others = items.filter(
      (i) => i.kind === 'control' && `button:${i.name}` !== target && inside(i.bounds),
    );
    return others.length === 0 ? p : null;
  };
  const pressAt = (p: Point) => (size.phone ? gp.tap(p) : gp.click(p));
  /** Tab to a button, then Enter. */
  const keyboardPress = async (name: string) => {
    for (let i = 0; i < 40; i++) {
      if ((await gp.snapshot<{ focus: string | null }>()).focus === name) return gp.press('Enter');
      await gp.press('Tab');
    }
    throw new Error(`the keyboard never reached button:${name}`);
  };
  /** Press a button, then wait for `done` (a page expression). */
  const pressButton = async (name: string, done: string, timeout = WAIT_MS) => {
    const p = await pressable(`button:${name}`);
    if (p) {
      await pressAt(p);
      if (await until(done, timeout)) return;
    }
    findings.notes.push(
      `button:${name} could not be ${size.phone ? 'tapped' : 'clicked'}; pressed by the keyboard`,
    );
    await keyboardPress(name);
    await gp.waitFor(done, timeout);
  };
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
    const p = await pressable(`cell:${cell.x},${cell.y}`);
    if (p) {
      await pressAt(p);
      if (await until(done, WAIT_MS)) return;
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

  await walk('Menu', async () => {
    await settle(gp);
    await audit('Menu');
  });

  // Where the settings fold into SETTINGS (a short screen), their panel is a screen of its own.
  await walk('Menu, settings panel', () =>
    auditEach(
      'Menu, settings panel',
      async () => {
        const folded = await gp.page.evaluate(() => window.__prism.locate('button:settings') !== null);
        if (!folded) return false;
        await pressButton('settings', "window.__prism.locate('button:settings-close') !== null");
        await settle(gp);
      },
      () => pressButton('settings-close', "window.__prism.locate('button:settings-close') === null"),
    ),
  );

  for (const [game, title] of [
    ['glassworks', 'GlassWorks'],
    ['flood-duel', 'Flood Duel'],
    ['joker-coloring', 'Joker Coloring'],
  ] as const) {
    await walk(`How to play ${title}`, async () => {
      if ((await gp.scene()) !== 'Menu') await goto('', 'Menu');
      await pressButton(`help-${game}`, "window.__prism.scene === 'HowToPlay'");
      await gp.waitForScene('HowToPlay');
      const { pages } = await gp.snapshot<{ pages: number }>();
      const toPage = async (page: number, key: string) => {
        await gp.press(key);
        await gp.waitFor(snapIs('page', String(page)));
      };
      // Every page at one size, then the next size: a turn starts the screen again, so turning once
      // a size (not once a page) checks the same pages with far fewer turns. Turned, the screen must
      // still show the first page, as it did.
      let before = await kept();
      await atEachSize(`How to play ${title}`, 'HowToPlay', 'all', async (one, turned) => {
        const now = turned ? await kept() : before;
        if (now !== before) throw new Error(`the screen changed on turning to this size: ${before} → ${now}`);
        for (let page = 0; page < pages; page++) {
          if (page > 0) await toPage(page, 'ArrowRight');
          // The demonstration boards loop, so busy may never settle here: the layout holds still
          // between the demonstration's moves.
          await gp.steady();
          await auditHere(`How to play ${title}, page ${page + 1}/${pages}`, one);
        }
        for (let page = pages - 2; page >= 0; page--) await toPage(page, 'ArrowLeft');
        await gp.steady();
        before = await kept();
      });
      await gp.press('Escape');
      await gp.waitForScene('Menu');
    });
  }

  await walk('GlassWorks', async () => {
    await goto('game=glassworks&seed=2026', 'GlassWorks');
    await audit('GlassWorks');
    await pressCell({ x: 0, y: 0 }, at({ x: 0, y: 0 }));
    await gp.steady();
    await audit('GlassWorks, a piece selected');
    const d = (await gp.snapshot<{ destinations: Point[] }>()).destinations[0];
    if (!d) throw new Error('no jump from the first square');
    await pressCell(d, snapIs('moves', '1'));
    await settle(gp);
    await gp.press('n');
    await gp.waitFor(snapIs('panel', 'true'));
    await settle(gp);
    await audit('GlassWorks, new-game question');
    await gp.press('Escape');
    await gp.waitFor(snapIs('panel', 'false'));
    await gp.press('h');
    await gp.waitFor('window.__prism.snapshot()?.hint != null', 60000);
    await settle(gp);
    await audit('GlassWorks, hint shown');
    await pressButton('show', snapIs('demo', 'true'), 60000);
    await gp.steady(WAIT_MS, 'controls');
    await audit('GlassWorks, SHOW ME playing', 'controls');
    await pressButton('show', snapIs('demo', 'false')); // STOP
  });

  await walk('GlassWorks results', async () => {
    const { save, moves, last } = glassworksNearEnd();
    await goto('', 'Menu'); // no game left running to save over it
    await gp.page.evaluate((text) => localStorage.setItem('prism-arcade/glassworks', text), save);
    await goto('game=glassworks&seed=31', 'GlassWorks');
    await pressCell(last.from, at(last.from));
    await pressCell(last.to, snapIs('moves', String(moves + 1)));
    await gp.waitFor(snapIs('panel', 'true'));
    await settle(gp);
    await audit('GlassWorks, result card');
    await pressButton('more', "window.__prism.snapshot()?.phase === 'more'");
    await settle(gp);
    await audit('GlassWorks, the rest of the results (MORE…)');
  });

  await walk('Flood Duel', async () => {
    await goto('game=flood-duel&mode=duo&seed=3', 'FloodDuel');
    await audit('Flood Duel (2 players)');
    // On a phone held upright the new games are a sheet of their own.
    if (await gp.page.evaluate(() => window.__prism.locate('button:new-game-menu') !== null)) {
      await pressButton('new-game-menu', "window.__prism.layout().some((i) => i.name === 'new-game-close')");
      await settle(gp);
      await audit('Flood Duel, NEW GAME… sheet');
      await pressButton(
        'new-game-close',
        "!window.__prism.layout().some((i) => i.name === 'new-game-close')",
      );
    }
    await auditEach('Flood Duel, the computer thinking', async () => {
      await goto('game=flood-duel&mode=cpu&seed=3', 'FloodDuel');
      await gp.press(await bestFloodKey(gp));
      // Thinking (about a second); on a loaded machine it may have answered already by the first look.
      await gp.waitFor(
        'window.__prism.snapshot()?.thinking === true || window.__prism.snapshot()?.moves >= 2',
      );
      return true;
    });
  });

  await walk('Flood Duel game over', async () => {
    await goto('game=flood-duel&mode=duo&w=4&h=4&seed=8', 'FloodDuel');
    for (let i = 0; i < 40 && (await gp.snapshot()).status !== 'over'; i++) {
      await gp.press(await bestFloodKey(gp));
      await gp.idle();
    }
    await gp.waitFor(snapIs('panel', 'true'));
    await settle(gp);
    await audit('Flood Duel, game-over panel');
  });

  await walk('Joker Coloring', async () => {
    await goto('game=joker-coloring&seed=11', 'JokerColoring');
    await audit('Joker Coloring');
    await gp.press('q');
    await gp.waitFor(snapIs('panel', 'true'));
    await settle(gp);
    await audit('Joker Coloring, quit question');
    await gp.press('Escape');
    await gp.waitFor(snapIs('panel', 'false'));
    await gp.press('s');
    await gp.waitFor('window.__prism.snapshot()?.picking != null');
    await gp.steady();
    await audit('Joker Coloring, base picking');
    await gp.press('Escape');
    await gp.waitFor('window.__prism.snapshot()?.picking == null');
    await pressButton('options', "window.__prism.scene === 'JokerOptions'");
    await gp.waitForScene('JokerOptions');
    await until("window.__prism.snapshot()?.flag !== 'checking'", WAIT_MS);
    await gp.steady();
    await audit('Joker options screen');
  });

  await walk('Joker Coloring won', async () => {
    await goto('game=joker-coloring&w=3&h=3&colors=2&moves=10&seed=5', 'JokerColoring');
    for (let i = 0; i < 10 && (await gp.snapshot()).status === 'playing'; i++) {
      await gp.press(await otherJokerColour(gp));
      await gp.idle();
    }
    await gp.waitFor(snapIs('panel', 'true'));
    await settle(gp);
    await audit('Joker Coloring, won panel');
    // The game's statistics, from STATS behind the card's MORE….
    await gp.click('button:more');
    await gp.click('button:stats');
    await gp.waitForScene('Stats');
    await settle(gp);
    await audit('Statistics of Joker Coloring');
  });

  await walk('Joker Coloring lost', async () => {
    await goto('game=joker-coloring&w=12&h=12&colors=6&moves=1&seed=9', 'JokerColoring');
    await gp.press(await otherJokerColour(gp));
    await gp.waitFor(snapIs('panel', 'true'));
    await settle(gp);
    await audit('Joker Coloring, lost panel');
  });

  // Last, as it blocks storage for every page after it: the menu as a visit without storage sees it
  // (as in an itch.io frame whose browser blocks third-party storage), with its notice.
  await walk('Menu, progress for this visit only', async () => {
    await gp.page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    await goto('', 'Menu');
    await gp.waitFor(snapIs('storageNotice', 'true'));
    await audit('Menu, storage notice');
  });

  return all;
}

/** Print each size's soft findings and time, and fail on any size's hard findings. */
function check(all: readonly Findings[], lang: 'sl' | null = null): void {
  for (const f of all) {
    // The soft findings are printed for the record; only the hard ones fail.
    console.log(f.report(true) || `${sizeName(f.size)}${lang ? ` (${lang})` : ''}: no text overlaps`);
    console.log(f.timing());
    // A target the walk could not press where it is drawn (the keyboard stood in): said every time,
    // as it may be a control that takes no press (a turned phone's board once ignored its taps).
    for (const n of f.notes) console.log(`${sizeName(f.size)}: note: ${n}`);
  }
  const hard = all.map((f) => f.report(false)).filter(Boolean);
  if (hard.length > 0) expect.fail(`\n${hard.join('\n')}\n`);
}

const sizeList = (sizes: readonly Size[]): string => sizes.map((s) => `${s.width}×${s.height}`).join(', ');

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
