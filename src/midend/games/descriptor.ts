// A game described once, for the code every game shares: what its results count and which way is
// better, what counts as won in the log, whether it races, has a ladder or is played live, its
// launch parameters, and how its statistics are tallied and said. Shared code reads the descriptor
// (games/registry.ts); it never asks which game it is. Each game's is games/<game>/descriptor.ts.

import type { Unit } from '../../i18n/units';
import type { AiLevel } from '../../logic/flood/ai';
import type { GameId } from '../../logic/game';
import type { Deal } from '../codes/dealCode';
import type { LoggedGame } from '../progress/gameLog';

/** How a game's results compare: what they count, and whether lower is better. */
export interface ResultRule {
  readonly unit: Unit;
  readonly lower: boolean;
}

/** One bar of a distribution: what it counts (a range, or a level) and how many; a duel's also lost. */
export interface Bar {
  readonly label: string;
  readonly count: number;
  readonly lost?: number;
}

/**
 * What a game's launch parameters (a link, a card, a screen's start) ask for: its options and
 * extras (undefined: resume the saved game, whatever it is), and messages about bad values in it.
 */
export interface Wanted {
  readonly options?: unknown;
  readonly extras?: unknown;
  /** The deal they name (a ladder deal's seed), over the launch's seed. */
  readonly seed?: number;
  readonly messages: readonly string[];
}

/** How a game's statistics are tallied and said (stats.ts, statsPage.ts). */
export interface StatsDescriptor {
  /** The chart's title. */
  title(): string;
  /** The chart's bars count games won and lost (a duel against the computer), not results. */
  readonly versus: boolean;
  /** The distribution of its finished games. */
  bars(games: readonly LoggedGame[]): Bar[];
  /** A bar's label as the chart says it. */
  barLabel(label: string): string;
  /** What one game came to, in a few words (null: nothing to tell). */
  outcome(g: LoggedGame): string | null;
  /** A board setting (a deal, its seed aside) in words, for the bests per setting (none: its code). */
  setting?(deal: Deal): string;
  /** What PLAY on a line of the last games starts beside its deal: the players it was played by. */
  againParams?(options: unknown, played: Pick<LoggedGame, 'mode' | 'level'>): Record<string, string>;
}

/**
 * What a game is, as plain data and its daily deal (games/<game>/facts.ts): light enough for the
 * menu's first frame, which must not load any game's rules (games/facts.ts hands them out).
 */
export interface GameFacts {
  readonly id: GameId;
  readonly rule: ResultRule;
  /** What the menu's card calls a move made. */
  readonly step: 'jump' | 'move';
  /** Won, for the log: a result at par or better; else the game's own verdict. */
  readonly wonAtPar: boolean;
  /** A best result needs the game won, against the same players (a duel's squares). */
  readonly bestWhenWon: boolean;
  /** A race may be run on its deals. */
  readonly races: boolean;
  /** It has a clearing ladder. */
  readonly ladder: boolean;
  /** It is played live against another player through the online server. */
  readonly live: boolean;
  /** Its boards can be made (MAKE: midend/maker/, its `games/<game>/maker.ts`). */
  readonly maker?: boolean;
  /** The daily deal on a day's seed: its standard options. */
  daily(seed: number): Deal;
}

export interface GameDescriptor extends GameFacts {
  /** The options and extras its launch parameters name (none: resume whatever is saved). */
  wanted(params: Record<string, string> | undefined): Wanted;
  /**
   * The launch parameters a deal code asks for beyond its seed (its options; a challenge's level),
   * as a link would give them; none where the code's deal has no options.
   */
  codeParams?(deal: Deal, level: AiLevel | null): Record<string, string>;
  readonly stats: StatsDescriptor;
}
