// The door of the server: only the game's own sites may talk to it (an origin check on matchmaking
// requests and on WebSocket upgrades), each address may ask the matchmaker only so often, so a
// room code cannot be found by trying codes (see src/logic/protocol.ts for how many there are), and
// an address sent away from a room waits before it may come in again.

import type http from 'node:http';
import { REFUSALS } from '../../src/logic/protocol';
import { Buckets, penalties } from '../limits';
import { requestAddress } from './address';

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

/** The address a request comes from (address.ts: the socket's, or a trusted proxy's word). */
export const addressOf = (req: http.IncomingMessage): string => requestAddress(req);

/** A request turned away at the door: its HTTP status, and the sentence and code it is told. */
export interface Turned {
  readonly status: number;
  readonly code: number;
  readonly error: string;
}

export class Gate {
  private readonly buckets: Buckets;

  /** `perSecond` matchmaking requests a second per address, bursts of ten times that (0: no limit). */
  constructor(
    private readonly allowed: readonly string[],
    private readonly perSecond: number,
  ) {
    this.buckets = new Buckets(perSecond, perSecond * 10);
  }

  /** Why `req` may not ask the matchmaker, or null to let it through. */
  check(req: http.IncomingMessage, now: number): Turned | null {
    if (!originAllowed(req.headers.origin, this.allowed))
      return { status: 403, code: REFUSALS.foreign, error: 'this site may not use the server' };
    // A browser's preflight is let through, so the request after it hears why it is refused.
    if (req.method === 'OPTIONS') return null;
    const address = addressOf(req);
    const wait = penalties.wait(address, now);
    if (wait > 0)
      return {
        status: 429,
        code: REFUSALS.slowDown,
        error: `sent away from a game: wait ${wait} s before joining again`,
      };
    if (req.method === 'POST' && this.perSecond > 0 && !this.buckets.take(address, now))
      return { status: 429, code: REFUSALS.slowDown, error: 'too many requests: wait a moment' };
    return null;
  }

  /** The answer's CORS header: the origin is named only when it is allowed. */
  corsHeaders(req: http.IncomingMessage): Record<string, string> {
    const origin = req.headers.origin;
    return {
      'Access-Control-Allow-Origin':
        origin === undefined ? '*' : originAllowed(origin, this.allowed) ? origin : 'null',
    };
  }
}
