// The online server under load on loopback: simulated players in live Flood Duels (16×10), each
// choosing a colour 0.8–2.4 s after their turn comes, as a person might, and asking for a rematch
// when a game ends. Prints the duels held, moves a second, the move round trip (sent → the room's
// patch with it back) at p50 and p95, errors, and the server's memory per room, for one process and
// for two processes sharing rooms through one Redis (a friend's room made on one, joined through
// the other). The players run in this process beside the server, on the same two cores.

import { Client, type Room } from 'colyseus.js';
import { groupRss, type Running, startRedis, startServer } from '../server/processes';
import type { DuelState } from '../server/rooms/duelState';

const WIDTH = 16;
const HEIGHT = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? Number.NaN;

interface Tally {
  rtt: number[];
  moves: number;
  errors: number;
}

/** One player: moves at a person's pace when it is their turn, asks for a rematch at the end. */
function play(room: Room<DuelState>, tally: Tally, running: () => boolean): void {
  let pending: { at: number; sent: number } | null = null;
  let planned = false;
  room.onMessage('refused', () => tally.errors++);
  room.onError(() => tally.errors++);
  room.onStateChange((s) => {
    if (pending && s.moves.length > pending.at) {
      tally.rtt.push(performance.now() - pending.sent);
      tally.moves++;
      pending = null;
    }
    const me = s.seats.get(room.sessionId)?.role;
    if (!running() || planned || pending) return;
    if (s.status === 'over') {
      planned = true;
      setTimeout(() => {
        planned = false;
        if (running()) room.send('rematch');
      }, 1000);
    } else if (s.status === 'playing' && s.turn === me) {
      planned = true;
      setTimeout(
        () => {
          planned = false;
          const st = room.state;
          if (!running() || st.status !== 'playing' || st.turn !== me) return;
          pending = { at: st.moves.length, sent: performance.now() };
          room.send('move', { color: 'abcdef'[Math.floor(Math.random() * 6)], at: st.moves.length });
        },
        800 + Math.random() * 1600,
      );
    }
  });
}

/** `duels` live duels on the servers for `seconds`: the figures, as lines. */
async function load(servers: Running[], duels: number, seconds: number): Promise<string[]> {
  const url = (i: number) => `ws://127.0.0.1:${(servers[i % servers.length] as Running).port}`;
  const tally: Tally = { rtt: [], moves: 0, errors: 0 };
  let on = true;
  const rooms: Room<DuelState>[] = [];
  const idle = servers.reduce((sum, s) => sum + groupRss(s.pid), 0);
  // Players arrive fifty duels at a time.
  for (let i = 0; i < duels; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, duels - i) }, async (_, k) => {
        try {
          const a = await new Client(url(i + k)).create<DuelState>('duel', {
            width: WIDTH,
            height: HEIGHT,
            private: true,
          });
          const b = await new Client(url(i + k + 1)).joinById<DuelState>(a.roomId);
          for (const r of [a, b]) play(r, tally, () => on);
          rooms.push(a, b);
        } catch {
          tally.errors++;
        }
      }),
    );
  }
  // The measure starts once everyone is in.
  tally.rtt.length = 0;
  tally.moves = 0;
  const start = performance.now();
  await sleep(seconds * 1000);
  const held = rooms.filter((r) => r.connection.isOpen).length / 2;
  const memory = servers.reduce((sum, s) => sum + groupRss(s.pid), 0);
  on = false;
  const took = (performance.now() - start) / 1000;
  await Promise.all(rooms.map((r) => r.leave(true).catch(() => undefined)));
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  return [
    `${servers.length === 1 ? 'one process' : 'two processes, one Redis'}: ${held} of ${duels} duels held (${held * 2} clients) for ${took.toFixed(0)} s`,
    `  ${(tally.moves / took).toFixed(0)} moves/s; move round trip p50 ${pct(tally.rtt, 50).toFixed(1)} ms, p95 ${pct(tally.rtt, 95).toFixed(1)} ms (goal ≤ 50 ms); errors ${tally.errors}`,
    `  server memory ${mb(memory)} MB (idle ${mb(idle)} MB)${memory > idle ? `: ${((memory - idle) / 1024 / Math.max(1, held)).toFixed(0)} KB per room` : ', the rooms within its noise'}`,
  ];
}

export async function benchOnline(duels = 500, seconds = 20): Promise<string[]> {
  const out: string[] = [];
  const quiet = { JOINS_PER_SECOND: '0', CONNECTIONS_PER_ADDRESS: '0' };
  const one = await startServer(quiet);
  try {
    out.push(...(await load([one], duels, seconds)));
  } finally {
    await one.stop();
  }
  const redis = await startRedis();
  const env = { ...quiet, REDIS_URL: `redis://127.0.0.1:${redis.port}` };
  const pair = [await startServer(env), await startServer(env)];
  try {
    out.push(...(await load(pair, duels, seconds)));
  } finally {
    await Promise.all(pair.map((s) => s.stop()));
    await redis.stop();
  }
  return out;
}
