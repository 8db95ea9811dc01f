// Every screen of the arcade by its key, and what each screen is started with. Scenes are Phaser's,
// but where a press leads is the midend's to say (a launch, a results panel's NEW GAME, a code), so
// the keys and the launch data live here, in one place.

import type { GameId } from '../../logic/game';

export const SCREENS = {
  boot: 'Boot',
  menu: 'Menu',
  howToPlay: 'HowToPlay',
  jokerOptions: 'JokerOptions',
  stats: 'Stats',
  dailyBoard: 'DailyBoard',
  profile: 'Profile',
  maker: 'Maker',
  explore: 'Explore',
  glassworks: 'GlassWorks',
  floodDuel: 'FloodDuel',
  jokerColoring: 'JokerColoring',
} as const;
export type ScreenKey = (typeof SCREENS)[keyof typeof SCREENS];

/** Each game's screen; a game registered at run time adds its own (games/registry.ts). */
const GAME_SCREENS = new Map<GameId, ScreenKey>([
  ['glassworks', SCREENS.glassworks],
  ['flood-duel', SCREENS.floodDuel],
  ['joker-coloring', SCREENS.jokerColoring],
]);

/** The screen that plays `game`. */
export function gameScreen(game: GameId): ScreenKey {
  const key = GAME_SCREENS.get(game);
  if (key === undefined) throw new Error(`Prism Arcade: no screen plays the game '${game}'`);
  return key;
}

/** A game registered at run time: the screen that plays it. */
export function addGameScreen(game: GameId, key: ScreenKey): void {
  GAME_SCREENS.set(game, key);
}

/** The game a screen plays, if it is a game's screen. */
export function gameOfScreen(key: string): GameId | null {
  for (const [game, k] of GAME_SCREENS) if (k === key) return game;
  return null;
}

/** What any screen may be started with: a deal's seed, launch parameters, messages to show. */
export interface LaunchData {
  seed?: number | null;
  params?: Record<string, string>;
  messages?: string[];
}

/** A game screen's start. */
export interface GameLaunch extends LaunchData {
  /** Start a new deal even if a saved game exists (new deal, replay). */
  fresh?: boolean;
  /** The deal code this launch came from: a game in progress with another deal is asked about. */
  code?: string;
  /** A challenge: the result to beat on this deal. */
  challenge?: { readonly beat: number };
  /** A Flood Duel duel code to take in (correspondence). */
  duel?: string;
  /** The player already said yes to replacing the game in progress with the code's deal. */
  asked?: boolean;
  /** Flood Duel: the live duel this tab has just joined (services/liveDuel.ts) is played. */
  live?: boolean;
  /** Flood Duel: a friend's room to join by its code (a link's `?room=`). */
  room?: string;
  /** GlassWorks, Joker Coloring: the race this tab has just joined (services/liveRace.ts) is played. */
  race?: boolean;
  /**
   * A finished game to watch again (the statistics' WATCH): its moves, in the game's notation, on
   * the code's deal. It is never saved: the game saved on this screen stays as it was.
   */
  watch?: string;
  /** The watched game's par when it was played: a move limit taken from par is set from it. */
  watchPar?: number | null;
  /** Where DONE goes once the game is watched (the statistics that asked for it). */
  watchedFrom?: Target;
}

/** Joker Coloring's options screen: the options shown, the deal PLAY starts, the game behind it. */
export interface OptionsLaunch extends LaunchData {
  /** The game behind the screen has moves in it (starting anew asks first). */
  inProgress?: boolean;
}

/** The menu's start. */
export interface MenuLaunch extends LaunchData {
  /** The messages were shown already (the screen is laid out anew). */
  shown?: boolean;
  /** The settings panel was open (a screen too short for the settings row): open it again. */
  settingsOpen?: boolean;
  /** A message for this layout only (the storage notice's outcome). */
  note?: string;
}

/** A screen to go to, as a scene starts it. */
export interface Target {
  readonly scene: ScreenKey;
  readonly data?: object;
}

export interface HowToLaunch {
  game: GameId;
  /** Where PLAY goes (a game screen); without it the button reads CLOSE and goes to the menu. */
  play?: Target;
  /** Where Esc goes back to (the screen that opened this one); default `play`, else the menu. */
  from?: Target;
  /** The page shown (kept when the screen is rebuilt for the other orientation). */
  page?: number;
}

/** A game's statistics: Esc and CLOSE go back to the screen that opened them. */
export interface StatsLaunch {
  game: GameId;
  from?: Target;
  /** The page of last games shown (kept when the screen is laid out anew). */
  page?: number;
}

/** A game's DAILY BOARD: the day shown (today when absent); Esc and CLOSE go back to `from`. */
export interface DailyBoardLaunch {
  game: GameId;
  day?: string;
  from?: Target;
}

/** The PROFILE screen: Esc and CLOSE go back to `from` (the menu when absent). */
export interface ProfileLaunch extends LaunchData {
  from?: Target;
  /** A transfer code from a link (`?transfer=`): claiming it is asked first. */
  transfer?: string;
  /** A friend code from a link (`?follow=`): following it is asked first. */
  follow?: string;
}

/** The maker (MAKE): a board for `game`; Esc and CLOSE go back to `from` (the menu when absent). */
export interface MakerLaunch {
  game: GameId;
  from?: Target;
}

/** The Explore shelf of a game's published boards: the tab shown; Esc and CLOSE go back to `from`. */
export interface ExploreLaunch {
  game: GameId;
  tab?: 'new' | 'popular' | 'hardest' | 'mine';
  from?: Target;
}

export const MENU: Target = { scene: SCREENS.menu, data: {} };
