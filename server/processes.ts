// Starting the online server, Redis and PostgreSQL as processes of their own, on free loopback ports, and
// stopping them by process id — for the tests and the bench (a process left running would hold its
// port and keep the test run from ending).

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chownSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import http from 'node:http';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrations } from './store/migrate';
import { openStore } from './store/open';

/** A free loopback port. */
export const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
    s.on('error', fail);
  });

/** Resolves once something accepts connections on `port`, or fails after `ms`. */
async function listening(port: number, child: ChildProcess, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the process stopped (exit ${child.exitCode}) before it listened`);
    const up = await new Promise<boolean>((done) => {
      const s = new Socket();
      const answer = (up: boolean) => () => {
        s.destroy();
        done(up);
      };
      s.once('connect', answer(true));
      s.once('error', answer(false));
      s.connect(port, '127.0.0.1');
    });
    if (up) return;
    if (Date.now() > end) throw new Error(`nothing listened on ${port} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Running {
  readonly port: number;
  /** The process id (the group's leader: npm or tsx may start the server as its child). */
  readonly pid: number;
  /** Stop the process and everything it started. */
  stop(): Promise<void>;
  /** Send `signal` to the process and everything it started (a test's crash: SIGKILL); resolves once it is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Start `command` in a process group of its own, wait for `port`, and stop the group on `stop`. */
async function start(
  command: string,
  args: string[],
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<Running> {
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  };
  try {
    await listening(port, child);
  } catch (e) {
    await stop();
    throw e;
  }
  const kill = async (signal: NodeJS.Signals): Promise<void> => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {}
    await exited;
  };
  return { port, pid: child.pid ?? 0, stop, kill };
}

/** Redis on a free port (or `port`, to start it again where it was), keeping nothing on disk. */
export async function startRedis(port?: number): Promise<Running> {
  port ??= await freePort();
  return start(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    port,
  );
}

/** Where Debian's package puts PostgreSQL's programs (initdb, postgres), the newest version first. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(root, v, 'bin')).find((d) => existsSync(join(d, 'initdb')));
  if (!found) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return found;
}

/**
 * A PostgreSQL server of its own on a free port, its files in a new temporary folder (trust on
 * loopback, no durability settings changed): `url` reaches its `postgres` database. PostgreSQL
 * refuses to run as root, so as root it runs as the `postgres` user Debian's package creates.
 */
export async function startPostgres(): Promise<Running & { readonly url: string }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'prism-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const bin = postgresBin();
  const [initdb, initArgs] = run(join(bin, 'initdb'), [
    '-D',
    dir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  execFileSync(initdb, initArgs, { stdio: 'ignore' });
  const [postgres, args] = run(join(bin, 'postgres'), [
    '-D',
    dir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'log_min_messages=warning',
  ]);
  const running = await start(postgres, args, port);
  // Listening is not yet answering ("the database system is starting up"): ask until it is ready.
  for (let i = 0; ; i++) {
    try {
      execFileSync(join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres']);
      break;
    } catch (e) {
      if (i >= 300) {
        await running.stop();
        throw e;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const stop = async (): Promise<void> => {
    await running.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { ...running, stop, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
}

let template: Promise<string> | null = null;

/**
 * An embedded store made and migrated as a first start would make it, kept in the temporary folder
 * under the name of the migrations it holds, for every later test run to copy (made in a folder of
 * its own, then renamed into place: two processes making it at once both end with the same one).
 */
function dataTemplate(): Promise<string> {
  template ??= (async () => {
    const hash = createHash('sha256').update(JSON.stringify(migrations()));
    const dir = join(tmpdir(), `prism-store-template-${hash.digest('hex').slice(0, 12)}`);
    if (existsSync(dir)) return dir;
    const making = mkdtempSync(join(tmpdir(), 'prism-store-making-'));
    await (await openStore({ databaseUrl: null, dataDir: making })).close();
    try {
      renameSync(making, dir);
    } catch {
      rmSync(making, { recursive: true, force: true }); // another process made it first
    }
    return dir;
  })();
  return template;
}

/** The online server (server/index.ts) on a free port (or `port`), with extra environment settings. */
export async function startServer(env: NodeJS.ProcessEnv = {}, port?: number): Promise<Running> {
  port ??= await freePort();
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
  // Its embedded store in a folder of its own (removed when it stops), unless the test names one: a
  // copy of one made and migrated once, as a first start would make it, in a fraction of the time.
  const data = env.DATA_DIR || env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'prism-data-'));
  if (data) cpSync(await dataTemplate(), data, { recursive: true });
  const running = await start(tsx, [join(process.cwd(), 'server', 'index.ts')], port, {
    ...env,
    PORT: String(port),
    ...(data ? { DATA_DIR: data } : {}),
  });
  if (!data) return running;
  const gone = () => rmSync(data, { recursive: true, force: true });
  return {
    ...running,
    stop: () => running.stop().finally(gone),
    kill: (signal) => running.kill(signal).finally(gone),
  };
}

/** Resident memory of a process group (the server's tsx leader and the node under it), in bytes. */
export function groupRss(pid: number): number {
  let total = 0;
  for (const dir of readdirProc()) {
    try {
      const stat = readFileSync(`/proc/${dir}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pid) continue; // the process group
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${dir}/status`, 'utf8'));
      total += Number(rss?.[1] ?? 0) * 1024;
    } catch {}
  }
  return total;
}
const readdirProc = (): string[] => readdirSync('/proc').filter((d) => /^\d+$/.test(d));

/** What a server answered a body sent to it (status 0: the connection failed before any answer). */
export interface Answer {
  readonly status: number;
  readonly body: string;
  /** Bytes handed to the connection by the time the answer came. */
  readonly sent: number;
  /** Milliseconds from the first byte to the answer's end. */
  readonly ms: number;
}

/**
 * POST `total` bytes (a JSON object's start, then spaces) to `path` on a loopback `port`, in 64 KB
 * chunks as fast as the connection takes them, as an abusive client would: the tests and the bench.
 */
export function postBody(port: number, path: string, total: number): Promise<Answer> {
  return new Promise((done) => {
    const start = performance.now();
    let sent = 0;
    let answered = false;
    const req = http.request({ port, host: '127.0.0.1', path, method: 'POST' });
    req.on('response', (res) => {
      answered = true;
      const at = sent;
      let body = '';
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, body, sent: at, ms: performance.now() - start }),
      );
    });
    // The server cuts a body it will not read: writes after its answer may fail, as they should.
    req.on('error', () => {
      if (!answered) done({ status: 0, body: '', sent, ms: performance.now() - start });
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    chunk.write('{"pad":"');
    const pump = (): void => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}
