// Whether the player has used a keyboard in this visit. Buttons show their keyboard letters only
// then ("UNDO" on a phone, "UNDO U" once a key has been pressed), and focus rings appear only then.

let used = false;
const listeners = new Set<() => void>();

export const keyboardUsed = (): boolean => used;

/** Note a key press; the first one tells every listener. */
export function noteKeyboard(): void {
  if (used) return;
  used = true;
  for (const l of listeners) l();
}

/** Returns an unsubscribe function. */
export function onKeyboardUsed(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
