// Coming back into a room by a reconnection token, whichever process is asked. The room is live:
// the matchmaker seats the player again. The room's process died: the room is built again here from
// its record (records.ts) through the rules, and the player is seated in it. The seat cannot be had
// again: the player is told why, from the record — away too long, out of time, the friend left, the
// game ended — or that the game was not kept (a restart of a server that kept no copy).

import { matchMaker, ServerError } from '@colyseus/core';
import { REFUSALS } from '../../src/logic/online';
import { log } from '../log';
import { type Fate, REBUILD_OPTION, type RoomRecord, readRecord, tokenKey } from './records';

type Seated = Awaited<ReturnType<typeof matchMaker.reconnect>>;

/** How long a second player waits for the room another is building to appear. */
const BUILD_WAIT_MS = 5000;

/** Back into room `roomId` with reconnection token `token`: the seat, or a refusal that says why. */
export async function rejoin(roomId: string, token: string): Promise<Seated> {
  try {
    return await matchMaker.reconnect(roomId, { reconnectionToken: token });
  } catch {
    if (await roomAlive(roomId)) throw await refusalFromRecord(roomId, token);
  }
  const record = await readRecord(matchMaker.presence, roomId);
  if (!record)
    throw new ServerError(REFUSALS.notKept, 'the game was not kept: the server that held it stopped');
  const seat = record.seats.find((s) => s.key === tokenKey(token));
  if (!seat || record.over || seat.fate !== '') throw refusal(seat?.fate ?? 'away');
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
  return seat && seat.fate !== ''
    ? refusal(seat.fate)
    : new ServerError(REFUSALS.seatHeld, 'your seat is still held by your last connection: trying again');
}

/** Why a seat cannot be had again, from what became of its player. */
function refusal(fate: Fate): ServerError {
  switch (fate) {
    case 'time':
      return new ServerError(
        REFUSALS.outOfTime,
        'your turn’s time ran out while you were away: the game is lost',
      );
    case 'won':
      return new ServerError(REFUSALS.friendLeft, 'the other player left while you were away: you won');
    case 'ended':
      return new ServerError(REFUSALS.ended, 'the game ended while you were away');
    default:
      return new ServerError(REFUSALS.away, 'you were away too long: the game went on without you');
  }
}

/**
 * Build room `record.id` again here, once: the first player back builds it, a second one asking at
 * the same time waits for it to appear.
 */
async function build(record: RoomRecord): Promise<void> {
  const lock = `prism:rebuild:${record.id}`;
  const first = (await matchMaker.presence.incr(lock)) === 1;
  await matchMaker.presence.expire(lock, 10);
  if (first) {
    log.say(`${record.name} ${record.id}: its process is gone; building it again from its record`);
    await matchMaker.createRoom(record.name, { [REBUILD_OPTION]: record.id });
    return;
  }
  const end = Date.now() + BUILD_WAIT_MS;
  while (!(await matchMaker.getRoomById(record.id))) {
    if (Date.now() > end) throw new ServerError(REFUSALS.notKept, 'the game could not be built again');
    await new Promise((r) => setTimeout(r, 100));
  }
}
