// Work timed by the frames Phaser draws: at the start of the step after the next frame, or in a
// task of its own once that frame is shown — so a screen's first frame never waits for decoration
// or for loading what later screens need.

import Phaser from 'phaser';

/** At the start of the step after the next frame is drawn. */
export function nextStep(game: Phaser.Game, fn: () => void): void {
  game.events.once(Phaser.Core.Events.POST_RENDER, () => {
    game.events.once(Phaser.Core.Events.PRE_STEP, fn);
  });
}

/**
 * Work that nothing drawn waits for (loading what later screens need): a task of its own once the
 * next frame has begun, so neither the first frame nor its hand-over to the screen waits for it.
 */
export function afterFrameShown(game: Phaser.Game, fn: () => void): void {
  nextStep(game, () => setTimeout(fn, 0));
}
