// The online server: Colyseus over WebSockets with the arcade's rooms (rooms/), behind the door
// (door/: the origin and rate gate, the matchmaker's route with its body cap, the limits on
// connections), alone in memory or beside other processes on one Redis (redis.ts); with a store
// (store/), the HTTP API under /api/ (api/: profiles and follows) and rated quick match (the queue,
// rooms/QueueRoom.ts; the rooms read and keep ratings in the same store). Settings come from the
// environment (settings.ts).

import http from 'node:http';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { ROOMS } from '../src/logic/protocol';
import { createApi } from './api/api';
import { noteUpgrade, TRUSTED } from './door/address';
import { Gate, originAllowed } from './door/gate';
import { matchmakingRoute } from './door/matchmaking';
import { limitSockets } from './door/sockets';
import { log } from './log';
import { followRooms, SharedStore } from './redis';
import { DuelRoom } from './rooms/DuelRoom';
import { QueueRoom } from './rooms/QueueRoom';
import { RaceRoom } from './rooms/RaceRoom';
import { RATED_ROOM, useRoomStore } from './rooms/rated';
import { RECORD_TIMES } from './rooms/records';
import { rejoin } from './rooms/rejoin';
import { MAX_MESSAGE_BYTES, type Settings } from './settings';
import type { Database } from './store/sql';

/**
 * A server with the arcade's rooms (and, given a store, its API), not yet listening (`listen(port,
 * host)`). Requests to the API wait for the store to open; if it failed, they are told so.
 */
export function createGameServer(settings: Settings, store: Promise<Database> | null = null): Server {
  TRUSTED.proxies = settings.trustedProxies;
  RECORD_TIMES.staleMs = settings.recordStaleSeconds * 1000;
  RECORD_TIMES.heartbeatMs = RECORD_TIMES.staleMs / 3;
  // Node checks its request clocks (headers, whole request) this often.
  const httpServer = http.createServer({ connectionsCheckingInterval: 500 });
  const shared = settings.redisUrl ? new SharedStore(settings.redisUrl) : null;
  const gameServer = new Server({
    transport: new WebSocketTransport({
      server: httpServer,
      maxPayload: MAX_MESSAGE_BYTES,
      verifyClient: (info: { origin: string; req: http.IncomingMessage }) => {
        noteUpgrade(info.req);
        return originAllowed(info.origin, settings.allowedOrigins);
      },
    }),
    presence: shared?.presence,
    driver: shared?.driver,
    // With several processes, a client is sent to the one holding its room.
    publicAddress: settings.publicAddress ?? (shared ? `${settings.host}:${settings.port}` : undefined),
    gracefullyShutdown: false,
    greet: false,
    logger: log.forColyseus(),
  });
  followRooms(gameServer.define(ROOMS.duel, DuelRoom).filterBy(['width', 'height']));
  followRooms(gameServer.define(ROOMS.race, RaceRoom).filterBy(['game']));
  followRooms(gameServer.define(RATED_ROOM, QueueRoom).filterBy(['width', 'height']));
  useRoomStore(store);
  // The matchmaker's route is the door's, in place of Colyseus' own; /api/ is the API's.
  httpServer.removeAllListeners('request');
  const matchmaking = matchmakingRoute({
    gate: new Gate(settings.allowedOrigins, settings.joinsPerSecond),
    storeUp: () => shared?.up() ?? true,
    reconnect: (roomId, token) => rejoin(roomId, token, { settling: () => shared?.settling() ?? false }),
  });
  const api = store?.then(async (db) => {
    const a = createApi({
      db,
      allowedOrigins: settings.allowedOrigins,
      newProfilesPerMinute: settings.newProfilesPerMinute,
      puzzlesPerDay: settings.puzzlesPerDay,
      moderatorToken: settings.moderatorToken,
    });
    await a.ready();
    return a;
  });
  api?.catch((e: unknown) => log.say('the store did not open: profiles are unavailable:', e));
  httpServer.on('request', (req, res) => {
    if (!api || !req.url?.startsWith('/api/')) return matchmaking(req, res);
    api.then(
      (a) => {
        try {
          a.routing(req, res);
        } catch (e) {
          log.say('api failed:', e instanceof Error ? e.message : 'unknown');
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: 'the server failed: try again later' }));
        }
      },
      () => {
        res.writeHead(503, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: 'profiles are unavailable on this server' }));
      },
    );
  });
  limitSockets(httpServer, { perAddress: settings.connectionsPerAddress, idleSeconds: settings.idleSeconds });
  return gameServer;
}
