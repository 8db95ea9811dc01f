// Connections before they are players: a socket that says nothing is closed after the idle time,
// a request whose headers or body trickle in is cut at that time too, and no address holds more
// than its share of open connections. A socket that joins a room becomes a WebSocket, which the
// room and the transport's ping look after (the WebSocket library lifts the idle time on upgrade).

import type http from 'node:http';
import type { Socket } from 'node:net';
import { log } from '../log';
import { isTrustedProxy } from './address';

export interface SocketLimits {
  /** Open connections one address may hold; 0: no limit. */
  readonly perAddress: number;
  /** Seconds of silence before a connection not yet in a room is closed; also a request's whole time. */
  readonly idleSeconds: number;
}

/** Open connections by address. */
export class Connections {
  private readonly open = new Map<string, number>();

  /** Count a new connection from `address`: false when that is more than `cap` (0: no cap). */
  add(address: string, cap: number): boolean {
    const n = (this.open.get(address) ?? 0) + 1;
    if (cap > 0 && n > cap) return false;
    this.open.set(address, n);
    return true;
  }

  remove(address: string): void {
    const n = (this.open.get(address) ?? 0) - 1;
    if (n > 0) this.open.set(address, n);
    else this.open.delete(address);
  }

  count(address: string): number {
    return this.open.get(address) ?? 0;
  }
}

/** Put the limits on `server`'s connections. */
export function limitSockets(server: http.Server, limits: SocketLimits): Connections {
  const ms = limits.idleSeconds * 1000;
  // Node's own clocks for a request: its headers, and the whole of it, body included.
  server.headersTimeout = ms;
  server.requestTimeout = ms;
  server.keepAliveTimeout = Math.min(5000, ms);
  const connections = new Connections();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    // A trusted proxy's connections are many players' (whose addresses its headers carry).
    const cap = isTrustedProxy(address) ? 0 : limits.perAddress;
    if (!connections.add(address, cap)) {
      log.say(`refused a connection from ${address}: over ${limits.perAddress} open`);
      socket.destroy();
      return;
    }
    socket.once('close', () => connections.remove(address));
    socket.setTimeout(ms, () => socket.destroy());
  });
  return connections;
}
