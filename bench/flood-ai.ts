// Flood Duel: Hard against Normal on seeded boards, under each rule set (Flood Duel's on 24×16,
// Filler's on its 8×7). Each seed is played twice, Hard moving first once and second once, so the
// board's luck cancels out. Then Hard against itself without its swindle (ai/hard.ts), which should
// cost nothing against an opponent that searches. Timing lives here, outside the pure logic.

import {
  apply,
  chooseMove,
  FILLER_SIZE,
  type FloodRuleSet,
  type FloodSize,
  type FloodState,
  hardMove,
  newGame,
  type Player,
  status,
  winner,
} from '../src/logic/flood';

const SIZES: Record<FloodRuleSet, FloodSize> = { flood: { width: 24, height: 16 }, filler: FILLER_SIZE };
const TITLES: Record<FloodRuleSet, string> = { flood: 'Flood Duel rules', filler: 'Filler rules' };
const HARD: Player = 1;

interface Tally {
  games: number;
  wins: number;
  draws: number;
}

const percent = (part: number, whole: number): string =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

type Opponent = (state: FloodState, seed: number) => number;
const normal: Opponent = (state, seed) => chooseMove('normal', state, seed);
const hardWithoutSwindle: Opponent = (state) => hardMove(state, { swindleMargin: 0 });

/** Plays one game; returns the winner and pushes every Hard think time (ms) onto `times`. */
function playGame(
  rules: FloodRuleSet,
  seed: number,
  hardFirst: boolean,
  times: number[],
  opponent: Opponent,
): Player | 'draw' {
  const size = SIZES[rules];
  let state: FloodState = newGame(size, seed, hardFirst ? HARD : 2, rules);
  // Ownership grows every useful move, so this bound is never reached in a real game.
  for (let guard = 0; status(state) === 'playing' && guard < 4 * size.width * size.height; guard++) {
    let color: number;
    if (state.turn === HARD) {
      const t0 = performance.now();
      color = chooseMove('hard', state, seed);
      times.push(performance.now() - t0);
    } else {
      color = opponent(state, seed);
    }
    const next = apply(state, color);
    if (!next.ok) throw new Error(`bench: move rejected: ${next.reason}`);
    state = next.value.state;
  }
  return winner(state) ?? 'draw';
}

/** Hard's results against `opponent` over `games` games, as [moving first, moving second]. */
async function match(
  rules: FloodRuleSet,
  games: number,
  opponent: Opponent,
  times: number[],
): Promise<[Tally, Tally]> {
  const first: Tally = { games: 0, wins: 0, draws: 0 };
  const second: Tally = { games: 0, wins: 0, draws: 0 };
  for (let g = 0; g < games; g++) {
    const hardFirst = g % 2 === 0;
    const result = playGame(rules, 1000 + Math.floor(g / 2), hardFirst, times, opponent);
    const tally = hardFirst ? first : second;
    tally.games++;
    if (result === HARD) tally.wins++;
    else if (result === 'draw') tally.draws++;
    // Yield now and then so a caller's UI or test runner stays responsive.
    if (g % 20 === 19) await Promise.resolve();
  }
  return [first, second];
}

export async function benchFloodAi(games = 200, rules: FloodRuleSet = 'flood'): Promise<string[]> {
  const size = SIZES[rules];
  const times: number[] = [];
  const [first, second] = await match(rules, games, normal, times);
  const [selfFirst, selfSecond] = await match(rules, games, hardWithoutSwindle, []);
  const wins = first.wins + second.wins;
  const draws = first.draws + second.draws;
  const selfWins = selfFirst.wins + selfSecond.wins;
  const selfDraws = selfFirst.draws + selfSecond.draws;
  times.sort((a, b) => a - b);
  const ms = (v: number): string => `${v.toFixed(2)} ms`;
  return [
    `Flood Duel AI (${TITLES[rules]}): Hard vs Normal, ${games} games on ${size.width}×${size.height}`,
    `  Hard wins overall:       ${wins}/${games} (${percent(wins, games)}), draws ${draws}, losses ${games - wins - draws}`,
    `  Hard moving first:       ${first.wins}/${first.games} (${percent(first.wins, first.games)}), draws ${first.draws}`,
    `  Hard moving second:      ${second.wins}/${second.games} (${percent(second.wins, second.games)}), draws ${second.draws}`,
    `  Hard think time / move:  median ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))}, max ${ms(times[times.length - 1] ?? Number.NaN)} over ${times.length} moves`,
    `  Hard vs Hard without its swindle: wins ${selfWins}, draws ${selfDraws}, losses ${games - selfWins - selfDraws} (the swindle should cost nothing beyond noise)`,
  ];
}
