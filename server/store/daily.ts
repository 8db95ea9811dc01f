// The daily boards: verified results kept (the first finished attempt per profile, game and day;
// later ones change nothing), and a day's board read back (boards.ts).

import { type BoardLine, boardOf, type DailyBoard, type DistributionCache } from './boards';
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

/** A day's board for `game`, as profile `me` (or no one) reads it; `lower`: lower results are better. */
export const dailyBoard = (
  sql: Sql,
  at: { game: string; day: string; lower: boolean },
  me: string | null,
  cache: DistributionCache,
): Promise<DailyBoard> => boardOf(sql, { kind: 'daily', game: at.game, day: at.day }, at.lower, me, cache);
