// The server's settings, from the environment (docs/online.md: "Running your own server"), and the limits
// that bound what any one client can make the server hold.

export interface Settings {
  readonly port: number;
  readonly host: string;
  readonly allowedOrigins: readonly string[];
  /** Absent: one process, in memory. Present: processes on one Redis share rooms and matchmaking. */
  readonly redisUrl: string | null;
  /** Where clients reach this process when there are several. */
  readonly publicAddress: string | null;
  /** Matchmaking requests a second per address (bursts of ten times that); 0: no limit. */
  readonly joinsPerSecond: number;
  /** Open connections one address may hold at once; 0: no limit. */
  readonly connectionsPerAddress: number;
  /**
   * New profiles one address may make in a minute (three at once, then this many a minute): more
   * where many players share one address (a school, a test run).
   */
  readonly newProfilesPerMinute: number;
  /** Puzzles one profile may publish on the Explore shelf in a day (any 24 hours). */
  readonly puzzlesPerDay: number;
  /**
   * The secret that makes its holder a moderator of the Explore shelf's reports (api/moderationRoutes.ts);
   * absent: no one is, and those routes are not there.
   */
  readonly moderatorToken: string | null;
  /** Seconds a connection may stay silent before it joins a room (and a request's whole time). */
  readonly idleSeconds: number;
  /**
   * Seconds after which a room's record unwritten is a gone room's, which another process may build
   * again (rooms write theirs three times as often).
   */
  readonly recordStaleSeconds: number;
  /**
   * Proxies in front of the server (a TLS proxy, a load balancer) whose X-Forwarded-For is believed:
   * every per-address limit then counts the player's address, not the proxy's.
   */
  readonly trustedProxies: readonly string[];
  /** PostgreSQL for the store (postgres://…); absent: the embedded database in `dataDir`. */
  readonly databaseUrl: string | null;
  /** The embedded database's folder. */
  readonly dataDir: string;
}

/** The game's own site in development and preview, and itch.io's frames. */
export const DEFAULT_ORIGINS = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'https://html.itch.zone',
  'https://html-classic.itch.zone',
];

/** A message is at most this many bytes: a move is a dozen; more is refused by closing the socket. */
export const MAX_MESSAGE_BYTES = 1024;

/** A matchmaking request's body is at most this many bytes: its options are a few hundred. */
export const MAX_BODY_BYTES = 4096;

/** A setting that is a number from `min` up, or its default when absent. */
function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min) throw new Error(`${name} '${raw}' must be a number from ${min} up`);
  return n;
}

/** MODERATOR_TOKEN's form: 32 to 256 printable characters, no spaces (`openssl rand -base64 32`). */
const MODERATOR_TOKEN = /^[\x21-\x7e]{32,256}$/;

/** The moderator's token, or null when unset; a short or malformed one stops the server (never echoed). */
function moderatorTokenFrom(env: NodeJS.ProcessEnv): string | null {
  const raw = env.MODERATOR_TOKEN;
  if (raw === undefined || raw === '') return null;
  if (!MODERATOR_TOKEN.test(raw))
    throw new Error('MODERATOR_TOKEN must be 32 to 256 printable characters with no spaces');
  return raw;
}

export function settingsFrom(env: NodeJS.ProcessEnv): Settings {
  const port = numberFrom(env, 'PORT', 2567);
  if (!Number.isInteger(port) || port > 65535) throw new Error(`PORT '${env.PORT}' is not a port number`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    allowedOrigins: env.ALLOWED_ORIGINS
      ? env.ALLOWED_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEFAULT_ORIGINS,
    redisUrl: env.REDIS_URL || null,
    publicAddress: env.PUBLIC_ADDRESS || null,
    joinsPerSecond: numberFrom(env, 'JOINS_PER_SECOND', 2),
    connectionsPerAddress: Math.floor(numberFrom(env, 'CONNECTIONS_PER_ADDRESS', 40)),
    newProfilesPerMinute: numberFrom(env, 'NEW_PROFILES_PER_MINUTE', 3, 1),
    puzzlesPerDay: Math.floor(numberFrom(env, 'PUZZLES_PER_DAY', 10, 1)),
    moderatorToken: moderatorTokenFrom(env),
    idleSeconds: numberFrom(env, 'IDLE_SECONDS', 10, 1),
    recordStaleSeconds: numberFrom(env, 'RECORD_STALE_SECONDS', 15, 1),
    trustedProxies: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR || 'data',
  };
}
