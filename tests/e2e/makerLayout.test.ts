// The maker and the Explore shelf fit every screen (issue 43): the layout walk of layout.test.ts
// (layoutWalk.ts) over the maker of each game — Flood Duel's also with CHECK's answer shown, the
// longest of the three — and over Explore with the real online server (started here on a loopback
// port, stopped by its process id): online features off, POPULAR with three published boards (one
// played, cleared and liked; its maker's name as long as a name may be), and the empty MINE. Each
// screen at every one of the nine sizes (the phones as touch contexts), in English and in
// Slovenian (every drawn text from the translation table); a failure lists the problems by size.
//
// One page a walk: Joker Coloring's maker from the menu card's MAKE (a phone's cards have none: a
// small game won, MAKE in its MORE…), the maker's EXPLORE while online features are off, TURN
// ONLINE ON there; the other makers from the menu's cards, else from PROFILE's Explore rows (MINE's
// MAKE A BOARD). About 20 s a walk on the phones and 30 s on the larger screens on a quiet machine.

import { afterAll, beforeAll, describe, it } from 'vitest';
import { type Running, startServer } from '../../server/processes';
import { type Deal, encodeDeal } from '../../src/midend/codes/dealCode';
import { clearAndMiss } from '../server/puzzleLines';
import {
  check,
  type Findings,
  type Lang,
  PHONES,
  SCREENS,
  type Size,
  sizeList,
  sizeName,
} from './layoutFindings';
import { LayoutWalk } from './layoutWalk';
import { otherJokerColour } from './positions';
import { browserSuite } from './suite';

const suite = browserSuite();
let server: Running;

/** The most one walk may take: 20 to 30 s on a quiet machine here, several times that on a loaded one. */
const WALK_BUDGET_MS = 600000;

/** Joker Coloring boards on the shelf: small made boards, each its own puzzle. */
const joker = (board: string): Deal => ({
  game: 'joker-coloring',
  seed: 0,
  limit: null,
  options: { width: 4, height: 3, colors: 3, moves: 5, board, base: { x: 1, y: 2 } },
});
/** The first, played most, comes first on POPULAR: its title the longest the word lists make. */
const SHELF: readonly [Deal, string][] = [
  [joker('rgbr/g*bb/rrrg'), 'Wandering Lighthouse'],
  [joker('rgbb/g*bb/rrrg'), 'Twisted Windmill'],
  [joker('bgbr/g*bb/rrrg'), 'Quiet Harbour'],
];
/** The author's name: as long as a name may be (20), in wide letters. */
const AUTHOR = 'Wilhelmina Wadsworth';

type Profile = { id: string; secret: string };

/**
 * The shelf stocked through the server's API: three Joker Coloring boards by one author; two other
 * players play the first (one clears it at the second try, one at the first) and give it a thumbs up.
 */
async function stockShelf(port: number): Promise<void> {
  const call = async (method: string, path: string, who?: Profile, body?: unknown) => {
    const r = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        ...(who ? { authorization: `Bearer ${who.id}.${who.secret}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  const author = (await call('POST', '/api/profiles')) as Profile;
  await call('PATCH', '/api/profile', author, { name: AUTHOR });
  const ids: string[] = [];
  for (const [deal, title] of SHELF)
    ids.push((await call('POST', '/api/puzzles', author, { code: encodeDeal(deal), title })).id);
  const { clear, miss } = clearAndMiss(SHELF[0]?.[0] as Deal);
  for (const tries of [[miss, clear], [clear]]) {
    const player = (await call('POST', '/api/profiles')) as Profile;
    for (const moves of tries) await call('POST', `/api/puzzles/${ids[0]}/results`, player, { moves });
    await call('POST', `/api/puzzles/${ids[0]}/thumbs`, player);
  }
}

beforeAll(async () => {
  server = await startServer({ NEW_PROFILES_PER_MINUTE: '60' });
  await stockShelf(server.port);
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

const sceneIs = (scene: string) => `window.__prism.scene === '${scene}'`;
const located = (name: string) => `window.__prism.locate('button:${name}') !== null`;
/** The Explore screen has the server's answer (or knows it has none). */
const ANSWERED = "window.__prism.snapshot()?.explore?.state !== 'asking'";
const shelfOn = (tab: string) =>
  `window.__prism.snapshot()?.explore?.tab === '${tab}' && window.__prism.snapshot()?.explore?.state === 'shelf'`;
/** The maker has CHECK's answer. */
const CHECKED =
  "typeof window.__prism.snapshot()?.maker?.check === 'object' && window.__prism.snapshot()?.maker?.check !== null";

/** A button of a panel, pressed where it comes to rest (the screen's own buttons lie under the panel). */
async function pressOnPanel(w: LayoutWalk, name: string, done: string): Promise<void> {
  await w.pressAt(await w.gp.resting(`button:${name}`));
  await w.gp.waitFor(done);
}

/** Joker Coloring's maker: the menu card's MAKE, else MAKE in the MORE… of a game won in a move or two. */
async function openJokerMaker(w: LayoutWalk): Promise<void> {
  const { gp } = w;
  await w.goto('', 'Menu');
  if (await w.pressable('button:make-joker-coloring'))
    await w.pressButton('make-joker-coloring', sceneIs('Maker'));
  else {
    await w.goto('game=joker-coloring&w=3&h=3&colors=2&moves=10&seed=5', 'JokerColoring');
    for (let i = 0; i < 10 && (await gp.snapshot()).status === 'playing'; i++) {
      await gp.press(await otherJokerColour(gp));
      await gp.idle();
    }
    await gp.waitFor('window.__prism.snapshot()?.panel === true');
    await gp.steady();
    await pressOnPanel(w, 'more', "window.__prism.snapshot()?.phase === 'more'");
    await gp.steady();
    await pressOnPanel(w, 'make-joker-coloring', sceneIs('Maker'));
  }
  await gp.waitForScene('Maker');
  await gp.steady();
}

/** PROFILE from the menu (among the settings, or in their panel where they fold). */
async function toProfile(w: LayoutWalk): Promise<void> {
  if (!(await w.pressable('button:profile'))) await w.pressButton('settings', located('settings-close'));
  await w.pressButton('profile', sceneIs('Profile'));
  await w.gp.waitForScene('Profile');
  await w.gp.waitFor('window.__prism.snapshot()?.busy === false');
  await w.gp.steady();
}

/** The maker of `game`: the menu card's MAKE, else MINE's MAKE A BOARD on the game's Explore shelf. */
async function openMaker(w: LayoutWalk, game: string): Promise<void> {
  await w.goto('', 'Menu');
  let make = `make-${game}`;
  if (!(await w.pressable(`button:${make}`))) {
    await toProfile(w);
    await w.pressButton(`explore-${game}`, sceneIs('Explore'));
    await w.gp.waitForScene('Explore');
    await w.pressButton('explore-mine', shelfOn('mine'));
    await w.gp.steady();
    make = 'explore-make';
  }
  await w.pressButton(make, sceneIs('Maker'));
  await w.gp.waitForScene('Maker');
  await w.gp.steady();
}

/** CHECK, and its answer shown (a board the rules refuse gets none). */
async function askCheck(w: LayoutWalk): Promise<void> {
  const { problem } = (await w.gp.snapshot<{ maker: { problem: string | null } }>()).maker;
  if (problem !== null) throw new Error(`the board has a problem, so no CHECK: ${problem}`);
  await w.pressButton('maker-check', CHECKED, 120_000);
  await w.gp.steady();
}

/** The makers and Explore at each of `sizes` (one kind), walked at the first, in `lang`. */
async function auditMakerAndExplore(sizes: readonly Size[], lang: Lang): Promise<Findings[]> {
  const w = await LayoutWalk.open(suite, sizes, lang, {
    base: `server=ws://127.0.0.1:${server.port}`,
    origins: [`http://127.0.0.1:${server.port}`],
  });
  const { gp } = w;

  await w.walk('Maker, Joker Coloring', async () => {
    await openJokerMaker(w);
    await w.audit('Maker, Joker Coloring');
  });

  // Online features are still off here: the maker's EXPLORE says so, and TURN ONLINE ON is there.
  await w.walk('Explore', async () => {
    await w.pressButton('maker-explore', sceneIs('Explore'));
    await gp.waitForScene('Explore');
    await gp.waitFor("window.__prism.snapshot()?.explore?.state === 'off'");
    await gp.steady();
    await w.audit('Explore, online features off', 'all', ANSWERED);
    await w.pressButton('online-on', shelfOn('new'));
    await w.pressButton('explore-popular', shelfOn('popular'));
    await gp.steady();
    await w.audit('Explore, POPULAR', 'all', ANSWERED);
    await w.pressButton('explore-mine', shelfOn('mine'));
    await gp.steady();
    await w.audit('Explore, MINE with no boards', 'all', ANSWERED);
  });

  await w.walk('Maker, GlassWorks', async () => {
    await openMaker(w, 'glassworks');
    await w.audit('Maker, GlassWorks');
  });

  await w.walk('Maker, Flood Duel', async () => {
    await openMaker(w, 'flood-duel');
    await w.audit('Maker, Flood Duel');
    // CHECK's answer, the longest of the three games' (Hard against Hard from both corners).
    await askCheck(w);
    await w.audit('Maker, Flood Duel, CHECK’s answer');
  });

  return w.all;
}

describe('the maker and Explore fit every screen', () => {
  it.each([
    ['the phones (touch)', PHONES, null],
    ['the larger screens', SCREENS, null],
    ['the phones (touch), in Slovenian', PHONES, 'sl'],
    ['the larger screens, in Slovenian', SCREENS, 'sl'],
  ] as const)(
    'on %s: no control or label out of place on the makers or the Explore shelf, at each size',
    async (_name, sizes, lang) => {
      console.log(`walked at ${sizeName(sizes[0] as Size)}, turned to ${sizeList(sizes.slice(1))}`);
      check(await auditMakerAndExplore(sizes, lang), lang);
    },
    WALK_BUDGET_MS,
  );
});
