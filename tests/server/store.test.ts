// The store on both databases: migrations applied once, profiles made, signed in by their secret
// alone, renamed, found by friend code and deleted with every row of theirs.

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openEmbedded } from '../../server/store/embedded';
import { migrate, migrations } from '../../server/store/migrate';
import {
  byFriendCode,
  createProfile,
  deleteProfile,
  FRIEND_CODE,
  rename,
  signIn,
} from '../../server/store/profiles';
import { KINDS, testStore } from './stores';

describe.each(KINDS)('the store on the %s database', (kind) => {
  const db = testStore(kind);

  it('has every migration applied, and applying them again changes nothing', async () => {
    const names = (await db().rows<{ name: string }>('SELECT name FROM migrations ORDER BY name')).map(
      (r) => r.name,
    );
    expect(names).toEqual(migrations().map((m) => m.name));
    expect(await migrate(db())).toEqual([]);
  });

  it('makes a profile with a friendly name and a friend code, and keeps only its secret hash', async () => {
    const p = await createProfile(db());
    expect(p.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d\d$/);
    expect(p.friendCode).toMatch(FRIEND_CODE);
    const [row] = await db().rows<Record<string, string>>('SELECT * FROM profiles WHERE id = $1', [p.id]);
    expect(Object.values(row ?? {})).not.toContain(p.secret);
    expect(await signIn(db(), p.id, p.secret)).toEqual({ id: p.id, name: p.name, friendCode: p.friendCode });
  });

  it('refuses a wrong or malformed secret, and an unknown id', async () => {
    const p = await createProfile(db());
    const other = await createProfile(db());
    expect(await signIn(db(), p.id, other.secret)).toBeNull();
    expect(await signIn(db(), p.id, `${p.secret}x`)).toBeNull();
    expect(await signIn(db(), p.id, "' OR '1'='1")).toBeNull();
    expect(
      await signIn(db(), other.id.replace(/^./, other.id[0] === 'A' ? 'B' : 'A'), other.secret),
    ).toBeNull();
  });

  it('renames, finds a profile by its friend code, and deletes it with its follows', async () => {
    const a = await createProfile(db());
    const b = await createProfile(db());
    expect((await rename(db(), a.id, 'Zoë Ćirić'))?.name).toBe('Zoë Ćirić');
    expect((await byFriendCode(db(), b.friendCode))?.id).toBe(b.id);
    expect(await byFriendCode(db(), 'not a code')).toBeNull();
    await db().rows('INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2), ($2, $1)', [a.id, b.id]);
    expect(await deleteProfile(db(), a.id)).toBe(true);
    expect(await db().rows('SELECT * FROM follows')).toEqual([]);
    expect(await signIn(db(), a.id, a.secret)).toBeNull();
    expect(await deleteProfile(db(), a.id)).toBe(false);
  });

  it('keeps a transaction whole: work that fails leaves nothing behind', async () => {
    const a = await createProfile(db());
    await expect(
      db().transaction(async (sql) => {
        await rename(sql, a.id, 'Half Done');
        throw new Error('stopped half way');
      }),
    ).rejects.toThrow('stopped half way');
    expect((await signIn(db(), a.id, a.secret))?.name).toBe(a.name);
  });
});

describe("the embedded store's folder", () => {
  it('is held by one process: another one alive holding it is named; one gone is taken over', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'prism-lock-'));
    try {
      writeFileSync(join(dir, 'server.lock'), '1'); // process 1 is always alive
      await expect(openEmbedded(dir, 300)).rejects.toThrow(
        /is in use by process 1: one process holds the embedded store/,
      );
      writeFileSync(join(dir, 'server.lock'), '999999999'); // no such process
      const db = await openEmbedded(dir);
      expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
      await db.close();
      expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
