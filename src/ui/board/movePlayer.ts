// The one move player: how a move reaches the screen in live play, in a finished game watched
// again, and in how to play's demonstrations. A move's changes are animated on a stage (a game's
// view) by an Animator (ui/board/animator.ts): the position is already the new one, the view catches
// up, and `finish()` fast-forwards. A Script plays a list of moves one after another, paced, with
// an optional cue before each (a tap, a button pressed) and, for a demonstration, starting over.

import type Phaser from 'phaser';
import { Animator } from './animator';

/** What the player shows moves on. */
export interface Stage<C, Model> {
  /** Schedule the animation of one move's changes on `anim` (the position after it is `after`). */
  animate(changes: C, after: Model, anim: Animator): void;
  /** Show a position at once, at rest. */
  rest(model: Model): void;
}

export class MovePlayer<C, Model> {
  readonly anim: Animator;

  constructor(
    scene: Phaser.Scene,
    private readonly stage: Stage<C, Model>,
  ) {
    this.anim = new Animator(scene);
  }

  /** A move's animation is under way. */
  get busy(): boolean {
    return this.anim.busy;
  }

  /** One move: its changes animated; `settled` once the view has caught up (or was fast-forwarded). */
  show(changes: C, after: Model, settled: () => void): void {
    this.anim.begin(settled);
    this.stage.animate(changes, after, this.anim);
    this.anim.go();
  }

  /** Fast-forward the move under way: it settles now. */
  finish(): void {
    this.anim.finish();
  }
}

/** One move of a script, and the position after it. */
export interface ScriptFrame<C, Model> {
  readonly changes: C;
  readonly after: Model;
}

export interface Pace<C, Model> {
  /** The pause after a move before the next one. */
  readonly pace: number;
  /** The pause before the first move (default: `pace`). */
  readonly first?: number;
  /** At the end, start over after this pause (absent: stop there). */
  readonly loop?: number;
  /** A cue before a move (a tap, a press): returns how long it takes. */
  readonly cue?: (frame: ScriptFrame<C, Model>, before: Model) => number;
  /** Moves played changed (a count to show, words under the board). */
  readonly moved?: (at: number, frame: ScriptFrame<C, Model> | null) => void;
  /** Back at the start, for another round. */
  readonly again?: () => void;
}

export class Script<C, Model> {
  /** Moves played so far. */
  at = 0;
  playing = true;
  /** Stopped for good (stop()): nothing more is drawn. */
  private stopped = false;
  private timers: Phaser.Time.TimerEvent[] = [];
  /** Bumped on every stop or start over: callbacks of an older round do nothing. */
  private round = 0;
  /** How many times faster than its pace the script plays (its moves' animations too). */
  private speed = 1;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly player: MovePlayer<C, Model>,
    private readonly stage: Stage<C, Model>,
    private readonly start: Model,
    private readonly frames: readonly ScriptFrame<C, Model>[],
    private readonly pace: Pace<C, Model>,
  ) {
    stage.rest(start);
    this.later(pace.first ?? pace.pace, () => this.step());
  }

  get length(): number {
    return this.frames.length;
  }

  /** Pause, or play on; at the end, play it again from the start. */
  toggle(): void {
    if (this.at >= this.frames.length) {
      this.rewind();
      this.playing = true;
      this.later(this.pace.pace, () => this.step());
      return;
    }
    this.playing = !this.playing;
    this.cancel();
    if (this.playing) this.later(this.pace.pace, () => this.step());
  }

  /** One move forward by hand (playing stops). */
  stepOnce(): void {
    this.playing = false;
    this.cancel();
    this.step();
  }

  /** Play at `speed` times the pace: the pauses between moves and each move's animation. */
  setSpeed(speed: number): void {
    this.speed = speed;
    this.player.anim.speed = speed;
  }

  /** One move back by hand (playing stops): the position before the last move shown, at rest. */
  stepBack(): void {
    this.playing = false;
    this.cancel();
    this.player.finish();
    if (this.at === 0) return;
    this.at--;
    this.stage.rest(this.at === 0 ? this.start : (this.frames[this.at - 1]?.after ?? this.start));
    this.pace.moved?.(this.at, null);
  }

  /** Stop for good: no more moves, the animation under way fast-forwarded. */
  stop(): void {
    this.playing = false;
    this.stopped = true;
    this.cancel();
    this.player.finish();
  }

  private step(): void {
    const frame = this.frames[this.at];
    if (!frame) {
      this.playing = this.pace.loop !== undefined;
      this.pace.moved?.(this.at, null);
      if (this.pace.loop !== undefined) this.later(this.pace.loop, () => this.startOver());
      return;
    }
    const before = this.at === 0 ? this.start : (this.frames[this.at - 1]?.after ?? this.start);
    const cue = this.pace.cue?.(frame, before) ?? 0;
    this.later(cue, () => {
      this.at++;
      this.pace.moved?.(this.at, frame);
      const round = this.round;
      this.player.show(frame.changes, frame.after, () => {
        // Stopped for good: the stage may be gone already (a screen's objects go before its
        // shutdown is heard), so nothing is drawn on it.
        if (this.stopped) return;
        this.stage.rest(frame.after);
        if (round !== this.round) return;
        if (this.at >= this.frames.length && this.pace.loop === undefined) {
          this.playing = false;
          this.pace.moved?.(this.at, null);
        } else if (this.playing) this.later(this.pace.pace, () => this.step());
      });
    });
  }

  private startOver(): void {
    this.rewind();
    this.pace.again?.();
    this.playing = true;
    this.later(this.pace.first ?? this.pace.pace, () => this.step());
  }

  private rewind(): void {
    this.cancel();
    this.player.finish();
    this.at = 0;
    this.stage.rest(this.start);
    this.pace.moved?.(0, null);
  }

  private later(delay: number, fn: () => void): void {
    const round = this.round;
    this.timers.push(
      this.scene.time.delayedCall(delay / this.speed, () => {
        if (round === this.round) fn();
      }),
    );
  }

  private cancel(): void {
    this.round++;
    for (const t of this.timers) t.remove(false);
    this.timers = [];
  }
}
