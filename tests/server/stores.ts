// The store's two databases for a test file: the embedded one (PGlite, in memory) and a PostgreSQL
// server of the test's own (started on a free port, stopped by its process id). Each test starts
// from empty tables.

import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Running, startPostgres } from '../../server/processes';
import { openStore } from '../../server/store/open';
import type { Database } from '../../server/store/sql';

export const KINDS = ['embedded', 'postgres'] as const;
export type Kind = (typeof KINDS)[number];

/** The store of `kind`, open and migrated before the file's first test, closed after its last. */
export function testStore(kind: Kind): () => Database {
  let db: Database | null = null;
  let postgres: (Running & { url: string }) | null = null;
  beforeAll(async () => {
    if (kind === 'postgres') postgres = await startPostgres();
    db = await openStore({ databaseUrl: postgres?.url ?? null, dataDir: null });
  });
  afterEach(async () => {
    await db?.rows('TRUNCATE profiles CASCADE');
  });
  afterAll(async () => {
    await db?.close();
    await postgres?.stop();
  });
  return () => {
    if (!db) throw new Error('the store is not open yet');
    return db;
  };
}
