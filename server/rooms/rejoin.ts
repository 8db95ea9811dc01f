// Coming back into a room by a reconnection token, whichever process is asked. The room is live:
// the matchmaker seats the player again. The room's process is gone: the room is built again here
// from its record (records.ts) through the rules, and the player is seated in it. The seat cannot
// be had again: the player is told why, from the record — away too long, out of time, the other
// player gone, the game ended — or that the game was not kept (a restart of a server that kept no
// copy). Whatever may pass — a seat still held by a connection the server has not yet seen go, a
// process that may only be busy, a store that just came back — is "try again" (seatHeld).

import { matchMaker, ServerError } from '@colyseus/core';
import { REFUSALS } from '../../src/logic/protocol';
import { log } from '../log';
import { type Fate, REBUILD_OPTION, type RoomRecord, readRecord, stale, tokenKey } from './records';

type Seated = Awaited<ReturnType<typeof matchMaker.reconnect>>;

/** What coming back needs to know of the shared store. */
export interface Store {
  /** It came back from an outage a moment ago: rooms and records may not all be written again yet. */
  readonly settling: () => boolean;
}

/** How long a second player waits for the room another is building to appear. */
const BUILD_WAIT_MS = 5000;

const again = (): ServerError =>
  new ServerError(REFUSALS.seatHeld, 'your seat is not ready to be taken again yet: trying again');

/** Back into room `roomId` with reconnection token `token`: the seat, or a refusal that says why. */
export async function rejoin(roomId: string, token: string, store: Store): Promise<Seated> {
  try {
    return await matchMaker.reconnect(roomId, { reconnectionToken: token });
  } catch {
    if (await roomAlive(roomId)) throw await refusalFromRecord(roomId, token);
  }
  const record = await readRecord(matchMaker.presence, roomId);
  if (!record) {
    if (store.settling()) throw again();
    throw new ServerError(REFUSALS.notKept, 'the game was not kept: the server that held it stopped');
  }
  const seat = record.seats.find((s) => s.key === tokenKey(token));
  if (!seat || record.over || seat.fate !== '') throw refusal(seat?.fate ?? 'away');
  // Written a moment ago: its process may only be busy (or has just died); the record says when.
  if (!stale(record, Date.now())) throw again();
  await build(record);
  return await matchMaker.reconnect(roomId, { reconnectionToken: token });
}

/** Whether room `roomId` is listed on a process that answers (a dead process's rooms are cleaned away). */
async function roomAlive(roomId: string): Promise<boolean> {
  const listing = await matchMaker.getRoomById(roomId);
  if (!listing) return false;
  if (listing.processId === matchMaker.processId) return matchMaker.getLocalRoomById(roomId) !== undefined;
  return await matchMaker.healthCheckProcessId(listing.processId);
}

/**
 * Why a live room would not seat a token again: its record says what became of the seat; a seat
 * still in the game (or one the record does not know) is held by a connection the server has not
 * yet seen go — a dropped client can be quicker than the server to notice — so: try again.
 */
async function refusalFromRecord(roomId: string, token: string): Promise<ServerError> {
  const record = await readRecord(matchMaker.presence, roomId);
  const seat = record?.seats.find((s) => s.key === tokenKey(token));
  return seat && seat.fate !== '' ? refusal(seat.fate) : again();
}

/** Why a seat cannot be had again, from what became of its player. */
function refusal(fate: Fate): ServerError {
  switch (fate) {
    case 'time':
      return new ServerError(
        REFUSALS.outOfTime,
        'your turn’s time ran out while you were away: the game is lost',
      );
    case 'won-left':
      return new ServerError(REFUSALS.friendLeft, 'the other player left while you were away: you won');
    case 'won-away':
      return new ServerError(REFUSALS.friendAway, 'the other player was away too long: you won');
    case 'won-time':
      return new ServerError(REFUSALS.friendOutOfTime, 'the other player’s time ran out: you won');
    case 'ended':
      return new ServerError(REFUSALS.ended, 'the game ended while you were away');
    default:
      return new ServerError(REFUSALS.away, 'you were away too long: the game went on without you');
  }
}

/**
 * Build room `record.id` again here, once: the first player back takes the store's lock and builds
 * it; one asking at the same time waits for it to appear, and takes over if its builder is gone.
 */
async function build(record: RoomRecord): Promise<void> {
  const presence = matchMaker.presence;
  const lock = `prism:rebuild:${record.id}`;
  for (let turn = 0; turn < 2; turn++) {
    if ((await presence.incr(lock)) === 1) {
      await presence.expire(lock, 10);
      log.say(`${record.name} ${record.id}: its process is gone; building it again from its record`);
      try {
        await matchMaker.createRoom(record.name, { ...record.filters, [REBUILD_OPTION]: record.id });
      } finally {
        await presence.del(lock);
      }
      return;
    }
    const end = Date.now() + BUILD_WAIT_MS;
    while (Date.now() < end) {
      if (await matchMaker.getRoomById(record.id)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    // Its builder never built it (gone too, or failed): the lock is let go, and taken over.
    await presence.del(lock);
  }
  throw again();
}
