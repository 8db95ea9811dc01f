// Rated quick match's queue (Flood Duel): a player with a profile waits in the server's `rated` room
// while it looks for an opponent of a near rating (the range widening as they wait); once it finds
// one it makes a duel for the two and gives each a seat, taken here. A player the queue turns away
// (no profile it knows, the store down) or who waits longer than RATED_WAIT_MS plays today's unrated
// quick match instead: nobody waits on a rated game that will not come.

import type { Client, Room } from 'colyseus.js';
import { RATED_MESSAGES, ROOMS } from '../logic/protocol';

/** How long the queue is given to find an opponent before an unrated quick match is played. */
export const RATED_WAIT_MS = 15_000;

/** A seat the queue reserved, as colyseus.js takes it (read no further: the client checks it). */
type Reservation = Parameters<Client['consumeSeatReservation']>[0];

/**
 * Wait in the rated queue for a `width`×`height` duel as the profile `auth` names: the duel's room
 * once paired, or null (turned away, or no opponent in time).
 */
export async function queueRated(
  client: Client,
  size: { readonly width: number; readonly height: number },
  auth: string,
  waitMs = RATED_WAIT_MS,
): Promise<Room | null> {
  let queue: Room;
  try {
    queue = await client.joinOrCreate(ROOMS.rated, { ...size, auth });
  } catch {
    return null; // turned away: no profile the server knows, or ratings unavailable just now
  }
  const reservation = await new Promise<Reservation | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), waitMs);
    queue.onMessage(RATED_MESSAGES.waiting, () => {});
    queue.onMessage(RATED_MESSAGES.paired, (message: { reservation?: Reservation }) => {
      clearTimeout(timer);
      resolve(message?.reservation ?? null);
    });
    queue.onLeave(() => {
      clearTimeout(timer);
      resolve(null);
    });
  });
  void queue.leave().catch(() => undefined);
  if (reservation === null) return null;
  try {
    return await client.consumeSeatReservation(reservation);
  } catch {
    return null; // the seat went (the duel closed before it was taken): an unrated match instead
  }
}
