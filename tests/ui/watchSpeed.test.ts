// WATCH at 4× takes at most a third of 1×'s time: a replay's script (its pauses and each move's
// animation) run on a scene whose clock is counted here, not the machine's, so the figure is the
// same on a busy machine as on a quiet one.

import type Phaser from 'phaser';
import { describe, expect, it } from 'vitest';
import { MovePlayer, Script, type Stage } from '../../src/ui/board/movePlayer';

/** A scene's timers and tweens on a clock this test moves. */
class Clock {
  now = 0;
  private events: { at: () => number; fn: () => void; gone: boolean }[] = [];

  readonly scene = {
    time: {
      delayedCall: (ms: number, fn: () => void) => {
        const at = this.now + ms;
        const e = { at: () => at, fn, gone: false };
        this.events.push(e);
        return { remove: () => (e.gone = true) };
      },
    },
    tweens: {
      add: (config: { duration: number; onComplete?: () => void }) => {
        const start = this.now;
        const tween = { timeScale: 1, remove: () => (e.gone = true) };
        const e = {
          at: () => start + config.duration / tween.timeScale,
          fn: () => config.onComplete?.(),
          gone: false,
        };
        this.events.push(e);
        return tween;
      },
    },
  } as unknown as Phaser.Scene;

  /** Run every timer and tween to the end; the clock stops at the last. */
  run(): number {
    for (let live = this.next(); live; live = this.next()) {
      this.now = Math.max(this.now, live.at());
      live.gone = true;
      live.fn();
    }
    return this.now;
  }

  private next() {
    const live = this.events.filter((e) => !e.gone);
    this.events = live;
    return live.sort((a, b) => a.at() - b.at())[0];
  }
}

/** How long a replay of `moves` moves takes at `speed`, in the clock's milliseconds. */
function replay(moves: number, speed: number): number {
  const clock = new Clock();
  const stage: Stage<number, number> = {
    // Each move: a tween and a timer, as the views' animations are.
    animate: (_c, _a, anim) => {
      anim.tween({ targets: {}, duration: 320 });
      anim.after(180, () => {});
    },
    rest: () => {},
  };
  const player = new MovePlayer(clock.scene, stage);
  const frames = Array.from({ length: moves }, (_, i) => ({ changes: i, after: i + 1 }));
  const script = new Script(clock.scene, player, stage, 0, frames, { pace: 550, first: 0 });
  script.setSpeed(speed);
  const took = clock.run();
  expect(script.at).toBe(moves);
  return took;
}

describe('WATCH with speed', () => {
  it('at 4× a replay takes at most a third of its time at 1×, and 2× about half', () => {
    const one = replay(69, 1);
    expect(replay(69, 4)).toBeLessThanOrEqual(one / 3);
    expect(replay(69, 2)).toBeLessThanOrEqual(one / 2 + 1);
    expect(replay(69, 2)).toBeGreaterThan(one / 3);
  });
});
