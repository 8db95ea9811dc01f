// `npm run server`: the online server on 127.0.0.1:2567 (see server/settings.ts for its settings).

import { createGameServer } from './app';
import { log } from './log';
import { settingsFrom } from './settings';
import { openStore } from './store/open';

// A promise nobody waited on that fails (a listing update while Redis is away) is a log line, never
// the end of every game this process holds.
process.on('unhandledRejection', (e) => log.say('unhandled:', e));

const settings = settingsFrom(process.env);
/** A URL's host and port, never its user or password. */
const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return 'an address that does not read';
  }
};
// The store opens (and migrates) before the rooms listen: the embedded database's first start is
// seconds of WebAssembly on this thread, which must never stall a game. A store that cannot open is
// a log line; the rooms run, and the API answers that profiles are unavailable.
const store = openStore(settings);
await store.catch(() => {});
const server = createGameServer(settings, store);
await server.listen(settings.port, settings.host);
console.log(
  `Prism Arcade server on ws://${settings.host}:${settings.port}` +
    (settings.redisUrl
      ? ` (rooms shared through Redis at ${hostOf(settings.redisUrl)})`
      : ' (one process, rooms in memory)') +
    (settings.databaseUrl ? ', profiles on PostgreSQL' : `, profiles in ${settings.dataDir}/`) +
    (settings.moderatorToken ? ', moderation routes on' : ''),
);
// Stopped (Ctrl+C, or a test's kill): close the rooms and the store, and leave.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void server
      .gracefullyShutdown(false)
      .then(() => store.then((db) => db.close()))
      .finally(() => process.exit(0));
  });
