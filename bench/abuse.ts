// The online server under abuse on loopback, one process: a flood of 1 MB request bodies (each
// answered 413 after its first chunk) while a bystander duel plays, and 1,000 sockets that connect
// and say nothing (closed after IDLE_SECONDS). Prints the server's memory through each, the answers'
// times, and the bystander's move round trip.

import { Socket } from 'node:net';
import { Client, type Room } from 'colyseus.js';
import { groupRss, postBody, type Running, startServer } from '../server/processes';
import type { DuelState } from '../server/rooms/duelState';
import * as FD from '../src/logic/flood';

const MB = 1024 * 1024;
const mb = (n: number): string => (n / MB).toFixed(1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? Number.NaN;

/** A duel under way that plays greedy moves until stopped: then each move's round trip. */
async function bystander(port: number): Promise<{ stop: () => Promise<number[]> }> {
  const url = `ws://127.0.0.1:${port}`;
  const a = await new Client(url).create<DuelState>('duel', { width: 16, height: 10, private: true });
  const b = await new Client(url).joinById<DuelState>(a.roomId);
  const rtt: number[] = [];
  const players: Record<number, Room<DuelState>> = {};
  while (a.state.status !== 'playing') await sleep(10);
  for (const p of [a, b]) players[p.state.seats.get(p.sessionId)?.role ?? 0] = p;
  let on = true;
  const loop = (async () => {
    while (on && a.state.status === 'playing') {
      let g = FD.newGame({ width: 16, height: 10 }, a.state.seed, a.state.first as FD.Player);
      for (const c of a.state.moves) {
        const r = FD.apply(g, c);
        if (r.ok) g = r.value.state;
      }
      const at = a.state.moves.length;
      const sent = performance.now();
      players[g.turn]?.send('move', { color: FD.COLOR_LETTERS[FD.greedyMove(g)], at });
      while (a.state.moves.length === at && a.state.status === 'playing') await sleep(1);
      rtt.push(performance.now() - sent);
      await sleep(30);
    }
  })();
  return {
    stop: async () => {
      on = false;
      await loop;
      await Promise.all([a.leave(true), b.leave(true)]).catch(() => undefined);
      return rtt;
    },
  };
}

/** `count` bodies of `bytes`, `together` at a time, beside a bystander duel: the lines to print. */
async function bodyFlood(server: Running, count: number, bytes: number, together: number): Promise<string[]> {
  const idle = groupRss(server.pid);
  let peak = idle;
  const watch = setInterval(() => {
    peak = Math.max(peak, groupRss(server.pid));
  }, 20);
  const duel = await bystander(server.port);
  const answers: { status: number; ms: number }[] = [];
  for (let i = 0; i < count; i += together) {
    const batch = Array.from({ length: Math.min(together, count - i) }, () =>
      postBody(server.port, '/matchmake/create/race', bytes),
    );
    answers.push(...(await Promise.all(batch)));
  }
  const rtt = await duel.stop();
  clearInterval(watch);
  const refused = answers.filter((a) => a.status === 413).length;
  const ms = answers.map((a) => a.ms);
  return [
    `${count} bodies of ${mb(bytes)} MB, ${together} at a time: ${refused} answered 413 (p50 ${pct(ms, 50).toFixed(1)} ms, p95 ${pct(ms, 95).toFixed(1)} ms)`,
    `  server memory ${mb(idle)} MB before, ${mb(peak)} MB at most during the flood (+${mb(peak - idle)} MB)`,
    `  a bystander duel meanwhile: ${rtt.length} moves, round trip p50 ${pct(rtt, 50).toFixed(1)} ms, p95 ${pct(rtt, 95).toFixed(1)} ms`,
  ];
}

async function idleSockets(server: Running, count: number, idleSeconds: number): Promise<string[]> {
  const before = groupRss(server.pid);
  const sockets: { socket: Socket; closed: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    const socket = new Socket();
    const entry = { socket, closed: false };
    socket.on('close', () => {
      entry.closed = true;
    });
    socket.on('error', () => undefined);
    await new Promise<void>((done) => socket.connect(server.port, '127.0.0.1', done));
    sockets.push(entry);
  }
  await sleep(500);
  const held = groupRss(server.pid);
  const open = sockets.filter((s) => !s.closed).length;
  await sleep((idleSeconds + 5) * 1000);
  const closed = sockets.filter((s) => s.closed).length;
  for (const s of sockets) s.socket.destroy();
  return [
    `${count} sockets that say nothing: ${open} open at first, server memory ${mb(before)} → ${mb(held)} MB (${((held - before) / 1024 / count).toFixed(1)} KB each)`,
    `  ${closed} of ${count} closed by the server within ${idleSeconds + 5} s (IDLE_SECONDS ${idleSeconds})`,
  ];
}

export async function benchAbuse(): Promise<string[]> {
  const idleSeconds = 10;
  const server = await startServer({
    JOINS_PER_SECOND: '0',
    CONNECTIONS_PER_ADDRESS: '0',
    IDLE_SECONDS: String(idleSeconds),
  });
  try {
    return [
      // The case: four 64 MB bodies at once (goal: +20 MB at most).
      ...(await bodyFlood(server, 4, 64 * MB, 4)),
      ...(await bodyFlood(server, 1000, MB, 20)),
      ...(await idleSockets(server, 1000, idleSeconds)),
    ];
  } finally {
    await server.stop();
  }
}
