// The store a server process keeps profiles in: PostgreSQL when DATABASE_URL names one, else the
// embedded database in the data folder (DATA_DIR, by default ./data) — migrated before it is used.

import { openEmbedded } from './embedded';
import { migrate } from './migrate';
import { openPostgres } from './postgres';
import type { Database } from './sql';

export interface StoreSettings {
  /** postgres://… or null for the embedded database. */
  readonly databaseUrl: string | null;
  /** The embedded database's folder; null keeps it in memory (tests). */
  readonly dataDir: string | null;
}

export async function openStore(s: StoreSettings): Promise<Database> {
  const db = s.databaseUrl ? await openPostgres(s.databaseUrl) : await openEmbedded(s.dataDir);
  try {
    await migrate(db);
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}
