// Whom a request or a connection comes from. Its socket's address, unless that is a proxy the
// settings trust (TRUST_PROXY: a TLS proxy in front of the server, a load balancer): then the
// address that proxy saw, the last one in X-Forwarded-For that is not itself a trusted proxy's.
// A header from anyone else is not believed: it could say anything.

import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** The proxies whose word is taken on whom a request comes from (set from the settings). */
export const TRUSTED = { proxies: [] as readonly string[] };

/** `address` as one form (an IPv4 address may come as ::ffff:1.2.3.4). */
const plain = (address: string): string => address.replace(/^::ffff:/, '');

export const isTrustedProxy = (address: string): boolean => TRUSTED.proxies.includes(plain(address));

/** The address a request comes from. */
export function requestAddress(req: IncomingMessage): string {
  const socket = req.socket.remoteAddress ?? '';
  if (!isTrustedProxy(socket)) return plain(socket);
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((a) => plain(a.trim()))
    .filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const a = forwarded[i] as string;
    if (!isTrustedProxy(a)) return a;
  }
  return plain(socket);
}

/** The address each WebSocket's socket was upgraded from (a socket knows only its proxy's). */
const upgraded = new WeakMap<Socket, string>();

/** Note whom the WebSocket being upgraded by `req` comes from. */
export function noteUpgrade(req: IncomingMessage): void {
  upgraded.set(req.socket, requestAddress(req));
}

/** The address a WebSocket's socket comes from. */
export function socketAddress(socket: Socket | undefined): string {
  if (!socket) return '';
  return upgraded.get(socket) ?? plain(socket.remoteAddress ?? '');
}
