// A still screen costs nothing. When no input has come for a few seconds and no finite animation,
// timer, camera effect or scene change is under way, the game loop sleeps: no frame is drawn and
// no CPU is spent until the player points, touches, types or resizes, or code starts a tween or a
// timer (which wakes the loop before its first frame).
// Endless motion (the menu title's bounce, a glow, the Joker base ring, the background motes) is
// gentle idle motion: it runs while the screen is awake and stops where it is while it rests.
// Game time does not pass while the loop sleeps (Phaser clamps the first delta after a pause), so
// nothing jumps on waking.

import Phaser from 'phaser';
import { keepAwake, lastStir, stir, wakeLoop } from './wake';

/** How long a screen stays awake after the last input or the last finite animation. */
export const REST_AFTER_MS = 3000;

/** Input that wakes the loop (capture phase, before the game's own handlers). */
const WAKE_EVENTS = [
  'pointerdown',
  'pointermove',
  'pointerup',
  'wheel',
  'keydown',
  'keyup',
  'touchstart',
  'touchmove',
  'click',
  'focusin',
  'resize',
] as const;

let lastInput = performance.now();
let framesDrawn = 0;
let loop: Phaser.Core.TimeStep | null = null;

/** Milliseconds since the player last pointed, touched, typed or resized. */
export const sinceInput = (): number => performance.now() - lastInput;

/** Frames the game has drawn since it started. */
export const framesSoFar = (): number => framesDrawn;

/** True while the loop sleeps because nothing on the screen moves. */
export const resting = (): boolean => loop?.started === true && !loop.running;

type Timers = { _active: Phaser.Time.TimerEvent[]; _pendingInsertion: Phaser.Time.TimerEvent[] };
type Scenes = { _queue: unknown[] };

const finiteTween = (t: Phaser.Tweens.BaseTween): boolean =>
  !(t as Phaser.Tweens.Tween).isInfinite && t.isPlaying();
const finiteTimer = (e: Phaser.Time.TimerEvent): boolean =>
  !e.loop && e.repeat !== -1 && !e.paused && e.getOverallRemaining() > 0;
const cameraEffect = (c: Phaser.Cameras.Scene2D.Camera): boolean =>
  c.shakeEffect.isRunning ||
  c.flashEffect.isRunning ||
  c.fadeEffect.isRunning ||
  c.panEffect.isRunning ||
  c.zoomEffect.isRunning;

/**
 * Something moves to an end: a scene starting or stopping, a finite tween or a camera effect (a
 * panel popping in, a move animating, a fade). Timers, which only wait, and endless idle motion do
 * not count. (The test hook reports it: a screen that holds still is ready to be read.)
 */
export function moving(game: Phaser.Game): boolean {
  if ((game.scene as unknown as Scenes)._queue.length > 0) return true;
  return game.scene
    .getScenes(true)
    .some((scene) => scene.tweens.tweens.some(finiteTween) || scene.cameras.cameras.some(cameraEffect));
}

/**
 * Anything on its way that needs frames: something moving (above), a running scene that is still
 * loading, or a finite timer. (Particle bursts end with a timer that removes them, so the timer
 * covers them.)
 */
function busy(game: Phaser.Game, loading: string): boolean {
  if (moving(game)) return true;
  for (const scene of game.scene.getScenes(true)) {
    if (scene.scene.key === loading) return true;
    const clock = scene.time as unknown as Timers;
    if (clock._active.some(finiteTimer) || clock._pendingInsertion.some(finiteTimer)) return true;
  }
  return false;
}

/** Wrap a prototype method so every call stirs the loop first. */
function stirOn<T extends object>(proto: T, name: keyof T & string): void {
  const original = proto[name] as unknown as (...args: unknown[]) => unknown;
  Object.defineProperty(proto, name, {
    configurable: true,
    writable: true,
    value(this: unknown, ...args: unknown[]) {
      stir();
      return original.apply(this, args);
    },
  });
}

/** `loading` is the key of the screen that loads the game (it never rests). */
export function installRest(game: Phaser.Game, loading: string): void {
  loop = game.loop;
  wakeLoop(game.loop);
  // New animations, timers and scene changes wake the loop, wherever they are started from (a
  // worker's answer, a promise such as the browser granting storage, a DOM button of the control
  // layer).
  const tweens = Phaser.Tweens.TweenManager.prototype;
  for (const name of ['add', 'addCounter', 'chain'] as const) stirOn(tweens, name);
  stirOn(Phaser.Time.Clock.prototype, 'addEvent');
  // queueOp (start, stop, restart from within a scene) is not in Phaser's type declarations.
  const scenes = Phaser.Scenes.SceneManager.prototype as unknown as { queueOp: unknown; start: unknown };
  stirOn(scenes, 'queueOp');
  stirOn(scenes, 'start');

  const onInput = (): void => {
    lastInput = performance.now();
    stir();
  };
  for (const type of WAKE_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });

  game.events.on(Phaser.Core.Events.POST_RENDER, () => {
    framesDrawn++;
  });
  game.events.on(Phaser.Core.Events.POST_STEP, () => {
    const now = performance.now();
    if (busy(game, loading)) keepAwake(now);
    else if (now - Math.max(lastStir(), lastInput) > REST_AFTER_MS) game.loop.sleep();
  });
}
