// The GlassWorks solver's worker protocol. The worker runs one job at a time in slices; a new
// request replaces the old one (the position changed), and every slice reports the best line so
// far, so the scene can show progress and stop on a time budget. Pure: testable without a browser.

import { createSolver, type GlassState, type SolveResult, type Solver } from '../logic/glassworks';

export type SolveKind = 'par' | 'hint' | 'line';

export interface SolveRequest {
  id: number;
  kind: SolveKind;
  state: GlassState;
  beamWidth: number;
  maxNodes: number;
}

export interface SolveReport {
  id: number;
  kind: SolveKind;
  done: boolean;
  best: SolveResult;
}

/** Positions scored per slice: small enough that a new request is picked up within a frame or two. */
export const SLICE = 20_000;

export class SolveJob {
  private readonly solver: Solver;
  constructor(readonly request: SolveRequest) {
    this.solver = createSolver(request.state, { beamWidth: request.beamWidth, maxNodes: request.maxNodes });
  }
  /** Work one slice and report. */
  step(): SolveReport {
    const p = this.solver.step(SLICE);
    return { id: this.request.id, kind: this.request.kind, done: p.done, best: p.best };
  }
}
