// A screen fades in from the background colour and out to it.

import Phaser from 'phaser';
import { UI } from './theme';

/** The background colour as red, green, blue. */
const BACKGROUND_RGB = [
  (UI.background >> 16) & 255,
  (UI.background >> 8) & 255,
  UI.background & 255,
] as const;

/**
 * Fade in from the background colour. Once done, the fade is reset: a finished fade-in still draws
 * a transparent full-screen quad every frame, a costly fill on software WebGL.
 */
export function fadeIn(camera: Phaser.Cameras.Scene2D.Camera, durationMs: number): void {
  camera.fadeIn(durationMs, ...BACKGROUND_RGB);
  camera.once(Phaser.Cameras.Scene2D.Events.FADE_IN_COMPLETE, () => camera.fadeEffect.reset());
}

/** Fade out to the background colour, then `then`. */
export function fadeOut(camera: Phaser.Cameras.Scene2D.Camera, durationMs: number, then: () => void): void {
  camera.fadeOut(durationMs, ...BACKGROUND_RGB);
  camera.once(Phaser.Cameras.Scene2D.Events.FADE_OUT_COMPLETE, then);
}
