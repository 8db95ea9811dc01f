// The rated quick match's queue (issue 42), one room per board size: signed-in players wait in it
// with their rating as the store has it, and every second the queue pairs the nearest ratings,
// widening each player's range while they wait (server/ratings/pairing.ts). Each pair gets a private
// duel room of its own, rated (DuelRoom, duelRatings.ts), and each player a seat reserved in it,
// sent to them in a `paired` message: the client takes it (colyseus.js' consumeSeatReservation)
// and leaves the queue. A player without a profile, or with one the store does not know, is refused
// at the door with a sentence; they can still play an unrated quick match.

import { type Client, matchMaker, ServerError } from '@colyseus/core';
import { checkDuelRequest, ROOMS, readMessage } from '../../src/logic/protocol';
import { log } from '../log';
import { pairPlayers, type Waiting } from '../ratings/pairing';
import { ratingOf } from '../store/ratings';
import { GuardedRoom } from './guard';
import {
  QUEUED_OPTION,
  RATED_GAME,
  RATED_MESSAGES,
  RATED_REFUSALS,
  roomStore,
  type Seated,
  whoIs,
} from './rated';

/** How often the queue looks for pairs. */
const PAIR_EVERY_MS = 1000;

interface InQueue extends Waiting {
  readonly client: Client;
}

/** A seat reservation as the client takes it (colyseus.js' consumeSeatReservation). */
export interface Paired {
  readonly reservation: {
    readonly sessionId: string;
    readonly room: {
      readonly name: string;
      readonly roomId: string;
      readonly processId: string;
      readonly publicAddress?: string;
    };
  };
}

export class QueueRoom extends GuardedRoom<object> {
  private readonly waiting = new Map<string, InQueue>();
  private width = 0;
  private height = 0;

  /** Only a signed-in player may queue; the sentence says what to do instead. */
  static override async onAuth(_token: string, options: unknown): Promise<Seated> {
    const who = await whoIs(options);
    if (who.kind === 'profile') return { profile: who.profile.id };
    if (who.kind === 'down')
      throw new ServerError(
        RATED_REFUSALS.unavailable,
        'ratings are unavailable just now: play an unrated quick match, or try again later',
      );
    throw new ServerError(
      RATED_REFUSALS.signIn,
      'a rated game needs your profile: turn online features on under PROFILE, or play an unrated quick match',
    );
  }

  override onCreate(options: unknown): void {
    const request = readMessage(checkDuelRequest, options ?? {});
    if (!request.ok) throw new ServerError(400, request.reason);
    this.width = request.value.width;
    this.height = request.value.height;
    void this.setMetadata({ width: this.width, height: this.height });
    // A client has nothing to say here: any message it sends only counts against its rate.
    this.hear({});
    this.clock.setInterval(() => this.pair(), PAIR_EVERY_MS);
  }

  override async onJoin(client: Client, _options: unknown, auth: Seated): Promise<void> {
    const db = await roomStore();
    if (!db || !auth.profile)
      throw new ServerError(RATED_REFUSALS.unavailable, 'ratings are unavailable just now');
    const r = await ratingOf(db, auth.profile, RATED_GAME);
    this.waiting.set(client.sessionId, {
      id: auth.profile,
      rating: r.rating,
      deviation: r.deviation,
      since: Date.now(),
      client,
    });
    client.send(RATED_MESSAGES.waiting, { rating: r.rating, deviation: r.deviation, games: r.games });
  }

  override onLeave(client: Client): void {
    this.forGood(client, true);
    this.waiting.delete(client.sessionId);
  }

  /** The pairs to start now, each in a room of its own; the others wait on. */
  private pair(): void {
    const { pairs } = pairPlayers([...this.waiting.values()], Date.now());
    for (const pair of pairs) {
      for (const p of pair) this.waiting.delete(p.client.sessionId);
      void this.start(pair);
    }
  }

  /** A rated duel for `pair`: a private room, a seat reserved for each, sent to them. */
  private async start(pair: [InQueue, InQueue]): Promise<void> {
    try {
      const room = await matchMaker.createRoom(ROOMS.duel, {
        width: this.width,
        height: this.height,
        private: true,
        rated: true,
        [QUEUED_OPTION]: true,
      });
      for (const p of pair) {
        const seat = await matchMaker.reserveSeatFor(room, { rated: true }, {
          profile: p.id,
        } satisfies Seated);
        const paired: Paired = {
          reservation: {
            sessionId: seat.sessionId,
            room: {
              name: room.name,
              roomId: room.roomId,
              processId: room.processId,
              ...(room.publicAddress ? { publicAddress: room.publicAddress } : {}),
            },
          },
        };
        p.client.send(RATED_MESSAGES.paired, paired);
      }
    } catch (e) {
      // Back in the queue, where they were: the next round pairs them again.
      log.say(`queue ${this.roomId}: a pair's room could not be made:`, e);
      for (const p of pair) if (this.clients.includes(p.client)) this.waiting.set(p.client.sessionId, p);
    }
  }
}
