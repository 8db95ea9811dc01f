// Rated games' ratings, kept per profile and game (migration 005): read (a profile with no rated
// game yet has the new player's rating) and moved by a game's result. A game left or forfeited is
// the leaver's loss: the room says so by naming them the loser; this file takes results as given.

import type { GameId } from '../../src/logic/game';
import { NEW_PLAYER, type Rating, rateGame, type Score } from '../ratings/glicko';
import { type Database, isForeignKeyViolation, type Sql } from './sql';

export interface StoredRating extends Rating {
  /** Rated games played. */
  readonly games: number;
}

/** A rated game's result: a winner and a loser, or two players who drew. */
export type RatedGame =
  | { readonly game: GameId; readonly winner: string; readonly loser: string }
  | { readonly game: GameId; readonly drawn: readonly [string, string] };

/** One player's rating before and after a game. */
export interface RatingChange {
  readonly profileId: string;
  readonly before: StoredRating;
  readonly after: StoredRating;
}

type Row = { rating: number; deviation: number; volatility: number; games: number };
const COLUMNS = 'rating, deviation, volatility, games';
const storedOf = (r: Row): StoredRating => ({
  rating: r.rating,
  deviation: r.deviation,
  volatility: r.volatility,
  games: r.games,
});

/** Profile `profileId`'s rating at `game` (the new player's before their first rated game). */
export async function ratingOf(sql: Sql, profileId: string, game: GameId): Promise<StoredRating> {
  const [row] = await sql.rows<Row>(`SELECT ${COLUMNS} FROM ratings WHERE profile_id = $1 AND game = $2`, [
    profileId,
    game,
  ]);
  return row ? storedOf(row) : { ...NEW_PLAYER, games: 0 };
}

/**
 * The player's row, made with the new player's rating if missing, and locked until the transaction
 * ends. The insert first: a row that is not there yet cannot be locked by SELECT … FOR UPDATE, and
 * two games making it at once meet at the key (the second waits for the first, then finds it).
 */
async function locked(sql: Sql, profileId: string, game: GameId): Promise<StoredRating> {
  await sql.rows(
    `INSERT INTO ratings (profile_id, game, rating, deviation, volatility) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING`,
    [profileId, game, NEW_PLAYER.rating, NEW_PLAYER.deviation, NEW_PLAYER.volatility],
  );
  const [row] = await sql.rows<Row>(
    `SELECT ${COLUMNS} FROM ratings WHERE profile_id = $1 AND game = $2 FOR UPDATE`,
    [profileId, game],
  );
  if (!row) throw new Error(`the rating of ${profileId} was not found after it was made`);
  return storedOf(row);
}

async function save(sql: Sql, profileId: string, game: GameId, r: Rating): Promise<StoredRating> {
  const [row] = await sql.rows<Row>(
    `UPDATE ratings SET rating = $3, deviation = $4, volatility = $5, games = games + 1, updated_at = now()
     WHERE profile_id = $1 AND game = $2 RETURNING ${COLUMNS}`,
    [profileId, game, r.rating, r.deviation, r.volatility],
  );
  if (!row) throw new Error(`the rating of ${profileId} was not found to update`);
  return storedOf(row);
}

/**
 * Move both players' ratings by one game's result, together or not at all: the two rows locked in
 * one transaction, each read as it stands once locked (a game of theirs ending at the same moment
 * elsewhere waits, and this one rates from its result). The rows are locked in one fixed order, by
 * profile id, so two games sharing both players cannot each hold one row waiting for the other.
 * The players' changes, in the game's order (winner, loser; or as drawn); null if either profile is
 * gone (deleted during the game): the game is then not rated.
 */
export async function recordRatedGame(
  db: Database,
  g: RatedGame,
): Promise<[RatingChange, RatingChange] | null> {
  const [a, b] = 'drawn' in g ? g.drawn : [g.winner, g.loser];
  const scoreOfA: Score = 'drawn' in g ? 0.5 : 1;
  if (a === b) throw new Error('a rated game needs two players');
  try {
    return await db.transaction(async (sql) => {
      const before = new Map<string, StoredRating>();
      for (const id of [a, b].sort()) before.set(id, await locked(sql, id, g.game));
      const [beforeA, beforeB] = [before.get(a)!, before.get(b)!];
      const [ra, rb] = rateGame(beforeA, beforeB, scoreOfA);
      const afterA = await save(sql, a, g.game, ra);
      const afterB = await save(sql, b, g.game, rb);
      return [
        { profileId: a, before: beforeA, after: afterA },
        { profileId: b, before: beforeB, after: afterB },
      ];
    });
  } catch (e) {
    if (isForeignKeyViolation(e)) return null;
    throw e;
  }
}
