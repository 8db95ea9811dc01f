// The game log (issue "Reasons to come back", part 1): every finished game, newest last — which
// game, its deal code, the result (null: lost or assisted), par, moves, whether SHOW ME played a
// part, when, and how it was played. Bounded: the last LOG_MAX games are kept, older ones drop off
// (statistics are over the games kept). Read leniently: an entry that does not read is left out, the
// others kept. Two stores' logs (a visit played in memory, a save file) join by time, once each.

import type { GameId } from '../../logic/game';
import { ok, type Result } from '../../logic/result';
import { bool, int, list, nullable, object, oneOf, optional, text } from '../../logic/schema';
import type { Storage } from '../../services/storage';
import { MAX_CODE } from '../codes/puzzleCode';
import { gameIdCheck } from '../games/known';

/** How many finished games the log keeps: a year of a few games a day, and a small store entry. */
export const LOG_MAX = 500;

export const PLAY_MODES = ['solo', 'daily', 'challenge', 'ladder', 'cpu', 'duo', 'mail', 'live'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

export interface LoggedGame {
  readonly game: GameId;
  /** The deal code (its options and seed). */
  readonly code: string;
  /** The player's result (points left, moves used, squares owned); null: lost, or SHOW ME helped. */
  readonly result: number | null;
  readonly par: number | null;
  readonly moves: number;
  readonly assisted: boolean;
  /** Won (Flood Duel: the player's side won; GlassWorks: no more points left than par). */
  readonly won: boolean;
  /** When it ended: milliseconds since 1970 (UTC). */
  readonly at: number;
  readonly mode: PlayMode;
  /** Flood Duel against the computer: its level. */
  readonly level: string | null;
  /** The moves played, in the game's notation, to watch again ('' when not kept: too long, or older). */
  readonly line: string;
}

/** The longest move list a logged game keeps (a long casual game is logged without its moves). */
export const LINE_MAX = 4000;

const entry = object<LoggedGame>({
  game: gameIdCheck,
  // A deal code, or a made board's puzzle code (up to a 60×40 Flood Duel board's).
  code: text(MAX_CODE),
  result: nullable(int(0, 999_999)),
  par: nullable(int(0, 999_999)),
  moves: int(0, 100_000),
  assisted: bool,
  won: bool,
  at: int(0, 8_640_000_000_000_000),
  mode: oneOf(PLAY_MODES),
  level: nullable(text(10)),
  line: optional(text(LINE_MAX), ''),
});

/** A log from outside: each entry checked, the bad ones left out (`lenient`) or refusing it all. */
export function readLog(data: unknown, lenient = true): Result<LoggedGame[]> {
  if (!lenient) return list(entry, LOG_MAX)(data, 'log');
  const kept: LoggedGame[] = [];
  for (const d of Array.isArray(data) ? data.slice(-LOG_MAX) : []) {
    const r = entry(d);
    if (r.ok) kept.push(r.value);
  }
  return ok(kept);
}

/** Two logs as one: by time, each game once, the newest LOG_MAX kept. */
export function mergeLogs(a: readonly LoggedGame[], b: readonly LoggedGame[]): LoggedGame[] {
  const seen = new Set<string>();
  const all = [...a, ...b]
    .sort((x, y) => x.at - y.at)
    .filter((g) => {
      const key = JSON.stringify(g);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return all.slice(-LOG_MAX);
}

const KEY = 'game-log';

export class GameLog {
  constructor(private readonly storage: Storage) {
    storage.mergeRule(KEY, (mine, theirs) => {
      const a = readLog(mine);
      const b = readLog(theirs);
      return a.ok && b.ok ? mergeLogs(b.value, a.value) : mine;
    });
  }

  all(): LoggedGame[] {
    return this.storage.read(KEY, 1, (d) => readLog(d)) ?? [];
  }

  add(game: LoggedGame): void {
    this.storage.write(KEY, 1, [...this.all(), game].slice(-LOG_MAX));
  }

  /** Change the newest logged game of a deal (by its code), if there is one. */
  update(code: string, change: (g: LoggedGame) => LoggedGame): void {
    const all = this.all();
    let at = all.length - 1;
    while (at >= 0 && all[at]?.code !== code) at--;
    const g = all[at];
    if (!g) return;
    all[at] = change(g);
    this.storage.write(KEY, 1, all);
  }

  /** Forget one game's games (its statistics start again); the other games' stay. */
  clear(game: GameId): void {
    this.storage.write(
      KEY,
      1,
      this.all().filter((g) => g.game !== game),
    );
  }
}
