// A scene's clock as the midend's timer (midend/core/timer.ts): what it schedules stops with the scene.

import type Phaser from 'phaser';
import type { Timer } from '../midend/core/timer';

export const sceneTimer = (scene: Phaser.Scene): Timer => ({
  after(delay, fn) {
    const event = scene.time.delayedCall(delay, fn);
    return () => event.remove(false);
  },
});
