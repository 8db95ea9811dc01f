// A live room's record in the shared store (Redis with several processes; the process's memory with
// one): its deal and its moves, written as the game goes, so that when the process holding the room
// dies another process can build the room again from them through the rules (rejoin.ts), and a
// player coming back after the room is gone is told how the game went for them. A record outlives
// its game by a while for that; it is the server's own data, but read back as carefully as any.

import { createHash } from 'node:crypto';
import type { Presence } from '@colyseus/core';
import { log } from '../log';

/** The option that asks a room to be built again from its record: the server's own, never a client's. */
export const REBUILD_OPTION = 'rebuild';

/** The id of the room a room's options ask to build again from its record, or null. */
export function rebuildOf(options: unknown): string | null {
  if (typeof options !== 'object' || options === null || !Object.hasOwn(options, REBUILD_OPTION)) return null;
  const id = (options as Record<string, unknown>)[REBUILD_OPTION];
  return typeof id === 'string' ? id : null;
}

/** How long a record is kept after its last change: a live game changes far more often. */
const KEEP_SECONDS = 30 * 60;
/** How long a finished game's record is kept, for a player who comes back to it. */
const KEEP_OVER_SECONDS = 10 * 60;

/** What became of a seat's player, for telling them when they come back. */
export type Fate =
  /** Still in the game (or the game is still waiting for them). */
  | ''
  /** Away past the time their seat was kept, or sent away: the game went on without them. */
  | 'away'
  /** Their turn's time ran out: they lost. */
  | 'time'
  /** The other player left (won-left), was away too long (won-away) or ran out of time (won-time). */
  | 'won-left'
  | 'won-away'
  | 'won-time'
  /** The game ended as its rules end it. */
  | 'ended';

const FATES: readonly Fate[] = ['', 'away', 'time', 'won-left', 'won-away', 'won-time', 'ended'];

export interface SeatRecord {
  /** The session that holds the seat (a rebuilt room keeps it, so the player comes back as themselves). */
  readonly session: string;
  /** A hash of the seat's latest reconnection token: the token itself is never stored. */
  readonly key: string;
  readonly fate: Fate;
}

export interface RoomRecord {
  readonly v: 1;
  /** The room's name on the server (`duel`, `race`). */
  readonly name: string;
  readonly id: string;
  readonly over: boolean;
  /**
   * When the room last wrote it (its process's clock, in ms; the room writes it at least every
   * RECORD_TIMES.heartbeatMs), or 0: the room's server stopped and let it go.
   */
  readonly at: number;
  /** The options the room is found by in matchmaking (a quick match's board size, a race's game). */
  readonly filters: Record<string, unknown>;
  readonly seats: readonly SeatRecord[];
  /** The room's own data (its deal, moves, clock…), read back by the room that wrote it. */
  readonly game: Record<string, unknown>;
}

/** A record as its room makes it: the time is put on when it is written. */
export type RecordDraft = Omit<RoomRecord, 'at'>;

/**
 * A record unwritten for `staleMs` belongs to a room that is gone; a room writes its own every
 * `heartbeatMs`, so a room that is only busy is never taken for gone (settings.ts sets them).
 */
export const RECORD_TIMES = { staleMs: 15_000, heartbeatMs: 5_000 };

/** The room that wrote `record` is gone, or let it go: it may be built again. */
export const stale = (record: RoomRecord, now: number): boolean =>
  record.at === 0 || now - record.at > RECORD_TIMES.staleMs;

/** The key a reconnection token is known by in a record. */
export const tokenKey = (token: string): string =>
  createHash('sha256').update(token).digest('hex').slice(0, 32);

const storeKey = (id: string): string => `prism:room:${id}`;

/** Keep `record` (a write that fails is logged: the game goes on without its copy). */
export async function keepRecord(presence: Presence, record: RoomRecord): Promise<void> {
  try {
    await presence.setex(
      storeKey(record.id),
      JSON.stringify(record),
      record.over ? KEEP_OVER_SECONDS : KEEP_SECONDS,
    );
  } catch (e) {
    log.say(`could not keep the record of ${record.name} ${record.id}:`, e);
  }
}

/**
 * The record of room `id`, or null when there is none (or what is kept is not one). A store that
 * does not answer throws: that is "try again", never "there is no game".
 */
export async function readRecord(presence: Presence, id: string): Promise<RoomRecord | null> {
  const text: unknown = await presence.get(storeKey(id));
  if (typeof text !== 'string') return null;
  try {
    const r = JSON.parse(text) as Partial<RoomRecord>;
    const seatsOk =
      Array.isArray(r.seats) &&
      r.seats.every(
        (s) => typeof s?.session === 'string' && typeof s.key === 'string' && FATES.includes(s.fate as Fate),
      );
    const shaped =
      typeof r.name === 'string' &&
      typeof r.at === 'number' &&
      typeof r.filters === 'object' &&
      r.filters !== null &&
      typeof r.game === 'object' &&
      r.game !== null;
    if (r.v === 1 && r.id === id && seatsOk && shaped) return r as RoomRecord;
  } catch {}
  log.say(`the record of ${id} is not one: ignored`);
  return null;
}
