// Assistive technology's way into the canvas: the live region that speaks (announcer.ts) and the
// DOM buttons that mirror the active screen's controls (controlLayer.ts), kept in step with the
// screen a few times a second and at once after every key.

import type Phaser from 'phaser';
import { installAnnouncer } from '../../services/announcer';
import { resting } from '../../services/rest';
import { ControlLayer, type ControlSource } from './controlLayer';

/** `active` gives the screen the player sees (the last running scene). */
export function installAccessibility(game: Phaser.Game, active: () => ControlSource | null): void {
  installAnnouncer();
  const layer = new ControlLayer(document.body);
  const sync = (): void => {
    const scene = active();
    const box = game.canvas?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    layer.sync(scene, { scale: game.scale.width / box.width, origin: { x: box.left, y: box.top } });
  };
  // A resting screen (services/rest.ts) changes nothing until it wakes: no need to look.
  window.setInterval(() => {
    if (!resting()) sync();
  }, 150);
  // After a key the canvas's focus may have moved: the DOM focus follows before the next key.
  window.addEventListener('keydown', () => window.setTimeout(sync, 0));
  window.addEventListener('pointerup', () => window.setTimeout(sync, 0));
}
