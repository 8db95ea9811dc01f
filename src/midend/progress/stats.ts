// Statistics of one game from the game log (gameLog.ts), pure: games played and won with the rate,
// the current and best run of wins, a distribution of results, the best result per board setting,
// and the last games played.

import type { GameId } from '../../logic/game';
import { isPuzzle } from '../codes/puzzleCode';
import type { Bar } from '../games/descriptor';
import { aboutGame } from '../games/registry';
import type { LoggedGame } from './gameLog';

export type { Bar } from '../games/descriptor';

export interface GameStats {
  readonly played: number;
  readonly won: number;
  /** Won in a hundred played, rounded (0 with none played). */
  readonly rate: number;
  /** Wins in a row up to the last game, and the longest such run. */
  readonly streak: number;
  readonly bestStreak: number;
  /** GlassWorks: points left; Joker Coloring: moves over par; Flood Duel: won (and lost) by level. */
  readonly bars: readonly Bar[];
  /** The best result per board setting (the deal code without its seed), best first. */
  readonly bests: readonly { readonly setting: string; readonly result: number }[];
  /** The last games, newest first. */
  readonly recent: readonly LoggedGame[];
}

export const RECENT = 20;

/**
 * A deal code without its seed: the board setting it names (GW, FD-24X16-P1, JC-18X18-4C-21M); a
 * made board's puzzle code is a setting of its own.
 */
export const settingOf = (code: string): string =>
  isPuzzle(code.split('-')) ? code : code.split('-').slice(0, -1).join('-') || code.slice(0, 2);

export function statsOf(log: readonly LoggedGame[], game: GameId): GameStats {
  const games = log.filter((g) => g.game === game);
  const won = games.filter((g) => g.won).length;
  let run = 0;
  let bestStreak = 0;
  for (const g of games) {
    run = g.won ? run + 1 : 0;
    bestStreak = Math.max(bestStreak, run);
  }
  const lower = aboutGame(game).rule.lower;
  const best = new Map<string, number>();
  for (const g of games) {
    if (g.result === null) continue;
    const setting = settingOf(g.code);
    const old = best.get(setting);
    if (old === undefined || (lower ? g.result < old : g.result > old)) best.set(setting, g.result);
  }
  return {
    played: games.length,
    won,
    rate: games.length === 0 ? 0 : Math.round((100 * won) / games.length),
    streak: run,
    bestStreak,
    bars: aboutGame(game).stats.bars(games),
    bests: [...best]
      .map(([setting, result]) => ({ setting, result }))
      .sort((a, b) => (lower ? a.result - b.result : b.result - a.result)),
    recent: games.slice(-RECENT).reverse(),
  };
}
