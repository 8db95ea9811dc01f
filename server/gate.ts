// The door of the server: only the game's own sites may talk to it (an origin check on matchmaking
// requests and on WebSocket upgrades), and each address may ask the matchmaker only so often, so a
// room code cannot be found by trying codes (see src/logic/online.ts for how many there are).

import type http from 'node:http';
import { matchMaker } from '@colyseus/core';
import { Buckets } from './limits';

/**
 * Whether `origin` is one of `allowed`; an entry may end in ':*' for any port (local development).
 * No origin at all is let in: browsers always send one, so the check keeps other sites' pages from
 * using a player's browser; a program that is not a browser could claim any origin anyway, and meets
 * the rooms' own checks and limits like everyone.
 */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  return allowed.some((a) =>
    a.endsWith(':*')
      ? origin.startsWith(a.slice(0, -1)) && /^\d+$/.test(origin.slice(a.length - 1))
      : a === origin,
  );
}

/** The address a request comes from (the socket's: a forwarded header could be forged). */
const addressOf = (req: http.IncomingMessage): string => req.socket.remoteAddress ?? '';

/**
 * Put the gate in front of the matchmaker on `server` (after Colyseus has attached its routes):
 * a request from another origin is refused (403), and an address over `perSecond` (bursts of ten
 * times that) is told to slow down (429).
 */
export function installGate(server: http.Server, allowed: readonly string[], perSecond: number): void {
  const buckets = new Buckets(perSecond, perSecond * 10);
  const inner = server.listeners('request').slice();
  server.removeAllListeners('request');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url?.includes(`/${matchMaker.controller.matchmakeRoute}`)) {
      if (!originAllowed(req.headers.origin, allowed)) {
        res.writeHead(403).end();
        return;
      }
      if (req.method === 'POST' && perSecond > 0 && !buckets.take(addressOf(req), Date.now())) {
        res.writeHead(429, matchMaker.controller.getCorsHeaders(req)).end();
        return;
      }
    }
    for (const listener of inner) (listener as http.RequestListener).call(server, req, res);
  });
  // The browser's answer to a cross-origin request names the origin only when it is allowed.
  matchMaker.controller.getCorsHeaders = (req: http.IncomingMessage) => {
    const origin = req.headers.origin;
    return {
      'Access-Control-Allow-Origin':
        origin === undefined ? '*' : originAllowed(origin, allowed) ? origin : 'null',
    };
  };
}
