// The server's door under abuse, on loopback: bodies over the cap are answered 413 without being
// held, a socket that says nothing or trickles its request is closed within its time, and no address
// holds more than its share of connections. The big body is sent to a real server process, whose
// memory is read from /proc while a bystander duel plays on.

import http from 'node:http';
import { type AddressInfo, Socket } from 'node:net';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Gate } from '../../server/door/gate';
import { matchmakingRoute } from '../../server/door/matchmaking';
import { limitSockets } from '../../server/door/sockets';
import { groupRss, postBody, type Running, startServer } from '../../server/processes';
import type { DuelState } from '../../server/rooms/duelState';
import * as FD from '../../src/logic/flood';
import { REFUSALS } from '../../src/logic/protocol';
import { until } from './testServer';

const MB = 1024 * 1024;

/** A raw connection to `port`: resolves once it is open, and says when the server closes it. */
async function connect(port: number): Promise<{ socket: Socket; closed: () => boolean }> {
  const socket = new Socket();
  let closed = false;
  socket.on('close', () => {
    closed = true;
  });
  socket.on('error', () => undefined);
  await new Promise<void>((done) => socket.connect(port, '127.0.0.1', done));
  return { socket, closed: () => closed };
}

/** A plain server with the door's route (a stand-in matchmaker) and socket limits. */
async function doorServer(perAddress: number, idleSeconds: number): Promise<http.Server> {
  const server = http.createServer(
    { connectionsCheckingInterval: 200 },
    matchmakingRoute({
      gate: new Gate(['http://127.0.0.1:*'], 0),
      storeUp: () => true,
      reconnect: async () => ({ room: {}, sessionId: 'x' }),
    }),
  );
  limitSockets(server, { perAddress, idleSeconds });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}
const portOf = (s: http.Server): number => (s.address() as AddressInfo).port;
const close = (s: http.Server): Promise<void> =>
  new Promise((done) => {
    s.closeAllConnections();
    s.close(() => done());
  });

describe('sockets at the door', () => {
  let quick: http.Server;
  let capped: http.Server;
  beforeAll(async () => {
    quick = await doorServer(0, 1);
    capped = await doorServer(3, 60);
  });
  afterAll(async () => {
    await close(quick);
    await close(capped);
  });

  it('closes a connection that says nothing', async () => {
    const c = await connect(portOf(quick));
    await until(c.closed, 10_000);
  });

  it('closes a request whose body trickles in, byte by byte', async () => {
    const c = await connect(portOf(quick));
    c.socket.write('POST /matchmake/create/duel HTTP/1.1\r\nHost: x\r\nContent-Length: 200\r\n\r\n');
    // A byte every 100 ms keeps the socket from ever being silent: only the request's clock ends it.
    const drip = setInterval(() => c.socket.write(' '), 100);
    try {
      await until(c.closed, 10_000);
    } finally {
      clearInterval(drip);
    }
  });

  it('lets an address hold only its share of open connections', async () => {
    const held = await Promise.all([1, 2, 3].map(() => connect(portOf(capped))));
    const fourth = await connect(portOf(capped));
    await until(fourth.closed);
    // The three within the cap are still open (their idle time is a minute).
    expect(held.map((c) => c.closed())).toEqual([false, false, false]);
    held[0]?.socket.destroy();
    await until(() => held[0]?.closed() === true);
    // One closed, one may come in.
    const again = await connect(portOf(capped));
    const probe = await connect(portOf(capped));
    await until(probe.closed);
    expect(again.closed()).toBe(false);
    for (const c of [...held, again]) c.socket.destroy();
  });

  it('answers a body over the cap with 413 before it has all been sent', async () => {
    const r = await postBody(portOf(quick), '/matchmake/create/race', 8 * MB);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toMatchObject({ code: REFUSALS.tooLarge });
    expect(r.sent).toBeLessThan(8 * MB);
  });

  it('refuses options that are not a JSON object, and the server-only rebuild option', async () => {
    const url = `http://127.0.0.1:${portOf(quick)}/matchmake/create/duel`;
    for (const body of ['{', '[1]', '"duel"', '{"rebuild":"ABCDEF"}']) {
      const r = await fetch(url, { method: 'POST', body });
      expect(r.status).toBe(400);
    }
    expect((await fetch(`http://127.0.0.1:${portOf(quick)}/other`)).status).toBe(404);
  });
});

describe('a flood of big bodies at a real server', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startServer({ JOINS_PER_SECOND: '0' });
  }, 60_000);
  afterAll(() => server?.stop());

  it('answers four 64 MB bodies with 413, holds no more than 20 MB for them, and a duel plays on', async () => {
    const url = `ws://127.0.0.1:${server.port}`;
    const a = await new Client(url).create<DuelState>('duel', { width: 8, height: 6, private: true });
    const b = await new Client(url).joinById<DuelState>(a.roomId);
    await until(() => a.state.status === 'playing');
    const before = groupRss(server.pid);
    let peak = before;
    const watch = setInterval(() => {
      peak = Math.max(peak, groupRss(server.pid));
    }, 20);
    // The bystanders move all through the flood.
    let moved = 0;
    let flooding = true;
    const players = { 1: a, 2: b } as const;
    const play = (async () => {
      while (flooding || moved < 4) {
        let g = FD.newGame({ width: 8, height: 6 }, a.state.seed, a.state.first as FD.Player);
        for (const c of a.state.moves) {
          const r = FD.apply(g, c);
          if (r.ok) g = r.value.state;
        }
        if (FD.status(g) !== 'playing') break;
        const at = a.state.moves.length;
        players[g.turn].send('move', { color: FD.COLOR_LETTERS[FD.greedyMove(g)], at });
        await until(() => a.state.moves.length === at + 1 && b.state.moves.length === at + 1, 15_000);
        moved++;
      }
    })();
    try {
      const floods = await Promise.all(
        [1, 2, 3, 4].map(() => postBody(server.port, '/matchmake/create/race', 64 * MB)),
      );
      expect(floods.map((f) => f.status)).toEqual([413, 413, 413, 413]);
      expect(floods.every((f) => f.sent < 64 * MB)).toBe(true);
    } finally {
      flooding = false;
    }
    await play;
    clearInterval(watch);
    expect(moved).toBeGreaterThanOrEqual(4);
    expect(peak - before).toBeLessThan(20 * MB);
    await Promise.all([a.leave(true), b.leave(true)]);
  });
});
