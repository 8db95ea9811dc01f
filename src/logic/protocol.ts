// What the online server and the game say to each other, written once for both (the server in
// server/ imports this file): the rooms' names, room codes, and a check for every message a client
// sends. The server trusts nothing from the network: each message is read through these checks
// (src/logic/schema.ts) and a failure is refused with its reason, never a crash.

import { COLOR_LETTERS, type FloodColor, SIZE_LIMITS } from './flood';
import type { Result } from './result';
import { MAX_SEED } from './rng';
import { anything, bool, type Check, int, nullable, object, oneOf, optional, text } from './schema';

/** The rooms the server offers: a live Flood Duel, and a race of solitaire players on one deal. */
export const ROOMS = { duel: 'duel', race: 'race', rated: 'rated' } as const;

/**
 * Rated quick match (Flood Duel): a player with a profile joins the `rated` queue with
 * `{ width, height, auth: "<id>.<secret>" }`; the queue answers `waiting` (`{ rating, deviation,
 * games }`) and, once an opponent of a near rating is found, `paired` (`{ reservation }`: a seat in
 * a duel made for the two, for colyseus.js' consumeSeatReservation).
 */
export const RATED_MESSAGES = { waiting: 'waiting', paired: 'paired' } as const;

/** Why the rated queue turned a player away (close codes beside REFUSALS). */
export const RATED_REFUSALS = {
  /** No profile in the options, or one the store does not know (a wrong secret, a deleted profile). */
  signIn: 4609,
  /** The store is down: ratings cannot be read or kept just now (an unrated quick match still can). */
  unavailable: 4610,
} as const;

/** The close code of a rated duel whose opponent never took their seat: queue again. */
export const CLOSE_NO_OPPONENT = 4611;

/**
 * Room codes: six symbols from 30 that cannot be misread for one another (no 0/O, 1/I/L or U).
 * 30⁶ ≈ 729 million codes; with joining rate-limited per address (server/gate.ts), guessing a live
 * room's code by trying them is hopeless in practice.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 6;

/**
 * A room code as typed or pasted (any case, spaces around or between, or a whole link with
 * `room=CODE` in it), or null if it is not one. A deal or duel code always has a dash, so the two
 * are never mistaken for each other.
 */
export function readRoomCode(text: string): string | null {
  const linked = /[?&]room=([^&#\s]*)/.exec(text);
  const code = (linked ? (linked[1] ?? '') : text).toUpperCase().replace(/\s/g, '');
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null;
}

/** A new room code from a source of random whole numbers (the server's: crypto). */
export function makeRoomCode(random: (below: number) => number): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[random(CODE_ALPHABET.length)];
  return code;
}

/** The time limits a live duel's turns may have, in seconds, and the one a room has unless asked. */
export const TURN_CLOCKS = [30, 60, 180] as const;
export type TurnClock = (typeof TURN_CLOCKS)[number];
export const DEFAULT_TURN_CLOCK: TurnClock = 60;

/**
 * How a duel room is asked for: the board size, whether it is a friend's (private) room, and each
 * turn's time limit (a quick match has the default).
 */
export interface DuelRequest {
  readonly width: number;
  readonly height: number;
  readonly private: boolean;
  readonly clock: TurnClock;
}

export const checkDuelRequest: Check<DuelRequest> = object<DuelRequest>({
  width: optional(int(SIZE_LIMITS.minW, SIZE_LIMITS.maxW), 24),
  height: optional(int(SIZE_LIMITS.minH, SIZE_LIMITS.maxH), 16),
  private: optional(bool, false),
  clock: optional(oneOf(TURN_CLOCKS), DEFAULT_TURN_CLOCK),
});

/**
 * A duel move: the colour, and the move's number in the game (0 for the first). The number makes a
 * replayed or late message harmless: it names a move that has been played already.
 */
export interface DuelMove {
  readonly color: FloodColor;
  readonly at: number;
}

export const checkDuelMove: Check<DuelMove> = object<DuelMove>({
  color: oneOf(COLOR_LETTERS),
  at: int(0, SIZE_LIMITS.maxW * SIZE_LIMITS.maxH),
});

/** Messages a client may send, by name. Anything else is dropped. */
export const DUEL_MESSAGES = { move: 'move', rematch: 'rematch' } as const;

/** What the server answers a refused message with: the reason, for the player and the log. */
export interface Refusal {
  readonly reason: string;
}

/**
 * Why the server would not let a client in, or back in: the code of its answer. The door's
 * refusals are HTTP's own statuses; a seat that cannot be had again has the game's own codes, so
 * the player is told what happened in their own words.
 */
export const REFUSALS = {
  /** Another site's page. */
  foreign: 403,
  /** A request over the size any request of the game needs. */
  tooLarge: 413,
  /** Too many requests from this address, or it was sent away a moment ago: wait. */
  slowDown: 429,
  /** The server's shared store is down: no game can be made or found for now (games under way go on). */
  storeDown: 503,
  /** Away past the time the seat is kept (or sent away): the game went on without this player. */
  away: 4601,
  /** The game was lost with its server: no result. */
  notKept: 4602,
  /** The other player left while this one was away: this one won by forfeit. */
  friendLeft: 4603,
  /** This player's turn ran out of time while they were away: the game is lost. */
  outOfTime: 4604,
  /** The game ended while this player was away, as its rules end it. */
  ended: 4605,
  /** The seat is still held: the server has not yet seen its last connection go. Try again. */
  seatHeld: 4606,
  /** The other player was away too long while this one was away too: this one won by forfeit. */
  friendAway: 4607,
  /** The other player's turn ran out of time while this one was away: this one won. */
  friendOutOfTime: 4608,
} as const;

/** Where a duel room stands, as its state says. */
export type DuelStatus = 'waiting' | 'playing' | 'over';

/**
 * How a game ended, as the room's state says: by its rules, or for one player by leaving, by being
 * away past the time a seat is kept, or by their turn's time running out ('' while it goes on).
 */
export const ENDINGS = ['', 'rules', 'left', 'away', 'time'] as const;
export type Ending = (typeof ENDINGS)[number];

/** Read a message through a check; the server refuses it with the reason when it fails. */
export const readMessage = <T>(check: Check<T>, data: unknown): Result<T> => check(data, 'message');

// ————— races —————

/** The solitaire games a race is run on. */
export const RACE_GAMES = ['glassworks', 'joker-coloring'] as const;
export type RaceGame = (typeof RACE_GAMES)[number];

/** How a race room is asked for: the game and its options (checked by the game's own rules). */
export interface RaceRequest {
  readonly game: RaceGame;
  readonly options: unknown;
  /** The deal: the one on the screen of the player who makes the race (null: the server draws one). */
  readonly seed: number | null;
  readonly private: boolean;
}

export const checkRaceRequest: Check<RaceRequest> = object<RaceRequest>({
  game: oneOf(RACE_GAMES),
  options: optional(anything, null),
  seed: optional(nullable(int(0, MAX_SEED)), null),
  private: optional(bool, false),
});

/** A race move: the game's move token (its notation) and the player's own count of moves made. */
export interface RaceMove {
  readonly move: string;
  readonly at: number;
}

export const checkRaceMove: Check<RaceMove> = object<RaceMove>({
  move: text(24),
  at: int(0, 100_000),
});

/** Messages a race client may send: a move, START (the room's first player), and nothing else. */
export const RACE_MESSAGES = { move: 'move', start: 'start' } as const;

/** The most players in one race. */
export const RACE_PLAYERS = 8;
