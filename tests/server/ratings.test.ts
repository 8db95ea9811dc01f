// Rated quick match's core (issue 42): the Glicko-2 step against Glickman's worked example; ratings
// kept and moved on both databases, both players' rows in one transaction, games at once losing no
// update, a deleted profile taking its ratings with it; and quick match's pairing — nearest ratings
// first, the range widening while players wait, no one paired twice, the odd one out left waiting.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEW_PLAYER, type Rating, rateGame, ratePeriod } from '../../server/ratings/glicko';
import { allowedGap, PAIRING, pairPlayers, type Waiting } from '../../server/ratings/pairing';
import { createProfile, deleteProfile } from '../../server/store/profiles';
import { type RatingChange, ratingOf, recordRatedGame } from '../../server/store/ratings';
import { KINDS, testStore } from './stores';

const rated = (rating: number, deviation: number, volatility = 0.06): Rating => ({
  rating,
  deviation,
  volatility,
});

describe('the Glicko-2 step', () => {
  it("gives Glickman's worked example: 1500±200 beating 1400±30, losing to 1550±100 and 1700±300", () => {
    const after = ratePeriod(rated(1500, 200), [
      { opponent: rated(1400, 30), score: 1 },
      { opponent: rated(1550, 100), score: 0 },
      { opponent: rated(1700, 300), score: 0 },
    ]);
    // The paper's figures, r' = 1464.06, RD' = 151.52, σ' = 0.05999, come from intermediate steps
    // rounded to four places (μ' = -0.2069): equal to within their last digit.
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(Math.abs(after.deviation - 151.52)).toBeLessThan(0.01);
    expect(Math.abs(after.volatility - 0.05999)).toBeLessThan(0.00001);
  });

  it('moves two new players apart by as much each, and a draw between equals not at all', () => {
    const [w, l] = rateGame(NEW_PLAYER, NEW_PLAYER, 1);
    expect(w.rating - 1500).toBeCloseTo(1500 - l.rating, 9);
    expect(w.rating).toBeGreaterThan(1600);
    expect(w.deviation).toBeLessThan(NEW_PLAYER.deviation);
    const [a, b] = rateGame(rated(1700, 80), rated(1700, 80), 0.5);
    expect(a.rating).toBeCloseTo(1700, 9);
    expect(b.rating).toBeCloseTo(1700, 9);
  });

  it("rates each player from the other one's rating before the game, and takes a rating of 0 as it is", () => {
    const [a, b] = rateGame(rated(0, 50), NEW_PLAYER, 0.5);
    expect(a).toEqual(ratePeriod(rated(0, 50), [{ opponent: NEW_PLAYER, score: 0.5 }]));
    expect(b).toEqual(ratePeriod(NEW_PLAYER, [{ opponent: rated(0, 50), score: 0.5 }]));
    expect(a.rating).toBeLessThan(100);
    // A draw far below expectations widens a deviation a little; it stays at most a new player's.
    expect(b.deviation).toBeLessThanOrEqual(NEW_PLAYER.deviation);
  });
});

describe.each(KINDS)('ratings on the %s database', (kind) => {
  const db = testStore(kind);
  const game = 'flood-duel' as const;

  it("gives a new player the new player's rating, and moves both players' rows by a game", async () => {
    const [a, b] = [await createProfile(db()), await createProfile(db())];
    expect(await ratingOf(db(), a.id, game)).toEqual({ ...NEW_PLAYER, games: 0 });
    const first = await recordRatedGame(db(), { game, winner: a.id, loser: b.id });
    const [wa, lb] = rateGame(NEW_PLAYER, NEW_PLAYER, 1);
    expect(first?.map((c) => [c.profileId, c.after])).toEqual([
      [a.id, { ...wa, games: 1 }],
      [b.id, { ...lb, games: 1 }],
    ]);
    expect(await ratingOf(db(), a.id, game)).toEqual({ ...wa, games: 1 });
    // The next game starts from the stored ratings; a draw is rated as one.
    const second = await recordRatedGame(db(), { game, drawn: [b.id, a.id] });
    const [db2, da2] = rateGame(lb, wa, 0.5);
    expect(second?.map((c) => c.before)).toEqual([
      { ...lb, games: 1 },
      { ...wa, games: 1 },
    ]);
    expect(await ratingOf(db(), b.id, game)).toEqual({ ...db2, games: 2 });
    expect(await ratingOf(db(), a.id, game)).toEqual({ ...da2, games: 2 });
    // Other games' ratings are apart.
    expect(await ratingOf(db(), a.id, 'glassworks')).toEqual({ ...NEW_PLAYER, games: 0 });
  });

  it('loses no update when games of the same players end at once (rows locked, in one order)', async () => {
    const ps = [await createProfile(db()), await createProfile(db()), await createProfile(db())];
    const ids = ps.map((p) => p.id);
    // Every pairing both ways round, four times over, all at once: on PostgreSQL each game waits
    // for the rows it shares with another, never in a cycle.
    const games = [0, 1, 2, 3].flatMap(() =>
      [
        [0, 1],
        [1, 2],
        [2, 0],
        [1, 0],
      ].map(([w, l]) => recordRatedGame(db(), { game, winner: ids[w!]!, loser: ids[l!]! })),
    );
    const changes = (await Promise.all(games)).flatMap((c) => c ?? []);
    expect(changes).toHaveLength(32);
    for (const id of ids) {
      // Each player's games form one chain: each starts from the rating the one before left.
      const mine = changes.filter((c) => c.profileId === id).sort((x, y) => x.after.games - y.after.games);
      mine.forEach((c: RatingChange, k) => {
        expect(c.after.games).toBe(k + 1);
        expect(c.before).toEqual(k === 0 ? { ...NEW_PLAYER, games: 0 } : mine[k - 1]!.after);
      });
      expect(await ratingOf(db(), id, game)).toEqual(mine.at(-1)!.after);
    }
  });

  it('keeps no rating of a deleted profile, and rates no game against one', async () => {
    const [a, b, c] = [await createProfile(db()), await createProfile(db()), await createProfile(db())];
    await recordRatedGame(db(), { game, winner: a.id, loser: b.id });
    expect(await deleteProfile(db(), a.id)).toBe(true);
    expect(await db().rows('SELECT * FROM ratings WHERE profile_id = $1', [a.id])).toEqual([]);
    expect(await recordRatedGame(db(), { game, winner: c.id, loser: a.id })).toBeNull();
    // Nothing of that game was kept, not even the other player's first row.
    expect(await db().rows('SELECT * FROM ratings WHERE profile_id = $1', [c.id])).toEqual([]);
    await expect(recordRatedGame(db(), { game, winner: b.id, loser: b.id })).rejects.toThrow(/two players/);
  });
});

const player = (id: string, rating: number, since = 0, deviation = 50): Waiting => ({
  id,
  rating,
  deviation,
  since,
});
const ids = (r: { pairs: [Waiting, Waiting][]; left: Waiting[] }) => ({
  pairs: r.pairs.map(([a, b]) => `${a.id}+${b.id}`),
  left: r.left.map((w) => w.id),
});

describe("quick match's pairing", () => {
  it('pairs the nearest ratings first, not the first come', () => {
    const waiting = [player('a', 1000), player('b', 1090), player('c', 1130), player('d', 1500)];
    // b is nearer c than a: a waits (and d, ±100 from no one).
    expect(ids(pairPlayers(waiting, 0))).toEqual({ pairs: ['b+c'], left: ['a', 'd'] });
    const four = [player('w', 1600), player('x', 1500), player('y', 1610), player('z', 1530)];
    expect(ids(pairPlayers(four, 0))).toEqual({ pairs: ['w+y', 'x+z'], left: [] });
  });

  it('widens the range while players wait: 50 more each 5 s, then anyone after 60 s', () => {
    const far = [player('a', 1500), player('b', 1800)];
    expect(ids(pairPlayers(far, 0)).pairs).toEqual([]);
    expect(ids(pairPlayers(far, 19_999)).pairs).toEqual([]); // ±250
    expect(ids(pairPlayers(far, 20_000)).pairs).toEqual(['a+b']); // ±300
    const farther = [player('a', 900), player('b', 2400)];
    expect(ids(pairPlayers(farther, 59_999)).pairs).toEqual([]);
    expect(ids(pairPlayers(farther, PAIRING.anyoneAfterMs)).pairs).toEqual(['a+b']);
    // The one who has waited decides: a newcomer may meet them at once.
    expect(ids(pairPlayers([player('a', 900), player('b', 2400, 60_000)], 60_000)).pairs).toEqual(['a+b']);
    expect(allowedGap(player('a', 1500), 5000)).toBe(150);
  });

  it("gives a new player's uncertain rating a range as wide as its deviation", () => {
    const newcomer = player('n', 1500, 0, NEW_PLAYER.deviation);
    expect(ids(pairPlayers([newcomer, player('v', 1840)], 0)).pairs).toEqual(['n+v']);
    expect(ids(pairPlayers([newcomer, player('v', 1860)], 0)).pairs).toEqual([]);
  });

  it('leaves the odd one out waiting (the latest come, among equals), and pairs no one with themself', () => {
    const three = [player('c', 1500, 300), player('a', 1500, 100), player('b', 1500, 200)];
    expect(ids(pairPlayers(three, 1000))).toEqual({ pairs: ['a+b'], left: ['c'] });
    const twice = [player('a', 1500), player('a', 1500)];
    expect(ids(pairPlayers(twice, 0))).toEqual({ pairs: [], left: ['a'] });
  });

  it('pairs no one twice, only players allowed to meet, and leaves no two who could', () => {
    const someone = fc.record({
      id: fc.integer({ min: 0, max: 40 }).map(String),
      rating: fc.integer({ min: 800, max: 2600 }),
      deviation: fc.integer({ min: 30, max: 350 }),
      since: fc.integer({ min: 0, max: 70_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(someone, { maxLength: 60 }),
        fc.integer({ min: 0, max: 70_000 }),
        (waiting, now) => {
          const { pairs, left } = pairPlayers(waiting, now);
          const out = [...pairs.flat(), ...left].map((w) => w.id);
          expect(new Set(out).size).toBe(out.length);
          expect(new Set(out)).toEqual(new Set(waiting.map((w) => w.id)));
          const may = (a: Waiting, b: Waiting) =>
            Math.abs(a.rating - b.rating) <= Math.max(allowedGap(a, now), allowedGap(b, now));
          for (const [a, b] of pairs) expect(may(a, b)).toBe(true);
          for (const a of left) for (const b of left) if (a !== b) expect(may(a, b)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
