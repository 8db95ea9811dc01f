// The screen the player sees: the last running scene (a game's scene over the menu, say).

import type Phaser from 'phaser';
import type { BaseScene } from './BaseScene';

export function activeScene(game: Phaser.Game): BaseScene | null {
  const running = game.scene.getScenes(true);
  return (running[running.length - 1] as BaseScene | undefined) ?? null;
}
