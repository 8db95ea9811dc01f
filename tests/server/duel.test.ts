// The live Flood Duel room on a real server (Colyseus' test server on a loopback port): games agree
// with the rules module, nothing a client sends can break a room, a dropped player comes back or
// forfeits, and rematches swap the starter.

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { matchMaker, type Room as ServerRoom } from '@colyseus/core';
import { decode } from '@colyseus/schema';
import type { Room } from 'colyseus.js';
import { describe, expect, it } from 'vitest';
import { penalties } from '../../server/limits';
import { SEAT_KEPT } from '../../server/rooms/arcadeRoom';
import type { DuelState } from '../../server/rooms/duelState';
import { CLOSE_BAD_FRAME, CLOSE_FLOOD } from '../../server/rooms/guard';
import { CLOCK_SECOND } from '../../server/rooms/turnClock';
import * as FD from '../../src/logic/flood';
import { CODE_ALPHABET, CODE_LENGTH, REFUSALS } from '../../src/logic/protocol';
import { refusal, testServer, until } from './testServer';

const test = testServer();

/** Two players in a friend's room: the creator (player 1) and the friend who used the code. */
async function friends(width = 6, height = 4) {
  const p1 = await test.sdk.create<DuelState>('duel', { width, height, private: true });
  const p2 = await test.sdk.joinById<DuelState>(p1.roomId);
  const room = test.server().getRoomById<DuelState>(p1.roomId) as ServerRoom<DuelState>;
  await until(() => p1.state.status === 'playing' && p2.state.status === 'playing');
  return { p1, p2, room };
}

/**
 * Open a WebSocket on `path` by hand, read the server's first frame (JOIN_ROOM, with the new
 * reconnection token) and drop the connection without answering it: the token heard.
 */
function tokenThenDrop(path: string): Promise<string> {
  return new Promise((done, fail) => {
    const req = http.request({
      port: test.port(),
      host: '127.0.0.1',
      path,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
      },
    });
    req.on('upgrade', (_res, socket, head) => {
      let got = head;
      const read = (): void => {
        // An unmasked binary frame from the server: its length, then [JOIN_ROOM, token, …].
        if (got.length < 2) return;
        const short = (got[1] as number) & 0x7f;
        const start = short === 126 ? 4 : 2;
        if (got.length < start + 2) return;
        const it = { offset: 1 };
        const token = decode.string(
          got.subarray(start) as unknown as Parameters<typeof decode.string>[0],
          it,
        );
        socket.destroy();
        done(token);
      };
      socket.on('data', (c: Buffer) => {
        got = Buffer.concat([got, c]);
        read();
      });
      read();
    });
    req.on('error', fail);
    req.end();
  });
}

/** The game as the rules have it after the room's moves. */
function replay(s: DuelState): FD.FloodState {
  let g = FD.newGame({ width: s.width, height: s.height }, s.seed, s.first as FD.Player);
  for (const c of s.moves) {
    const r = FD.apply(g, c);
    if (!r.ok) throw new Error(r.reason);
    g = r.value.state;
  }
  return g;
}

describe('a live duel', () => {
  it("a friend's room has a six-symbol code and plays to the end the rules give", async () => {
    const { p1, p2, room } = await friends();
    expect(p1.roomId).toHaveLength(CODE_LENGTH);
    expect([...p1.roomId].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    expect(room.state.code).toBe(p1.roomId);
    const players = { 1: p1, 2: p2 } as const;
    let local = replay(room.state);
    while (FD.status(local) === 'playing') {
      const mover = players[local.turn];
      const color = FD.greedyMove(local);
      const at = room.state.moves.length;
      mover.send('move', { color: FD.COLOR_LETTERS[color], at });
      await until(() => p1.state.moves.length === at + 1 && p2.state.moves.length === at + 1);
      local = replay(room.state);
    }
    const w = FD.winner(local);
    await until(() => p1.state.status === 'over');
    expect(p1.state.result).toBe(w === 'draw' ? 'draw' : `p${w}`);
    expect(p2.state.result).toBe(p1.state.result);
    expect([...p2.state.moves]).toEqual([...room.state.moves]);
  });

  it('refuses malformed, out-of-turn, replayed and out-of-step moves, and keeps the game', async () => {
    const { p1, p2, room } = await friends();
    const g = replay(room.state);
    const good = FD.COLOR_LETTERS[FD.greedyMove(g)];
    const cases: [Room, unknown, RegExp][] = [
      [p1, { color: 'z', at: 0 }, /color/],
      [p1, { color: good, at: -1 }, /at/],
      [p1, 'move a', /must be an object/],
      [p1, { color: good }, /at/],
      [p1, { color: good, at: 3 }, /out of step/],
      [p2, { color: good, at: 0 }, /not your turn/],
    ];
    for (const [who, message, reason] of cases) {
      const heard = refusal(who);
      who.send('move', message);
      expect(await heard).toMatch(reason);
    }
    expect(room.state.moves.length).toBe(0);
    p1.send('move', { color: good, at: 0 });
    await until(() => room.state.moves.length === 1);
    const heard = refusal(p1);
    p1.send('move', { color: good, at: 0 });
    expect(await heard).toMatch(/played already/);
    expect(room.state.moves.length).toBe(1);
  });

  it('sends a flooder away for good: its seat is lost, its token void, its address kept waiting', async () => {
    const { p1, p2 } = await friends();
    let closed = 0;
    p2.onLeave((code) => {
      closed = code;
    });
    const token = p2.reconnectionToken;
    for (let i = 0; i < 200; i++) p2.send('junk', { i });
    await until(() => closed !== 0);
    expect(closed).toBe(CLOSE_FLOOD);
    // The game is over at once: the flooder forfeits, as one who leaves does.
    await until(() => p1.state.status === 'over');
    expect(p1.state.result).toBe('p1');
    expect(p1.state.forfeit).toBe(2);
    // Back at once with its token: refused at the door, the address waits.
    await expect(test.sdk.reconnect(token)).rejects.toThrow(/sent away/);
    penalties.clear();
    // And past the wait, the token is void all the same: the seat is given up.
    await expect(test.sdk.reconnect(token)).rejects.toMatchObject({ code: REFUSALS.away });
  });

  it('sends away a client whose frames are not the game’s: unknown first bytes, or messages that do not decode', async () => {
    for (const frame of [
      (i: number) => [99, i & 0xff, 1, 2],
      // ROOM_DATA (13), the type 'move' as a string, then a msgpack string cut short.
      () => [13, 0xa4, 0x6d, 0x6f, 0x76, 0x65, 0xd9, 0xff, 0x41],
    ]) {
      const { p1, p2 } = await friends();
      let closed = 0;
      p2.onLeave((code) => {
        closed = code;
      });
      for (let i = 0; i < 1000; i++) p2.connection.send(new Uint8Array(frame(i)));
      await until(() => closed !== 0);
      expect(closed).toBe(CLOSE_BAD_FRAME);
      await until(() => p1.state.status === 'over');
      expect(p1.state.forfeit).toBe(2);
      penalties.clear();
    }
  });

  it('a dropped player comes back into the same seat; one who leaves loses by forfeit', async () => {
    const { p1, p2, room } = await friends();
    const token = p2.reconnectionToken;
    p2.connection.close();
    await until(() => [...room.state.seats.values()].some((s) => !s.connected));
    expect(room.state.status).toBe('playing');
    const back = await test.sdk.reconnect<DuelState>(token);
    await until(() => [...room.state.seats.values()].every((s) => s.connected));
    expect(room.state.seats.get(back.sessionId)?.role).toBe(2);
    await back.leave(true);
    await until(() => p1.state.status === 'over');
    expect(p1.state.result).toBe('p1');
    expect(p1.state.forfeit).toBe(2);
  });

  it('a player whose connection drops again in the middle of coming back keeps the seat for the minute', async () => {
    const { p1, p2, room } = await friends();
    p2.connection.close();
    await until(() => [...room.state.seats.values()].some((s) => !s.connected));
    // Back by hand: a seat reservation, then a WebSocket that hears its new token and drops before
    // it answers (a phone losing the network again).
    const [roomId, old] = p2.reconnectionToken.split(':') as [string, string];
    const seat = (await (
      await fetch(`http://127.0.0.1:${test.port()}/matchmake/reconnect/${roomId}`, {
        method: 'POST',
        body: JSON.stringify({ reconnectionToken: old }),
      })
    ).json()) as { sessionId: string; room: { processId: string } };
    const fresh = await tokenThenDrop(
      `/${seat.room.processId}/${roomId}?sessionId=${seat.sessionId}&reconnectionToken=${old}`,
    );
    // Still a game: the seat waits for its player, who comes back with the token last heard.
    expect(room.state.status).toBe('playing');
    const back = await test.sdk.reconnect<DuelState>(`${roomId}:${fresh}`);
    await until(() => [...room.state.seats.values()].every((s) => s.connected));
    await until(() => back.state.seats?.get(back.sessionId)?.role === 2);
    expect(p1.state.status).toBe('playing');
  });

  it('the player waiting for a friend keeps the room through a reload', async () => {
    const p1 = await test.sdk.create<DuelState>('duel', { width: 6, height: 4, private: true });
    const room = test.server().getRoomById<DuelState>(p1.roomId) as ServerRoom<DuelState>;
    const token = p1.reconnectionToken;
    p1.connection.close();
    await until(() => [...room.state.seats.values()].some((s) => !s.connected));
    const back = await test.sdk.reconnect<DuelState>(token);
    expect(back.roomId).toBe(p1.roomId);
    const p2 = await test.sdk.joinById<DuelState>(p1.roomId);
    await until(() => back.state.status === 'playing' && p2.state.status === 'playing');
    expect(back.state.seats.get(back.sessionId)?.role).toBe(1);
  });

  it('a player away past the time their seat is kept loses, is told so at once on return, and the other wins', async () => {
    SEAT_KEPT.seconds = 0.3;
    try {
      const { p1, p2 } = await friends();
      const token = p1.reconnectionToken;
      p1.connection.close();
      await until(() => p2.state.status === 'over');
      expect(p2.state.result).toBe('p2');
      expect(p2.state.forfeit).toBe(1);
      expect(p2.state.ended).toBe('away');
      // Back while the friend is still in the room: refused with what happened, never a win.
      const back = test.sdk.reconnect(token);
      await expect(back).rejects.toMatchObject({ code: REFUSALS.away });
      // And once the room is gone, the record still says so.
      await p2.leave(true);
      await until(() => test.server().getRoomById(p2.roomId) === undefined);
      await expect(test.sdk.reconnect(token)).rejects.toMatchObject({ code: REFUSALS.away });
    } finally {
      SEAT_KEPT.seconds = 60;
    }
  });

  it('the player whose friend left while they were away comes back to their win', async () => {
    const { p1, p2 } = await friends();
    const token = p1.reconnectionToken;
    p1.connection.close();
    await until(() => [...p2.state.seats.values()].some((s) => !s.connected));
    await p2.leave(true);
    const back = await test.sdk.reconnect<DuelState>(token);
    await until(() => back.state.status === 'over');
    expect(back.state.result).toBe('p1');
    expect(back.state.forfeit).toBe(2);
    expect(back.state.ended).toBe('left');
  });

  it('a return before the server has seen the last connection go is told to try again, never that it lost', async () => {
    const { p1, p2 } = await friends();
    // p2's connection is still open as far as the server knows: its seat is held, not given up.
    await expect(test.sdk.reconnect(p2.reconnectionToken)).rejects.toMatchObject({ code: REFUSALS.seatHeld });
    expect(p1.state.status).toBe('playing');
  });

  it('a token for a game the server does not hold and never kept is answered: not kept', async () => {
    await expect(test.sdk.reconnect('QQQQQQ:abcdefghi')).rejects.toMatchObject({ code: REFUSALS.notKept });
  });

  it('a turn clock ends a stalled duel: the player whose time runs out loses', async () => {
    CLOCK_SECOND.ms = 20;
    try {
      const p1 = await test.sdk.create<DuelState>('duel', { width: 6, height: 4, private: true, clock: 30 });
      const p2 = await test.sdk.joinById<DuelState>(p1.roomId);
      await until(() => p1.state.status === 'playing');
      expect(p1.state.turnSeconds).toBe(30);
      // The seconds left fall as they pass, for both to see.
      await until(() => p2.state.clock > 0 && p2.state.clock < 30);
      // Player 1 moves: player 2's turn starts with the full time.
      const g = FD.newGame({ width: 6, height: 4 }, p1.state.seed, 1);
      p1.send('move', { color: FD.COLOR_LETTERS[FD.greedyMove(g)], at: 0 });
      await until(() => p1.state.moves.length === 1);
      // Player 2 never moves.
      await until(() => p1.state.status === 'over');
      expect(p1.state.result).toBe('p1');
      expect(p1.state.forfeit).toBe(2);
      expect(p1.state.ended).toBe('time');
      expect(p1.state.clock).toBe(0);
    } finally {
      CLOCK_SECOND.ms = 1000;
    }
  });

  it('a friend who leaves after the game is marked gone, and a rematch does not wait for them', async () => {
    const { p1, p2, room } = await friends(4, 4);
    while (room.state.status === 'playing') {
      const g = replay(room.state);
      const at = room.state.moves.length;
      (g.turn === 1 ? p1 : p2).send('move', { color: FD.COLOR_LETTERS[FD.greedyMove(g)], at });
      await until(() => room.state.moves.length === at + 1 || room.state.status !== 'playing');
    }
    await p2.leave(true);
    const friend = () => [...p1.state.seats.values()].find((s) => s.role === 2);
    await until(() => friend()?.left === true);
    expect(friend()?.connected).toBe(false);
    p1.send('rematch');
    await until(() => [...room.state.seats.values()].some((s) => s.rematch));
    expect(room.state.status).toBe('over');
  });

  it('a rematch asked by both deals again with the other player starting', async () => {
    const { p1, p2, room } = await friends(4, 4);
    // Play it out by the rules' greedy choice.
    const players = new Map([
      [1, p1],
      [2, p2],
    ]);
    while (room.state.status === 'playing') {
      const g = replay(room.state);
      const at = room.state.moves.length;
      players.get(g.turn)?.send('move', { color: FD.COLOR_LETTERS[FD.greedyMove(g)], at });
      await until(() => room.state.moves.length === at + 1 || room.state.status !== 'playing');
    }
    const seed = room.state.seed;
    p1.send('rematch');
    await until(() => [...room.state.seats.values()].some((s) => s.rematch));
    expect(room.state.status).toBe('over');
    p2.send('rematch');
    await until(() => room.state.status === 'playing');
    expect(room.state.round).toBe(1);
    expect(room.state.first).toBe(2);
    expect(room.state.moves.length).toBe(0);
    expect(room.state.seed).not.toBe(seed);
  });

  it('quick match pairs two strangers by board size', async () => {
    const a = await test.sdk.joinOrCreate<DuelState>('duel', { width: 16, height: 10 });
    const b = await test.sdk.joinOrCreate<DuelState>('duel', { width: 24, height: 16 });
    const c = await test.sdk.joinOrCreate<DuelState>('duel', { width: 16, height: 10 });
    expect(c.roomId).toBe(a.roomId);
    expect(b.roomId).not.toBe(a.roomId);
    await until(() => a.state.status === 'playing');
    expect(b.state.status).toBe('waiting');
    // A friend's room is never offered to a stranger.
    const mine = await test.sdk.create<DuelState>('duel', { width: 32, height: 20, private: true });
    const other = await test.sdk.joinOrCreate<DuelState>('duel', { width: 32, height: 20 });
    expect(other.roomId).not.toBe(mine.roomId);
  });

  it('a room asked for with a size out of range is not made', async () => {
    await expect(test.sdk.create('duel', { width: 999, height: 4 })).rejects.toThrow(/width/);
    expect((await matchMaker.query({ name: 'duel' })).length).toBe(0);
  });
});
