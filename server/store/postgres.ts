// PostgreSQL for scale: DATABASE_URL=postgres://… puts the store on a server that several game
// server processes share (they already share rooms through Redis). A pool of connections; a
// transaction holds one connection from BEGIN to COMMIT, or ROLLBACK when its work throws.

import pg from 'pg';
import type { Database, Sql } from './sql';

export async function openPostgres(url: string): Promise<Database> {
  // Nothing waits without end: a connection in 5 s, a statement in 10 (a lock held too long).
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    statement_timeout: 10_000,
    query_timeout: 15_000,
  });
  // A connection that fails while idle is dropped by the pool; it must not end the process.
  pool.on('error', () => {});
  const sqlOf = (q: pg.Pool | pg.PoolClient): Sql => ({
    rows: async <T extends object>(text: string, params: readonly unknown[] = []) =>
      (await q.query<T & pg.QueryResultRow>(text, [...params])).rows,
    // A query with no parameters may hold several statements.
    script: async (text) => {
      await q.query(text);
    },
  });
  const transaction = async <T>(work: (sql: Sql) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const out = await work(sqlOf(client));
      await client.query('COMMIT');
      return out;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  };
  await pool.query('SELECT 1'); // fails here, at start, when the server cannot be reached
  return {
    kind: 'postgres',
    ...sqlOf(pool),
    transaction,
    close: () => pool.end(),
  };
}
