// Redis, for processes that share rooms: the presence and the room listing Colyseus uses, on
// connections that fail fast while Redis is away (a request is answered in a sentence at once, not
// after ioredis' retries in its own words), say so in one log line an outage instead of an
// "unhandled error event" a second, and, when Redis is back, have every room of this process
// register again — a restarted Redis holds nothing, and a room it does not list cannot be found by
// a reload or a code.

import { matchMaker, type Room } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import type { Redis, RedisOptions } from 'ioredis';
import { log } from './log';
import { ArcadeRoom } from './rooms/arcadeRoom';

/** The connection settings for `url` (redis://[user:password@]host[:port][/db], or rediss:// for TLS). */
export function redisOptions(url: string): RedisOptions {
  const u = new URL(url);
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:')
    throw new Error(`REDIS_URL '${url}' is not a redis:// address`);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: Number(u.pathname.slice(1) || 0),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    // A command while Redis is away fails after one more try, rather than after twenty.
    maxRetriesPerRequest: 1,
    // Reconnect for ever, at most two seconds apart.
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
  };
}

/** A presence whose connections can be watched. */
class WatchedPresence extends RedisPresence {
  connections(): Redis[] {
    return [this.pub, this.sub] as Redis[];
  }
}

/** The process's connections to Redis, and what they say. */
export class SharedStore {
  readonly presence: WatchedPresence;
  readonly driver: RedisDriver;
  private readonly clients: Redis[];
  private down = false;
  /** When Redis last came back from an outage (0: never away). */
  private backAt = 0;

  constructor(url: string) {
    const options = redisOptions(url);
    this.presence = new WatchedPresence(options);
    this.driver = new RedisDriver(options);
    // The driver keeps its client to itself; it is watched all the same.
    const driverClient = (this.driver as unknown as { _client: Redis })._client;
    this.clients = [...this.presence.connections(), driverClient];
    for (const c of this.clients) {
      c.on('error', (e: Error) => this.lost(e.message));
      c.on('reconnecting', () => this.lost('the connection closed'));
      c.on('ready', () => this.back());
    }
  }

  /** Whether every connection is up. */
  up(): boolean {
    return this.clients.every((c) => c.status === 'ready');
  }

  /**
   * Redis came back a moment ago (ten seconds): every process is still writing its rooms and their
   * records again, so a room or record not found may yet appear.
   */
  settling(): boolean {
    return Date.now() - this.backAt < 10_000;
  }

  private lost(why: string): void {
    if (this.down) return;
    this.down = true;
    log.say(
      `Redis is unreachable (${why}): rooms cannot be made or found until it is back; games under way go on`,
    );
  }

  private back(): void {
    if (!this.down || !this.up()) return;
    this.down = false;
    this.backAt = Date.now();
    log.say('Redis is back: the rooms of this process register again');
    void registerAgain();
  }
}

/** This process's rooms, kept from their creation to their end, to register again. */
const live = new Set<Room>();

/** Follow the rooms of every room type defined (`gameServer.define` hands back its handler). */
export function followRooms(handler: {
  on(event: 'create' | 'dispose', f: (room: Room) => void): unknown;
}): void {
  handler.on('create', (room) => live.add(room));
  handler.on('dispose', (room) => live.delete(room));
}

/** After a Redis restart: every room listed again, its record kept again, the process's figures too. */
async function registerAgain(): Promise<void> {
  for (const room of live) {
    try {
      await room.listing.save();
      if (room instanceof ArcadeRoom) room.registerAgain();
    } catch (e) {
      log.say(`room ${room.roomId} could not register again:`, e);
    }
  }
  matchMaker.stats.persist(true);
}
