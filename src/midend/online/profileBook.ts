// The profile this device holds: made the first time the player turns online features on (nothing
// is sent before), or brought from another device with a transfer code. Its secret stays in this
// store and travels only in a request's Authorization header. It is never part of the save file
// (EXPORT, the save kept on the server): a file passed around must not carry the key to a profile.
// Turning online features off keeps the profile, sending nothing until they are turned on again;
// DELETE MY DATA forgets it here once the server has removed it.

import type { Result } from '../../logic/result';
import { bool, int, nullable, num, object, optional, text } from '../../logic/schema';
import type { Storage } from '../../services/storage';
import { FRIEND_CODE } from './playerCodes';

export interface KeptProfile {
  readonly id: string;
  readonly secret: string;
  readonly name: string;
  readonly friendCode: string;
  /** Online features on: results are sent and boards read. */
  readonly online: boolean;
  /** The API the profile belongs to (`http(s)://host:port`): its secret is sent nowhere else. */
  readonly server: string;
  /** Its Flood Duel rating as last read (null: not read yet). */
  readonly rating: Rating | null;
}

/** A Glicko-2 rating as the server keeps it: the rating, its uncertainty, the rated games played. */
export interface Rating {
  readonly rating: number;
  readonly deviation: number;
  readonly games: number;
}

const rating = nullable(
  object<Rating>({ rating: num(0, 10_000), deviation: num(0, 10_000), games: int(0, 1_000_000_000) }),
);
const API = /^https?:\/\/[\w.-]+(:\d{1,5})?$/;

/** The profile as the server sends it (a new one, or a claimed transfer, with its secret). */
export const newProfile = object<Omit<KeptProfile, 'online' | 'server' | 'rating'>>({
  id: text(22, /^[A-Za-z0-9_-]{22}$/),
  secret: text(43, /^[A-Za-z0-9_-]{43}$/),
  name: text(40),
  friendCode: text(9, FRIEND_CODE),
});

/** The profile as the server answers a read or a change of name (no secret). */
export const profileFields = object<{ name: string; friendCode: string; rating: Rating | null }>({
  name: text(40),
  friendCode: text(9, FRIEND_CODE),
  rating: optional(rating, null),
});

const KEY = 'profile';
const VERSION = 1;
const kept = object<KeptProfile>({
  id: text(22, /^[A-Za-z0-9_-]{22}$/),
  secret: text(43, /^[A-Za-z0-9_-]{43}$/),
  name: text(40),
  friendCode: text(9, FRIEND_CODE),
  online: bool,
  server: text(200, API),
  rating: optional(rating, null),
}) as (data: unknown) => Result<KeptProfile>;

export class ProfileBook {
  constructor(private readonly storage: Storage) {}

  /** The profile held here, or null: online features never turned on (or the data was deleted). */
  get(): KeptProfile | null {
    return this.storage.read(KEY, VERSION, kept) ?? null;
  }

  /** Online features are on: there is a profile and the player has not turned them off. */
  get online(): boolean {
    return this.get()?.online === true;
  }

  /** The profile as the test hook reports it (`profile`): never its id or secret. */
  shown(): { name: string; friendCode: string; online: boolean } | null {
    const p = this.get();
    return p && { name: p.name, friendCode: p.friendCode, online: p.online };
  }

  keep(profile: KeptProfile): void {
    this.storage.write(KEY, VERSION, profile);
  }

  /** The profile with some of its fields changed (nothing when there is none). */
  change(fields: Partial<Omit<KeptProfile, 'id' | 'secret'>>): KeptProfile | null {
    const now = this.get();
    if (!now) return null;
    const next = { ...now, ...fields };
    this.keep(next);
    return next;
  }

  forget(): void {
    this.storage.remove(KEY);
  }
}
