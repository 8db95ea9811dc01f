// Verified results on any one deal, by its code: the first finished attempt per profile is kept
// (later ones change nothing), read back as a board like a day's daily deal (boards.ts).

import type { Sql } from './sql';

export interface DealEntry {
  readonly profileId: string;
  /** The deal's board: its code (Flood Duel's with '@' and the computer's level). */
  readonly code: string;
  readonly game: string;
  readonly result: number | null;
  readonly helped: boolean;
  readonly moves: readonly string[];
}

/** Keep a verified result: true if it is the profile's first on the deal, false if not. */
export async function recordDeal(sql: Sql, e: DealEntry): Promise<boolean> {
  const rows = await sql.rows(
    `INSERT INTO deal_results (profile_id, code, game, result, helped, moves)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING profile_id`,
    [e.profileId, e.code, e.game, e.result, e.helped, e.moves.join(' ')],
  );
  return rows.length === 1;
}

/** The result a profile has kept on a deal, if any. */
export async function keptDeal(
  sql: Sql,
  profileId: string,
  code: string,
): Promise<{ result: number | null; helped: boolean } | null> {
  const [row] = await sql.rows<{ result: number | null; helped: boolean }>(
    'SELECT result, helped FROM deal_results WHERE profile_id = $1 AND code = $2',
    [profileId, code],
  );
  return row ? { result: row.result, helped: row.helped } : null;
}
