// A finished game's bookkeeping, for every game alike: the daily deal's result kept (the first
// finish of the day's deal counts) with the streak and the week, the challenge's verdict against
// the friend's result, and the challenge code to send back. Best results per deal are the midend's
// (midend.ts); this is what a finished game adds for the daily deal and for friends. The clock is
// the caller's.

import { t } from '../../i18n/i18n';
import { count } from '../../i18n/units';
import type { GameId } from '../../logic/game';
import type { Storage } from '../../services/storage';
import { type Challenge, type Deal, encodeChallenge, encodeDeal } from '../codes/dealCode';
import type { ResultRule } from '../games/descriptor';
import { factsOf } from '../games/facts';
import { Challenges } from './challenges';
import { addDays, DailyBook, dailyDeal, dayOf, shareText } from './daily';
import { GameLog, LINE_MAX, type LoggedGame, type PlayMode } from './gameLog';
import { settingOf } from './stats';

export type { ResultRule } from '../games/descriptor';

/** A finished game as the bookkeeping sees it. */
export interface Finished {
  readonly game: GameId;
  readonly deal: Deal;
  /** The player's result to keep and send (null: none, a lost or assisted game). */
  readonly result: number | null;
  /** The share line's picture (a square per move, or per piece left). */
  readonly picture: string;
  readonly par: number | null;
  readonly rule: ResultRule;
  /** A Flood Duel challenge names the computer's level. */
  readonly level?: Challenge['level'];
}

/** What the results panel adds for a daily deal: its lines and the text SHARE hands over. */
export interface DailyEnd {
  readonly lines: readonly string[];
  readonly share: string;
  /** The day's board (session/books.ts adds it): the player's place, for the card. */
  readonly place?: string | null;
  /** The board's lines for MORE…: place, friends, how everyone did, or why there are none. */
  readonly board?: readonly string[];
  /** This copy of the game has daily boards (a server): DAILY BOARD opens the day's. */
  readonly boards?: boolean;
}

/** What a finished game says and offers beyond its own results. */
export interface EndReport {
  /** The challenge's verdict ("You beat your friend's 7 moves!"), if one was taken for this deal. */
  readonly verdict: string | null;
  /** The challenge code CHALLENGE sends (null: no result to send). */
  readonly challenge: string | null;
  readonly daily: DailyEnd | null;
  /** A ladder deal's or a challenge's board (session/books.ts adds it): the place, and its lines. */
  readonly deal?: { readonly place: string | null; readonly lines: readonly string[] };
  /** "A new best for these settings!" when the game beats every earlier one of its board setting. */
  readonly settingBest: string | null;
}

/** A link to `deal` on the game's site: `?code=` opens it (as the day's daily, on its day or the next). */
export const dealLink = (site: string, deal: Deal): string => `${site}?code=${encodeDeal(deal)}`;

/** Today's or yesterday's daily deal, when that is `deal` (null: not a daily). */
export function dailyDayOf(game: GameId, deal: Deal, now: Date): string | null {
  const today = dayOf(now);
  const code = encodeDeal(deal);
  for (const day of [today, addDays(today, -1)]) if (encodeDeal(dailyDeal(game, day)) === code) return day;
  return null;
}

/** The result to beat on this deal, if the player took a friend's challenge for it. */
export const challengeBeat = (storage: Storage, game: GameId, deal: Deal): number | null =>
  new Challenges(storage).beat(game, encodeDeal(deal));

/** How the player's result compares with the friend's. */
export function verdict(mine: number | null, beat: number, rule: ResultRule): string {
  const theirs = count(beat, rule.unit);
  if (mine === null) return t("Your friend's {count} still stands.", { count: theirs });
  if (mine === beat) return t("You tied your friend's {count}.", { count: theirs });
  if (rule.lower ? mine < beat : mine > beat) return t("You beat your friend's {count}!", { count: theirs });
  return t("Your friend's {count} beats your {mine}.", { count: theirs, mine: count(mine, rule.unit) });
}

/** What the game log adds to a finished game: how it went and how it was played. */
export interface Played {
  readonly moves: number;
  readonly assisted: boolean;
  readonly won: boolean;
  /** The game's own mode (Flood Duel's players, a ladder deal); daily and challenge are found here. */
  readonly mode: PlayMode | null;
  /** The moves played, in the game's notation (kept to watch again when short enough). */
  readonly line: string;
}

/** Log a game that just ended (once: not when a finished game is opened again). */
export function logGame(storage: Storage, f: Finished, p: Played, now: Date): void {
  const mode: PlayMode =
    dailyDayOf(f.game, f.deal, now) !== null
      ? 'daily'
      : challengeBeat(storage, f.game, f.deal) !== null
        ? 'challenge'
        : (p.mode ?? 'solo');
  new GameLog(storage).add({
    game: f.game,
    code: encodeDeal(f.deal),
    result: f.result,
    par: f.par,
    moves: p.moves,
    assisted: p.assisted,
    won: factsOf(f.game).wonAtPar ? wonAtPar(f.result, f.par) : p.won,
    at: now.getTime(),
    mode,
    level: f.level ?? null,
    line: p.line.length <= LINE_MAX ? p.line : '',
  });
}

/** GlassWorks ends in a finish every time: a game is won that leaves no more than the computer. */
const wonAtPar = (result: number | null, par: number | null): boolean =>
  result !== null && par !== null && result <= par;

/**
 * Par arrived after the game ended (a quick game, a busy solver): the game as logged takes it, so
 * it counts in the distribution against par (and, in GlassWorks, as won at par).
 */
export function logPar(storage: Storage, f: Finished): void {
  const par = f.par;
  if (par === null) return;
  new GameLog(storage).update(encodeDeal(f.deal), (g) =>
    g.par !== null ? g : { ...g, par, won: factsOf(g.game).wonAtPar ? wonAtPar(g.result, par) : g.won },
  );
}

/**
 * Keep a finished game's daily result. Only the first finish of the day's deal counts, so keeping
 * it again (a finished game resumed, played again) changes nothing: true when this kept it.
 */
export function record(storage: Storage, f: Finished, now: Date): boolean {
  const day = dailyDayOf(f.game, f.deal, now);
  return day !== null && new DailyBook(storage).record(f.game, day, { result: f.result, picture: f.picture });
}

/** What a finished game means for the streak and the challenge (reads only; see `record`). */
export function report(storage: Storage, f: Finished, now: Date, site: string | null = null): EndReport {
  const beat = challengeBeat(storage, f.game, f.deal);
  const challenge =
    f.result === null ? null : encodeChallenge({ deal: f.deal, beat: f.result, level: f.level });
  return {
    verdict: beat === null ? null : verdict(f.result, beat, f.rule),
    challenge,
    daily: daily(storage, f, now, site),
    settingBest: beatsSetting(storage, f) ? t('A new best for these settings!') : null,
  };
}

/**
 * The game (its entry in the log) beats every earlier logged game of its board setting (the deal
 * code without its seed); false when there was none before it to beat.
 */
function beatsSetting(storage: Storage, f: Finished): boolean {
  if (f.result === null) return false;
  const mine = f.result;
  const code = encodeDeal(f.deal);
  const log = new GameLog(storage).all();
  let at = log.length - 1;
  while (at >= 0 && !(log[at]?.code === code && log[at]?.result === mine)) at--;
  const me = log[at];
  if (!me) return false;
  // A duel's squares are a best only in a game won, against the same players.
  const whenWon = factsOf(f.game).bestWhenWon;
  if (whenWon && !me.won) return false;
  const setting = settingOf(code);
  const alike = (g: LoggedGame): boolean => !whenWon || (g.won && g.mode === me.mode && g.level === me.level);
  const earlier = log
    .slice(0, at)
    .filter((g) => g.game === f.game && g.result !== null && settingOf(g.code) === setting && alike(g))
    .map((g) => g.result as number);
  if (earlier.length === 0) return false;
  return f.rule.lower ? mine < Math.min(...earlier) : mine > Math.max(...earlier);
}

/** The daily deal's lines and share text; the text ends with a link to the day's deal on `site`. */
function daily(storage: Storage, f: Finished, now: Date, site: string | null): DailyEnd | null {
  const day = dailyDayOf(f.game, f.deal, now);
  if (day === null) return null;
  const book = new DailyBook(storage);
  const kept = book.result(f.game, day) ?? { result: f.result, picture: f.picture };
  const today = dayOf(now);
  const streak = book.streak(f.game, today);
  const result = kept.result === null ? t('No result') : count(kept.result, f.rule.unit);
  const summary = f.par !== null ? t('{result} (par {par})', { result, par: f.par }) : result;
  const week = book
    .history(f.game, today)
    .map((d) => (d.result === undefined ? '-' : d.result.result === null ? 'x' : String(d.result.result)))
    .join(' ');
  return {
    lines: [
      t('Daily {day}: {summary}. Streak {streak}.', { day, summary, streak: count(streak, 'day') }),
      t('Last 7 days: {week}', { week }),
    ],
    share: shareText(f.game, day, summary, kept, streak, site ? dealLink(site, f.deal) : null),
  };
}
