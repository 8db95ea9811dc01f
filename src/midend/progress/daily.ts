// The daily deal: one deal per game per UTC day, the same for every player (its seed comes from
// the date), with each day's result kept, a streak of days played to the end, and a spoiler-free
// share line like those of Wordle-style games (docs/RULES.md, "Daily deals"). The clock is the
// caller's: everything here takes the day as text ('2026-11-30').

import { t } from '../../i18n/i18n';
import { count } from '../../i18n/units';
import type { GameId } from '../../logic/game';
import type { Result } from '../../logic/result';
import { int, nullable, object, table, text } from '../../logic/schema';
import type { Storage } from '../../services/storage';
import type { Deal } from '../codes/dealCode';
import { MAX_RECORD } from '../core/records';
import { factsOf } from '../games/facts';
import { gameIdCheck } from '../games/known';
import { gameTitle } from '../games/names';

/** A UTC day as 'YYYY-MM-DD'. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** The day before or after `day` (`by` days later). */
export function addDays(day: string, by: number): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  return dayOf(new Date(t + by * 86_400_000));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day's seed for a game: a hash of both, so each game has its own deal each day. */
export function dailySeed(game: GameId, day: string): number {
  let h = 0x811c9dc5;
  for (const ch of `prism-arcade/daily/${game}/${day}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The day's deal: each game's own (games/<game>/facts.ts, `daily`), from the day's seed. */
export const dailyDeal = (game: GameId, day: string): Deal => factsOf(game).daily(dailySeed(game, day));

/** One day's play: its result (null: played to the end without one, e.g. out of moves). */
export interface DayResult {
  readonly result: number | null;
  /** The share line's picture (a square per move, or per piece left). */
  readonly picture: string;
}

type Book = Partial<Record<GameId, Record<string, DayResult>>>;

const KEY = 'daily';
const VERSION = 1;
/** Days kept per game. */
const KEPT = 60;

const dayResult = object<DayResult>({ result: nullable(int(0, MAX_RECORD)), picture: text(400) });
/** The book of days: read back from storage a day that does not read is left out (`lenient`). */
export const dailyBook = (lenient: boolean) =>
  table(gameIdCheck, table(text(10, DAY), dayResult, { lenient, max: KEPT * 2 })) as (
    data: unknown,
  ) => Result<Book>;
const validate = dailyBook(true);

/** Every day's result, per game. */
export class DailyBook {
  constructor(private readonly storage: Storage) {}

  private all(): Book {
    return this.storage.read(KEY, VERSION, validate) ?? {};
  }

  /** Keep the day's result (the first finish counts: playing the deal again changes nothing). */
  record(game: GameId, day: string, r: DayResult): boolean {
    const book = this.all();
    const days = { ...(book[game] ?? {}) };
    if (days[day]) return false;
    days[day] = r;
    const newest = Object.keys(days).sort().slice(-KEPT);
    this.storage.write(KEY, VERSION, {
      ...book,
      [game]: Object.fromEntries(newest.map((d) => [d, days[d]])),
    });
    return true;
  }

  result(game: GameId, day: string): DayResult | null {
    return this.all()[game]?.[day] ?? null;
  }

  /**
   * Days in a row played to the end, up to `today` (a streak still counts on a day not played yet:
   * it runs to yesterday).
   */
  streak(game: GameId, today: string): number {
    const days = this.all()[game] ?? {};
    let day = days[today] ? today : addDays(today, -1);
    let n = 0;
    while (days[day]) {
      n++;
      day = addDays(day, -1);
    }
    return n;
  }

  /** The last `n` days up to `today`, oldest first: each day's result, or undefined if not played. */
  history(game: GameId, today: string, n = 7): { day: string; result: DayResult | undefined }[] {
    const days = this.all()[game] ?? {};
    return Array.from({ length: n }, (_, i) => {
      const day = addDays(today, i - n + 1);
      return { day, result: days[day] };
    });
  }
}

// ————— share lines —————

/** Squares for colours, by name (the arcade's colour names are the same in every game). */
const SQUARES: Readonly<Record<string, string>> = {
  red: '🟥',
  orange: '🟧',
  yellow: '🟨',
  green: '🟩',
  blue: '🟦',
  purple: '🟪',
  magenta: '🟪',
  cyan: '⬜',
};

/** A picture from colour names: a square each. */
export const pictureOf = (colours: readonly string[]): string =>
  colours.map((c) => SQUARES[c] ?? '⬛').join('');

/**
 * The share text: the game, the day, the result in words (against par where known), the picture,
 * and the streak. Nothing in it gives the deal away.
 */
export function shareText(
  game: GameId,
  day: string,
  summary: string,
  r: DayResult,
  streak: number,
  link: string | null = null,
): string {
  return [
    t('Prism Arcade · {game} daily · {day}', { game: gameTitle(game), day }),
    summary,
    r.picture,
    ...(streak > 1 ? [t('Streak: {count}', { count: count(streak, 'day') })] : []),
    ...(link ? [link] : []),
  ].join('\n');
}

/** Today's daily deals as the menu's banner shows them: the games whose deal is played, the streak. */
export interface DailyToday {
  readonly played: readonly GameId[];
  /** The longest streak among the games going on today (or up to yesterday). */
  readonly streak: number;
}

export function dailyToday(book: DailyBook, games: readonly GameId[], today: string): DailyToday {
  return {
    played: games.filter((g) => book.result(g, today) !== null),
    streak: Math.max(0, ...games.map((g) => book.streak(g, today))),
  };
}

/** The banner's words: how many of today's deals are played, and the streak; a short form for a phone. */
export function dailyBannerWords(d: DailyToday, of: number): { label: string; short: string } {
  const played = d.played.length;
  const state =
    played === 0
      ? t('DAILY: {of} NEW DEALS TODAY', { of })
      : played < of
        ? t('DAILY: {played} OF {of} PLAYED', { played, of })
        : t('DAILY: ALL {of} PLAYED', { of });
  const label = d.streak > 0 ? t('{state} · STREAK {n}', { state, n: d.streak }) : state;
  return { label, short: t('DAILY {played}/{of}', { played, of }) };
}
