// Waking the game loop from anywhere, with no Phaser here: something is about to move, or has
// happened that the screen must show — a tween starting, a key pressed, or news from the network in
// a live game (a dropped connection, the room's state, the turn clock) — and the loop may be
// asleep because the screen was still (rest.ts puts it to sleep and hands it over here).

/** The game loop, as far as waking it goes. */
export interface Loop {
  readonly running: boolean;
  wake(): void;
}

let loop: Loop | null = null;
let lastBusy = performance.now();

/** The loop to wake (rest.ts, once the game is made). */
export function wakeLoop(l: Loop): void {
  loop = l;
}

/** When something last stirred the loop or kept it busy (performance.now milliseconds). */
export const lastStir = (): number => lastBusy;

/** Something is moving now: the loop stays awake a while longer. */
export function keepAwake(now: number): void {
  lastBusy = now;
}

/**
 * Something is about to move, or to be shown: keep the loop awake for a while, and start it if it
 * sleeps. The wake itself waits for the current task to finish, so a tween added inside a frame
 * never runs a frame inside that frame.
 */
export function stir(): void {
  lastBusy = performance.now();
  if (loop && !loop.running) queueMicrotask(() => loop?.wake());
}
