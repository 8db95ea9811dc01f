// Two server processes on one Redis share rooms and matchmaking: a friend's room made through one
// is joined through the other, a quick match is found across them, and a duel or a race whose
// process dies — killed, or stopped — is built again on the other from its record and played on
// from where it was.

import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Running, startRedis, startServer } from '../../server/processes';
import type { DuelState } from '../../server/rooms/duelState';
import type { RaceState } from '../../server/rooms/raceState';
import * as FD from '../../src/logic/flood';
import { REFUSALS } from '../../src/logic/protocol';
import { raceRules } from '../../src/logic/race';

let redis: Running;
let servers: Running[] = [];
let env: NodeJS.ProcessEnv = {};
const rooms: Room[] = [];

beforeAll(async () => {
  redis = await startRedis();
  // A gone process's rooms are built again once their records are two seconds old (15 by default).
  env = { REDIS_URL: `redis://127.0.0.1:${redis.port}`, JOINS_PER_SECOND: '0', RECORD_STALE_SECONDS: '2' };
  servers = [await startServer(env), await startServer(env)];
}, 60_000);
afterAll(async () => {
  const open = rooms.filter((r) => r.connection.isOpen);
  await Promise.race([
    Promise.all(open.map((r) => r.leave(true).catch(() => undefined))),
    new Promise((r) => setTimeout(r, 3000)),
  ]);
  await Promise.all(servers.map((s) => s.stop()));
  await redis?.stop();
}, 60_000);

async function until(holds: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!holds()) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const client = (s: Running): Client => new Client(`ws://127.0.0.1:${s.port}`);

/**
 * Come back with `token` through `s`, as the game does: "try again" (the seat not ready yet, a room
 * not yet taken for gone) is tried again; any other refusal fails.
 */
async function comeBack<T>(s: Running, token: string): Promise<Room<T>> {
  const end = Date.now() + 20_000;
  for (;;) {
    try {
      return await client(s).reconnect<T>(token);
    } catch (e) {
      if ((e as { code?: number }).code !== REFUSALS.seatHeld || Date.now() > end) throw e;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** The process a room's connection goes to. */
function holder(room: Room): Running {
  const url = (room.connection.transport as unknown as { ws: { url: string } }).ws.url;
  const port = Number(new URL(url).port);
  const s = servers.find((x) => x.port === port);
  if (!s) throw new Error(`no server on ${port}`);
  return s;
}

/** Kill the process holding `room` with `signal`, start a fresh one in its place: the one left. */
async function crash(room: Room, signal: NodeJS.Signals): Promise<Running> {
  const dead = holder(room);
  await dead.kill(signal);
  const other = servers.find((s) => s !== dead) as Running;
  servers = [other, await startServer(env)];
  return other;
}

/** The duel as the rules have it after the room's moves. */
function replay(s: DuelState): FD.FloodState {
  let g = FD.newGame({ width: s.width, height: s.height }, s.seed, s.first as FD.Player);
  for (const c of s.moves) {
    const r = FD.apply(g, c);
    if (r.ok) g = r.value.state;
  }
  return g;
}

/** Play the duel's next move by the greedy choice, and wait for both sides to see it. */
async function step(p1: Room<DuelState>, p2: Room<DuelState>): Promise<void> {
  const g = replay(p1.state);
  const at = p1.state.moves.length;
  const mover = g.turn === p1.state.seats.get(p1.sessionId)?.role ? p1 : p2;
  mover.send('move', { color: FD.COLOR_LETTERS[FD.greedyMove(g)], at });
  await until(() => p1.state.moves.length === at + 1 && p2.state.moves.length === at + 1);
}

it('a room made through one process is joined through the other', async () => {
  const [one, two] = servers as [Running, Running];
  const a = await client(one).create<DuelState>('duel', { width: 8, height: 6, private: true });
  const b = await client(two).joinById<DuelState>(a.roomId);
  rooms.push(a, b);
  await until(() => a.state.status === 'playing' && b.state.status === 'playing');
  expect(b.roomId).toBe(a.roomId);
  expect(b.state.seed).toBe(a.state.seed);
});

it('a quick match pairs players who asked different processes', async () => {
  const [one, two] = servers as [Running, Running];
  const a = await client(one).joinOrCreate<DuelState>('duel', { width: 12, height: 8 });
  const b = await client(two).joinOrCreate<DuelState>('duel', { width: 12, height: 8 });
  rooms.push(a, b);
  expect(b.roomId).toBe(a.roomId);
  await until(() => b.state.status === 'playing');
});

for (const signal of ['SIGKILL', 'SIGTERM'] as const)
  it(`a duel whose process is stopped by ${signal} is built again on the other and finished from the same position`, async () => {
    const [one, two] = servers as [Running, Running];
    const p1 = await client(one).create<DuelState>('duel', { width: 8, height: 6, private: true });
    const p2 = await client(two).joinById<DuelState>(p1.roomId);
    await until(() => p1.state.status === 'playing' && p2.state.status === 'playing');
    for (let i = 0; i < 3; i++) await step(p1, p2);
    const was = {
      moves: [...p1.state.moves],
      seed: p1.state.seed,
      roles: [p1, p2].map((p) => p.state.seats.get(p.sessionId)?.role),
    };
    const tokens = [p1.reconnectionToken, p2.reconnectionToken];
    let dropped = 0;
    for (const p of [p1, p2]) p.onLeave(() => dropped++);
    const other = await crash(p1, signal);
    await until(() => dropped === 2);
    // Both come back at once, through the process that is left.
    const [q1, q2] = (await Promise.all(tokens.map((t) => comeBack<DuelState>(other, t as string)))) as [
      Room<DuelState>,
      Room<DuelState>,
    ];
    rooms.push(q1, q2);
    await until(
      () => q1.state.moves?.length === was.moves.length && q2.state.moves?.length === was.moves.length,
    );
    expect(q1.roomId).toBe(p1.roomId);
    expect(q1.state.seed).toBe(was.seed);
    expect([...q1.state.moves]).toEqual(was.moves);
    expect([q1, q2].map((q) => q.state.seats.get(q.sessionId)?.role)).toEqual(was.roles);
    await until(() => [...q1.state.seats.values()].every((s) => s.connected));
    expect(q1.state.status).toBe('playing');
    while (q1.state.status === 'playing') await step(q1, q2);
    const w = FD.winner(replay(q1.state));
    expect(q1.state.result).toBe(w === 'draw' ? 'draw' : `p${w}`);
  });

it('a race whose process dies is built again on the other, each racer on their own board where it was', async () => {
  const [one, two] = servers as [Running, Running];
  const a = await client(one).create<RaceState>('race', { game: 'glassworks', seed: 7, private: true });
  const b = await client(two).joinById<RaceState>(a.roomId);
  await until(() => a.state.racers.size === 2 && b.state.racers.size === 2);
  a.send('start');
  await until(() => a.state.status === 'racing', 20_000);
  const rules = raceRules('glassworks');
  let board = rules.deal(JSON.parse(a.state.options), a.state.seed);
  for (let at = 0; at < 2; at++) {
    const move = rules.legalMoves(board)[0];
    board = (rules.apply(board, move) as { ok: true; value: { state: unknown } }).value.state;
    a.send('move', { move: rules.encodeMove(move), at });
    await until(() => a.state.racers.get(a.sessionId)?.moves === at + 1);
  }
  const progress = a.state.racers.get(a.sessionId)?.progress;
  const tokens = [a.reconnectionToken, b.reconnectionToken];
  let dropped = 0;
  for (const r of [a, b]) r.onLeave(() => dropped++);
  const other = await crash(a, 'SIGKILL');
  await until(() => dropped === 2);
  const [a2, b2] = (await Promise.all(tokens.map((t) => comeBack<RaceState>(other, t as string)))) as [
    Room<RaceState>,
    Room<RaceState>,
  ];
  rooms.push(a2, b2);
  await until(() => a2.state.racers.get(a2.sessionId)?.moves === 2);
  expect(a2.state.status).toBe('racing');
  expect(a2.state.racers.get(a2.sessionId)?.progress).toBe(progress);
  expect(a2.state.racers.get(b2.sessionId)?.moves).toBe(0);
  // The next move on the rebuilt board is taken where the board was.
  const move = rules.legalMoves(board)[0];
  a2.send('move', { move: rules.encodeMove(move), at: 2 });
  await until(() => a2.state.racers.get(a2.sessionId)?.moves === 3);
});
