// The STATS screen's words, from a game's statistics (stats.ts): the figures in tiles, the
// distribution's title and bars, the best per board setting, and a line for each of the last
// games. Pure: the screen (scenes/StatsScene.ts) draws them, a unit test reads them.

import { language, t, verbatim } from '../../i18n/i18n';
import { levelName } from '../../i18n/levels';
import { count } from '../../i18n/units';
import type { AiLevel } from '../../logic/flood';
import type { GameId } from '../../logic/game';
import { dealOfSetting } from '../codes/dealCode';
import { aboutGame } from '../games/registry';
import { addDays, dayOf } from './daily';
import type { LoggedGame, PlayMode } from './gameLog';
import type { GameStats } from './stats';

export interface Figure {
  readonly label: string;
  readonly value: string;
}

export interface ChartBar {
  readonly label: string;
  readonly count: number;
  /** Flood Duel: games lost at that level, drawn after the won ones. */
  readonly lost: number;
}

export interface RecentLine {
  readonly text: string;
  /** The deal code PLAY AGAIN opens. */
  readonly code: string;
  /** The moves WATCH plays ('' when the log did not keep them). */
  readonly line: string;
  /** Par when it was played (WATCH sets a Joker Coloring move limit taken from par from it). */
  readonly par: number | null;
  /** How it was played, and the computer's level (Flood Duel's players are dealt again from them). */
  readonly mode: PlayMode;
  readonly level: string | null;
}

export interface StatsPage {
  readonly figures: readonly Figure[];
  readonly chartTitle: string;
  /** The bars count games won and lost (drawn won-lost), not results. */
  readonly versus: boolean;
  readonly bars: readonly ChartBar[];
  readonly bests: readonly string[];
  readonly recent: readonly RecentLine[];
}

/** The longest run of days in a row among `days` (YYYY-MM-DD). */
export function longestRun(days: readonly string[]): number {
  const sorted = [...new Set(days)].sort();
  let best = 0;
  let run = 0;
  let last: string | null = null;
  for (const day of sorted) {
    run = last !== null && addDays(last, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    last = day;
  }
  return best;
}

/** Days in a row the daily deal was played: today's (or yesterday's) run, and the longest in the log. */
export function dailyRuns(
  log: readonly LoggedGame[],
  game: GameId,
  current: number,
): { now: number; best: number } {
  const days = log.filter((g) => g.game === game && g.mode === 'daily').map((g) => dayOf(new Date(g.at)));
  return { now: current, best: Math.max(current, longestRun(days)) };
}

function modeWord(g: LoggedGame): string | null {
  const words: Readonly<Record<PlayMode, () => string | null>> = {
    solo: () => null,
    daily: () => t('DAILY'),
    challenge: () => t('CHALLENGE'),
    ladder: () => t('LADDER'),
    cpu: () => (g.level ? t('VS {level}', { level: levelName(g.level as AiLevel) }) : null),
    duo: () => t('TWO PLAYERS'),
    mail: () => t('BY CODE'),
    live: () => t('ONLINE'),
  };
  return words[g.mode]();
}

/** A day as the player's language writes it, short (JAN 5; 5. JAN.), in capitals as the screen's words are. */
export const shortDay = (at: number): string =>
  new Intl.DateTimeFormat(language(), { day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(at))
    .toUpperCase();

/** A line of the last games: the day, how it went, and how it was played. */
/** A board setting as its game says it ("18×18 · 4 COLOURS · 21 MOVES"), else its code. */
function settingWords(game: GameId, setting: string): string {
  const deal = dealOfSetting(setting);
  const words = deal ? aboutGame(game).stats.setting?.(deal) : undefined;
  return words ?? verbatim(setting);
}

const recentText = (g: LoggedGame): string =>
  [shortDay(g.at), aboutGame(g.game).stats.outcome(g), modeWord(g)].filter((w) => w !== null).join('  ');

/** The page for a game's statistics; `daily` is the daily deal's runs (current and longest). */
export function statsPage(game: GameId, s: GameStats, daily: { now: number; best: number }): StatsPage {
  const about = aboutGame(game);
  const unit = about.rule.unit;
  return {
    figures: [
      { label: t('PLAYED'), value: String(s.played) },
      { label: about.wonAtPar ? t('AT PAR') : t('WON'), value: String(s.won) },
      { label: t('WIN RATE'), value: `${s.rate}%` },
      { label: t('STREAK'), value: String(s.streak) },
      { label: t('BEST STREAK'), value: String(s.bestStreak) },
      { label: t('DAILY STREAK'), value: String(daily.now) },
      { label: t('BEST DAILY'), value: String(daily.best) },
    ],
    chartTitle: about.stats.title(),
    versus: about.stats.versus,
    bars: s.bars.map((b) => ({ label: about.stats.barLabel(b.label), count: b.count, lost: b.lost ?? 0 })),
    bests: s.bests.map((b) => `${settingWords(game, b.setting)}  ${count(b.result, unit)}`),
    recent: s.recent.map((g) => ({
      text: recentText(g),
      code: g.code,
      line: g.line,
      par: g.par,
      mode: g.mode,
      level: g.level,
    })),
  };
}
