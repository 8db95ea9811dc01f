// Web Worker: the GlassWorks solver runs here in slices, yielding between them so a newer
// request (the player moved) cancels the current job at once.
import { SolveJob, type SolveReport, type SolveRequest } from './glassSolverProtocol';

let job: SolveJob | null = null;

function run(current: SolveJob): void {
  if (job !== current) return; // replaced by a newer request
  const report: SolveReport = current.step();
  self.postMessage(report);
  if (!report.done) setTimeout(() => run(current), 0);
}

self.onmessage = (e: MessageEvent<SolveRequest | { cancel: true }>) => {
  if ('cancel' in e.data) {
    job = null;
    return;
  }
  job = new SolveJob(e.data);
  run(job);
};
