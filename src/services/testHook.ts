// `window.__prism`: a read-only window for browser tests. It reports the active scene, a
// JSON-safe snapshot of the game, and where targets are on the canvas. It cannot change anything.

import type Phaser from 'phaser';
import type { BaseScene, Point } from '../scenes/BaseScene';

export interface PrismHook {
  readonly scene: string | null;
  snapshot(): Record<string, unknown> | null;
  locate(target: string): Point | null;
}

function activeScene(game: Phaser.Game): BaseScene | null {
  const running = game.scene.getScenes(true);
  return (running[running.length - 1] as BaseScene | undefined) ?? null;
}

export function installTestHook(game: Phaser.Game): void {
  const hook: PrismHook = Object.freeze({
    get scene() {
      return activeScene(game)?.scene.key ?? null;
    },
    snapshot() {
      const scene = activeScene(game);
      const s = scene?.snapshot?.() ?? null;
      // Every screen also says which button has the keyboard's focus (null: none).
      const withFocus = s === null ? null : { ...s, focus: scene?.focusedButton ?? null };
      // A deep copy through JSON: callers can never reach live game objects.
      return withFocus === null ? null : (JSON.parse(JSON.stringify(withFocus)) as Record<string, unknown>);
    },
    locate(target: string) {
      return activeScene(game)?.locate?.(String(target)) ?? null;
    },
  });
  Object.defineProperty(window, '__prism', { value: hook, writable: false, configurable: false });
}
