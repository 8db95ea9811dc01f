// What loads when. The first chunk holds the boot, the menu and what the menu draws; every other
// screen, and the menu's rarer features (codes and links, the code dialog, the save file), are
// chunks of their own. They are fetched one by one while the browser is idle after the menu's
// first frame, and at once when the player heads for one (a card hovered, focused or pressed), so
// opening a screen never waits visibly. A load that fails (offline, a bad connection) is
// forgotten, so asking again tries again; the screen that asked says so (BaseScene.goTo).
// The screens' own chunks are named by src/screens.ts, above the scenes, and handed in at start:
// a scene that imported them would import itself.

import type Phaser from 'phaser';
import type { GameId } from '../logic/game';
import { gameScreen, SCREENS, type ScreenKey } from '../midend/launch/navigation';

/** A screen's module: it makes the screen's scene. */
export type ScreenModule = { readonly screen: () => Phaser.Scene };
/** The screens that load on demand, each by the import of its module. */
export type ScreenChunks = Partial<Record<ScreenKey, () => Promise<ScreenModule>>>;

let SCREEN_CHUNKS: ScreenChunks = {};

/** At start: the screens that are chunks of their own (src/screens.ts). */
export function installScreenChunks(chunks: ScreenChunks): void {
  SCREEN_CHUNKS = chunks;
}

/** The menu's features that are not screens, loaded when first used. */
export const PARTS = {
  /** Where a code or a link leads (midend/launch/launch.ts), with the codes' readers. */
  launch: () => import('../midend/launch/launch'),
  /** ENTER CODE's text field. */
  codeDialog: () => import('../ui/controls/codeDialog'),
  /** EXPORT and IMPORT of the save file. */
  progressFile: () => import('../ui/menu/progressFile'),
  /** What each card says of the player: a game in progress, the daily streak. */
  progress: () => import('../midend/browser/progress'),
} as const;
export type Parts = typeof PARTS;
export type PartName = keyof Parts;

/** Loads under way or done, by name; a failed one is dropped so the next ask tries again. */
const loads = new Map<string, Promise<unknown>>();

function once<T>(name: string, load: () => Promise<T>): Promise<T> {
  let p = loads.get(name) as Promise<T> | undefined;
  if (!p) {
    p = load();
    p.catch(() => loads.delete(name));
    loads.set(name, p);
  }
  return p;
}

/** One of the menu's features, loaded (once). */
export function part<K extends PartName>(name: K): ReturnType<Parts[K]> {
  const load: () => Promise<unknown> = PARTS[name];
  return once(`part:${name}`, load) as ReturnType<Parts[K]>;
}

/** True when the screen can start at once: it is in the first chunk or its chunk has arrived. */
export function screenLoaded(game: Phaser.Game, key: ScreenKey): boolean {
  return !SCREEN_CHUNKS[key] || game.scene.getScene(key) !== null;
}

/** The screen `key` loaded and added to the game (not started); at once if it is here already. */
export function screenReady(game: Phaser.Game, key: ScreenKey): Promise<void> {
  const chunk = SCREEN_CHUNKS[key];
  if (screenLoaded(game, key) || !chunk) return Promise.resolve();
  return once(`screen:${key}`, chunk).then((m) => {
    if (game.scene.getScene(key) === null) game.scene.add(key, m.screen(), false);
  });
}

/** Fetch a screen's chunk ahead (hover, focus): a failure here is quiet, the press will tell. */
export function prefetchScreen(key: ScreenKey): void {
  const chunk = SCREEN_CHUNKS[key];
  if (chunk) once(`screen:${key}`, chunk).catch(() => undefined);
}

/** What a game's card opens: its screen, its how to play (first time), its daily deal's code. */
export function prefetchGame(game: GameId): void {
  prefetchScreen(gameScreen(game));
  prefetchScreen(SCREENS.howToPlay);
  part('launch').catch(() => undefined);
}

/**
 * Everything else, one chunk after another while the browser is idle (after the menu's first
 * frame): by the time a player presses, it is here. Quiet on failure, as above.
 */
let prefetching = false;

export function prefetchWhenIdle(): void {
  if (prefetching) return;
  prefetching = true;
  const queue: (() => Promise<unknown>)[] = [
    ...Object.keys(SCREEN_CHUNKS).map((key) => () => once(`screen:${key}`, SCREEN_CHUNKS[key as ScreenKey]!)),
    ...(Object.keys(PARTS) as PartName[]).map((name) => () => part(name)),
  ];
  const idle = (fn: () => void): void => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout: 2000 });
    else setTimeout(fn, 50);
  };
  const next = (): void => {
    const load = queue.shift();
    if (load)
      idle(
        () =>
          void load()
            .catch(() => undefined)
            .then(next),
      );
  };
  next();
}
