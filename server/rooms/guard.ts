// What every room does before it reads a client's message: counts it against the client's rate
// (10 a second, bursts of 20; a person clicking never comes near it), drops it when over, and sends
// away a client that keeps flooding. Refusals go back to the sender with the reason.

import type { Client, Room } from '@colyseus/core';
import type { Refusal } from '../../src/logic/online';
import { Bucket } from '../limits';

/** A client's message rate: a second's worth, and the burst allowed (a test may raise them). */
export const RATE = { perSecond: 10, burst: 20 };

/** The close code a flooding client is sent away with. */
export const CLOSE_FLOOD = 4429;
/** Messages dropped over the rate before the client is sent away. */
const DROPS_ALLOWED = 50;

export class MessageGuard {
  private readonly clients = new Map<string, { bucket: Bucket; dropped: number }>();

  constructor(
    private readonly perSecond = RATE.perSecond,
    private readonly burst = RATE.burst,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether to read this message of `client`'s. */
  admit(client: Client): boolean {
    let entry = this.clients.get(client.sessionId);
    if (!entry) {
      entry = { bucket: new Bucket(this.perSecond, this.burst, this.now()), dropped: 0 };
      this.clients.set(client.sessionId, entry);
    }
    if (entry.bucket.take(this.now())) return true;
    entry.dropped++;
    if (entry.dropped === DROPS_ALLOWED) client.leave(CLOSE_FLOOD);
    return false;
  }

  forget(client: Client): void {
    this.clients.delete(client.sessionId);
  }
}

/** Tell `client` why its message was refused. */
export function refuse(client: Client, reason: string): void {
  const refusal: Refusal = { reason };
  client.send('refused', refusal);
}

/**
 * Hear messages of `type` in `room` behind `guard`: `act` answers with why it refused one (sent
 * back to the sender) or null; any other type of message is counted against the rate and dropped.
 */
export function guarded(
  room: Room,
  guard: MessageGuard,
  handlers: Record<string, (client: Client, data: unknown) => string | null>,
): void {
  for (const [type, act] of Object.entries(handlers))
    room.onMessage(type, (client, data) => {
      if (!guard.admit(client)) return;
      const why = act(client, data);
      if (why !== null) refuse(client, why);
    });
  room.onMessage('*', (client) => guard.admit(client));
}
