// A live duel's turn clock: each turn has the room's time limit; the seconds left are shown to both
// players as they fall (one patch a second), and a turn whose time runs out ends the game. The
// room's own clock drives it, so it stops with the room.

import type { Clock, Delayed } from '@colyseus/core';

/** How long a second of the clock lasts, in milliseconds (a test makes its seconds short). */
export const CLOCK_SECOND = { ms: 1000 };

export class TurnClock {
  private deadline = 0;
  private ticker: Delayed | null = null;
  private shown = -1;

  constructor(
    private readonly clock: Clock,
    private readonly seconds: number,
    /** Show the whole seconds left (0: no turn is being timed). */
    private readonly show: (left: number) => void,
    private readonly expired: () => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** A turn begins: its full time. */
  start(): void {
    this.deadline = this.now() + this.seconds * CLOCK_SECOND.ms;
    this.ticker ??= this.clock.setInterval(() => this.tick(), Math.min(200, CLOCK_SECOND.ms / 5));
    this.tick();
  }

  stop(): void {
    this.ticker?.clear();
    this.ticker = null;
    this.put(0);
  }

  private tick(): void {
    const left = Math.ceil((this.deadline - this.now()) / CLOCK_SECOND.ms);
    if (left > 0) this.put(left);
    else {
      this.stop();
      this.expired();
    }
  }

  private put(left: number): void {
    if (left === this.shown) return;
    this.shown = left;
    this.show(left);
  }
}
