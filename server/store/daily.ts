// The daily boards: verified results kept (the first finished attempt per profile, game and day;
// later ones change nothing), and a day's board read back — how many players at each result, the
// reader's place among them, and the results of the players they follow, theirs among them.

import type { BoardLine, DailyBoard } from '../../src/midend/online/dailyBoard';
import type { Sql } from './sql';

export type { BoardLine, DailyBoard };

export interface DailyEntry {
  readonly profileId: string;
  readonly game: string;
  readonly day: string;
  readonly result: number | null;
  readonly helped: boolean;
  readonly moves: readonly string[];
}

/** Keep a verified result: true if it is the profile's first for the game and day, false if not. */
export async function recordDaily(sql: Sql, e: DailyEntry): Promise<boolean> {
  const rows = await sql.rows(
    `INSERT INTO daily_results (profile_id, game, day, result, helped, moves)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING profile_id`,
    [e.profileId, e.game, e.day, e.result, e.helped, e.moves.join(' ')],
  );
  return rows.length === 1;
}

/** The result a profile has kept for a game's day, if any. */
export async function keptDaily(
  sql: Sql,
  profileId: string,
  game: string,
  day: string,
): Promise<{ result: number | null; helped: boolean } | null> {
  const [row] = await sql.rows<{ result: number | null; helped: boolean }>(
    'SELECT result, helped FROM daily_results WHERE profile_id = $1 AND game = $2 AND day = $3',
    [profileId, game, day],
  );
  return row ? { result: row.result, helped: row.helped } : null;
}

type Distribution = DailyBoard['distribution'];

/**
 * The distributions read in the last second, by game and day: a board read by thousands at once
 * counts the day's results once a second, not once a read. A result kept here clears its day.
 */
export class DistributionCache {
  private readonly kept = new Map<string, { at: number; value: Distribution }>();

  constructor(private readonly now: () => number) {}

  async get(sql: Sql, game: string, day: string, lower: boolean): Promise<Distribution> {
    const key = `${game}/${day}`;
    const hit = this.kept.get(key);
    if (hit && this.now() - hit.at < 1000) return hit.value;
    const value = await distributionOf(sql, game, day, lower);
    if (this.kept.size > 1000) this.kept.clear();
    this.kept.set(key, { at: this.now(), value });
    return value;
  }

  clear(game: string, day: string): void {
    this.kept.delete(`${game}/${day}`);
  }

  clearAll(): void {
    this.kept.clear();
  }
}

async function distributionOf(sql: Sql, game: string, day: string, lower: boolean): Promise<Distribution> {
  const counts = await sql.rows<{ result: number | null; n: string | number }>(
    `SELECT result, count(*) AS n FROM daily_results WHERE game = $1 AND day = $2
     GROUP BY result ORDER BY result ${lower ? 'ASC' : 'DESC'} NULLS LAST`,
    [game, day],
  );
  return counts.map((c) => ({ result: c.result, players: Number(c.n) }));
}

/** A day's board for `game`, as profile `me` (or no one) reads it; `lower`: lower results are better. */
export async function dailyBoard(
  sql: Sql,
  at: { game: string; day: string; lower: boolean },
  me: string | null,
  cache: DistributionCache,
): Promise<DailyBoard> {
  const { game, day, lower } = at;
  const distribution = await cache.get(sql, game, day, lower);
  const players = distribution.reduce((n, d) => n + d.players, 0);
  const friends = me ? await friendsOf(sql, game, day, me, lower ? 'ASC' : 'DESC') : [];
  const own = friends.find((f) => f.you);
  const mine = own ? placeOf(own.result, distribution, players, lower) : null;
  return { players, distribution, mine, friends };
}

/** The reader's and their friends' results: from the follow list, each by its key (a few lookups). */
async function friendsOf(
  sql: Sql,
  game: string,
  day: string,
  me: string,
  order: string,
): Promise<BoardLine[]> {
  const rows = await sql.rows<{
    name: string;
    friend_code: string;
    result: number | null;
    helped: boolean;
    you: boolean;
  }>(
    `SELECT p.name, p.friend_code, d.result, d.helped, f.id = $3 AS you
     FROM (SELECT $3::text AS id UNION SELECT followed_id FROM follows WHERE follower_id = $3) f
     JOIN daily_results d ON d.profile_id = f.id AND d.game = $1 AND d.day = $2
     JOIN profiles p ON p.id = f.id
     ORDER BY d.result ${order} NULLS LAST, p.name`,
    [game, day, me],
  );
  return rows.map((r) => ({
    name: r.name,
    friendCode: r.friend_code,
    result: r.result,
    helped: r.helped,
    you: r.you,
  }));
}

/**
 * Place among the distribution (best first): 1 + the players with a better result (no result is
 * worse than any), and the share of the others with a worse one. Counted by comparing results, so a
 * row written between the two reads cannot put the place off the board.
 */
function placeOf(
  result: number | null,
  distribution: DailyBoard['distribution'],
  players: number,
  lower: boolean,
): NonNullable<DailyBoard['mine']> {
  const better = (a: number | null, b: number | null): boolean =>
    a !== null && (b === null || (lower ? a < b : a > b));
  const count = (keep: (r: number | null) => boolean) =>
    distribution.reduce((n, d) => n + (keep(d.result) ? d.players : 0), 0);
  const worse = count((r) => better(result, r));
  return {
    result,
    place: count((r) => better(r, result)) + 1,
    beat: players > 1 ? Math.min(100, Math.round((100 * worse) / (players - 1))) : null,
  };
}
