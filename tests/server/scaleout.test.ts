// Two server processes on one Redis share rooms and matchmaking: a friend's room made through one
// is joined through the other, and a quick match is found across them.

import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Running, startRedis, startServer } from '../../server/processes';
import type { DuelState } from '../../server/rooms/duelState';

let redis: Running;
let one: Running;
let two: Running;
const rooms: Room[] = [];

beforeAll(async () => {
  redis = await startRedis();
  const env = { REDIS_URL: `redis://127.0.0.1:${redis.port}` };
  one = await startServer(env);
  two = await startServer(env);
}, 60_000);
afterAll(async () => {
  await Promise.all(rooms.map((r) => r.leave(true).catch(() => undefined)));
  await Promise.all([one?.stop(), two?.stop()]);
  await redis?.stop();
});

async function until(holds: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!holds()) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('a room made through one process is joined through the other', async () => {
  const a = await new Client(`ws://127.0.0.1:${one.port}`).create<DuelState>('duel', {
    width: 8,
    height: 6,
    private: true,
  });
  const b = await new Client(`ws://127.0.0.1:${two.port}`).joinById<DuelState>(a.roomId);
  rooms.push(a, b);
  await until(() => a.state.status === 'playing' && b.state.status === 'playing');
  expect(b.roomId).toBe(a.roomId);
  expect(b.state.seed).toBe(a.state.seed);
});

it('a quick match pairs players who asked different processes', async () => {
  const a = await new Client(`ws://127.0.0.1:${one.port}`).joinOrCreate<DuelState>('duel', {
    width: 12,
    height: 8,
  });
  const b = await new Client(`ws://127.0.0.1:${two.port}`).joinOrCreate<DuelState>('duel', {
    width: 12,
    height: 8,
  });
  rooms.push(a, b);
  expect(b.roomId).toBe(a.roomId);
  await until(() => b.state.status === 'playing');
});
