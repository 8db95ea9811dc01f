// GlassWorks in the midend: the best result per deal is the fewest points left; par is the
// solver's points left from the deal; hints and "show me" come from the same solver.

import type { GlassOptions } from '../../logic/glassworks/game';
import { glassworks } from '../../logic/glassworks/game';
import type { JumpChange, Move } from '../../logic/glassworks/rules';
import { type GlassState, points } from '../../logic/glassworks/state';
import { ok, type Result, reject } from '../../logic/result';
import type { Deal } from '../codes/dealCode';
import { Midend, type MidendDeps, type SolverPort } from '../midend';
import { Records } from '../records';
import { glassworksV1 } from '../upgrade';
import type { WorkerClient } from '../workerClient';
import type { GlassAnswer, GlassQuestion } from '../workers/glassworks';

/** GlassWorks keeps nothing beside the history. */
type NoExtras = null;
export const noExtras = (json: unknown): Result<NoExtras> =>
  json === null || json === undefined ? ok(null) : reject('GlassWorks keeps no extras');

export class GlassMidend extends Midend<GlassOptions, GlassState, Move, JumpChange, NoExtras> {
  constructor(deps: MidendDeps<GlassState, Move>) {
    super(glassworks, deps, noExtras, { 1: glassworksV1 });
    this.records = new Records(deps.storage, 'glassworks', 'lower');
  }

  protected defaultExtras(): NoExtras {
    return null;
  }
  protected dealOf(_options: GlassOptions, seed: number): Deal {
    return { game: 'glassworks', seed };
  }
  protected override bestKeyOf(_options: GlassOptions, seed: number): string {
    return String(seed);
  }
  protected override resultOf(state: GlassState): number {
    return points(state);
  }
  protected override fits(): boolean {
    return true; // one kind of deal: only the seed tells games apart
  }
}

/** The GlassWorks solver worker behind the midend's questions. */
export function glassSolverPort(
  client: WorkerClient<GlassQuestion, GlassAnswer>,
): SolverPort<GlassState, Move> {
  return {
    par: (start, reply) =>
      client.ask(
        { kind: 'par', state: start },
        { answer: (a) => reply.answer(a.pointsLeft), fail: reply.fail },
      ),
    hint: (state, reply) =>
      client.ask(
        { kind: 'hint', state },
        { answer: (a) => reply.answer(a.line.slice(0, 1)), fail: reply.fail },
      ),
    line: (state, reply) =>
      client.ask({ kind: 'line', state }, { answer: (a) => reply.answer(a.line), fail: reply.fail }),
    cancel: () => client.cancel(),
    dispose: () => client.dispose(),
  };
}
