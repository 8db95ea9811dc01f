// The profile store under load (issue figures, not tests): `profiles` players, each with one
// verified daily result to send over `seconds` (the server replays every game through the rules),
// then every one of them reading the day's board (distribution, place, friends), with ten earlier
// days of results already stored (100,000 rows for 10,000 players). Through the API in this process
// (Fastify's injection: the server's work, not the network's), on the embedded database and on a
// PostgreSQL server of its own. Goal on this 2-core machine: p95 ≤ 50 ms a submit, ≤ 20 ms a read.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi } from '../server/api/api';
import { startPostgres } from '../server/processes';
import { openStore } from '../server/store/open';
import type { Database } from '../server/store/sql';
import { dayOf } from '../src/midend/progress/daily';
import { playDaily } from '../tests/midend/dailyPlay';

const pct = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? Number.NaN;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const idOf = (i: number) => `P${String(i).padStart(21, '0')}`;
const secretOf = (i: number) => `S${String(i).padStart(42, '0')}`;

/** `n` profiles, each following the next five, with ten earlier days of GlassWorks results each. */
export async function seed(db: Database, n: number, today: string): Promise<void> {
  await db.rows(
    `INSERT INTO profiles (id, name, friend_code)
     SELECT 'P' || lpad(i::text, 21, '0'), 'Bench Player ' || i, 'B' || lpad(i::text, 7, '0') FROM generate_series(0, $1 - 1) i`,
    [n],
  );
  await db.rows(
    `INSERT INTO device_secrets (secret_hash, profile_id)
     SELECT encode(sha256(convert_to('S' || lpad(i::text, 42, '0'), 'UTF8')), 'hex'), 'P' || lpad(i::text, 21, '0')
     FROM generate_series(0, $1 - 1) i`,
    [n],
  );
  await db.rows(
    `INSERT INTO follows (follower_id, followed_id)
     SELECT 'P' || lpad(i::text, 21, '0'), 'P' || lpad(((i + k) % $1)::text, 21, '0')
     FROM generate_series(0, $1 - 1) i, generate_series(1, 5) k`,
    [n],
  );
  await db.rows(
    `INSERT INTO daily_results (profile_id, game, day, result, helped, moves)
     SELECT p.id, 'glassworks', $1::date - d, (abs(hashtext(p.id || d)) % 40), false, ''
     FROM profiles p, generate_series(1, 10) d`,
    [today],
  );
  // As a server's autovacuum would in time: the planner learns the tables' sizes.
  await db.rows('ANALYZE');
}

/** Run `task(i)` for i < n, started evenly over `seconds`: each one's time, in ms. */
async function paced(n: number, seconds: number, task: (i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const due = start + (i * seconds * 1000) / n;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      const t = performance.now();
      await task(i);
      times.push(performance.now() - t);
    }),
  );
  return times;
}

async function run(db: Database, label: string, profiles: number, seconds: number): Promise<string[]> {
  const today = dayOf(new Date());
  await seed(db, profiles, today);
  const api = createApi({ db, allowedOrigins: ['http://localhost:*'] });
  await api.ready();
  const games = Array.from({ length: 20 }, (_, salt) => playDaily('glassworks', today, salt));
  const headers = (i: number) => ({
    origin: 'http://localhost:5173',
    authorization: `Bearer ${idOf(i)}.${secretOf(i)}`,
  });
  // Every player from an address of their own (the per-address limits are not what is measured).
  const remoteAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  let refused = 0;
  const t0 = performance.now();
  const submits = await paced(profiles, seconds, async (i) => {
    const r = await api.inject({
      method: 'POST',
      url: '/api/daily',
      headers: headers(i),
      remoteAddress: remoteAddress(i),
      payload: { game: 'glassworks', day: today, moves: games[i % games.length], hints: 0, assisted: 0 },
    });
    if (r.statusCode !== 201) refused++;
  });
  const submitSeconds = (performance.now() - t0) / 1000;
  const reads = await paced(profiles, seconds / 3, async (i) => {
    const r = await api.inject({
      method: 'GET',
      url: `/api/daily/glassworks/${today}`,
      headers: headers(i),
      remoteAddress: remoteAddress(i),
    });
    if (r.statusCode !== 200) refused++;
  });
  await api.close();
  const stored = (await db.rows<{ n: string }>('SELECT count(*) AS n FROM daily_results'))[0]?.n;
  return [
    `${label}: ${profiles} submits over ${submitSeconds.toFixed(1)} s (${(profiles / submitSeconds).toFixed(0)}/s), ` +
      `p50 ${ms(pct(submits, 50))}, p95 ${ms(pct(submits, 95))} (goal ≤ 50 ms); ${stored} results stored`,
    `${label}: ${profiles} board reads, p50 ${ms(pct(reads, 50))}, p95 ${ms(pct(reads, 95))} (goal ≤ 20 ms); ${refused} refused`,
  ];
}

/** The figures on both databases. */
export async function benchStore(profiles = 10_000, seconds = 60): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'prism-bench-store-'));
  const pg = await startPostgres();
  try {
    const embedded = await openStore({ databaseUrl: null, dataDir: dir });
    const lines = await run(embedded, 'embedded', profiles, seconds).finally(() => embedded.close());
    const postgres = await openStore({ databaseUrl: pg.url, dataDir: null });
    return [
      ...lines,
      ...(await run(postgres, 'PostgreSQL', profiles, seconds).finally(() => postgres.close())),
    ];
  } finally {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
