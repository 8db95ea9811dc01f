// Seeded randomness for every deal: mulberry32, a small well-known 32-bit generator.
// Pure: a generator is a number (its state); each draw returns the value and the next state,
// so logic that needs randomness stays a function of its inputs.

export type RngState = number;

/** Largest seed accepted from players and URLs (any uint32 works internally). */
export const MAX_SEED = 0xffffffff;

/** One mulberry32 step: returns a float in [0, 1) and the next state. */
export function next(state: RngState): [number, RngState] {
  const s = (state + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return [value, s];
}

/** A mutable convenience wrapper for deal generation inside one pure function. */
export class Rng {
  private state: RngState;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** Float in [0, 1). */
  float(): number {
    const [v, s] = next(this.state);
    this.state = s;
    return v;
  }
  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }
  /** Fisher–Yates shuffle of a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
  get current(): RngState {
    return this.state;
  }
}

/** A fresh seed derived from an existing one (for "new deal" with no unseeded randomness in logic). */
export function deriveSeed(seed: number, salt = 1): number {
  const [v] = next((seed ^ Math.imul(salt, 0x9e3779b9)) >>> 0);
  return Math.floor(v * MAX_SEED) >>> 0;
}
