// What one game tells the midend (Tatham's `game` structure): its rules, and the few answers only it
// has — what a new game's extras are, the deal a deal code names, which results are kept as bests
// and how a deal's best is told apart, what an ended game's result is, whether a saved game fits a
// launch, and the options a game watched again was played with. Plain data and pure functions:
// one Midend (midend.ts) serves every game with it. A game that also plays by itself (the computer
// in Flood Duel) or keeps books of its own (GlassWorks' ladder) extends the Midend for that alone.

import type { GameRules } from '../../logic/game';
import type { Result } from '../../logic/result';
import type { Deal } from '../codes/dealCode';
import type { Saved } from './saves';

/** O options, S state, M a move, C a move's changes, X extras, D a deal as codes name it. */
export interface MidendConfig<O, S, M, C, X, D = Deal> {
  readonly rules: GameRules<O, S, M, C>;
  /** Extras as a save holds them, read strictly (a ladder deal, a move limit, the players). */
  validateExtras(json: unknown): Result<X>;
  /** Extras of a new game when the launch names none. */
  defaultExtras(): X;
  /** A deal as a deal code names it (codes/dealCode.ts). */
  dealOf(options: O, seed: number, extras: X): D;
  /** Best results (lowest) kept: the table's name in storage, and a deal's key in it. None: no bests. */
  readonly bests?: { readonly table: string; key(options: O, seed: number, extras: X): string };
  /** The result of an ended game (lower is better), or null when it has none. */
  resultOf?(state: S): number | null;
  /** A saved game fits a launch that names options (default: the same options and extras). */
  fits?(saved: Saved<O, S, M, X>, wanted: { readonly options?: O; readonly extras?: X }): boolean;
  /** The options a game watched again was played with, given its par then (default: as they are). */
  watchedOptions?(options: O, extras: X, par: number | null): O;
  /** A line known from the deal (a ladder deal's clearing line): HINT and SHOW ME follow it while on it. */
  knownLine?(options: O, seed: number, extras: X): readonly M[] | null;
}
