// GlassWorks in the midend: the best result per deal is the fewest points left; par is the
// solver's points left from the deal; hints and "show me" come from the same solver — except on a
// deal of the clearing ladder, whose known clearing line answers them while the game follows it.
// A ladder game's end is kept in the ladder's progress.

import { encode } from '../../../logic/glassworks/codec';
import type { GlassOptions } from '../../../logic/glassworks/game';
import { glassworks } from '../../../logic/glassworks/game';
import { ladderDeal } from '../../../logic/glassworks/ladder';
import { apply, isCleared, type JumpChange, type Move } from '../../../logic/glassworks/rules';
import { type GlassState, points } from '../../../logic/glassworks/state';
import { ok, type Result, reject } from '../../../logic/result';
import type { MidendConfig } from '../../core/config';
import { autoSteps } from '../../core/history';
import { Midend, type MidendDeps, type SolverPort } from '../../core/midend';
import { LadderBook, ladderSeed } from '../../progress/ladderBook';
import type { Answering, WorkerClient } from '../../workers/workerClient';
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
  dealOf: (_options, seed) => ({ game: 'glassworks', seed }),
  bests: { table: 'glassworks', key: (_options, seed) => String(seed) },
  resultOf: points,
  fits: (saved, launch) => (saved.extras?.ladder ?? null) === (launch.extras?.ladder ?? null),
};

export class GlassMidend extends Midend<GlassOptions, GlassState, Move, JumpChange, GlassExtras> {
  readonly ladderBook: LadderBook;

  constructor(deps: MidendDeps<GlassState, Move>) {
    // The known line answers HINT and SHOW ME on a ladder deal; `known` reads this game's.
    const known = { rest: (_s: GlassState): Move[] | null => null };
    const solver = deps.solver && knownLinePort(deps.solver, (s) => known.rest(s));
    super(glassConfig, { ...deps, solver });
    known.rest = (s) => this.knownRest(s);
    this.ladderBook = new LadderBook(deps.storage);
  }

  /** The ladder deal on screen (null: not a ladder game). */
  get ladder(): number | null {
    return this.extras?.ladder ?? null;
  }

  /** The rest of the ladder deal's known line from `state`, if the game is still on it. */
  private knownRest(state: GlassState): Move[] | null {
    const n = this.ladder;
    const line = n === null ? null : ladderDeal(n)?.line;
    if (!line?.ok) return null;
    return restOfLine(this.history.start, line.value, state);
  }

  protected override onEnd(): void {
    const n = this.ladder;
    if (n === null || this.seed !== ladderSeed(n)) return;
    this.ladderBook.record(n, points(this.state), isCleared(this.state) && autoSteps(this.history) === 0);
  }
}

/**
 * The rest of `line` (which starts at `start`) from `state`, when `state` is one of the positions
 * the line passes through; else null.
 */
export function restOfLine(start: GlassState, line: readonly Move[], state: GlassState): Move[] | null {
  const at = encode(state);
  let s = start;
  for (let i = 0; i <= line.length; i++) {
    if (encode(s) === at) return line.slice(i);
    const move = line[i];
    const r = move ? apply(s, move) : null;
    if (!r?.ok) return null;
    s = r.value.state;
  }
  return null;
}

/** A solver port whose hint and line come from a known line where `rest` has one. */
function knownLinePort(
  port: SolverPort<GlassState, Move>,
  rest: (state: GlassState) => Move[] | null,
): SolverPort<GlassState, Move> {
  type Ask = (state: GlassState, reply: Answering<Move[]>) => void;
  const known =
    (ask: Ask | undefined, slice: (moves: Move[]) => Move[]): Ask =>
    (state, reply) => {
      const moves = rest(state);
      if (moves && moves.length > 0) queueMicrotask(() => reply.answer(slice(moves)));
      else if (ask) ask(state, reply);
      else reply.fail('no solver');
    };
  return {
    par: (start, reply) => port.par(start, reply),
    hint: known(
      (s, r) => port.hint(s, r),
      (moves) => moves.slice(0, 1),
    ),
    line: known(port.line && ((s, r) => port.line?.(s, r)), (moves) => moves),
    cancel: () => port.cancel(),
    dispose: () => port.dispose(),
  };
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
