// Finished games waiting to be sent for the server to verify: a daily deal (to the day's board), and
// a GlassWorks ladder deal or a challenge's deal (to that deal's board). Each is kept here the
// moment it is first finished, online or not, and sent when online features are on and the server
// answers — each once (the server keeps only a profile's first finished attempt, so sending one again
// changes nothing either). The server takes a day's deal up to a week late; what waits longer than a
// week is let go.

import type { GameId } from '../../logic/game';
import type { Result } from '../../logic/result';
import { anyOf, type Check, exactly, int, list, object, text } from '../../logic/schema';
import type { Storage } from '../../services/storage';
import { MAX_VERIFIED_MOVES } from '../core/verdict';
import { gameIdCheck } from '../games/known';
import { addDays } from '../progress/daily';
import { SHELF_ID } from './shelfBook';

/** What every finished game sent carries: its moves, and the help it had. */
interface Played {
  readonly game: GameId;
  /** The day it was finished (a daily's own day): what waits longer than a week is let go. */
  readonly day: string;
  /** Every move, the player's and the computer's, in the game's notation. */
  readonly moves: readonly string[];
  /** Hints taken, and moves "show me" played: a helped result is marked so on the board. */
  readonly hints: number;
  readonly assisted: number;
}

/** A finished daily deal, as POST /api/daily takes it (without `to`). */
export interface SentDaily extends Played {
  readonly to: 'daily';
}

/** A finished game of one deal, named by its code (a deal or challenge code), as POST /api/results takes it. */
export interface SentDeal extends Played {
  readonly to: 'deal';
  readonly code: string;
}

/** An attempt on a board of the Explore shelf, by its id, as POST /api/puzzles/<id>/results takes it. */
export interface SentPuzzle extends Played {
  readonly to: 'puzzle';
  readonly id: string;
}

export type SentGame = SentDaily | SentDeal | SentPuzzle;

/** How late a day's deal may still be sent (the server's DAYS_LATE); others wait as long. */
export const DAYS_LATE = 7;
/** At most this many wait (three games a day for a week, and some). */
const KEPT = 30;
const KEY = 'outbox';
const VERSION = 1;

const played = {
  game: gameIdCheck,
  day: text(10, /^\d{4}-\d{2}-\d{2}$/),
  moves: list(text(24, /^[\x21-\x7e]+$/), MAX_VERIFIED_MOVES),
  hints: int(0, 1_000_000),
  assisted: int(0, 1_000_000),
};
export const sentGame = anyOf<SentGame>(
  object<SentDaily>({ to: exactly('daily'), ...played }) as Check<SentGame>,
  object<SentDeal>({ to: exactly('deal'), code: text(80, /^[A-Z0-9-]+$/), ...played }) as Check<SentGame>,
  object<SentPuzzle>({ to: exactly('puzzle'), id: text(16, SHELF_ID), ...played }) as Check<SentGame>,
);
const waiting = list(sentGame, KEPT) as (data: unknown) => Result<SentGame[]>;

/** The same game waiting: a daily by its game and day, a deal by its code, an attempt on a shelf board by all it holds. */
const same = (a: SentGame, b: SentGame): boolean =>
  a.to === 'daily' && b.to === 'daily'
    ? a.game === b.game && a.day === b.day
    : a.to === 'deal' && b.to === 'deal'
      ? a.code === b.code
      : a.to === 'puzzle' && b.to === 'puzzle' && JSON.stringify(a) === JSON.stringify(b);

export class Outbox {
  constructor(private readonly storage: Storage) {}

  /** What waits to be sent, oldest first, without what is too late to send on `today`. */
  all(today: string): SentGame[] {
    const first = addDays(today, -DAYS_LATE);
    return (this.storage.read(KEY, VERSION, waiting) ?? []).filter((d) => d.day >= first);
  }

  /**
   * A game just finished for the first time: it waits to be sent (in place of the same game waiting).
   * One the server could never take (too many moves) is not kept. When too many wait, attempts on
   * shelf boards go first, the oldest of them: a day's result or a challenge never makes way for one.
   */
  add(g: SentGame): void {
    if (!sentGame(g).ok) return;
    const all = [...this.all(g.day).filter((w) => !same(w, g)), g];
    while (all.length > KEPT) {
      const attempt = all.findIndex((w) => w.to === 'puzzle');
      all.splice(Math.max(attempt, 0), 1);
    }
    this.storage.write(KEY, VERSION, all);
  }

  /** Sent (or refused for good): it waits no more. */
  done(g: SentGame, today: string): void {
    this.storage.write(
      KEY,
      VERSION,
      this.all(today).filter((w) => !same(w, g)),
    );
  }

  /** Whether a game like `g` still waits. */
  waits(g: SentGame, today: string): boolean {
    return this.all(today).some((w) => same(w, g));
  }
}
