// The player's save kept on the server: one save file per profile (src/midend/progress/saveFile.ts),
// each device's own merged into it (mergeSave.ts) and the merge answered back, so every device of a
// profile ends with what all of them played. Kept as the JSON text of a file the game reads; the
// store never reads inside it — the routes check and merge, the store keeps them in turn.

import type { Database, Sql } from './sql';

/** The profile's save as kept (a save file's JSON text), or null when it has none. */
export async function keptSave(sql: Sql, profileId: string): Promise<string | null> {
  const [row] = await sql.rows<{ save: string }>('SELECT save FROM saves WHERE profile_id = $1', [profileId]);
  return row?.save ?? null;
}

/** What a change of the kept save comes to: the save to keep, or a refusal that keeps nothing. */
export type SaveChange = { readonly keep: string } | { readonly refuse: string };

/**
 * Change the profile's save to what `change` makes of the one kept (null: none yet), in one
 * transaction: the profile's row is locked first (FOR NO KEY UPDATE), so two devices sending at
 * once merge one after the other — the second into the first's result, neither lost — and a
 * profile deleted meanwhile is either gone before (null: nothing written) or waits for this to end
 * and takes the save with it. A refusal, or `change` throwing, writes nothing.
 */
export async function changeSave(
  db: Database,
  profileId: string,
  change: (kept: string | null) => SaveChange,
): Promise<SaveChange | null> {
  return db.transaction(async (sql) => {
    const [profile] = await sql.rows('SELECT id FROM profiles WHERE id = $1 FOR NO KEY UPDATE', [profileId]);
    if (!profile) return null;
    const done = change(await keptSave(sql, profileId));
    if ('keep' in done)
      await sql.rows(
        `INSERT INTO saves (profile_id, save) VALUES ($1, $2)
         ON CONFLICT (profile_id) DO UPDATE SET save = EXCLUDED.save, updated_at = now()`,
        [profileId, done.keep],
      );
    return done;
  });
}
