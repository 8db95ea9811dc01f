// Rated quick match on a real server with the embedded store (and once on PostgreSQL) (issue 42): two signed-in players queue,
// are paired, play a Flood Duel to its end through the room protocol, and the store moves both
// ratings (the winner up, the loser down), shown to both in the room; one who leaves mid-game loses
// rating; a player without a profile is refused by the queue but quick-matches unrated as ever;
// nearest ratings are paired first; a friend's room is rated only when both ask.

import { matchMaker, type Room as ServerRoom } from '@colyseus/core';
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDuelData } from '../../server/rooms/duelData';
import type { DuelState } from '../../server/rooms/duelState';
import type { Paired } from '../../server/rooms/QueueRoom';
import { RATED_MESSAGES, RATED_REFUSALS, RATED_ROOM } from '../../server/rooms/rated';
import { readRecord } from '../../server/rooms/records';
import { createProfile, type NewProfile } from '../../server/store/profiles';
import { ratingOf } from '../../server/store/ratings';
import * as FD from '../../src/logic/flood';
import { testStore } from './stores';
import { testServer, until } from './testServer';

const embedded = testStore('embedded');
const embeddedServer = testServer(embedded);
/** The store and server the tests use now: the embedded ones, or PostgreSQL's in its own block. */
let db = embedded;
let test = embeddedServer;
const SIZE = { width: 6, height: 4 };

const authOf = (p: NewProfile): string => `${p.id}.${p.secret}`;
const ratingNow = async (p: NewProfile) => (await ratingOf(db(), p.id, 'flood-duel')).rating;

/** A profile in the queue: its queue room, and the pairing it hears (a promise). */
async function queue(p: NewProfile): Promise<{ room: Room; paired: Promise<Paired> }> {
  const room = await test.sdk.joinOrCreate(RATED_ROOM, { ...SIZE, auth: authOf(p) });
  room.onMessage(RATED_MESSAGES.waiting, () => undefined);
  const paired = new Promise<Paired>((done) => room.onMessage(RATED_MESSAGES.paired, done));
  return { room, paired };
}

/** Two profiles queued, paired, and seated in their rated duel (each client as the game's would). */
async function ratedPair(a: NewProfile, b: NewProfile) {
  const [qa, qb] = [await queue(a), await queue(b)];
  const [pa, pb] = await Promise.all([qa.paired, qb.paired]);
  expect(pa.reservation.room.roomId).toBe(pb.reservation.room.roomId);
  const client = new Client(`ws://127.0.0.1:${test.port()}`);
  const take = (p: Paired) => client.consumeSeatReservation<DuelState>(p.reservation as never);
  const [da, dbRoom] = [await take(pa), await take(pb)];
  await qa.room.leave();
  await qb.room.leave();
  await until(() => da.state.status === 'playing' && da.state.rated && dbRoom.state.rated);
  const room = test.server().getRoomById<DuelState>(da.roomId) as ServerRoom<DuelState>;
  return { da, db: dbRoom, room };
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

/** The legal move that leaves the mover the fewest squares: a player sure to lose to greedy play. */
function worstMove(g: FD.FloodState): number {
  let best = -1;
  let fewest = Number.POSITIVE_INFINITY;
  for (let c = 0; c < FD.COLORS; c++) {
    const r = FD.apply(g, c);
    if (!r.ok) continue;
    const { p1, p2 } = FD.counts(r.value.state);
    const mine = g.turn === 1 ? p1 : p2;
    if (mine < fewest) [best, fewest] = [c, mine];
  }
  return best;
}

const roleOf = (room: Room<DuelState>): number => room.state.seats.get(room.sessionId)?.role ?? 0;

describe('rated quick match', () => {
  it(
    'pairs two signed-in players, plays to the end, and moves their ratings: the winner up, the loser down',
    ratedGame,
  );

  it("keeps who plays in the room's record, for a room built again, and never a secret", async () => {
    const [a, b] = [await createProfile(db()), await createProfile(db())];
    const { da, db: dbRoom } = await ratedPair(a, b);
    da.send('move', { color: FD.COLOR_LETTERS[FD.greedyMove(replay(da.state))], at: 0 });
    // The record is written as the room changes, a moment after it.
    let record = await readRecord(matchMaker.presence, da.roomId);
    for (let i = 0; i < 50 && readDuelData(record?.game)?.moves.length !== 1; i++) {
      await new Promise((r) => setTimeout(r, 20));
      record = await readRecord(matchMaker.presence, da.roomId);
    }
    const data = readDuelData(record?.game);
    expect(data?.queued).toBe(true);
    expect(data?.recorded).toBe(-1);
    const profiles = new Map(data?.seats.map((s) => [s.session, s.profile]));
    expect(profiles.get(da.sessionId)).toBe(a.id);
    expect(profiles.get(dbRoom.sessionId)).toBe(b.id);
    expect(data?.seats.every((s) => s.asked)).toBe(true);
    for (const p of [a, b]) expect(JSON.stringify(record)).not.toContain(p.secret);
  });

  it('rates a game left mid-way as lost by the one who left, once', async () => {
    const [a, b] = [await createProfile(db()), await createProfile(db())];
    const { da, db: dbRoom, room } = await ratedPair(a, b);
    await dbRoom.leave(true);
    await until(() => da.state.status === 'over');
    expect(da.state.forfeit).toBe(roleOf(da) === 1 ? 2 : 1);
    await until(() => (da.state.seats.get(da.sessionId)?.ratingAfter ?? 0) > 0);
    expect(await ratingNow(a)).toBeGreaterThan(1500);
    expect(await ratingNow(b)).toBeLessThan(1500);
    expect(room.state.rated).toBe(true);
    expect((await ratingOf(db(), b.id, 'flood-duel')).games).toBe(1);
  });

  it('refuses a player without a profile, or with a wrong secret, who still quick-matches unrated', async () => {
    const a = await createProfile(db());
    for (const options of [SIZE, { ...SIZE, auth: `${a.id}.${'x'.repeat(43)}` }, { ...SIZE, auth: 7 }]) {
      const refused = await test.sdk.joinOrCreate(RATED_ROOM, options).then(
        () => null,
        (e: { code: number; message: string }) => e,
      );
      expect(refused?.code).toBe(RATED_REFUSALS.signIn);
      expect(refused?.message).toMatch(/needs your profile/);
    }
    // The quick match of today: unrated, even for a signed-in player asking for a rating.
    const p1 = await test.sdk.joinOrCreate<DuelState>('duel', SIZE);
    const p2 = await test.sdk.joinOrCreate<DuelState>('duel', { ...SIZE, auth: authOf(a), rated: true });
    expect(p2.roomId).toBe(p1.roomId);
    await until(() => p1.state.status === 'playing' && p2.state.status === 'playing');
    expect(p1.state.rated).toBe(false);
  });

  it('pairs the nearest ratings first when three wait', async () => {
    const [low, high, near] = [
      await createProfile(db()),
      await createProfile(db()),
      await createProfile(db()),
    ];
    for (const [p, rating] of [
      [low, 1500],
      [high, 2100],
      [near, 1560],
    ] as const)
      await db().rows(
        'INSERT INTO ratings (profile_id, game, rating, deviation, volatility, games) VALUES ($1, $2, $3, 60, 0.06, 30)',
        [p.id, 'flood-duel', rating],
      );
    const [ql, qh, qn] = [await queue(low), await queue(high), await queue(near)];
    let highPaired = false;
    void qh.paired.then(() => {
      highPaired = true;
    });
    const [pl, pn] = await Promise.all([ql.paired, qn.paired]);
    expect(pl.reservation.room.roomId).toBe(pn.reservation.room.roomId);
    // The far one waits on (its range widens only with time): still in the queue, unpaired.
    await new Promise((r) => setTimeout(r, 1500));
    expect(highPaired).toBe(false);
    const queueRoom = test.server().getRoomById(qh.room.roomId);
    expect(queueRoom.clients.length).toBe(3);
    // Nothing was created but the one pair's room (and the queue).
    const duels = await matchMaker.query({ name: 'duel' });
    expect(duels.map((d) => d.roomId)).toEqual([pl.reservation.room.roomId]);
  });
});

describe("a friend's room", () => {
  /** A friend's room made by `maker` and joined by `friend`, each asking for a rating or not. */
  async function friends(maker: NewProfile, friend: NewProfile, askMaker: boolean, askFriend: boolean) {
    const p1 = await test.sdk.create<DuelState>('duel', {
      ...SIZE,
      private: true,
      auth: authOf(maker),
      rated: askMaker,
    });
    const p2 = await test.sdk.joinById<DuelState>(p1.roomId, { auth: authOf(friend), rated: askFriend });
    await until(() => p1.state.status === 'playing' && p2.state.status === 'playing');
    return { p1, p2 };
  }

  it('is rated when both ask, and unrated when only one does', async () => {
    const [a, b] = [await createProfile(db()), await createProfile(db())];
    const one = await friends(a, b, true, false);
    expect(one.p1.state.code).toBe(one.p1.roomId);
    expect(one.p1.state.rated).toBe(false);
    await one.p2.leave(true);
    await until(() => one.p1.state.status === 'over');
    await one.p1.leave(true);
    const both = await friends(a, b, true, true);
    expect(both.p1.state.rated).toBe(true);
    await until(() => [...both.p1.state.seats.values()].every((s) => s.rating === 1500));
    await both.p2.leave(true);
    await until(() => (both.p1.state.seats.get(both.p1.sessionId)?.ratingAfter ?? 0) > 0);
    // Only the rated game moved them.
    expect((await ratingOf(db(), a.id, 'flood-duel')).games).toBe(1);
    expect(await ratingNow(a)).toBeGreaterThan(1500);
    expect(await ratingNow(b)).toBeLessThan(1500);
  });
});

describe('rated quick match on PostgreSQL', () => {
  const pg = testStore('postgres');
  const pgServer = testServer(pg);
  beforeAll(() => {
    db = pg;
    test = pgServer;
  });
  afterAll(() => {
    db = embedded;
    test = embeddedServer;
  });

  it('pairs, plays to the end and moves both ratings with the store on PostgreSQL', ratedGame);
});

/** Two signed-in players paired, a game played to its end, both ratings moved (winner up). */
async function ratedGame(): Promise<void> {
  const [a, b] = [await createProfile(db()), await createProfile(db())];
  const { da, db: dbRoom, room } = await ratedPair(a, b);
  expect(room.state.code).toBe('');
  // The ratings are read from the store as the round starts: in the state a moment later.
  await until(() => [...room.state.seats.values()].every((s) => s.rating > 0));
  for (const seat of room.state.seats.values()) expect([seat.rating, seat.deviation]).toEqual([1500, 350]);
  // a plays greedily, b as badly as the rules let it: a wins.
  const byRole = new Map([
    [roleOf(da), { room: da, pick: FD.greedyMove }],
    [roleOf(dbRoom), { room: dbRoom, pick: worstMove }],
  ]);
  let g = replay(room.state);
  while (FD.status(g) === 'playing') {
    const mover = byRole.get(g.turn)!;
    const at = room.state.moves.length;
    mover.room.send('move', { color: FD.COLOR_LETTERS[mover.pick(g)], at });
    await until(() => room.state.moves.length === at + 1);
    g = replay(room.state);
  }
  expect(FD.winner(g)).toBe(roleOf(da));
  await until(() => [...da.state.seats.values()].every((s) => s.ratingAfter > 0));
  const [ra, rb] = [await ratingNow(a), await ratingNow(b)];
  expect(ra).toBeGreaterThan(1500);
  expect(rb).toBeLessThan(1500);
  // Both see both ratings after the game, as the store has them.
  const mine = da.state.seats.get(da.sessionId)!;
  const theirs = dbRoom.state.seats.get(dbRoom.sessionId)!;
  expect(mine.ratingAfter).toBeCloseTo(ra, 2);
  expect(theirs.ratingAfter).toBeCloseTo(rb, 2);
  expect(dbRoom.state.seats.get(da.sessionId)?.ratingAfter).toBeCloseTo(ra, 2);
  expect((await ratingOf(db(), a.id, 'flood-duel')).games).toBe(1);
}
