// What a game tells the maker (its `games/<game>/maker.ts`): the glyphs a square may hold, the sizes
// the rules allow, the draft a new maker starts from, the game's own settings, which glyphs the
// palette offers under them, and the made deal a draft stands for — checked by the game's rules, a
// problem naming its square. The maker (maker.ts) serves every game with it.

import type { GameId } from '../../logic/game';
import type { Result } from '../../logic/result';
import type { Deal } from '../codes/dealCode';
import type { Timer } from '../core/timer';
import type { CheckNews } from './check';
import type { Draft } from './draft';

/** A setting of the game's own: a whole number in a range (a switch is 0 or 1). */
export interface MakerSetting {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  /** Its button's words at a value ("COLOURS 4", "CLASSIC: ON"). */
  label(value: number): string;
  /** The same, shorter, for a narrow button ("4 COL.", "CLASSIC ✓"). */
  short?(value: number): string;
}

export interface MakerKind {
  readonly game: GameId;
  /** The board notation's glyph for each index a draft's square holds. */
  readonly glyphs: readonly string[];
  readonly limits: {
    readonly minW: number;
    readonly maxW: number;
    readonly minH: number;
    readonly maxH: number;
  };
  /** The draft a first visit starts from. */
  start(): Draft;
  /** CHECK's bound: the longest its solver is given, in seconds (said while it works). */
  readonly checkSeconds: number;
  /** The game has a base the player places (Joker Coloring). */
  readonly hasBase: boolean;
  readonly settings: readonly MakerSetting[];
  /** The glyphs the palette offers under these settings, in order. */
  offered(settings: Draft['settings']): readonly number[];
  /** The glyph CLEAR paints the board with. */
  readonly blank: number;
  /** RANDOM: the draft's squares dealt anew from a seed, as the game deals (Filler's rules kept). */
  random(d: Draft, seed: number): Draft;
  /** The made deal the draft stands for, checked by the rules; or what is wrong (its square named). */
  deal(d: Draft): Result<Deal>;
  /** CHECK: the game's solver asked about a made deal in its worker (check.ts). */
  check(deal: Deal, timer: Timer): Promise<CheckNews>;
}
