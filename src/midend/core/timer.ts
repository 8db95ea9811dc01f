// Time as the midend sees it: "call this after so many milliseconds", cancellable. Scenes pass a
// timer on the game's clock; tests pass a manual one they advance by hand.

export interface Timer {
  /** Calls `fn` after `ms`; the returned function cancels the call. */
  after(ms: number, fn: () => void): () => void;
}

/** The browser's (or Node's) own clock. */
export const realTimer: Timer = {
  after(ms, fn) {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
};

/** A clock that moves only when told to (for tests). */
export class ManualTimer implements Timer {
  private now = 0;
  private queue: { at: number; fn: () => void; id: number }[] = [];
  private nextId = 0;

  after(ms: number, fn: () => void): () => void {
    const id = this.nextId++;
    this.queue.push({ at: this.now + Math.max(0, ms), fn, id });
    return () => {
      this.queue = this.queue.filter((t) => t.id !== id);
    };
  }

  /** Move the clock on, running every call that falls due, in order. */
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = this.queue.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.queue = this.queue.filter((t) => t !== due);
      this.now = due.at;
      due.fn();
    }
    this.now = end;
  }

  get pending(): number {
    return this.queue.length;
  }
}
