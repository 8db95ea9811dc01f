// Statistics of one game from the game log (gameLog.ts), pure: games played and won with the rate,
// the current and best run of wins, a distribution of results, the best result per board setting,
// and the last games played.

import type { GameId } from '../logic/game';
import type { LoggedGame } from './gameLog';

/** One bar of a distribution: what it counts (a range, or a level) and how many; Flood Duel's also lost. */
export interface Bar {
  readonly label: string;
  readonly count: number;
  readonly lost?: number;
}

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

/** A deal code without its seed: the board setting it names (GW, FD-24X16-P1, JC-18X18-4C-21M). */
export const settingOf = (code: string): string => code.split('-').slice(0, -1).join('-') || code.slice(0, 2);

const LEVELS = ['easy', 'normal', 'hard'] as const;

/** How many Flood Duel boards the distribution shows beside the levels. */
export const FLOOD_BOARDS = 3;

/** A Flood Duel deal code's board: its size, and FILLER under those rules (FD-24X16-P1-7K → 24X16). */
export const boardOf = (code: string): string =>
  code
    .split('-')
    .filter((f, i) => i === 1 || f === 'FILLER')
    .join(' ');

/** Which results are better: points left and moves, lower; Flood Duel's squares owned, higher. */
const lowerIsBetter = (game: GameId): boolean => game !== 'flood-duel';

function bars(game: GameId, games: readonly LoggedGame[]): Bar[] {
  if (game === 'flood-duel') {
    // Against the computer: by its level, then by the board (its size, and FILLER for those rules),
    // the most played boards first (at most FLOOD_BOARDS of them).
    const vs = games.filter((g) => g.mode === 'cpu');
    const tally = (label: string, of: readonly LoggedGame[]): Bar => {
      const won = of.filter((g) => g.won).length;
      return { label, count: won, lost: of.length - won };
    };
    const boards = new Map<string, LoggedGame[]>();
    for (const g of vs) boards.set(boardOf(g.code), [...(boards.get(boardOf(g.code)) ?? []), g]);
    return [
      ...LEVELS.map((level) =>
        tally(
          level,
          vs.filter((g) => g.level === level),
        ),
      ),
      ...[...boards]
        .sort((a, b) => b[1].length - a[1].length)
        .slice(0, FLOOD_BOARDS)
        .map(([board, of]) => tally(board, of)),
    ];
  }
  const scored = games.filter((g) => g.result !== null);
  if (game === 'glassworks') {
    const edges: [string, number, number][] = [
      ['0-4', 0, 4],
      ['5-9', 5, 9],
      ['10-19', 10, 19],
      ['20-39', 20, 39],
      ['40+', 40, Infinity],
    ];
    return edges.map(([label, lo, hi]) => ({
      label,
      count: scored.filter((g) => (g.result as number) >= lo && (g.result as number) <= hi).length,
    }));
  }
  const over = scored.filter((g) => g.par !== null).map((g) => (g.result as number) - (g.par as number));
  const labels = ['par', '+1', '+2', '+3', '+4', '+5'];
  return labels.map((label, i) => ({
    label,
    count: over.filter((d) => (i === 0 ? d <= 0 : i === 5 ? d >= 5 : d === i)).length,
  }));
}

export function statsOf(log: readonly LoggedGame[], game: GameId): GameStats {
  const games = log.filter((g) => g.game === game);
  const won = games.filter((g) => g.won).length;
  let run = 0;
  let bestStreak = 0;
  for (const g of games) {
    run = g.won ? run + 1 : 0;
    bestStreak = Math.max(bestStreak, run);
  }
  const lower = lowerIsBetter(game);
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
    bars: bars(game, games),
    bests: [...best]
      .map(([setting, result]) => ({ setting, result }))
      .sort((a, b) => (lower ? a.result - b.result : b.result - a.result)),
    recent: games.slice(-RECENT).reverse(),
  };
}
