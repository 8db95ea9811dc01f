// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) keeping its files in a data
// folder, so `npm run server` keeps profiles with nothing to install. One process holds the folder.
// PGlite runs one statement at a time; its transactions hold it for their whole length.

import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Sql } from './sql';

/** The database in `folder` (made if missing), or in memory when `folder` is null (tests). */
export async function openEmbedded(folder: string | null): Promise<Database> {
  if (folder) mkdirSync(folder, { recursive: true });
  const db = await PGlite.create(folder ?? undefined);
  const sqlOf = (q: Pick<PGlite, 'query' | 'exec'>): Sql => ({
    rows: async <T extends object>(text: string, params: readonly unknown[] = []) =>
      (await q.query<T>(text, [...params])).rows,
    script: async (text) => {
      await q.exec(text);
    },
  });
  return {
    kind: 'embedded',
    ...sqlOf(db),
    transaction: (work) => db.transaction((tx) => work(sqlOf(tx))),
    close: () => db.close(),
  };
}
