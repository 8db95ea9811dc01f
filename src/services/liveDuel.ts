// The live duel's connection to the online server (server/, Colyseus): where the server is, making
// or joining a room, the room's state as plain data for the midend, sending moves, and coming back
// after a dropped connection or a reload. The Colyseus client is loaded only when a player goes
// online, so it never rides in the first chunk.

import { t } from '../i18n/i18n';
import {
  type DuelStatus,
  ENDINGS,
  type Ending,
  type RaceGame,
  REFUSALS,
  ROOMS,
  readRoomCode,
  type TurnClock,
} from '../logic/protocol';
import { ok, type Result, reject } from '../logic/result';
import { liveRace, raceOn } from './liveRace';
import { queueRated } from './ratedQueue';
import { keepToken, keptToken, type LinkEnd, linkRoom, type Room } from './roomLink';
import { serverAddress } from './serverAddress';

/** The room as this side sees it. */
export interface DuelInfo {
  /** The code a friend joins by ('' for a quick match). */
  readonly code: string;
  readonly roomId: string;
  /** The side this player plays: 1 starts bottom-left. */
  readonly role: 1 | 2;
  readonly status: DuelStatus;
  readonly width: number;
  readonly height: number;
  readonly seed: number;
  readonly first: 1 | 2;
  /** The colours chosen so far (indices 0–5), in order. */
  readonly moves: readonly number[];
  readonly round: number;
  readonly result: '' | 'p1' | 'p2' | 'draw';
  /** The side that lost off the board (left, away too long, out of time), else 0. */
  readonly forfeit: 0 | 1 | 2;
  /** How the game ended ('' while it goes on). */
  readonly ended: Ending;
  /** Each turn's time limit, in seconds. */
  readonly turnSeconds: number;
  /** Whole seconds left for the player to move; null while no turn is timed. */
  readonly clock: number | null;
  /** The other player is in the room and connected. */
  readonly opponentConnected: boolean;
  /** The other player has asked for a rematch. */
  readonly opponentRematch: boolean;
  /** The other player left the room after the game. */
  readonly opponentLeft: boolean;
  /** This side's connection dropped and is being made again. */
  readonly reconnecting: boolean;
  /** Why this tab's link to the room ended without a leave of its own (null: it holds). */
  readonly linkEnd: LinkEnd | null;
  /** A rated game: each side's rating as it began and once the result is kept (0 until then). */
  readonly ratings: { readonly mine: RatingShift; readonly theirs: RatingShift } | null;
}

/** A player's Glicko-2 rating in a rated game: as it began (± deviation), and after it (0: not yet). */
export interface RatingShift {
  readonly before: number;
  readonly deviation: number;
  readonly after: number;
}

export interface LiveDuel {
  readonly info: DuelInfo;
  /** Hear every change of the room (and the server's refusals); returns a function to stop. */
  listen(changed: (info: DuelInfo) => void, refused?: (reason: string) => void): () => void;
  /** Choose colour `color` ('a'–'f') as move number `at`. */
  move(color: string, at: number): void;
  rematch(): void;
  /** Leave the room for good (a game being played is lost by forfeit). */
  leave(): Promise<void>;
}

/**
 * How to go online: a friend's room, a quick match by size, a race on a deal, or a friend's room
 * (a duel's or a race's) by its code.
 */
export type Going =
  | { readonly kind: 'friend'; readonly width: number; readonly height: number; readonly clock: TurnClock }
  /** `auth` ("<id>.<secret>"): a profile's, for a rated match first (ratedQueue.ts). */
  | { readonly kind: 'quick'; readonly width: number; readonly height: number; readonly auth?: string }
  | { readonly kind: 'race'; readonly game: RaceGame; readonly options: unknown; readonly seed: number }
  | { readonly kind: 'join'; readonly code: string };

/** Where going online led: this tab's live duel (liveDuel) or race (liveRace). */
export type Joined = { readonly kind: 'duel' } | { readonly kind: 'race'; readonly game: RaceGame };

let current: LiveDuel | null = null;

/** The live duel this tab is in, if any. */
export const liveDuel = (): LiveDuel | null => current;

/** Go online as `going` says: where it led, or a sentence saying why not. */
export async function goOnline(going: Going, search?: string): Promise<Result<Joined>> {
  const address = serverAddress(search);
  if (address === null)
    return reject(t('Online play needs a server, and none is set for this copy of the game.'));
  let colyseus: typeof import('colyseus.js');
  try {
    colyseus = await import('colyseus.js');
  } catch {
    return reject(t('Online play could not be loaded: check the connection and try again.'));
  }
  const client = new colyseus.Client(address);
  try {
    // One room at a time: the one this tab was in is left.
    await current?.leave();
    await liveRace()?.leave();
    const room =
      going.kind === 'join'
        ? await joinByCode(client, going.code)
        : going.kind === 'race'
          ? await client.create(ROOMS.race, {
              game: going.game,
              options: going.options,
              seed: going.seed,
              private: true,
            })
          : going.kind === 'friend'
            ? await client.create(ROOMS.duel, {
                width: going.width,
                height: going.height,
                clock: going.clock,
                private: true,
              })
            : await quickMatch(client, going);
    if (room.name === ROOMS.race) {
      const race = await raceOn(client, room);
      return ok({ kind: 'race', game: race.info.game });
    }
    current = await duelOn(client, room);
    return ok({ kind: 'duel' });
  } catch (e) {
    return reject(refusalWords(e));
  }
}

/** A quick match: rated first, with a profile (ratedQueue.ts); else, or if none comes in time, unrated. */
async function quickMatch(client: Client, going: Extract<Going, { kind: 'quick' }>): Promise<Room> {
  const size = { width: going.width, height: going.height };
  const rated = going.auth ? await queueRated(client, size, going.auth) : null;
  return rated ?? (await client.joinOrCreate(ROOMS.duel, size));
}

/** What the server's refusal to go online means, in the player's words. */
function refusalWords(e: unknown): string {
  const why = e instanceof Error ? e.message : String(e);
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  if (code === REFUSALS.storeDown)
    return t('The online server cannot make or find games just now: try again in a minute.');
  if (code === REFUSALS.slowDown)
    return /sent away/.test(why)
      ? t('This connection was sent away from a game: wait a minute before joining again.')
      : t('Too many tries from here: wait a moment, then try again.');
  if (/locked|full/i.test(why)) return t('That game has its two players already.');
  if (/not found|invalid|expired/i.test(why))
    return t('There is no game with that code (it may have ended).');
  return t('The online server cannot be reached ({reason}).', { reason: why.slice(0, 60) });
}

type Client = import('colyseus.js').Client;

/** A friend's room by its code: back into it with this tab's token after a reload, else joined. */
async function joinByCode(client: Client, text: string): Promise<Room> {
  const code = readRoomCode(text);
  if (code === null) throw new Error('invalid room code');
  const token = keptToken(code);
  if (token !== null) {
    try {
      return await client.reconnect(token);
    } catch {
      keepToken(code, null);
    }
  }
  return client.joinById(code);
}

/** The room's schema state, as the server defines it (server/rooms/duelState.ts). */
interface RoomState {
  code: string;
  width: number;
  height: number;
  seed: number;
  first: number;
  moves: ArrayLike<number>;
  status: string;
  result: string;
  forfeit: number;
  ended: string;
  turnSeconds: number;
  clock: number;
  round: number;
  /** Added with rated quick match: absent from an older server's state. */
  rated?: boolean;
  seats: {
    forEach(each: (seat: SeatState, id: string) => void): void;
  };
}

interface SeatState {
  role: number;
  connected: boolean;
  rematch: boolean;
  left: boolean;
  rating?: number;
  deviation?: number;
  ratingAfter?: number;
}

const shiftOf = (seat: SeatState | null): RatingShift => ({
  before: seat?.rating ?? 0,
  deviation: seat?.deviation ?? 0,
  after: seat?.ratingAfter ?? 0,
});

/** Plain data from the room's state. */
function readDuel(room: Room): DuelInfo {
  const s = room.state as RoomState;
  let role: 1 | 2 = 1;
  let opponentConnected = false;
  let opponentRematch = false;
  let opponentLeft = false;
  let mine: SeatState | null = null;
  let theirs: SeatState | null = null;
  s.seats.forEach((seat, id) => {
    if (id === room.sessionId) {
      role = seat.role === 2 ? 2 : 1;
      mine = seat;
    } else {
      theirs = seat;
      opponentConnected = seat.connected;
      opponentRematch = seat.rematch;
      opponentLeft = seat.left === true;
    }
  });
  const status: DuelStatus = s.status === 'playing' || s.status === 'over' ? s.status : 'waiting';
  return {
    code: s.code,
    roomId: room.roomId,
    role,
    status,
    width: s.width,
    height: s.height,
    seed: s.seed,
    first: s.first === 2 ? 2 : 1,
    moves: Array.from(s.moves),
    round: s.round,
    result: s.result === 'p1' || s.result === 'p2' || s.result === 'draw' ? s.result : '',
    forfeit: s.forfeit === 1 || s.forfeit === 2 ? s.forfeit : 0,
    ended: (ENDINGS as readonly string[]).includes(s.ended) ? (s.ended as Ending) : '',
    turnSeconds: s.turnSeconds ?? 0,
    clock: status === 'playing' && s.clock > 0 ? s.clock : null,
    opponentConnected,
    opponentRematch,
    opponentLeft,
    reconnecting: false,
    linkEnd: null,
    ratings: s.rated === true ? { mine: shiftOf(mine), theirs: shiftOf(theirs) } : null,
  };
}

/** The live duel over a room joined, its first state in. */
async function duelOn(client: Client, room: Room): Promise<LiveDuel> {
  const link = await linkRoom(client, room, readDuel, () => {
    if (current === duel) current = null;
  });
  const duel: LiveDuel = {
    get info() {
      return link.info;
    },
    listen: (changed, refused) => link.listen(changed, refused),
    move: (color, at) => link.send('move', { color, at }),
    rematch: () => link.send('rematch'),
    leave: () => link.leave(),
  };
  return duel;
}
