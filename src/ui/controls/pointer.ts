// Whether the player points with a finger (a phone, a tablet) rather than a mouse: words say "tap"
// or "click" by it, and touch-first screens adapt their hints.

export const touchFirst = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
