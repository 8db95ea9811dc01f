// GlassWorks in the midend: the best result per deal is the fewest points left; par is the
// solver's points left from the deal; hints and "show me" come from the same solver, and follow a
// line known from the deal while the game is on it (par's, or a ladder deal's clearing line).
// A ladder game's end is kept in the ladder's progress.

import type { GlassOptions } from '../../../logic/glassworks/game';
import { glassworks } from '../../../logic/glassworks/game';
import { ladderDeal } from '../../../logic/glassworks/ladder';
import { isCleared, type JumpChange, type Move } from '../../../logic/glassworks/rules';
import { type GlassState, points } from '../../../logic/glassworks/state';
import { ok, type Result, reject } from '../../../logic/result';
import { boardKey } from '../../codes/base32';
import type { MidendConfig } from '../../core/config';
import { autoSteps } from '../../core/history';
import { Midend, type MidendDeps, type SolverPort } from '../../core/midend';
import { LadderBook, ladderSeed } from '../../progress/ladderBook';
import type { WorkerClient } from '../../workers/workerClient';
import type { GlassAnswer, GlassQuestion } from './worker';

/** A game of the clearing ladder: its deal's number there (null: any other deal). */
export type GlassExtras = { readonly ladder: number } | null;
export const glassExtras = (json: unknown): Result<GlassExtras> => {
  if (json === null || json === undefined) return ok(null);
  const n = typeof json === 'object' ? (json as { ladder?: unknown }).ladder : undefined;
  return typeof n === 'number' && ladderSeed(n) !== null
    ? ok({ ladder: n })
    : reject('ladder is not a ladder deal');
};

/**
 * GlassWorks as the midend serves it: one kind of deal, the seed tells games apart (and a ladder game
 * is one of the ladder); the best result per deal is the fewest points left.
 */
export const glassConfig: MidendConfig<GlassOptions, GlassState, Move, JumpChange, GlassExtras> = {
  rules: glassworks,
  validateExtras: glassExtras,
  defaultExtras: () => null,
  dealOf: (options, seed) => ({
    game: 'glassworks',
    seed,
    ...(options.board ? { board: options.board } : {}),
  }),
  // A made board's best is kept by the board (boardKey), a dealt one's by its seed.
  bests: {
    table: 'glassworks',
    key: (options, seed) => (options.board ? boardKey(options.board) : String(seed)),
  },
  resultOf: points,
  fits: (saved, launch) =>
    (saved.extras?.ladder ?? null) === (launch.extras?.ladder ?? null) &&
    saved.options.board === launch.options?.board,
  // A ladder deal's clearing line: HINT and SHOW ME follow it while the game is on it.
  knownLine: (_options, seed, extras) => {
    const deal = extras === null ? null : ladderDeal(extras.ladder);
    return deal?.seed === seed && deal.line.ok ? deal.line.value : null;
  },
};

export class GlassMidend extends Midend<GlassOptions, GlassState, Move, JumpChange, GlassExtras> {
  readonly ladderBook: LadderBook;

  constructor(deps: MidendDeps<GlassState, Move>) {
    super(glassConfig, deps);
    this.ladderBook = new LadderBook(deps.storage);
  }

  /** The ladder deal on screen (null: not a ladder game). */
  get ladder(): number | null {
    return this.extras?.ladder ?? null;
  }

  protected override onEnd(): void {
    const n = this.ladder;
    if (n === null || this.seed !== ladderSeed(n)) return;
    this.ladderBook.record(n, points(this.state), isCleared(this.state) && autoSteps(this.history) === 0);
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
        { answer: (a) => reply.answer({ par: a.pointsLeft, line: a.line }), fail: reply.fail },
      ),
    hint: (state, reply) =>
      client.ask({ kind: 'hint', state }, { answer: (a) => reply.answer(a.line), fail: reply.fail }),
    line: (state, reply) =>
      client.ask({ kind: 'line', state }, { answer: (a) => reply.answer(a.line), fail: reply.fail }),
    cancel: () => client.cancel(),
    dispose: () => client.dispose(),
  };
}
