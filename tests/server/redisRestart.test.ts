// A server process on a Redis that goes away and comes back empty: while it is away, making a room
// is refused at once in a sentence (not ioredis' words after its retries) and the game under way
// plays on; once it is back, the process's rooms are registered again, so a reload rejoins its game.

import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Running, startRedis, startServer } from '../../server/processes';
import type { DuelState } from '../../server/rooms/duelState';
import * as FD from '../../src/logic/flood';
import { REFUSALS } from '../../src/logic/protocol';

let redis: Running;
let server: Running;

beforeAll(async () => {
  redis = await startRedis();
  server = await startServer({ REDIS_URL: `redis://127.0.0.1:${redis.port}`, JOINS_PER_SECOND: '0' });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await redis?.stop();
}, 30_000);

async function until(holds: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await holds())) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('a Redis restart leaves no room orphaned: a reload rejoins its game', async () => {
  const client = new Client(`ws://127.0.0.1:${server.port}`);
  const p1 = await client.create<DuelState>('duel', { width: 8, height: 6, private: true });
  const p2 = await client.joinById<DuelState>(p1.roomId);
  await until(() => p1.state.status === 'playing' && p2.state.status === 'playing');
  const g = FD.newGame({ width: 8, height: 6 }, p1.state.seed, p1.state.first as FD.Player);
  const mover = p1.state.seats.get(p1.sessionId)?.role === g.turn ? p1 : p2;
  mover.send('move', { color: FD.COLOR_LETTERS[FD.greedyMove(g)], at: 0 });
  await until(() => p2.state.moves.length === 1);

  const port = redis.port;
  await redis.stop();
  // Away: a new room is refused at once, in the server's sentence.
  await until(async () => {
    try {
      await client.create('duel', { width: 8, height: 6, private: true });
      return false;
    } catch (e) {
      const err = e as { code?: number; message?: string };
      if (err.code !== REFUSALS.storeDown) return false;
      expect(err.message).toMatch(/try again in a minute/);
      return true;
    }
  });

  redis = await startRedis(port);
  // A reload: the connection closes and the tab comes back with its token, as the game does.
  const token = p2.reconnectionToken;
  p2.connection.close();
  let back: Room<DuelState> | null = null;
  await until(async () => {
    try {
      back = await client.reconnect<DuelState>(token);
      return true;
    } catch {
      return false;
    }
  });
  const room = back as unknown as Room<DuelState>;
  await until(() => room.state.moves?.length === 1);
  expect(room.roomId).toBe(p1.roomId);
  expect(room.state.seats.get(room.sessionId)?.role).toBe(p2.state.seats.get(p2.sessionId)?.role);
  await Promise.all([p1.leave(true), room.leave(true)]);
});
