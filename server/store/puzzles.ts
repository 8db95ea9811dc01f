// Player-made puzzles on the Explore shelf (issue 43): a made board published under a title from the
// word lists, one entry per canonical puzzle code; its shelf figures kept on its row as verified
// attempts and thumbs come in (migrations/007_puzzles.sql); a report hides it pending a moderator's
// look (moderation.ts).

import { randomBytes } from 'node:crypto';
import { type Database, isUniqueViolation, type Sql } from './sql';

/** A shelf's order: newest first, most played, or the hardest (highest average tries to clear). */
export const SHELF_TABS = ['new', 'popular', 'hardest'] as const;
export type ShelfTab = (typeof SHELF_TABS)[number];

/** A puzzle as the shelf shows it. */
export interface PuzzleEntry {
  readonly id: string;
  readonly game: string;
  readonly code: string;
  readonly title: string;
  /** The author's display name. */
  readonly author: string;
  /** When it was published (ISO 8601). */
  readonly created: string;
  /** Verified attempts, everyone's. */
  readonly plays: number;
  /** Players who cleared it. */
  readonly clears: number;
  /** Over those players, the attempts up to and including their first clear; null: no clear yet. */
  readonly averageTries: number | null;
  readonly thumbs: number;
  /** The best verified result on it, in its game's unit (null: none known yet). */
  readonly par: number | null;
}

export interface NewPuzzle {
  readonly game: string;
  readonly code: string;
  readonly title: string;
  readonly authorId: string;
  readonly now: number;
  /** Par from its maker's line, verified (null: no line sent). */
  readonly par: number | null;
}

type Row = {
  id: string;
  game: string;
  code: string;
  title: string;
  author: string;
  created_at: Date | string;
  plays: number;
  clears: number;
  clear_tries: number;
  thumbs: number;
  par: number | null;
};

const COLUMNS = `p.id, p.game, p.code, p.title, a.name AS author, p.created_at, p.plays, p.clears,
  p.clear_tries, p.thumbs, p.par FROM puzzles p JOIN profiles a ON a.id = p.author_id`;

const ORDER: { readonly [T in ShelfTab]: string } = {
  new: 'p.created_at DESC, p.id',
  popular: 'p.plays DESC, p.thumbs DESC, p.created_at DESC, p.id',
  hardest: 'p.clear_tries::float8 / p.clears DESC, p.plays DESC, p.created_at DESC, p.id',
};

const entryOf = (r: Row): PuzzleEntry => ({
  id: r.id,
  game: r.game,
  code: r.code,
  title: r.title,
  author: r.author,
  created: new Date(r.created_at).toISOString(),
  plays: Number(r.plays),
  clears: Number(r.clears),
  averageTries: Number(r.clears) > 0 ? Number(r.clear_tries) / Number(r.clears) : null,
  thumbs: Number(r.thumbs),
  par: r.par === null ? null : Number(r.par),
});

/** A short, URL-safe id: 8 characters of 64 (48 random bits). */
const newId = (): string => randomBytes(6).toString('base64url');

/** Publish a puzzle: its id, or the id of the entry that already holds its code. */
export async function publish(db: Database, p: NewPuzzle): Promise<{ id: string; made: boolean }> {
  for (let tries = 0; ; tries++) {
    const id = newId();
    try {
      const made = await db.rows<{ id: string }>(
        `INSERT INTO puzzles (id, game, code, title, author_id, created_at, par)
         VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::integer) ON CONFLICT (code) DO NOTHING RETURNING id`,
        [id, p.game, p.code, p.title, p.authorId, new Date(p.now).toISOString(), p.par],
      );
      if (made[0]) return { id: made[0].id, made: true };
      const [held] = await db.rows<{ id: string }>('SELECT id FROM puzzles WHERE code = $1', [p.code]);
      if (held) return { id: held.id, made: false };
      if (tries >= 3) throw new Error('a puzzle code neither kept nor found');
    } catch (e) {
      // An id already taken (one chance in 2^48 a puzzle): another id.
      if (!isUniqueViolation(e) || tries >= 3) throw e;
    }
  }
}

/** Puzzles a profile published since `since` (ms): its count against the day's limit. */
export async function publishedSince(sql: Sql, authorId: string, since: number): Promise<number> {
  const [row] = await sql.rows<{ n: string | number }>(
    'SELECT count(*) AS n FROM puzzles WHERE author_id = $1 AND created_at > $2::timestamptz',
    [authorId, new Date(since).toISOString()],
  );
  return Number(row?.n ?? 0);
}

/**
 * A shelf: puzzles not hidden (of one game, or all), in the tab's order. Read by a profile
 * (`reader`), each entry says whether it is theirs (`mine`), so their own boards are no news to them.
 */
export async function shelf(
  sql: Sql,
  game: string | null,
  tab: ShelfTab,
  limit: number,
  reader: string | null = null,
): Promise<(PuzzleEntry & { mine?: boolean })[]> {
  const rows = await sql.rows<Row & { mine: boolean }>(
    `SELECT COALESCE(p.author_id = $3::text, false) AS mine, ${COLUMNS}
     WHERE NOT p.hidden AND ($1::text IS NULL OR p.game = $1)
     ${tab === 'hardest' ? 'AND p.clears > 0' : ''} ORDER BY ${ORDER[tab]} LIMIT $2`,
    [game, limit, reader],
  );
  return rows.map((r) => (reader === null ? entryOf(r) : { ...entryOf(r), mine: r.mine === true }));
}

/** A profile's own puzzles, newest first, hidden ones too (marked). */
export async function puzzlesOf(sql: Sql, authorId: string): Promise<(PuzzleEntry & { hidden: boolean })[]> {
  const rows = await sql.rows<Row & { hidden: boolean }>(
    `SELECT p.hidden, ${COLUMNS} WHERE p.author_id = $1 ORDER BY ${ORDER.new} LIMIT 500`,
    [authorId],
  );
  return rows.map((r) => ({ ...entryOf(r), hidden: r.hidden }));
}

/** One puzzle on the shelf (null: none, or hidden); `author`: its author's profile id. */
export async function puzzleOf(sql: Sql, id: string): Promise<(PuzzleEntry & { authorId: string }) | null> {
  const [row] = await sql.rows<Row & { author_id: string }>(
    `SELECT p.author_id, ${COLUMNS} WHERE p.id = $1 AND NOT p.hidden`,
    [id],
  );
  return row ? { ...entryOf(row), authorId: row.author_id } : null;
}

/**
 * A verified attempt by a player: one play more, and if it is their first clear, their tries to it
 * join the average. Their count of tries, and whether this attempt was their first clear.
 */
export async function recordPlay(
  db: Database,
  puzzleId: string,
  profileId: string,
  cleared: boolean,
): Promise<{ tries: number; firstClear: boolean }> {
  return db.transaction(async (sql) => {
    // The player's row, locked by the upsert until the transaction ends: their attempts count in turn.
    const [row] = await sql.rows<{ tries: number; cleared_at: number | null }>(
      `INSERT INTO puzzle_plays AS pp (puzzle_id, profile_id, tries, cleared_at)
       VALUES ($1, $2, 1, CASE WHEN $3::boolean THEN 1 END)
       ON CONFLICT (puzzle_id, profile_id) DO UPDATE SET tries = pp.tries + 1,
         cleared_at = COALESCE(pp.cleared_at, CASE WHEN $3::boolean THEN pp.tries + 1 END)
       RETURNING tries, cleared_at`,
      [puzzleId, profileId, cleared],
    );
    const tries = Number(row?.tries ?? 1);
    const firstClear = cleared && Number(row?.cleared_at) === tries;
    await sql.rows(
      `UPDATE puzzles SET plays = plays + 1, clears = clears + $2, clear_tries = clear_tries + $3
       WHERE id = $1`,
      [puzzleId, firstClear ? 1 : 0, firstClear ? tries : 0],
    );
    return { tries, firstClear };
  });
}

/**
 * A verified result on a puzzle: par becomes it when it is better (`lower`: fewer is better, else
 * more) or when no par is known. The par now.
 */
export async function offerPar(
  sql: Sql,
  puzzleId: string,
  result: number,
  lower: boolean,
): Promise<number | null> {
  const [row] = await sql.rows<{ par: number | null }>(
    `UPDATE puzzles SET par = CASE
       WHEN par IS NULL THEN $2::integer
       WHEN $3::boolean THEN LEAST(par, $2::integer)
       ELSE GREATEST(par, $2::integer) END
     WHERE id = $1 RETURNING par`,
    [puzzleId, result, lower],
  );
  return row?.par === null || row?.par === undefined ? null : Number(row.par);
}

/** Thumbs up (`up`) or taken back: the puzzle's thumbs now. Once per profile, whatever is sent. */
export async function thumb(db: Database, puzzleId: string, profileId: string, up: boolean): Promise<number> {
  return db.transaction(async (sql) => {
    const changed = up
      ? await sql.rows(
          `INSERT INTO puzzle_thumbs (puzzle_id, profile_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING puzzle_id`,
          [puzzleId, profileId],
        )
      : await sql.rows(
          'DELETE FROM puzzle_thumbs WHERE puzzle_id = $1 AND profile_id = $2 RETURNING puzzle_id',
          [puzzleId, profileId],
        );
    const [row] = await sql.rows<{ thumbs: number }>(
      'UPDATE puzzles SET thumbs = thumbs + $2 WHERE id = $1 RETURNING thumbs',
      [puzzleId, changed.length === 0 ? 0 : up ? 1 : -1],
    );
    return Number(row?.thumbs ?? 0);
  });
}

/** Whether a profile has given a puzzle its thumbs up. */
export async function thumbed(sql: Sql, puzzleId: string, profileId: string): Promise<boolean> {
  const rows = await sql.rows('SELECT 1 FROM puzzle_thumbs WHERE puzzle_id = $1 AND profile_id = $2', [
    puzzleId,
    profileId,
  ]);
  return rows.length > 0;
}

/**
 * A report: the puzzle hidden pending a look, with who reported it and when (the first report's) —
 * unless a moderator restored it over this reporter's report before (store/moderation.ts): theirs
 * no longer hides it. Whether the puzzle is hidden now; null: it is gone (removed a moment ago).
 */
export async function report(
  sql: Sql,
  puzzleId: string,
  profileId: string,
  now: number,
): Promise<boolean | null> {
  const hid = await sql.rows(
    `UPDATE puzzles SET hidden = true, reported_by = $2, reported_at = $3::timestamptz
     WHERE id = $1 AND NOT hidden AND NOT EXISTS (SELECT 1 FROM puzzle_dismissed_reports d
       WHERE d.puzzle_id = $1 AND d.profile_id = $2) RETURNING id`,
    [puzzleId, profileId, new Date(now).toISOString()],
  );
  if (hid.length === 1) return true;
  // Dismissed before, or hidden a moment ago by another report.
  const [row] = await sql.rows<{ hidden: boolean }>('SELECT hidden FROM puzzles WHERE id = $1', [puzzleId]);
  return row ? row.hidden === true : null;
}
