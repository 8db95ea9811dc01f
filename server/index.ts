// `npm run server`: the online server on 127.0.0.1:2567 (see server/settings.ts for its settings).

import { createGameServer } from './app';
import { log } from './log';
import { settingsFrom } from './settings';

// A promise nobody waited on that fails (a listing update while Redis is away) is a log line, never
// the end of every game this process holds.
process.on('unhandledRejection', (e) => log.say('unhandled:', e));

const settings = settingsFrom(process.env);
const server = createGameServer(settings);
await server.listen(settings.port, settings.host);
console.log(
  `Prism Arcade server on ws://${settings.host}:${settings.port}` +
    (settings.redisUrl ? ` (rooms shared through ${settings.redisUrl})` : ' (one process, in memory)'),
);
// Stopped (Ctrl+C, or a test's kill): close the rooms and leave.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void server.gracefullyShutdown(true));
