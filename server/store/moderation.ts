// A moderator's look at the Explore shelf's reports (migrations/009_puzzle_reports_looked_at.sql):
// the hidden puzzles, oldest report first; one restored to the shelf (its report dismissed, so its
// reporter's report no longer hides it); one removed, its plays and thumbs with it, its code free.

import type { PuzzleEntry } from './puzzles';
import type { Database, Sql } from './sql';

/** A hidden puzzle as a moderator sees it (its entry's own fields): the reporter by name only, never by id or secret. */
export interface Report extends Pick<PuzzleEntry, 'id' | 'game' | 'code' | 'title' | 'author' | 'created'> {
  /** When it was reported (ISO 8601). */
  readonly reported: string;
  /** The reporter's display name; null once their profile is gone (DELETE MY DATA). */
  readonly reportedBy: string | null;
}

type Row = {
  id: string;
  game: string;
  code: string;
  title: string;
  author: string;
  created_at: Date | string;
  reported_at: Date | string;
  reported_by: string | null;
};

/** The hidden puzzles, oldest report first, at most `limit`. */
export async function reports(sql: Sql, limit: number): Promise<Report[]> {
  const rows = await sql.rows<Row>(
    `SELECT p.id, p.game, p.code, p.title, a.name AS author, p.created_at, p.reported_at,
       r.name AS reported_by
     FROM puzzles p JOIN profiles a ON a.id = p.author_id LEFT JOIN profiles r ON r.id = p.reported_by
     WHERE p.hidden ORDER BY p.reported_at, p.id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    game: r.game,
    code: r.code,
    title: r.title,
    author: r.author,
    created: new Date(r.created_at).toISOString(),
    reported: new Date(r.reported_at).toISOString(),
    reportedBy: r.reported_by,
  }));
}

/**
 * A hidden puzzle back on the shelf: its report moves from its row to the dismissed reports (unless
 * its reporter is gone). 'restored', 'shown' (it was not hidden) or 'none' (no such puzzle).
 */
export async function restore(db: Database, id: string, now: number): Promise<'restored' | 'shown' | 'none'> {
  return db.transaction(async (sql) => {
    const [row] = await sql.rows<{ hidden: boolean }>('SELECT hidden FROM puzzles WHERE id = $1 FOR UPDATE', [
      id,
    ]);
    if (!row) return 'none';
    if (!row.hidden) return 'shown';
    await sql.rows(
      `INSERT INTO puzzle_dismissed_reports (puzzle_id, profile_id, reported_at, restored_at)
       SELECT id, reported_by, reported_at, $2::timestamptz FROM puzzles
       WHERE id = $1 AND reported_by IS NOT NULL AND reported_at IS NOT NULL
       ON CONFLICT (puzzle_id, profile_id) DO UPDATE
         SET reported_at = EXCLUDED.reported_at, restored_at = EXCLUDED.restored_at`,
      [id, new Date(now).toISOString()],
    );
    await sql.rows(
      'UPDATE puzzles SET hidden = false, reported_by = NULL, reported_at = NULL WHERE id = $1',
      [id],
    );
    return 'restored';
  });
}

/** A puzzle removed, hidden or not (its plays, thumbs and dismissed reports go by the cascade). */
export async function remove(sql: Sql, id: string): Promise<boolean> {
  const gone = await sql.rows('DELETE FROM puzzles WHERE id = $1 RETURNING id', [id]);
  return gone.length === 1;
}
