// Whether Joker Coloring's MOVES option can paint a deal, before play (the options screen): the
// solver's worker gives cheap bounds on the moves the deal needs, kept per deal (the MOVES option
// does not change the deal), and the option is flagged impossible (below the proven least), tight
// (below the quick solver's line) or ok. The solver itself never runs on the page.

import { DEFAULTS, type JokerOptions } from '../../logic/joker/options';
import type { MoveBounds } from '../../logic/joker/solver';
import type { JokerAnswer, JokerQuestion } from '../games/joker/worker';
import type { WorkerClient } from '../workers/workerClient';

/** How the MOVES option compares with the deal; `checking` while asked, `unknown` if it could not be. */
export type DealFlag = 'impossible' | 'tight' | 'ok' | 'checking' | 'unknown';

export function flagOf(moves: number, bound: MoveBounds): 'impossible' | 'tight' | 'ok' {
  return moves < bound.atLeast ? 'impossible' : moves < bound.atMost ? 'tight' : 'ok';
}

export class DealCheck {
  private readonly known = new Map<string, MoveBounds>();

  constructor(private readonly client: WorkerClient<JokerQuestion, JokerAnswer>) {}

  /**
   * The bounds of the deal these options and seed make: at once if known (the answer is called
   * before this returns), else once the worker answers; `fail` when it could not.
   */
  check(options: JokerOptions, seed: number, answer: (b: MoveBounds) => void, fail: () => void): void {
    const deal = { ...options, moves: DEFAULTS.moves };
    const key = `${JSON.stringify(deal)}/${seed}`;
    const known = this.known.get(key);
    if (known) {
      answer(known);
      return;
    }
    this.client.ask(
      { kind: 'bounds', options: deal, seed },
      {
        answer: (a) => {
          if (!('atLeast' in a)) return fail();
          this.known.set(key, a);
          answer(a);
        },
        fail,
      },
    );
  }

  dispose(): void {
    this.client.dispose();
  }
}
