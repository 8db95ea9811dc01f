// Finished daily deals waiting to be sent to the daily board: each kept here the moment it is first
// finished, online or not, and sent when online features are on and the server answers — each once
// (the server keeps only a profile's first finished attempt of a day, so sending one again changes
// nothing either). The server takes a day's deal up to a week late; older ones are let go.

import type { GameId } from '../../logic/game';
import type { Result } from '../../logic/result';
import { int, list, object, text } from '../../logic/schema';
import type { Storage } from '../../services/storage';
import { MAX_VERIFIED_MOVES } from '../core/verdict';
import { gameIdCheck } from '../games/known';
import { addDays } from '../progress/daily';

/** A finished daily deal as the server's POST /api/daily takes it. */
export interface SentDaily {
  readonly game: GameId;
  readonly day: string;
  /** Every move, the player's and the computer's, in the game's notation. */
  readonly moves: readonly string[];
  /** Hints taken, and moves "show me" played: a helped result is marked so on the board. */
  readonly hints: number;
  readonly assisted: number;
}

/** How late a day's deal may still be sent (the server's DAYS_LATE). */
export const DAYS_LATE = 7;
/** At most this many wait (three games a day for a week and a day). */
const KEPT = 24;
const KEY = 'daily-outbox';
const VERSION = 1;

export const sentDaily = object<SentDaily>({
  game: gameIdCheck,
  day: text(10, /^\d{4}-\d{2}-\d{2}$/),
  moves: list(text(24, /^[\x21-\x7e]+$/), MAX_VERIFIED_MOVES),
  hints: int(0, 1_000_000),
  assisted: int(0, 1_000_000),
});
const waiting = list(sentDaily, KEPT) as (data: unknown) => Result<SentDaily[]>;

export class DailyOutbox {
  constructor(private readonly storage: Storage) {}

  /** What waits to be sent, oldest first, without what is too late to send on `today`. */
  all(today: string): SentDaily[] {
    const first = addDays(today, -DAYS_LATE);
    return (this.storage.read(KEY, VERSION, waiting) ?? []).filter((d) => d.day >= first);
  }

  /** A day's deal just finished for the first time: it waits to be sent. */
  add(d: SentDaily): void {
    const rest = this.all(d.day).filter((w) => !(w.game === d.game && w.day === d.day));
    this.storage.write(KEY, VERSION, [...rest, d].slice(-KEPT));
  }

  /** Sent (or refused for good): it waits no more. */
  done(game: GameId, day: string, today: string): void {
    this.storage.write(
      KEY,
      VERSION,
      this.all(today).filter((w) => !(w.game === game && w.day === day)),
    );
  }

  /** Whether this day's deal of `game` still waits. */
  waits(game: GameId, day: string, today: string): boolean {
    return this.all(today).some((w) => w.game === game && w.day === day);
  }
}
