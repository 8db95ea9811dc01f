// The arcade's background: slow drifting motes of light behind every screen (none under calm
// motion). The background colour itself is the game's clear colour (main.ts): a camera background
// or a gradient would fill the whole screen a second time every frame, a large part of a frame's
// cost on software renderers.

import type Phaser from 'phaser';
import { sparkTexture } from '../render';
import { reducedMotion } from './fx';

export function addMotes(scene: Phaser.Scene): void {
  if (reducedMotion()) return;
  const { width: W, height: H } = scene.scale;
  scene.add
    .particles(0, 0, sparkTexture(scene), {
      x: { min: 0, max: W },
      y: { min: 0, max: H },
      lifespan: 6000,
      speedY: { min: -18, max: -6 },
      scale: { start: 0.2, end: 0.7 },
      alpha: { start: 0, end: 0.25, ease: 'Sine.InOut' },
      tint: [0x7a5cff, 0xff4fd8, 0x2ee6e6, 0xffd23f],
      frequency: 220,
      blendMode: 'ADD',
    })
    .setDepth(-99);
}
