// The online server: Colyseus over WebSockets with the arcade's rooms, behind the gate. Settings come
// from the environment (settingsFrom): PORT, HOST, ALLOWED_ORIGINS, REDIS_URL (absent: one process,
// in memory; present: processes on one Redis share rooms and matchmaking), PUBLIC_ADDRESS (where
// clients reach this process when there are several) and JOINS_PER_SECOND (per address).

import http from 'node:http';
import { Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { ROOMS } from '../src/logic/online';
import { installGate, originAllowed } from './gate';
import { DuelRoom } from './rooms/DuelRoom';
import { RaceRoom } from './rooms/RaceRoom';

export interface Settings {
  readonly port: number;
  readonly host: string;
  readonly allowedOrigins: readonly string[];
  readonly redisUrl: string | null;
  readonly publicAddress: string | null;
  /** Matchmaking requests a second per address (bursts of ten times that); 0: no limit. */
  readonly joinsPerSecond: number;
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

export function settingsFrom(env: NodeJS.ProcessEnv): Settings {
  const port = Number(env.PORT ?? 2567);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT '${env.PORT}' is not a port number`);
  const joins = Number(env.JOINS_PER_SECOND ?? 2);
  if (!Number.isFinite(joins) || joins < 0)
    throw new Error(`JOINS_PER_SECOND '${env.JOINS_PER_SECOND}' is not a rate`);
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
    joinsPerSecond: joins,
  };
}

/** A server with the arcade's rooms, not yet listening (`listen(port, host)`). */
export function createGameServer(settings: Settings): Server {
  const httpServer = http.createServer();
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
  });
  gameServer.define(ROOMS.duel, DuelRoom).filterBy(['width', 'height']);
  gameServer.define(ROOMS.race, RaceRoom).filterBy(['game']);
  installGate(httpServer, settings.allowedOrigins, settings.joinsPerSecond);
  return gameServer;
}
