// The scene's side of the GlassWorks solver: one worker, one job at a time. Asking again
// cancels the previous job; its late reports are ignored. The solver lives only in the worker.

import type { GlassState } from '../logic/glassworks';
import type { SolveKind, SolveReport, SolveRequest } from './glassSolverProtocol';

type Listener = (report: SolveReport) => void;

export const BUDGETS: Record<SolveKind, { beamWidth: number; maxNodes: number }> = {
  par: { beamWidth: 700, maxNodes: 20_000_000 },
  line: { beamWidth: 200, maxNodes: 3_000_000 },
  hint: { beamWidth: 60, maxNodes: 400_000 },
};

let worker: Worker | null = null;
let listener: Listener | null = null;
let currentId = 0;

function getWorker(): Worker | null {
  if (worker || typeof Worker === 'undefined') return worker;
  try {
    worker = new Worker(new URL('./glassSolver.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<SolveReport>) => {
      if (e.data.id === currentId) listener?.(e.data);
    };
  } catch {
    worker = null;
  }
  return worker;
}

/**
 * Start a job; `onReport` hears every slice's best-so-far until `done`. Replaces any job.
 * Returns false when this browser cannot run workers (no par, hints or "show me" then).
 */
export function solveInBackground(kind: SolveKind, state: GlassState, onReport: Listener): boolean {
  const w = getWorker();
  if (!w) return false;
  const req: SolveRequest = { id: ++currentId, kind, state, ...BUDGETS[kind] };
  listener = onReport;
  w.postMessage(req);
  return true;
}

export function cancelSolving(): void {
  currentId++;
  listener = null;
  worker?.postMessage({ cancel: true });
}
