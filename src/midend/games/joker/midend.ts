// Joker Coloring in the midend: the best result per deal (options, mode, limit and seed) is the
// fewest moves used to win; par is the solver's colour moves from the deal; a move limit taken
// from par starts the game only once par is known (colour moves wait for it, and if par cannot be
// worked out the MOVES option stands).

import { t } from '../../../i18n/i18n';
import { type JokerChanges, type JokerMove, jokerColoring } from '../../../logic/joker/game';
import { type JokerOptions, type Limit, presetLimits } from '../../../logic/joker/options';
import type { JokerState } from '../../../logic/joker/state';
import { status } from '../../../logic/joker/status';
import { boardKey } from '../../codes/base32';
import type { MidendConfig } from '../../core/config';
import * as H from '../../core/history';
import { Midend, type MidendDeps, type Mover, type SolverPort } from '../../core/midend';
import { coachOnce } from '../../progress/coach';
import type { WorkerClient } from '../../workers/workerClient';
import { type JokerExtras, validateJokerExtras } from './extras';
import type { JokerAnswer, JokerQuestion } from './worker';

/** The same deal rules: size, colours, mode, and the MOVES option unless a limit replaces it. */
export function sameGame(a: JokerOptions, b: JokerOptions, limit: Limit | null): boolean {
  return (
    a.width === b.width &&
    a.height === b.height &&
    a.colors === b.colors &&
    !!a.classic === !!b.classic &&
    !!a.casual === !!b.casual &&
    (limit !== null || a.moves === b.moves) &&
    a.board === b.board &&
    a.base?.x === b.base?.x &&
    a.base?.y === b.base?.y
  );
}

/**
 * Joker Coloring as the midend serves it: a deal's best is kept per options, mode, limit and seed;
 * a saved game fits a launch of the same deal rules and limit; a game watched again with a limit
 * from par had the moves its par gave then.
 */
export const jokerConfig: MidendConfig<JokerOptions, JokerState, JokerMove, JokerChanges, JokerExtras> = {
  rules: jokerColoring,
  validateExtras: validateJokerExtras,
  defaultExtras: () => ({ limit: null }),
  dealOf: (options, seed, extras) => ({ game: 'joker-coloring', options, limit: extras.limit, seed }),
  bests: {
    table: 'joker-coloring',
    key: (o, seed, extras) => {
      const mode = `${o.classic ? 'k' : ''}${o.casual ? 'z' : ''}${extras.limit ? `l${extras.limit}` : ''}`;
      const made = o.board ? `${boardKey(o.board)}@${o.base?.x ?? 0},${o.base?.y ?? 0}` : '';
      return `${o.width}x${o.height}c${o.colors}m${o.moves}${mode}s${seed}${made}`;
    },
  },
  resultOf: (state) => (status(state) === 'won' ? state.movesMade : null),
  fits: (saved, launch) => {
    const limit = launch.extras?.limit ?? null;
    return (
      launch.options !== undefined &&
      saved.extras.limit === limit &&
      sameGame(saved.options, launch.options, limit)
    );
  },
  watchedOptions: (options, extras, par) =>
    extras.limit !== null && par !== null ? { ...options, moves: presetLimits(par)[extras.limit] } : options,
};

export class JokerMidend extends Midend<JokerOptions, JokerState, JokerMove, JokerChanges, JokerExtras> {
  constructor(deps: MidendDeps<JokerState, JokerMove>) {
    super(jokerConfig, deps);
  }

  get limit(): Limit | null {
    return this.extras.limit;
  }

  /** A limit from par is chosen but par is not known yet: colour moves wait. */
  get waitingForLimit(): boolean {
    return this.extras.limit !== null && this.solver.par === null;
  }

  protected override refusal(move: JokerMove): string | null {
    return move.kind === 'color' && this.waitingForLimit
      ? "working out par for this deal's move limit"
      : null;
  }

  /** Par's line moves the base (a free move), and this game never did. */
  get parMovedBaseAlone(): boolean {
    const movesBase = (moves: readonly JokerMove[]): boolean => moves.some((m) => m.kind === 'base');
    const parLine = this.solver.parLine;
    return parLine !== null && movesBase(parLine) && !movesBase(H.playedMoves(this.history));
  }

  /**
   * A colour move played: once a game has had two without the base moving where par's line moves
   * it, the coach says (once ever) that moving the base is free.
   */
  protected override played(move: JokerMove, by: Mover): void {
    const due = by === 'player' && move.kind === 'color' && this.status === 'playing';
    if (
      due &&
      this.state.movesMade >= 2 &&
      this.parMovedBaseAlone &&
      coachOnce(this.deps.storage, 'joker-base-free')
    )
      this.view.say(t('Moving the base is free: press BASE (S), then a square. Par does.'), 8);
  }

  /** With a limit, the game starts from par: re-deal with that many moves, keeping base changes. */
  protected override onPar(): void {
    const limit = this.extras.limit;
    if (limit === null || this.history.done > 0) return;
    if (this.solver.par === null) {
      this.extras = { limit: null };
      this.view.say(
        t('The move limit falls back to the MOVES option: {n} moves.', { n: this.options.moves }),
      );
    } else {
      this.options = { ...this.options, moves: presetLimits(this.solver.par)[limit] };
      const start = this.rules.deal(this.options, this.seed);
      const rebuilt = H.fromRecord(this.rules, start, { moves: [], done: 0, pending: this.history.pending });
      this.history = rebuilt.ok ? rebuilt.value : H.startHistory(start);
    }
    this.persist();
    this.view.reset();
  }
}

/** The Joker Coloring solver worker behind the midend's questions. */
export function jokerSolverPort(
  client: WorkerClient<JokerQuestion, JokerAnswer>,
): SolverPort<JokerState, JokerMove> {
  const line = (
    kind: 'par' | 'hint',
    state: JokerState,
    use: (a: { line: JokerMove[]; colourMoves: number }) => void,
    fail: (r: string) => void,
  ) =>
    client.ask(
      { kind, state },
      {
        answer: (a) => ('line' in a ? use(a) : fail('the solver answered another question')),
        fail,
      },
    );
  return {
    par: (start, reply) =>
      line('par', start, (a) => reply.answer({ par: a.colourMoves, line: a.line }), reply.fail),
    hint: (state, reply) => line('hint', state, (a) => reply.answer(a.line), reply.fail),
    cancel: () => client.cancel(),
    dispose: () => client.dispose(),
  };
}
