// How a game opens for a launch (the midend's `begin`), decided from the launch and the save alone:
// a finished game to watch again is dealt and its moves played through the rules; else the saved
// game, if it fits the launch; else a new deal. A game to watch whose moves do not fit its deal (or
// leave it unfinished: not the game played) opens as if nothing was asked.

import { parseMoveList } from '../../logic/notation';
import type { MidendConfig } from './config';
import * as H from './history';
import type { Saved } from './saves';

/** How a scene starts the game: resume the saved one if it fits, else deal. */
export interface Launch<O, X> {
  /** A fixed deal (a deep link, "replay deal"); a saved game with another seed is not resumed. */
  readonly seed?: number | null;
  /** Deal anew even if a saved game fits. */
  readonly fresh?: boolean;
  /** Options asked for; undefined keeps the saved game's (or the defaults). */
  readonly options?: O;
  readonly extras?: X;
  /**
   * A race's deal (services/liveRace.ts): played against others, so never saved here, no move taken
   * back, and no help from the solver.
   */
  readonly race?: boolean;
  /**
   * A finished game to watch again (the statistics' WATCH): its moves in the game's notation, played
   * through the rules on this deal. It is never saved, and no move of it is taken back.
   */
  readonly watch?: string;
  /** The watched game's par when it was played (Joker Coloring: a move limit taken from par). */
  readonly watchPar?: number | null;
}

export interface Opened<O, S, M, X> {
  readonly seed: number;
  readonly options: O;
  readonly extras: X;
  readonly history: H.History<S, M>;
  /** The saved game's par and hints (a new deal: none yet). */
  readonly par: number | null;
  readonly hints: number;
  /** A finished game watched again: never saved. */
  readonly watched: boolean;
  /** Dealt now (not resumed): saved at once, unless watched. */
  readonly dealt: boolean;
}

export function openGame<O, S, M, C, X>(
  game: MidendConfig<O, S, M, C, X, unknown>,
  launch: Launch<O, X>,
  load: () => Saved<O, S, M, X> | undefined,
  randomSeed: () => number,
): Opened<O, S, M, X> {
  const watched = launch.watch === undefined ? null : watchGame(game, launch);
  if (watched) return watched;
  if (launch.watch !== undefined) launch = {};
  const saved = launch.fresh ? undefined : load();
  const seedFits = launch.seed === null || launch.seed === undefined || launch.seed === saved?.seed;
  if (saved && seedFits && (launch.options === undefined || fits(game, saved, launch)))
    return { ...saved, watched: false, dealt: false };
  const options = launch.options ?? game.rules.defaultOptions;
  const seed = launch.seed ?? randomSeed();
  return dealt(game, options, seed, launch.extras ?? game.defaultExtras(), false);
}

/** A new deal. */
function dealt<O, S, M, C, X>(
  game: MidendConfig<O, S, M, C, X, unknown>,
  options: O,
  seed: number,
  extras: X,
  watched: boolean,
): Opened<O, S, M, X> {
  const history = H.startHistory<S, M>(game.rules.deal(options, seed));
  return { seed, options, extras, history, par: null, hints: 0, watched, dealt: true };
}

/** The launch's finished game, dealt and played through the rules; null if its moves do not fit. */
function watchGame<O, S, M, C, X>(
  game: MidendConfig<O, S, M, C, X, unknown>,
  launch: Launch<O, X>,
): Opened<O, S, M, X> | null {
  const moves = parseMoveList(launch.watch ?? '', game.rules.decodeMove);
  const extras = launch.extras ?? game.defaultExtras();
  const asked = launch.options ?? game.rules.defaultOptions;
  const options = game.watchedOptions?.(asked, extras, launch.watchPar ?? null) ?? asked;
  if (!moves.ok || moves.value.length === 0 || !game.rules.checkOptions(options).ok) return null;
  const start = dealt(game, options, launch.seed ?? 0, extras, true);
  const played = H.playAll(game.rules, start.history, moves.value);
  // Only a finished game is watched again: moves that leave it still on are not the game played.
  if (!played.ok || game.rules.status(played.value.present) === 'playing') return null;
  // Par as it was known when the game was played: nothing to work out again while it is watched.
  return { ...start, history: played.value, par: launch.watchPar ?? null };
}

/** A saved game fits a launch that names options: the game says how, else the same options and extras. */
function fits<O, S, M, C, X>(
  game: MidendConfig<O, S, M, C, X, unknown>,
  saved: Saved<O, S, M, X>,
  launch: Launch<O, X>,
): boolean {
  if (game.fits) return game.fits(saved, launch);
  return (
    JSON.stringify(saved.options) === JSON.stringify(launch.options) &&
    (launch.extras === undefined || JSON.stringify(saved.extras) === JSON.stringify(launch.extras))
  );
}
