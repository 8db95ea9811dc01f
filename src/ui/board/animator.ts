// Runs the animations of one move and knows when they are done. The logic has already moved on;
// the view only catches up, so any animation can be fast-forwarded: `finish()` stops everything
// at once and the scene redraws the board from the current state.

import type Phaser from 'phaser';

export class Animator {
  private tweens: Phaser.Tweens.Tween[] = [];
  private timers: Phaser.Time.TimerEvent[] = [];
  private temps: Phaser.GameObjects.GameObject[] = [];
  private pending = 0;
  private settle: (() => void) | null = null;
  /** How many times faster than their own pace the animations run (a replay watched at 2× or 4×). */
  speed = 1;

  constructor(private readonly scene: Phaser.Scene) {}

  get busy(): boolean {
    return this.pending > 0;
  }

  /** Start a new move's animations; `onSettle` runs once when they end or are finished early. */
  begin(onSettle: () => void): void {
    this.finish();
    this.settle = onSettle;
  }

  /** Call after scheduling a move's animations: a move with nothing to animate settles at once. */
  go(): void {
    if (this.pending === 0) this.wrapUp();
  }

  tween(config: Phaser.Types.Tweens.TweenBuilderConfig): Phaser.Tweens.Tween {
    this.pending++;
    const done = config.onComplete;
    const tween = this.scene.tweens.add({
      ...config,
      onComplete: (...args) => {
        (done as ((...a: unknown[]) => void) | undefined)?.(...args);
        this.done();
      },
    });
    tween.timeScale = this.speed;
    this.tweens.push(tween);
    return tween;
  }

  /** Call `fn` after `ms`; counts as running until then. */
  after(ms: number, fn: () => void): void {
    this.pending++;
    this.timers.push(
      this.scene.time.delayedCall(ms / this.speed, () => {
        fn();
        this.done();
      }),
    );
  }

  /** A temporary object (a flying ghost, a flash) destroyed when the move's animation ends. */
  temp<T extends Phaser.GameObjects.GameObject>(obj: T): T {
    this.temps.push(obj);
    return obj;
  }

  /** Stop everything now and settle. */
  finish(): void {
    for (const t of this.tweens) t.remove();
    for (const t of this.timers) t.remove(false);
    this.tweens = [];
    this.timers = [];
    this.pending = 0;
    this.wrapUp();
  }

  private done(): void {
    this.pending = Math.max(0, this.pending - 1);
    if (this.pending === 0) this.wrapUp();
  }

  private wrapUp(): void {
    for (const o of this.temps) o.destroy();
    this.temps = [];
    const settle = this.settle;
    this.settle = null;
    settle?.();
  }
}
