// MOVE MY PROGRESS: a device that has a profile asks for a transfer code; another device (a phone,
// the game's own site from itch.io's frame and back) claims it once, before it expires, and gets the
// profile with a secret of its own. Codes are kept as hashes; claiming deletes the code in the same
// statement that reads it, so two claims at once cannot both succeed.

import { codePattern, randomCode } from './codes';
import { addDevice, hashOf, type NewProfile, newSecret } from './profiles';
import type { Database } from './sql';

/** How long a transfer code lasts. */
export const TRANSFER_SECONDS = 600;
/** Twelve characters in three groups ("K7QX-M9DT-3HWP"), no 0/O, 1/I/L, U: about 59 bits. */
export const TRANSFER_CODE = codePattern(3);

/** A new code for profile `id`, good until `now` plus TRANSFER_SECONDS; it replaces any earlier one. */
export async function newTransfer(
  db: Database,
  id: string,
  now: number,
): Promise<{ code: string; expires: Date }> {
  const code = randomCode(3);
  const expires = new Date(now + TRANSFER_SECONDS * 1000);
  await db.rows(
    `INSERT INTO transfer_codes (code_hash, profile_id, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (profile_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at`,
    [hashOf(code), id, expires],
  );
  return { code, expires };
}

/** Claim `code` (once, before it expires): the profile with a new device secret, or null. */
export async function claimTransfer(db: Database, code: string, now: number): Promise<NewProfile | null> {
  if (!TRANSFER_CODE.test(code)) return null;
  return db.transaction(async (sql) => {
    const [row] = await sql.rows<{ id: string; name: string; friend_code: string }>(
      `WITH claimed AS (DELETE FROM transfer_codes WHERE code_hash = $1 RETURNING profile_id, expires_at)
       SELECT p.id, p.name, p.friend_code FROM claimed c JOIN profiles p ON p.id = c.profile_id
       WHERE c.expires_at > $2`,
      [hashOf(code), new Date(now)],
    );
    if (!row) return null;
    const secret = newSecret();
    await addDevice(sql, row.id, secret);
    return { id: row.id, name: row.name, friendCode: row.friend_code, secret };
  });
}
