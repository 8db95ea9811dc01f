// Real storage for a game in a cross-site frame. On itch.io the game runs in a frame on another
// site than the page; a browser that blocks third-party data (private windows, Brave, a "block
// third-party cookies" setting) then refuses the frame its localStorage, and progress lives in
// memory (services/storage.ts). The Storage Access API lets the frame ask: Chromium grants the
// game's own localStorage through the handle `requestStorageAccess({ localStorage: true })` returns;
// Firefox and Safari ignore the argument and open `window.localStorage` itself. The browser only
// listens during a tap, click or key press, so the first one of the visit asks.

import { browserStorage, type KeyValueBackend, probe, storage } from './storage';

/** The part of `document` the Storage Access API adds (absent in older browsers). */
export interface AccessDocument {
  requestStorageAccess?: (types?: { localStorage?: boolean }) => Promise<unknown>;
}

/**
 * Ask the browser for storage that lasts: the store it grants, or null when it says no (or has no
 * such API). Call it inside a user gesture.
 */
export async function requestStorage(
  doc: AccessDocument = document,
  local: () => KeyValueBackend | null = browserStorage,
): Promise<KeyValueBackend | null> {
  const already = local();
  if (already) return already;
  if (typeof doc.requestStorageAccess !== 'function') return null;
  let handle: unknown;
  try {
    handle = await doc.requestStorageAccess({ localStorage: true });
  } catch {
    return null; // refused: no prompt allowed, or the player said no
  }
  return fromHandle(handle) ?? local();
}

/** The localStorage a Chromium storage access handle carries, if it works (reading it may throw). */
function fromHandle(handle: unknown): KeyValueBackend | null {
  try {
    return probe((handle as { localStorage?: KeyValueBackend } | undefined)?.localStorage);
  } catch {
    return null;
  }
}

/** Ask for real storage and move this visit's progress there; resolves true when progress is kept. */
export async function askForStorage(): Promise<boolean> {
  if (storage.mode === 'memory') {
    const real = await requestStorage();
    if (real) storage.adopt(real);
  }
  return storage.mode === 'local';
}

/** When the visit starts in memory, its first tap, click or key press asks (once). */
export function askOnFirstGesture(): void {
  if (storage.mode === 'local') return;
  const once = (): void => {
    window.removeEventListener('pointerup', once, true);
    window.removeEventListener('keydown', once, true);
    void askForStorage();
  };
  window.addEventListener('pointerup', once, true);
  window.addEventListener('keydown', once, true);
}
