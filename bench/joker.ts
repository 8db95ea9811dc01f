// Joker Coloring figures: logic time of one move on 40×40 boards, and frame times in headless
// Chromium while the largest joker chain we can find on 40×40 is animated.

import * as JK from '../src/logic/joker';
import { GamePage, launchBrowser, serveDist } from '../tests/e2e/harness';

const BIG: JK.JokerOptions = { moves: 99, width: 40, height: 40, colors: 4 };
const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};
const other = (s: JK.JokerState, k: number): JK.ColorLetter => {
  const base = s.cells[JK.indexOf(s.base, s.width)];
  const choices = JK.gameColors(s.colors).filter((c) => c !== base);
  return choices[k % choices.length] as JK.ColorLetter;
};

export function logicTimes(games = 200, movesEach = 10): string[] {
  const times: number[] = [];
  for (let seed = 1; seed <= games; seed++) {
    let s = JK.newGame(BIG, seed);
    for (let m = 0; m < movesEach && JK.status(s) === 'playing'; m++) {
      const c = other(s, seed + m);
      const t0 = performance.now();
      const r = JK.colorMove(s, c);
      times.push(performance.now() - t0);
      if (!r.ok) break;
      s = r.value.state;
    }
  }
  return [
    `one move on 40×40 (${times.length} seeded moves): median ${quantile(times, 0.5).toFixed(3)} ms, p95 ${quantile(times, 0.95).toFixed(3)} ms`,
  ];
}

/** The first move (from the corner) with the most joker rounds over a range of seeds. */
function largestChain(): { seed: number; color: JK.ColorLetter; rounds: number; jokers: number } {
  let best = { seed: 1, color: 'r' as JK.ColorLetter, rounds: -1, jokers: 0 };
  for (let seed = 1; seed <= 300; seed++) {
    const s = JK.newGame(BIG, seed);
    for (const c of JK.gameColors(4)) {
      const r = JK.colorMove(s, c);
      if (!r.ok) continue;
      const rounds = r.value.change.jokerRounds.length;
      const jokers = r.value.change.jokerRounds.reduce((n, x) => n + x.jokers.length, 0);
      if (rounds > best.rounds || (rounds === best.rounds && jokers > best.jokers))
        best = { seed, color: c, rounds, jokers };
    }
  }
  return best;
}

export async function frameTimes(): Promise<string[]> {
  const chain = largestChain();
  const browser = await launchBrowser();
  const server = await serveDist();
  try {
    const gp = await GamePage.open(browser, server, {
      query: `game=joker-coloring&w=40&h=40&colors=4&moves=99&seed=${chain.seed}`,
    });
    await gp.waitForScene('JokerColoring');
    await gp.page.waitForTimeout(500);
    await gp.page.evaluate(
      `window.__frames = []; (function loop(t) { window.__frames.push(t); requestAnimationFrame(loop); })(performance.now());`,
    );
    await gp.page.keyboard.press(chain.color);
    await gp.idle();
    const frames = (await gp.page.evaluate('window.__frames')) as number[];
    const deltas = frames.slice(2).map((t, i) => t - (frames[i + 1] ?? t));
    await gp.close();
    return [
      `largest chain found (seed ${chain.seed}, colour ${chain.color}): ${chain.rounds} rounds, ${chain.jokers} jokers`,
      `frames during its animation: ${deltas.length}, p95 ${quantile(deltas, 0.95).toFixed(1)} ms, longest ${Math.max(...deltas).toFixed(1)} ms (goal: none over 33.4 ms)`,
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
