// The online server: Colyseus over WebSockets with the arcade's rooms, behind the door (door/: the
// origin and rate gate, the matchmaker's route with its body cap, the limits on connections).
// Settings come from the environment (settings.ts).

import http from 'node:http';
import { matchMaker, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { ROOMS } from '../src/logic/online';
import { Gate, originAllowed } from './door/gate';
import { matchmakingRoute } from './door/matchmaking';
import { limitSockets } from './door/sockets';
import { log } from './log';
import { DuelRoom } from './rooms/DuelRoom';
import { RaceRoom } from './rooms/RaceRoom';
import { MAX_MESSAGE_BYTES, type Settings } from './settings';

/** A server with the arcade's rooms, not yet listening (`listen(port, host)`). */
export function createGameServer(settings: Settings): Server {
  // Node checks its request clocks (headers, whole request) this often.
  const httpServer = http.createServer({ connectionsCheckingInterval: 500 });
  const redis = settings.redisUrl;
  const gameServer = new Server({
    transport: new WebSocketTransport({
      server: httpServer,
      maxPayload: MAX_MESSAGE_BYTES,
      verifyClient: (info: { origin: string }) => originAllowed(info.origin, settings.allowedOrigins),
    }),
    presence: redis ? new RedisPresence(redis) : undefined,
    driver: redis ? new RedisDriver(redis) : undefined,
    // With several processes, a client is sent to the one holding its room.
    publicAddress: settings.publicAddress ?? (redis ? `${settings.host}:${settings.port}` : undefined),
    gracefullyShutdown: false,
    greet: false,
    logger: log.forColyseus(),
  });
  gameServer.define(ROOMS.duel, DuelRoom).filterBy(['width', 'height']);
  gameServer.define(ROOMS.race, RaceRoom).filterBy(['game']);
  // The matchmaker's route is the door's, in place of Colyseus' own.
  httpServer.removeAllListeners('request');
  httpServer.on(
    'request',
    matchmakingRoute({
      gate: new Gate(settings.allowedOrigins, settings.joinsPerSecond),
      storeUp: () => true,
      reconnect: (roomId, token) => matchMaker.reconnect(roomId, { reconnectionToken: token }),
    }),
  );
  limitSockets(httpServer, { perAddress: settings.connectionsPerAddress, idleSeconds: settings.idleSeconds });
  return gameServer;
}
