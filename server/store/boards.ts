// A board of verified results, read back: how many players reached each result, the reader's place
// among them, and the results of the players they follow, theirs among them. Two kinds of board
// share it: a game's daily deal on a day (daily.ts) and any one deal by its code — a GlassWorks
// ladder deal, a challenge's deal (deals.ts). Each kind names its table and the columns that pick
// its rows; the rest is the same SQL, every value a parameter.

import type { BoardLine, DailyBoard } from '../../src/midend/online/dailyBoard';
import type { Sql } from './sql';

export type { BoardLine, DailyBoard };

/** Whose results a board counts: a game's day (its daily deal), or one deal by its code. */
export type BoardKey =
  | { readonly kind: 'daily'; readonly game: string; readonly day: string }
  | { readonly kind: 'deal'; readonly code: string };

/** Each kind's table, the condition that picks a board's rows (on alias `d`), and its values. */
function rowsOf(key: BoardKey): { table: string; where: string; values: string[] } {
  return key.kind === 'daily'
    ? { table: 'daily_results', where: 'd.game = $1 AND d.day = $2', values: [key.game, key.day] }
    : { table: 'deal_results', where: 'd.code = $1', values: [key.code] };
}

const keyText = (key: BoardKey): string =>
  key.kind === 'daily' ? `daily/${key.game}/${key.day}` : `deal/${key.code}`;

type Distribution = DailyBoard['distribution'];

/**
 * The distributions read in the last second, by board: a board read by thousands at once counts
 * its results once a second, not once a read. A result kept clears its board.
 */
export class DistributionCache {
  private readonly kept = new Map<string, { at: number; value: Distribution }>();

  constructor(private readonly now: () => number) {}

  async get(sql: Sql, key: BoardKey, lower: boolean): Promise<Distribution> {
    const text = keyText(key);
    const hit = this.kept.get(text);
    if (hit && this.now() - hit.at < 1000) return hit.value;
    const value = await distributionOf(sql, key, lower);
    if (this.kept.size > 1000) this.kept.clear();
    this.kept.set(text, { at: this.now(), value });
    return value;
  }

  clear(key: BoardKey): void {
    this.kept.delete(keyText(key));
  }

  clearAll(): void {
    this.kept.clear();
  }
}

async function distributionOf(sql: Sql, key: BoardKey, lower: boolean): Promise<Distribution> {
  const { table, where, values } = rowsOf(key);
  const counts = await sql.rows<{ result: number | null; n: string | number }>(
    `SELECT d.result, count(*) AS n FROM ${table} d WHERE ${where}
     GROUP BY d.result ORDER BY d.result ${lower ? 'ASC' : 'DESC'} NULLS LAST`,
    values,
  );
  return counts.map((c) => ({ result: c.result, players: Number(c.n) }));
}

/** A board as profile `me` (or no one) reads it; `lower`: lower results are better. */
export async function boardOf(
  sql: Sql,
  key: BoardKey,
  lower: boolean,
  me: string | null,
  cache: DistributionCache,
): Promise<DailyBoard> {
  const distribution = await cache.get(sql, key, lower);
  const players = distribution.reduce((n, d) => n + d.players, 0);
  const friends = me ? await friendsOf(sql, key, me, lower ? 'ASC' : 'DESC') : [];
  const own = friends.find((f) => f.you);
  const mine = own ? placeOf(own.result, distribution, players, lower) : null;
  return { players, distribution, mine, friends };
}

/** The reader's and their friends' results: from the follow list, each by its key (a few lookups). */
async function friendsOf(sql: Sql, key: BoardKey, me: string, order: string): Promise<BoardLine[]> {
  const { table, where, values } = rowsOf(key);
  const at = values.length + 1; // the reader's parameter, after the board's own
  const rows = await sql.rows<{
    name: string;
    friend_code: string;
    result: number | null;
    helped: boolean;
    you: boolean;
  }>(
    `SELECT p.name, p.friend_code, d.result, d.helped, f.id = $${at} AS you
     FROM (SELECT $${at}::text AS id UNION SELECT followed_id FROM follows WHERE follower_id = $${at}) f
     JOIN ${table} d ON d.profile_id = f.id AND ${where}
     JOIN profiles p ON p.id = f.id
     ORDER BY d.result ${order} NULLS LAST, p.name`,
    [...values, me],
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
