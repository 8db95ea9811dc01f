// Small shared effects: score pop-ups, "not allowed" shakes, particle bursts, camera shake.
// All of them respect the reduced-motion setting.

import type Phaser from 'phaser';
import { getSettings } from '../../services/settings';
import { sparkTexture } from '../render';
import { FONT } from './theme';

export const reducedMotion = (): boolean => getSettings().reducedMotion;

/** Scale a duration down under reduced motion (animations stay readable but calmer). */
export const ms = (duration: number): number => (reducedMotion() ? Math.round(duration * 0.5) : duration);

/** A number or word that floats up and fades. */
export function popText(
  scene: Phaser.Scene,
  x: number,
  y: number,
  text: string,
  color = '#ffd23f',
  size = 22,
): void {
  const t = scene.add
    .text(x, y, text, {
      fontFamily: FONT,
      fontSize: `${size}px`,
      color,
      stroke: '#000000',
      strokeThickness: 5,
    })
    .setOrigin(0.5)
    .setDepth(1000);
  // Kept on the canvas, grown to its largest (1.4×) and risen, so it never spills off an edge.
  const { width: W, height: H } = scene.scale;
  const halfW = (t.width * 1.4) / 2;
  const halfH = (t.height * 1.4) / 2;
  t.setPosition(Math.min(Math.max(x, halfW), W - halfW), Math.min(Math.max(y, halfH + 50), H - halfH));
  scene.tweens.add({
    targets: t,
    y: t.y - 50,
    alpha: { from: 1, to: 0 },
    scale: { from: 1.4, to: 1 },
    duration: ms(900),
    ease: 'Cubic.Out',
    onComplete: () => t.destroy(),
  });
}

/** Horizontal shake of one object: "not allowed". */
export function shakeObject(
  scene: Phaser.Scene,
  target: Phaser.GameObjects.Components.Transform & object,
): void {
  // A shake over a shake starts again from where the first began: else each one would come to rest
  // where the last had swung it, and quick refusals would walk the board off the screen.
  const running = shaking.get(target);
  running?.tween.stop();
  const x0 = running?.x0 ?? target.x;
  target.x = x0;
  const tween = scene.tweens.add({
    targets: target,
    x: { from: x0 - 8, to: x0 },
    duration: 50,
    repeat: 3,
    yoyo: true,
    onComplete: () => {
      target.x = x0;
      shaking.delete(target);
    },
  });
  shaking.set(target, { x0, tween });
}

/** What is shaking now, and where it rests. */
const shaking = new WeakMap<object, { x0: number; tween: Phaser.Tweens.Tween }>();

export function shakeCamera(scene: Phaser.Scene, strength = 0.006, duration = 250): void {
  if (!reducedMotion()) scene.cameras.main.shake(duration, strength);
}

/** A burst of glowing particles in `color`. */
export function burst(
  scene: Phaser.Scene,
  x: number,
  y: number,
  color: number,
  count = 14,
  speed = 220,
): void {
  const emitter = scene.add.particles(x, y, sparkTexture(scene), {
    speed: { min: speed * 0.3, max: speed },
    lifespan: { min: 250, max: 600 },
    scale: { start: 1, end: 0 },
    alpha: { start: 1, end: 0 },
    tint: color,
    blendMode: 'ADD',
    emitting: false,
  });
  emitter.setDepth(900);
  emitter.explode(reducedMotion() ? Math.ceil(count / 3) : count);
  scene.time.delayedCall(800, () => emitter.destroy());
}
