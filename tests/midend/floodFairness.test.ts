// The Flood Duel worker's fairness question, as the board maker's CHECK asks it: a client of its
// own (WorkerClient<FloodFairnessQuestion, FloodFairnessAnswer> with checkFairnessAnswer) beside
// the computer's, the worker answering with Hard against Hard from both starts. The computer's
// move question and its check are unchanged.

import { describe, expect, it } from 'vitest';
import { computerMove, type FloodState, floodDuel } from '../../src/logic/flood';
import { fairness } from '../../src/logic/flood/fairness';
import { ManualTimer } from '../../src/midend/core/timer';
import { answerFlood } from '../../src/midend/games/flood/answer';
import {
  checkFairnessAnswer,
  checkFloodAnswer,
  type FloodFairnessAnswer,
  type FloodFairnessQuestion,
  type FloodQuestion,
} from '../../src/midend/games/flood/worker';
import { replyTo } from '../../src/midend/workers/serve';
import { type Request, WorkerClient } from '../../src/midend/workers/workerClient';
import { FakeWorkers } from './fakes';

const board = 'abcdefab/bcdefabc/cdefabcd/defabcde/efabcdef/fabcdefa/abcdefab';

function deal(rules?: 'filler'): FloodState {
  const options = floodDuel.checkOptions({
    width: 8,
    height: 7,
    first: 1,
    board,
    ...(rules ? { rules } : {}),
  });
  if (!options.ok) throw new Error(options.reason);
  return floodDuel.deal(options.value, 0);
}

describe('Flood Duel worker: the fairness question', () => {
  it('answers with fairness(state), through a structured clone, and the answer passes its check', () => {
    for (const state of [deal(), deal('filler')]) {
      const answer = answerFlood(structuredClone({ kind: 'fairness' as const, state }));
      expect(answer).toEqual(fairness(state));
      expect(checkFairnessAnswer(structuredClone(answer))).toEqual({ ok: true, value: answer });
    }
  });

  it("still answers the computer's move question as before (no kind: a colour)", () => {
    const state = deal();
    const q: FloodQuestion = { level: 'hard', state, seed: 3 };
    const colour = answerFlood(q);
    expect(colour).toBe(computerMove('hard', state, 3));
    expect(checkFloodAnswer(colour).ok).toBe(true);
    expect(checkFloodAnswer(answerFlood({ kind: 'fairness', state })).ok).toBe(false);
  });

  it('the page asks through a client of its own and hears the checked answer', () => {
    const workers = new FakeWorkers();
    const client = new WorkerClient<FloodFairnessQuestion, FloodFairnessAnswer>(
      workers.spawn,
      new ManualTimer(),
      120_000,
      checkFairnessAnswer,
    );
    const heard: FloodFairnessAnswer[] = [];
    const state = deal();
    client.ask({ kind: 'fairness', state }, { answer: (a) => heard.push(a), fail: (r) => expect.fail(r) });
    const request = structuredClone(workers.current.last) as Request<FloodQuestion>;
    workers.current.deliver(replyTo(answerFlood, request));
    expect(heard).toEqual([fairness(state)]);
  });

  it('refuses what no fairness answer is', () => {
    const end = { p1: 30, p2: 26 };
    const junk: unknown[] = [
      null,
      3,
      { first1: end },
      { first1: end, first2: { p1: 30 } },
      { first1: end, first2: { p1: 0, p2: 56 } },
      { first1: end, first2: { p1: 1.5, p2: 20 } },
      { first1: end, first2: { p1: '30', p2: 26 } },
      { first1: end, first2: { p1: 2000, p2: 401 } },
    ];
    for (const data of junk) expect(checkFairnessAnswer(data).ok, JSON.stringify(data)).toBe(false);
    expect(checkFairnessAnswer({ first1: end, first2: { p1: 1200, p2: 1200 }, extra: 1 })).toEqual({
      ok: true,
      value: { first1: end, first2: { p1: 1200, p2: 1200 } },
    });
  });
});
