// The store's schema, as the migrations in migrations/ (numbered SQL files, applied in order and
// never edited once released). At start each process applies those not yet applied, in one
// transaction under an advisory lock, so processes starting together on one PostgreSQL take turns
// and a migration that fails leaves the store as it was.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './sql';

const FOLDER = join(import.meta.dirname, 'migrations');
/** The advisory lock's key (any number the store uses for nothing else). */
const LOCK = 4_242_001;

/** The migrations in the repository, in order: their names (the file's, without .sql) and SQL. */
export function migrations(): { readonly name: string; readonly sql: string }[] {
  return readdirSync(FOLDER)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ name: f.slice(0, -4), sql: readFileSync(join(FOLDER, f), 'utf8') }));
}

/** Apply the migrations not yet applied; the names of those applied now. */
export async function migrate(db: Database): Promise<string[]> {
  return db.transaction(async (sql) => {
    await sql.rows('SELECT pg_advisory_xact_lock($1)', [LOCK]);
    await sql.script(
      'CREATE TABLE IF NOT EXISTS migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await sql.rows<{ name: string }>('SELECT name FROM migrations')).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const m of migrations()) {
      if (done.has(m.name)) continue;
      await sql.script(m.sql);
      await sql.rows('INSERT INTO migrations (name) VALUES ($1)', [m.name]);
      applied.push(m.name);
    }
    return applied;
  });
}
