// Takes the README's screenshots (the shots filed under docs/) from the real production build in
// headless Chromium: `npm run screenshots` (after `npm run build`). Extra shots for reviewing layouts
// go to test-results/ when names are given: `npm run screenshots -- menu-phone`.

import { mkdirSync, writeFileSync } from 'node:fs';
import { ladderDeal } from '../src/logic/glassworks/ladder';
import { LADDER_SEEDS } from '../src/logic/glassworks/ladderSeeds';
import { frameBrowser, serveOuterPage } from '../tests/e2e/frame';
import { GamePage, launchBrowser, serveDist } from '../tests/e2e/harness';
import { finishGlassworks, glassworksNearEnd } from '../tests/e2e/positions';

interface Shot {
  file: string;
  query: string;
  scene: string;
  viewport: { width: number; height: number };
  /** Clicks before the shot (hook targets), or key presses written `key:NAME`. */
  steps?: string[];
  /** The scene the steps lead to, waited for before the shot. */
  leadsTo?: string;
  /** How long to let the screen play before the shot (ms; default 1200). */
  settle?: number;
  /** Anything else to do before the shot (play a game to its end…). */
  prepare?: (gp: GamePage) => Promise<void>;
  /** The browser refuses the game its storage (as in a frame with third-party storage blocked). */
  blockStorage?: boolean;
  /** Shoot the whole itch.io-like page framing the game, with third-party storage blocked. */
  inFrame?: boolean;
}

/** Make reading localStorage throw, as a browser blocking it does. */
function blockStorage(): void {
  Object.defineProperty(window, 'localStorage', {
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

/** Play the largest gain until the game is over (a small Flood Duel board). */
async function playFloodOut(gp: GamePage): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const s = (await gp.snapshot()) as { status: string; gains: number[] };
    if (s.status !== 'playing') break;
    await gp.press(String(s.gains.indexOf(Math.max(...s.gains)) + 1));
    await gp.idle();
  }
}

/** Paint a tiny Joker board one colour. */
async function winJoker(gp: GamePage): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const s = (await gp.snapshot()) as { status: string; board: string; base: { x: number; y: number } };
    if (s.status !== 'playing') break;
    await gp.press(s.board.split('\n')[s.base.y]?.[s.base.x] === 'r' ? 'g' : 'r');
    await gp.idle();
  }
}

/** Every screen of the arcade at phone and desktop size, for the README's gallery. */
const SCREENS: Record<string, Omit<Shot, 'file' | 'viewport'>> = {
  menu: { query: '', scene: 'Menu' },
  'menu-storage-notice': { query: '', scene: 'Menu', blockStorage: true },
  'how-to-play': {
    query: '',
    scene: 'Menu',
    steps: ['button:help-joker-coloring', 'key:ArrowRight'],
    leadsTo: 'HowToPlay',
    settle: 3000,
  },
  glassworks: { query: 'game=glassworks&seed=2026', scene: 'GlassWorks', steps: ['cell:0,0'] },
  'glassworks-new-game': {
    query: 'game=glassworks&seed=2026',
    scene: 'GlassWorks',
    prepare: async (gp) => {
      await gp.click('cell:0,0');
      const d = ((await gp.snapshot()) as { destinations: { x: number; y: number }[] }).destinations[0];
      if (d) await gp.click(`cell:${d.x},${d.y}`);
      await gp.idle();
      await gp.click('button:new');
    },
  },
  'flood-duel': { query: 'game=flood-duel&mode=duo&seed=3', scene: 'FloodDuel', steps: ['button:color-3'] },
  'flood-duel-over': {
    query: 'game=flood-duel&mode=duo&w=6&h=6&seed=8',
    scene: 'FloodDuel',
    prepare: playFloodOut,
  },
  'joker-coloring': {
    query: 'game=joker-coloring&seed=7',
    scene: 'JokerColoring',
    steps: ['button:color-g'],
  },
  // The results beside the finished board, which stays in sight.
  'joker-coloring-won': {
    query: 'game=joker-coloring&w=12&h=12&colors=2&moves=30&seed=5',
    scene: 'JokerColoring',
    prepare: winJoker,
    settle: 2500,
  },
  'glassworks-over': {
    query: '',
    scene: 'Menu',
    prepare: async (gp) => {
      const { save, last } = glassworksNearEnd();
      await finishGlassworks(gp, save, last, 'game=glassworks&seed=31');
      await gp.page.waitForFunction(() => window.__prism.snapshot()?.par !== null);
      await gp.page.waitForFunction(() => window.__prism.snapshot()?.panel === true);
    },
    settle: 1500,
  },
  // The moment the game ends: the wave over, the stars shown on the board, the results to come.
  'joker-coloring-moment': {
    query: 'game=joker-coloring&w=6&h=6&colors=2&moves=10&seed=5',
    scene: 'JokerColoring',
    prepare: async (gp) => {
      await gp.page.waitForFunction(() => window.__prism.snapshot()?.par !== null);
      for (let i = 0; i < 10; i++) {
        const s = (await gp.snapshot()) as { ending: boolean; board: string; base: { x: number; y: number } };
        if (s.ending) break;
        await gp.press(s.board.split('\n')[s.base.y]?.[s.base.x] === 'r' ? 'g' : 'r');
        await gp.page.waitForFunction(() => {
          const now = window.__prism.snapshot();
          return now?.ending === true || now?.busy === false;
        });
      }
    },
    settle: 1100,
  },
  // The rest of the results, behind the card's MORE…, beside the board drawn smaller where it must be.
  'joker-coloring-more': {
    query: 'game=joker-coloring&colors=2&moves=60&seed=5',
    scene: 'JokerColoring',
    prepare: async (gp) => {
      await winJoker(gp);
      await gp.page.waitForFunction(() => window.__prism.snapshot()?.panel === true);
      await gp.click('button:more');
    },
    settle: 1200,
  },
  // A rare ending's own moment: a ladder deal cleared to one piece.
  'glassworks-moment': {
    query: '',
    scene: 'Menu',
    prepare: async (gp) => {
      const known = ladderDeal(1)?.line;
      if (!known?.ok) throw new Error('ladder deal 1 has no line');
      const { save, last } = glassworksNearEnd(LADDER_SEEDS[0], known.value, { ladder: 1 });
      await finishGlassworks(gp, save, last, 'game=glassworks&ladder=1');
      await gp.page.waitForFunction(() => window.__prism.snapshot()?.ending === true);
    },
    settle: 1300,
  },
  'flood-duel-moment': {
    query: 'game=flood-duel&mode=duo&w=12&h=8&seed=8',
    scene: 'FloodDuel',
    prepare: async (gp) => {
      for (let i = 0; i < 120; i++) {
        const s = (await gp.snapshot()) as { status: string; ending: boolean; gains: number[] };
        if (s.status !== 'playing') break;
        await gp.press(String(s.gains.indexOf(Math.max(...s.gains)) + 1));
        await gp.page.waitForFunction(() => {
          const now = window.__prism.snapshot();
          return now?.ending === true || now?.busy === false;
        });
      }
    },
    settle: 1100,
  },
  // On a phone held upright the new games fold into NEW GAME…, a sheet of their own.
  'flood-duel-new-game': {
    query: 'game=flood-duel&mode=duo&seed=3',
    scene: 'FloodDuel',
    prepare: async (gp) => {
      if (await gp.page.evaluate(() => window.__prism.locate('button:new-game-menu') !== null))
        await gp.click('button:new-game-menu');
    },
  },
  // A newcomer's first look at Flood Duel: their corner ringed and named.
  'flood-duel-start': { query: 'game=flood-duel&seed=4', scene: 'FloodDuel' },
  // The biggest board: on a phone it opens zoomed on the player's corner, with the word on panning.
  'flood-duel-big': { query: 'game=flood-duel&w=32&h=20&seed=4', scene: 'FloodDuel' },
  'joker-coloring-quit': {
    query: 'game=joker-coloring&seed=7',
    scene: 'JokerColoring',
    steps: ['button:quit'],
  },
  'joker-options': {
    query: 'game=joker-coloring&seed=7',
    scene: 'JokerColoring',
    steps: ['button:options'],
    leadsTo: 'JokerOptions',
  },
};

const gallery: Record<string, Shot> = Object.fromEntries(
  Object.entries(SCREENS).flatMap(([name, shot]) => [
    [`gallery-${name}-phone`, { ...shot, file: `docs/gallery/${name}-phone.png`, viewport: PHONE }],
    [`gallery-${name}-desktop`, { ...shot, file: `docs/gallery/${name}-desktop.png`, viewport: DESKTOP }],
  ]),
);

/** How to play, opened from the menu card's "?" and turned to page `page` (from 0). */
const howTo = (game: string, page: number, phone = false, file?: string): Shot => ({
  file: file ?? `test-results/howto-${game}-${page}${phone ? '-phone' : ''}.png`,
  query: '',
  scene: 'Menu',
  viewport: phone ? { width: 360, height: 640 } : { width: 1280, height: 720 },
  steps: [`button:help-${game}`, ...Array.from({ length: page }, () => 'key:ArrowRight')],
  leadsTo: 'HowToPlay',
  settle: 4000,
});

const SHOTS: Record<string, Shot> = {
  menu: { file: 'docs/menu.png', query: '', scene: 'Menu', viewport: { width: 1280, height: 720 } },
  // The player has clicked the page around the game: the frame shows its "click to play" hint.
  'itch-frame': {
    file: 'docs/itch-frame.png',
    query: '',
    scene: 'Menu',
    viewport: { width: 1000, height: 680 },
    inFrame: true,
    prepare: (gp) => gp.page.click('#outside'),
  },
  // A small phone whose browser blocks storage: the notice leaves the cards one row each.
  'menu-notice-small': {
    file: 'test-results/menu-notice-small.png',
    query: '',
    scene: 'Menu',
    viewport: { width: 360, height: 640 },
    blockStorage: true,
  },
  // A phone held sideways whose browser blocks storage.
  'menu-notice-landscape': {
    file: 'test-results/menu-notice-landscape.png',
    query: '',
    scene: 'Menu',
    viewport: { width: 640, height: 360 },
    blockStorage: true,
  },
  // …and its settings, folded into a panel on so short a screen.
  'menu-settings-landscape': {
    file: 'test-results/menu-settings-landscape.png',
    query: '',
    scene: 'Menu',
    viewport: { width: 640, height: 360 },
    steps: ['button:settings'],
  },
  // In Slovenian.
  'menu-sl': {
    file: 'test-results/menu-sl.png',
    query: 'lang=sl',
    scene: 'Menu',
    viewport: { width: 1280, height: 720 },
  },
  'flood-sl-phone': {
    file: 'test-results/flood-sl-phone.png',
    query: 'game=flood-duel&mode=cpu&seed=5&lang=sl',
    scene: 'FloodDuel',
    viewport: { width: 390, height: 844 },
  },
  // The colour-blind safe palette (PALETTE pressed twice).
  'menu-safe-palette': {
    file: 'test-results/menu-safe-palette.png',
    query: '',
    scene: 'Menu',
    viewport: { width: 1280, height: 720 },
    steps: ['button:palette', 'button:palette'],
  },
  'menu-phone': {
    file: 'test-results/menu-phone.png',
    query: '',
    scene: 'Menu',
    viewport: { width: 360, height: 640 },
  },
  glassworks: {
    file: 'docs/glassworks.png',
    query: 'game=glassworks&seed=2026',
    scene: 'GlassWorks',
    viewport: { width: 1280, height: 720 },
    steps: ['cell:0,0'],
  },
  'glassworks-phone': {
    file: 'test-results/glassworks-phone.png',
    query: 'game=glassworks&seed=2026',
    scene: 'GlassWorks',
    viewport: { width: 360, height: 640 },
    steps: ['cell:0,0'],
  },
  joker: {
    file: 'docs/joker-coloring.png',
    query: 'game=joker-coloring&seed=7',
    scene: 'JokerColoring',
    viewport: { width: 1280, height: 720 },
    steps: ['button:color-g'],
  },
  'joker-phone': {
    file: 'test-results/joker-phone.png',
    query: 'game=joker-coloring&seed=7',
    scene: 'JokerColoring',
    viewport: { width: 360, height: 640 },
  },
  'joker-options': {
    file: 'test-results/joker-options.png',
    query: 'game=joker-coloring&seed=7',
    scene: 'JokerColoring',
    viewport: { width: 1280, height: 720 },
    steps: ['button:options', 'button:moves-down', 'button:moves-down'],
    leadsTo: 'JokerOptions',
  },
  'stats-flood-phone': {
    file: 'test-results/stats-flood-phone.png',
    query: 'game=flood-duel&mode=cpu&level=easy&w=8&h=6&seed=3',
    scene: 'FloodDuel',
    viewport: { width: 360, height: 640 },
    prepare: async (gp) => {
      // A game against the computer played to its end, so the chart has a won-lost bar.
      for (let i = 0; i < 40 && (await gp.snapshot<{ status: string }>()).status === 'playing'; i++) {
        const { gains } = await gp.snapshot<{ gains: number[] }>();
        await gp.press(String(gains.indexOf(Math.max(...gains)) + 1));
        await gp.idle();
      }
      await gp.page.goto(gp.page.url().replace(/\?.*$/, ''));
      await gp.waitForScene('Menu');
    },
    steps: ['button:stats-flood-duel'],
    leadsTo: 'Stats',
  },
  flood: {
    file: 'docs/flood-duel.png',
    query: 'game=flood-duel&mode=cpu&level=hard&seed=3',
    scene: 'FloodDuel',
    viewport: { width: 1280, height: 720 },
    steps: ['button:color-2'],
  },
  'flood-phone': {
    file: 'test-results/flood-phone.png',
    query: 'game=flood-duel&mode=duo&seed=3',
    scene: 'FloodDuel',
    viewport: { width: 360, height: 640 },
    steps: ['button:color-3'],
  },
  'howto-glassworks': howTo('glassworks', 1),
  'howto-glassworks-phone': howTo('glassworks', 4, true),
  'howto-joker': howTo('joker-coloring', 3),
  'howto-joker-phone': howTo('joker-coloring', 4, true),
  'howto-flood': howTo('flood-duel', 0),
  'howto-flood-phone': howTo('flood-duel', 1, true),
  'howto-docs': howTo('joker-coloring', 3, false, 'docs/how-to-play.png'),
  'howto-docs-phone': howTo('glassworks', 1, true, 'docs/how-to-play-phone.png'),
  ...gallery,
};

/** The game framed by an itch.io-like page on another site, in a profile blocking its storage. */
async function openInFrame(query: string): Promise<GamePage> {
  const outer = await serveOuterPage(server.url);
  const context = await frameBrowser('blocked');
  const gp = await GamePage.openInFrame(context, `${outer.url}${query ? `?${query}` : ''}`, server.url);
  context.on('close', () => void outer.close());
  return gp;
}

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(SHOTS).filter((n) => SHOTS[n]?.file.startsWith('docs/'));
const browser = await launchBrowser();
const server = await serveDist();
try {
  for (const name of names) {
    const shot = SHOTS[name];
    if (!shot) throw new Error(`unknown shot ${name}; known: ${Object.keys(SHOTS).join(', ')}`);
    const touch = shot.viewport.width < 500;
    const gp = shot.inFrame
      ? await openInFrame(shot.query)
      : await GamePage.open(browser, server, { query: shot.query, viewport: shot.viewport, touch });
    if (shot.blockStorage) {
      await gp.page.addInitScript(blockStorage);
      await gp.reload();
    }
    await gp.waitForScene(shot.scene);
    await shot.prepare?.(gp);
    for (const step of shot.steps ?? []) {
      if (step.startsWith('key:')) await gp.press(step.slice(4));
      else await gp.click(step);
      if (shot.leadsTo && (await gp.scene()) !== shot.leadsTo) await gp.waitForScene(shot.leadsTo);
    }
    await gp.page.waitForTimeout(shot.settle ?? 1200);
    mkdirSync(shot.file.replace(/\/[^/]*$/, ''), { recursive: true });
    writeFileSync(shot.file, await gp.page.screenshot());
    console.log(`wrote ${shot.file}`);
    if (gp.errors.length) console.error(gp.errors.join('\n'));
    await gp.close();
  }
} finally {
  await browser.close();
  await server.close();
}
