// An ending in three beats, in every game, on two phones and a desktop: the headline over the board
// during the moment, then a result card of four buttons at most that covers no square of the finished
// board (the card's bounds from the hook against every square), and MORE… (a sheet over the screen,
// as the settings are) reaching the rest of the actions by their old names, then CLOSE back to the card. And the rare endings' own celebration.

import { describe, expect, it } from 'vitest';
import { ladderDeal } from '../../src/logic/glassworks/ladder';
import { LADDER_SEEDS } from '../../src/logic/glassworks/ladderSeeds';
import type { GamePage } from './harness';
import { finishGlassworks, glassworksNearEnd, otherJokerColour } from './positions';
import { browserSuite } from './suite';

const suite = browserSuite();

type Rect = { x: number; y: number; w: number; h: number };
interface Snap {
  status: string;
  panel: boolean;
  ending: boolean;
  phase: string;
  card: Rect | null;
  squareSize: number | null;
  celebration: string | null;
  stars: number | null;
  gains?: number[];
}

const snap = (gp: GamePage) => gp.snapshot<Snap>();

const SIZES = [
  { name: '390×844', viewport: { width: 390, height: 844 }, touch: true },
  { name: '360×640', viewport: { width: 360, height: 640 }, touch: true },
  { name: '1280×720', viewport: { width: 1280, height: 720 }, touch: false },
] as const;

/** Every square's centre on the canvas (the board's columns and rows found by the hook). */
const squares = (gp: GamePage) =>
  gp.page.evaluate(() => {
    const out: { x: number; y: number; cell: string }[] = [];
    for (let y = 0; ; y++) {
      if (!window.__prism.locate(`cell:0,${y}`)) break;
      for (let x = 0; ; x++) {
        const p = window.__prism.locate(`cell:${x},${y}`);
        if (!p) break;
        out.push({ ...p, cell: `${x},${y}` });
      }
    }
    return out;
  });

/** The open card covers no square of the board: no square's box meets the card's. */
async function expectBoardClear(gp: GamePage, what: string): Promise<void> {
  await gp.steady();
  const s = await snap(gp);
  const card = s.card;
  if (!card || !s.squareSize) throw new Error(`${what}: no card or no board`);
  const half = s.squareSize / 2 - 1;
  const all = await squares(gp);
  expect(all.length, `${what}: the whole board is drawn`).toBeGreaterThan(8);
  const under = all.filter(
    (p) =>
      p.x + half > card.x &&
      p.x - half < card.x + card.w &&
      p.y + half > card.y &&
      p.y - half < card.y + card.h,
  );
  expect(
    under.map((p) => p.cell),
    `${what}: squares under the card`,
  ).toEqual([]);
}

/** The buttons of the open panel, by name. */
const panelButtons = (gp: GamePage) =>
  gp.page.evaluate(() =>
    window.__prism
      .layout()
      .filter((i) => i.inModal && i.kind === 'control')
      .map((i) => i.name),
  );

/** The moment with its headline, then the card, clear of the board; MORE… and CLOSE. */
async function endingAndCard(gp: GamePage, headline: string, more: readonly string[]): Promise<void> {
  await gp.waitFor('window.__prism.snapshot()?.ending === true || window.__prism.snapshot()?.panel === true');
  if (headline && (await snap(gp)).ending)
    await gp.waitFor(`window.__prism.layout().some((i) => i.text === ${JSON.stringify(headline)})`);
  await gp.waitFor('window.__prism.snapshot()?.panel === true');
  await gp.steady();
  const card = await panelButtons(gp);
  expect(card.length, `the card's buttons: ${card.join(', ')}`).toBeLessThanOrEqual(4);
  expect(card).toContain('more');
  await expectBoardClear(gp, 'the card');
  await gp.click('button:more');
  await gp.waitFor("window.__prism.snapshot()?.phase === 'more'");
  await gp.steady();
  const rest = await panelButtons(gp);
  for (const name of [...more, 'more-close']) expect(rest, `MORE… holds ${name}`).toContain(name);
  await gp.click('button:more-close');
  await gp.waitFor("window.__prism.snapshot()?.phase === 'results'");
  await expectBoardClear(gp, 'the card again');
}

async function floodToEnd(gp: GamePage): Promise<void> {
  for (let i = 0; i < 120 && (await snap(gp)).status === 'playing'; i++) {
    const gains = (await snap(gp)).gains ?? [];
    await gp.press(String(gains.indexOf(Math.max(...gains)) + 1));
    await gp.idle();
  }
}

async function jokerToEnd(gp: GamePage): Promise<void> {
  for (let i = 0; i < 60 && (await snap(gp)).status === 'playing'; i++) {
    await gp.press(await otherJokerColour(gp));
    await gp.waitFor(
      'window.__prism.snapshot()?.ending === true || window.__prism.snapshot()?.busy === false',
    );
  }
}

describe('the result card never covers the board', () => {
  for (const size of SIZES) {
    const opts = { viewport: size.viewport, touch: size.touch };

    it(`Joker Coloring at ${size.name}: PAINTED!, the card, MORE…`, async () => {
      const gp = await suite.open('game=joker-coloring&colors=2&moves=60&seed=5', {
        ...opts,
        scene: 'JokerColoring',
      });
      await jokerToEnd(gp);
      await endingAndCard(gp, 'PAINTED!', [
        'replay',
        'panel-undo',
        'panel-options',
        'watch',
        'view-board',
        'stats',
      ]);
    });

    it(`GlassWorks at ${size.name}: NO JUMPS LEFT, the card, MORE…`, async () => {
      const { save, last } = glassworksNearEnd();
      const gp = await suite.open('', { ...opts, scene: 'Menu' });
      await finishGlassworks(gp, save, last, 'game=glassworks&seed=31');
      await endingAndCard(gp, 'NO JUMPS LEFT', ['replay', 'panel-undo', 'watch', 'view-board', 'stats']);
    });

    it(`Flood Duel at ${size.name}: a win, the card, MORE…`, async () => {
      const gp = await suite.open('game=flood-duel&mode=duo&w=12&h=8&seed=8', {
        ...opts,
        scene: 'FloodDuel',
      });
      await floodToEnd(gp);
      await endingAndCard(gp, '', ['close-panel', 'watch', 'stats']);
    });
  }
});

describe('the rare endings', () => {
  it('a GlassWorks clear plays its own celebration', async () => {
    const known = ladderDeal(1)?.line;
    if (!known?.ok) throw new Error('ladder deal 1 has no line');
    const { save, last } = glassworksNearEnd(LADDER_SEEDS[0], known.value, { ladder: 1 });
    const gp = await suite.open('', { scene: 'Menu' });
    await finishGlassworks(gp, save, last, 'game=glassworks&ladder=1');
    await gp.waitFor('window.__prism.snapshot()?.ending === true');
    expect((await snap(gp)).celebration).toBe('clear');
    for (const words of ['CLEARED!', 'PERFECT CLEAR!'])
      await gp.waitFor(`window.__prism.layout().some((i) => i.text === ${JSON.stringify(words)})`);
  });

  it('three stars play theirs; two stars the plain one', async () => {
    const gp = await suite.open('game=joker-coloring&w=6&h=6&colors=2&moves=10&seed=5', {
      scene: 'JokerColoring',
    });
    await gp.waitFor('window.__prism.snapshot()?.par !== null');
    await jokerToEnd(gp);
    await gp.waitFor('window.__prism.snapshot()?.panel === true');
    // Won in 3 against a par of 2: two stars, a plain win.
    expect(await snap(gp)).toMatchObject({ stars: 2, celebration: 'win' });
    // A par line followed: HINT's moves, then the last move, win at par with no hint? No: hints cap
    // the stars at two. Three stars come from the player's own play: the deal where every move is forced.
    const three = await suite.open('game=joker-coloring&w=3&h=3&colors=2&moves=10&seed=5', {
      scene: 'JokerColoring',
    });
    await three.waitFor('window.__prism.snapshot()?.par !== null');
    await jokerToEnd(three);
    await three.waitFor(
      'window.__prism.snapshot()?.ending === true || window.__prism.snapshot()?.panel === true',
    );
    expect(await snap(three)).toMatchObject({ stars: 3, celebration: 'three-stars' });
  });
});
