// The online server for a test file: Colyseus' test server over the arcade's own server on a free
// loopback port (joins not rate-limited: tests join fast), cleaned after each test; and a wait on
// a state, not a time. Given a store (tests/server/stores.ts), the server keeps profiles and
// ratings in it.

import { ColyseusTestServer } from '@colyseus/testing';
import type { Room } from 'colyseus.js';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createGameServer } from '../../server/app';
import { penalties } from '../../server/limits';
import { freePort } from '../../server/processes';
import { RATE } from '../../server/rooms/guard';
import { settingsFrom } from '../../server/settings';
import type { Database } from '../../server/store/sql';

/** The file's server (set before its first test), on `store` when given (opened before it). */
export function testServer(store?: () => Database): {
  readonly sdk: ColyseusTestServer['sdk'];
  readonly server: () => ColyseusTestServer;
  /** The loopback port the server listens on. */
  readonly port: () => number;
} {
  let server: ColyseusTestServer | null = null;
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    const db = store ? Promise.resolve(store()) : null;
    const game = createGameServer({ ...settingsFrom({}), port, joinsPerSecond: 0 }, db);
    await game.listen(port, '127.0.0.1');
    server = new ColyseusTestServer(game);
  });
  afterEach(async () => {
    RATE.perSecond = 10;
    RATE.burst = 20;
    penalties.clear();
    await server?.cleanup();
  });
  afterAll(async () => {
    await server?.shutdown();
  });
  const get = (): ColyseusTestServer => {
    if (!server) throw new Error('the test server is not up yet');
    return server;
  };
  return {
    get sdk() {
      return get().sdk;
    },
    server: get,
    port: () => port,
  };
}

/** Wait until `holds` is true (a state, not a time), or fail after `ms`. */
export async function until(holds: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!holds()) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The next refusal `room` hears from the server: its reason. */
export const refusal = (room: Room): Promise<string> =>
  new Promise((done) => room.onMessage('refused', (m: { reason: string }) => done(m.reason)));
