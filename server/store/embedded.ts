// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) keeping its files in a data
// folder, so `npm run server` keeps profiles with nothing to install. One process holds the folder
// (PGlite takes no lock of its own; two processes on one folder would corrupt it): a lock file
// with the holder's process id, taken over only from a process that is gone. Several processes
// share a PostgreSQL server instead (DATABASE_URL). PGlite runs one statement at a time; its
// transactions hold it for their whole length.

import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Sql } from './sql';

const LOCK = 'server.lock';

/** Whether process `pid` runs (a zombie, killed but not yet reaped, does not). */
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as { code?: string }).code === 'EPERM';
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc here: the signal's answer stands
  }
};

/** Hold `folder` for this process, or throw saying which process holds it. */
function lockFolder(folder: string): () => void {
  const file = join(folder, LOCK);
  for (let tries = 0; tries < 2; tries++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (e) {
      if ((e as { code?: string }).code !== 'EEXIST') throw e;
      const holder = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder))
        throw new Error(
          `the data folder ${folder} is in use by process ${holder}: one process holds the embedded ` +
            'store; for several, set DATABASE_URL (PostgreSQL) or give each its own DATA_DIR',
        );
      rmSync(file, { force: true }); // left by a process that is gone
    }
  }
  throw new Error(`the data folder ${folder} could not be locked`);
}

/** Hold `folder`, waiting up to `ms` for a process that holds it to end (one just killed). */
async function lockWaiting(folder: string, ms: number): Promise<() => void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return lockFolder(folder);
    } catch (e) {
      if (Date.now() > end) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** The database in `folder` (made if missing), or in memory when `folder` is null (tests). */
export async function openEmbedded(folder: string | null, waitMs = 5000): Promise<Database> {
  if (folder) mkdirSync(folder, { recursive: true });
  const unlock = folder ? await lockWaiting(folder, waitMs) : () => {};
  const db = await PGlite.create(folder ?? undefined).catch((e: unknown) => {
    unlock();
    throw e;
  });
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
    close: () => db.close().finally(unlock),
  };
}
