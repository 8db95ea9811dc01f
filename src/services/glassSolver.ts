// The scene's side of the GlassWorks solver: one worker, one job at a time. Asking again
// cancels the previous job; its late reports are ignored.

import type { GlassState } from '../logic/glassworks';
import { SolveJob, type SolveKind, type SolveReport, type SolveRequest } from './glassSolverProtocol';

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

/** Start a job; `onReport` hears every slice's best-so-far until `done`. Replaces any job. */
export function solveInBackground(kind: SolveKind, state: GlassState, onReport: Listener): void {
  const req: SolveRequest = { id: ++currentId, kind, state, ...BUDGETS[kind] };
  listener = onReport;
  const w = getWorker();
  if (w) {
    w.postMessage(req);
    return;
  }
  // No workers (very old browsers): a small inline search so the player still gets an answer.
  const job = new SolveJob({ ...req, beamWidth: 30, maxNodes: 100_000 });
  let r = job.step();
  while (!r.done) r = job.step();
  onReport(r);
}

export function cancelSolving(): void {
  currentId++;
  listener = null;
  worker?.postMessage({ cancel: true });
}
