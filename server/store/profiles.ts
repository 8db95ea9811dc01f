// Profiles without accounts. A device that turns online features on gets a random id and a long
// random secret; the store keeps only the secret's hash (a fast hash is enough for 256 random bits,
// which no one can guess), so a stolen copy of the store signs in as no one. Each device has its
// own secret (a device the profile moved to gets a new one: transfers.ts). A display name the
// player may change (names.ts checks it), and a friend code others follow the profile by.

import { createHash, randomBytes } from 'node:crypto';
import { codePattern, randomCode } from './codes';
import { defaultName } from './names';
import { type Database, isUniqueViolation, type Sql } from './sql';

export interface Profile {
  readonly id: string;
  readonly name: string;
  readonly friendCode: string;
}

/** A new profile as its device first hears of it: the only time its secret is ever sent. */
export interface NewProfile extends Profile {
  readonly secret: string;
}

/** Friend codes: eight of these, shown as two groups of four ("K7QX-M9DT"): no 0/O, 1/I/L, U. */
export const FRIEND_CODE = codePattern(2);
/** A profile's id and secret as the device sends them: base64url, 16 and 32 random bytes. */
export const PROFILE_ID = /^[A-Za-z0-9_-]{22}$/;
export const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** The hash a secret (or a transfer code) is kept as. */
export const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A new random secret for a device. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

type Row = { id: string; name: string; friend_code: string };
const profileOf = (r: Row): Profile => ({ id: r.id, name: r.name, friendCode: r.friend_code });

/** A new profile with a friendly name and its first device; a friend code already taken is drawn again. */
export async function createProfile(db: Database): Promise<NewProfile> {
  const id = randomBytes(16).toString('base64url');
  const secret = newSecret();
  for (let tries = 0; ; tries++) {
    const code = randomCode(2);
    try {
      const row = await db.transaction(async (sql) => {
        const [made] = await sql.rows<Row>(
          'INSERT INTO profiles (id, name, friend_code) VALUES ($1, $2, $3) RETURNING id, name, friend_code',
          [id, defaultName(randomBytes(4).readUInt32BE()), code],
        );
        await addDevice(sql, id, secret);
        return made;
      });
      if (!row) throw new Error('no profile row came back');
      return { ...profileOf(row), secret };
    } catch (e) {
      if (!isUniqueViolation(e) || tries >= 5) throw e;
    }
  }
}

/** Let a device with `secret` act as profile `id`. */
export async function addDevice(sql: Sql, id: string, secret: string): Promise<void> {
  await sql.rows('INSERT INTO device_secrets (secret_hash, profile_id) VALUES ($1, $2)', [
    hashOf(secret),
    id,
  ]);
}

/** The profile whose id and device secret these are, or null (no such profile, or the wrong secret). */
export async function signIn(sql: Sql, id: string, secret: string): Promise<Profile | null> {
  if (!PROFILE_ID.test(id) || !SECRET.test(secret)) return null;
  const [row] = await sql.rows<Row>(
    `SELECT p.id, p.name, p.friend_code FROM device_secrets d JOIN profiles p ON p.id = d.profile_id
     WHERE d.secret_hash = $1 AND d.profile_id = $2`,
    [hashOf(secret), id],
  );
  return row ? profileOf(row) : null;
}

/** Give profile `id` the display name `name` (already checked by names.ts). */
export async function rename(sql: Sql, id: string, name: string): Promise<Profile | null> {
  const [row] = await sql.rows<Row>(
    'UPDATE profiles SET name = $2, renamed_at = now() WHERE id = $1 RETURNING id, name, friend_code',
    [id, name],
  );
  return row ? profileOf(row) : null;
}

/** The profile with this friend code, if any. */
export async function byFriendCode(sql: Sql, code: string): Promise<Profile | null> {
  if (!FRIEND_CODE.test(code)) return null;
  const [row] = await sql.rows<Row>('SELECT id, name, friend_code FROM profiles WHERE friend_code = $1', [
    code,
  ]);
  return row ? profileOf(row) : null;
}

/**
 * DELETE MY DATA: the profile and every row of it (its follows both ways, and what later tables
 * hold by it, each with ON DELETE CASCADE), at once, in one statement.
 */
export async function deleteProfile(sql: Sql, id: string): Promise<boolean> {
  const gone = await sql.rows('DELETE FROM profiles WHERE id = $1 RETURNING id', [id]);
  return gone.length === 1;
}
