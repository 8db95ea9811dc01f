// Rated quick match's figures (issue 42: "Ratings: the Glicko-2 update per game, and quick-match
// pairing time with 1,000 players waiting"), not tests: the pure Glicko-2 step of one game (mean of
// many), the same game kept in the store (both rows locked and written in one transaction) on the
// embedded database and on a PostgreSQL server of its own, and one pairing pass over 1,000 waiting
// players spread as a real queue would be (ratings around 1500, waits up to 70 s).
// Run alone: npx tsx bench/ratings.ts

import { pathToFileURL } from 'node:url';
import { startPostgres } from '../server/processes';
import { type Rating, rateGame } from '../server/ratings/glicko';
import { pairPlayers, type Waiting } from '../server/ratings/pairing';
import { openStore } from '../server/store/open';
import { createProfile } from '../server/store/profiles';
import { recordRatedGame } from '../server/store/ratings';
import type { Database } from '../server/store/sql';

/** A seeded generator (mulberry32): the same players every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Roughly normal (the sum of four uniforms), mean 0, deviation 1. */
const normal = (r: () => number): number => (r() + r() + r() + r() - 2) * Math.sqrt(3);

const pct = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? Number.NaN;

function glickoStep(games: number): string {
  const r = random(1);
  const someone = (): Rating => ({
    rating: 1500 + 300 * normal(r),
    deviation: 40 + 310 * r(),
    volatility: 0.055 + 0.01 * r(),
  });
  const inputs = Array.from({ length: 1000 }, () => [someone(), someone()] as const);
  let sink = 0;
  const run = (n: number) => {
    for (let i = 0; i < n; i++) {
      const [a, b] = inputs[i % inputs.length]!;
      sink += rateGame(a, b, ((i % 3) / 2) as 0 | 0.5 | 1)[0].rating;
    }
  };
  run(10_000); // warm-up: the JIT's work is not the step's
  const cpu = process.cpuUsage();
  const t = performance.now();
  run(games);
  const wall = ((performance.now() - t) * 1000) / games;
  const used = process.cpuUsage(cpu);
  const cpuUs = (used.user + used.system) / games;
  return `Glicko-2 update of one game (both players), mean of ${games.toLocaleString('en')}: ${wall.toFixed(2)} µs wall, ${cpuUs.toFixed(2)} µs CPU${Number.isFinite(sink) ? '' : ' (not finite!)'}`;
}

function pairing(players: number, passes: number): string[] {
  const r = random(2);
  const now = 100_000;
  const waiting: Waiting[] = Array.from({ length: players }, (_, i) => ({
    id: `p${i}`,
    rating: 1500 + 300 * normal(r),
    deviation: 40 + 310 * r() ** 3,
    since: now - 70_000 * r(),
  }));
  for (let i = 0; i < 20; i++) pairPlayers(waiting, now); // warm-up
  const times: number[] = [];
  let made = pairPlayers(waiting, now);
  for (let i = 0; i < passes; i++) {
    const t = performance.now();
    made = pairPlayers(waiting, now);
    times.push(performance.now() - t);
  }
  const gaps = made.pairs.map(([a, b]) => Math.abs(a.rating - b.rating));
  return [
    `quick-match pairing, ${players.toLocaleString('en')} players waiting (one pass, ${passes} passes): ` +
      `p50 ${pct(times, 50).toFixed(3)} ms, p95 ${pct(times, 95).toFixed(3)} ms`,
    `  that pass: ${made.pairs.length} pairs, ${made.left.length} left waiting; rating gap p50 ` +
      `${pct(gaps, 50).toFixed(1)}, p95 ${pct(gaps, 95).toFixed(1)}, largest ${Math.max(...gaps).toFixed(0)}`,
  ];
}

/** `games` rated games among 100 profiles, one after another: the mean time of one. */
async function stored(db: Database, label: string, games: number): Promise<string> {
  const ids: string[] = [];
  for (let i = 0; i < 100; i++) ids.push((await createProfile(db)).id);
  const r = random(3);
  const pick = () => ids[Math.floor(r() * ids.length)]!;
  const times: number[] = [];
  for (let i = 0; i < games; i++) {
    const [winner, loser] = [pick(), pick()];
    if (winner === loser) continue;
    const t = performance.now();
    await recordRatedGame(db, { game: 'flood-duel', winner, loser });
    times.push(performance.now() - t);
  }
  return `one rated game kept (${label}, ${times.length} games one after another): p50 ${pct(times, 50).toFixed(2)} ms, p95 ${pct(times, 95).toFixed(2)} ms`;
}

export async function benchRatings(): Promise<string[]> {
  const lines = [glickoStep(200_000), ...pairing(1000, 200)];
  const embedded = await openStore({ databaseUrl: null, dataDir: null });
  lines.push(await stored(embedded, 'embedded, in memory', 1000).finally(() => embedded.close()));
  const pg = await startPostgres();
  try {
    const postgres = await openStore({ databaseUrl: pg.url, dataDir: null });
    lines.push(await stored(postgres, 'PostgreSQL', 1000).finally(() => postgres.close()));
  } finally {
    await pg.stop();
  }
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  for (const line of await benchRatings()) console.log(line);
