// The options screen's check of a Joker deal: bounds asked of the worker once per deal (the MOVES
// option does not change the deal), and the MOVES option flagged against them.

import { describe, expect, it, vi } from 'vitest';
import { DEFAULTS } from '../../src/logic/joker/options';
import { DealCheck, flagOf } from '../../src/midend/codes/dealCheck';
import { checkJokerAnswer, type JokerAnswer, type JokerQuestion } from '../../src/midend/games/joker/worker';
import { WorkerClient } from '../../src/midend/workers/workerClient';
import { deps, FakeWorkers } from './fakes';

function setup() {
  const workers = new FakeWorkers();
  const client = new WorkerClient<JokerQuestion, JokerAnswer>(
    workers.spawn,
    deps().timer,
    60_000,
    checkJokerAnswer,
  );
  return { workers, check: new DealCheck(client) };
}

describe('checking a Joker deal before play', () => {
  it('flags the MOVES option: impossible below the least, tight below the quick line, else ok', () => {
    const bound = { atLeast: 8, atMost: 11 };
    expect(flagOf(7, bound)).toBe('impossible');
    expect(flagOf(8, bound)).toBe('tight');
    expect(flagOf(10, bound)).toBe('tight');
    expect(flagOf(11, bound)).toBe('ok');
  });

  it('asks the worker once per deal, whatever the MOVES option', () => {
    const { workers, check } = setup();
    const answer = vi.fn();
    check.check({ ...DEFAULTS, moves: 5 }, 3, answer, () => {});
    expect(workers.current.last?.question).toEqual({
      kind: 'bounds',
      options: { ...DEFAULTS, moves: DEFAULTS.moves },
      seed: 3,
    });
    workers.current.reply({ atLeast: 6, atMost: 9 });
    expect(answer).toHaveBeenCalledWith({ atLeast: 6, atMost: 9 });
    const sent = workers.current.sent.length;
    const again = vi.fn();
    check.check({ ...DEFAULTS, moves: 30 }, 3, again, () => {});
    expect(again).toHaveBeenCalledWith({ atLeast: 6, atMost: 9 });
    expect(workers.current.sent.length).toBe(sent);
    // Another seed is another deal.
    check.check(DEFAULTS, 4, vi.fn(), () => {});
    expect(workers.current.sent.length).toBe(sent + 1);
  });

  it('says so when the worker cannot answer', () => {
    const { workers, check } = setup();
    const fail = vi.fn();
    check.check(DEFAULTS, 3, vi.fn(), fail);
    workers.current.crash('no worker');
    expect(fail).toHaveBeenCalled();
  });
});
