// A screen lays itself out again when the canvas takes a new size (a phone turned, a window
// resized), and only then.

import Phaser from 'phaser';

/**
 * Call `relayout` each time `scene`'s canvas takes a new size, until the scene shuts down.
 * Phaser's resize event also comes when only the display scale changed: the window has its new
 * size and the canvas still the old one until main.ts gives it the new one (80 ms later). Laid out
 * then, a phone turned on the menu got the old canvas with the new scale, and a card's button
 * 0 pixels wide.
 */
export function onNewCanvasSize(scene: Phaser.Scene, relayout: () => void): void {
  const sizeNow = (): string => `${scene.scale.width}×${scene.scale.height}`;
  let laidOut = sizeNow();
  const onResize = (): void => {
    const size = sizeNow();
    if (size === laidOut) return;
    laidOut = size;
    relayout();
  };
  scene.scale.on(Phaser.Scale.Events.RESIZE, onResize);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
    scene.scale.off(Phaser.Scale.Events.RESIZE, onResize),
  );
}
