// GlassWorks' solver worker, started before its screen opens: the worker is fetched and starts
// while the screen's own chunk loads and lays out, so par comes sooner. Light enough for the
// first chunk (the worker's code is its own chunk, as every worker's is).

import { SCREENS } from '../launch/navigation';
import { fromWorker, type WorkerLike } from '../workers/workerClient';

// `new Worker(new URL(…))` stays literal so the bundler gives the worker its own chunk.
const newGlassWorker = (): WorkerLike =>
  fromWorker(
    new Worker(new URL('../games/glassworks/glassworks.worker.ts', import.meta.url), { type: 'module' }),
  );

/** A GlassWorks worker started before its screen opens (warmSolverFor), taken by the next client. */
let spareGlass: WorkerLike | null = null;

/** The worker started early, else a new one. */
export const glassWorker = (): WorkerLike => {
  const w = spareGlass ?? newGlassWorker();
  spareGlass = null;
  return w;
};

/**
 * The screen `scene` is about to open (the menu fading out, a link being followed): start its
 * solver's worker now, so it loads while the screen is built and par comes sooner. Only
 * GlassWorks asks for a long par search at once. (A warm-up search as well was measured: no gain.)
 */
export function warmSolverFor(scene: string): void {
  if (scene !== SCREENS.glassworks || spareGlass) return;
  try {
    spareGlass = newGlassWorker();
  } catch {
    spareGlass = null; // workers blocked: the client will say so when it asks
  }
}
