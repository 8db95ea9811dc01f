// What every room does with a client's frame before anything reads it: counts it against the
// client's rate whatever it is (10 a second, bursts of 20; a person clicking never comes near it),
// drops it when over, and sends away a client that keeps flooding, or sends a frame that is not the
// game's (an unknown first byte, a message that does not decode). A client sent away loses its
// seat — its reconnection token is void — and its address waits before it may join again.
// Refusals of readable messages go back to the sender with the reason.

import type { Socket } from 'node:net';
import { type Client, Protocol, Room } from '@colyseus/core';
import { unpack } from '@colyseus/msgpackr';
import { decode } from '@colyseus/schema';
import type { Refusal } from '../../src/logic/protocol';
import { socketAddress } from '../door/address';
import { Bucket, penalties } from '../limits';
import { log } from '../log';

/** A client's message rate: a second's worth, and the burst allowed (a test may raise them). */
export const RATE = { perSecond: 10, burst: 20 };

/** The close code a flooding client is sent away with. */
export const CLOSE_FLOOD = 4429;
/** The close code for a frame that is not the game's. */
export const CLOSE_BAD_FRAME = 4400;
/** Messages dropped over the rate before the client is sent away. */
const DROPS_ALLOWED = 50;

export type Verdict = 'read' | 'drop' | 'send away';

export class MessageGuard {
  private readonly clients = new Map<string, { bucket: Bucket; dropped: number }>();

  constructor(
    private readonly perSecond = RATE.perSecond,
    private readonly burst = RATE.burst,
    private readonly now: () => number = Date.now,
  ) {}

  /** What to do with this frame of the client `id`'s. */
  admit(id: string): Verdict {
    let entry = this.clients.get(id);
    if (!entry) {
      entry = { bucket: new Bucket(this.perSecond, this.burst, this.now()), dropped: 0 };
      this.clients.set(id, entry);
    }
    if (entry.bucket.take(this.now())) return 'read';
    entry.dropped++;
    return entry.dropped >= DROPS_ALLOWED ? 'send away' : 'drop';
  }

  forget(id: string): void {
    this.clients.delete(id);
  }
}

/** Whether a frame is one the game's client sends: a known first byte, and a message that decodes. */
export function wellFormed(frame: Uint8Array): boolean {
  const code = frame[0];
  if (code === Protocol.JOIN_ROOM || code === Protocol.LEAVE_ROOM) return true;
  if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES) return false;
  try {
    const it = { offset: 1 };
    const buffer = frame as Parameters<typeof decode.string>[0];
    if (decode.stringCheck(buffer, it)) decode.string(buffer, it);
    else decode.number(buffer, it);
    if (code === Protocol.ROOM_DATA && frame.byteLength > it.offset) unpack(frame.subarray(it.offset));
    return it.offset <= frame.byteLength;
  } catch {
    return false;
  }
}

/** The address a client's connection comes from (door/address.ts). */
function addressOf(client: Client): string {
  return socketAddress((client.ref as { _socket?: Socket } | undefined)?._socket);
}

/** Tell `client` why its message was refused. */
export function refuse(client: Client, reason: string): void {
  const refusal: Refusal = { reason };
  client.send('refused', refusal);
}

/** A room whose clients' frames all pass the guard (the arcade's rooms extend it). */
export abstract class GuardedRoom<S extends object> extends Room<S> {
  private readonly guard = new MessageGuard();
  private readonly sentAway = new Set<string>();

  /**
   * Hear messages of each type: `act` answers with why it refused one (sent back to the sender) or
   * null; a message of any other type is counted against the rate and dropped.
   */
  protected hear(handlers: Record<string, (client: Client, data: unknown) => string | null>): void {
    for (const [type, act] of Object.entries(handlers))
      this.onMessage(type, (client, data) => {
        const why = act(client, data);
        if (why !== null) refuse(client, why);
      });
    this.onMessage('*', () => undefined);
  }

  /** Whether `client` left for good: on purpose, or sent away (its seat is not kept). */
  protected forGood(client: Client, consented: boolean): boolean {
    this.guard.forget(client.sessionId);
    return consented || this.sentAway.has(client.sessionId);
  }

  protected override _onMessage(client: Client, frame: Buffer): void {
    if (this.sentAway.has(client.sessionId)) return;
    const verdict = this.guard.admit(client.sessionId);
    if (verdict === 'send away') this.sendAway(client, CLOSE_FLOOD, 'flooding');
    else if (verdict === 'read' && !wellFormed(frame))
      this.sendAway(client, CLOSE_BAD_FRAME, 'a frame that is not the game’s');
    else if (verdict === 'read') super._onMessage(client as never, frame);
  }

  /** Close `client`'s connection with `code`: its seat is given up, its address waits. */
  private sendAway(client: Client, code: number, why: string): void {
    this.sentAway.add(client.sessionId);
    const address = addressOf(client);
    penalties.put(address, Date.now());
    log.say(`${this.roomName} ${this.roomId}: sent ${address || 'a client'} away for ${why}`);
    this._forciblyCloseClient(client as never, code);
  }
}
