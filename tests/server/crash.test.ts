// The server killed outright (SIGKILL) in the middle of a stream of daily results, on each
// database: started again on the same store, it holds every result it acknowledged, each whole; any
// other row it holds is one that was sent (a result committed in the instant before the kill, never
// answered) — nothing half-written, nothing made up.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Running, startPostgres, startServer } from '../../server/processes';
import { GAME_IDS, type GameId } from '../../src/logic/game';
import { addDays, dayOf } from '../../src/midend/progress/daily';
import { playDaily } from '../midend/dailyPlay';

const ORIGIN = 'http://localhost:5173';
type Sent = { game: GameId; day: string; moves: string[] };

async function call(port: number, method: string, path: string, auth?: string, body?: object) {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      origin: ORIGIN,
      ...(auth ? { authorization: auth } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

describe.each(['embedded', 'postgres'] as const)('killed mid-stream, on the %s database', (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('holds every result it acknowledged, and nothing that was not sent', async () => {
    let env: NodeJS.ProcessEnv;
    if (kind === 'postgres') {
      const pg = await startPostgres();
      cleanups.push(() => pg.stop());
      env = { DATABASE_URL: pg.url };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'prism-crash-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      env = { DATA_DIR: dir };
    }
    let server: Running = await startServer(env);
    cleanups.push(() => server.stop());
    const me = await (await call(server.port, 'POST', '/api/profiles')).json();
    const auth = `Bearer ${me.id}.${me.secret}`;
    // Every game's deal of the last eight days (the most a device may send late), played out.
    const today = dayOf(new Date());
    const stream: Sent[] = GAME_IDS.flatMap((game) =>
      [0, 1, 2, 3, 4, 5, 6, 7].map((back) => {
        const day = addDays(today, -back);
        return { game, day, moves: playDaily(game, day, back) };
      }),
    );
    const acknowledged: Sent[] = [];
    const killAfter = 8;
    let killing: Promise<void> | null = null;
    await Promise.all(
      [0, 1, 2, 3].map(async (lane) => {
        for (let i = lane; i < stream.length && !killing; i += 4) {
          const s = stream[i] as Sent;
          const r = await call(server.port, 'POST', '/api/daily', auth, {
            ...s,
            hints: 0,
            assisted: 0,
          }).catch(() => null);
          if (r?.status === 201) acknowledged.push(s);
          if (acknowledged.length >= killAfter) killing ??= server.kill('SIGKILL');
        }
      }),
    );
    await killing;
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
    expect(acknowledged.length).toBeLessThan(stream.length); // the kill came mid-stream
    server = await startServer(env); // another port: fetch keeps no socket to the dead one
    const stored: Sent[] = [];
    for (const s of stream) {
      const board = await (await call(server.port, 'GET', `/api/daily/${s.game}/${s.day}`, auth)).json();
      if (board.mine) stored.push(s);
    }
    for (const a of acknowledged) expect(stored, `${a.game} ${a.day}`).toContainEqual(a);
    expect(stored.length).toBeLessThanOrEqual(acknowledged.length + 4); // at most the four in flight
  });
});
