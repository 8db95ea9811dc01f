// Installable, and playable offline, on the game's own site. The build makes a service worker
// (vite.config.ts) that keeps every file of the arcade, so a second visit starts from the cache
// and the arcade plays with no network. Not in a frame: itch.io shows the game in a third-party
// frame, where browsers partition or refuse workers, and its zip has no worker at all
// (`npm run package`). A new version is fetched in the background and waits: the menu offers to
// reload into it (`updateReady`), so nothing ever reloads in the middle of a game.

import { inFrame } from './frameFocus';

/** Set by the build: false in the itch.io zip, which has no service worker. */
declare const __OFFLINE__: boolean;

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

/** Register the worker (the game's own site only); quiet where the browser says no. */
export function installOffline(): void {
  if (!__OFFLINE__ || inFrame() || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('./sw.js', { scope: './' })
    .then((registration) => {
      // A version that arrived on an earlier visit and waits still.
      if (registration.waiting && navigator.serviceWorker.controller) ready(registration.waiting);
      // One installing already (found before this page listened), and any found later.
      const follow = (worker: ServiceWorker | null): void => {
        worker?.addEventListener('statechange', () => {
          // Installed beside the one in charge: a new version, waiting for the player's yes.
          if (worker.state === 'installed' && navigator.serviceWorker.controller) ready(worker);
        });
      };
      follow(registration.installing);
      registration.addEventListener('updatefound', () => follow(registration.installing));
    })
    .catch(() => undefined); // no worker (blocked, private mode): the arcade plays online as before
}

function ready(worker: ServiceWorker): void {
  waiting = worker;
  for (const l of listeners) l();
}

/** A new version is downloaded and waits for a reload. */
export function updateReady(): boolean {
  return waiting !== null;
}

/** Hear when a new version is ready (returns the way to stop hearing). */
export function onUpdateReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How often, and how far apart, a waiting worker is asked to take over. */
const ASK_TIMES = 5;
const ASK_AGAIN_MS = 3000;

/**
 * The player said yes: the new version takes over, and the page reloads into it, once — when the
 * page changes hands, or the worker says it is in charge, whichever is heard first. The question
 * goes to the worker waiting now (a newer one may have replaced the one first offered), and again
 * every few seconds while it still waits: a worker the browser had stopped may miss the first.
 */
export function applyUpdate(): void {
  if (!waiting) return;
  let reloading = false;
  const reload = (): void => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  const ask = async (times: number): Promise<void> => {
    const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
    const worker = registration?.waiting;
    // Nothing waits any more: the new version is in charge (another tab said yes first).
    if (!worker) return reload();
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') reload();
    });
    worker.postMessage({ type: 'SKIP_WAITING' });
    if (times > 1) window.setTimeout(() => void ask(times - 1), ASK_AGAIN_MS);
  };
  void ask(ASK_TIMES);
}
