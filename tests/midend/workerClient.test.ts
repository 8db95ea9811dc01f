// The one worker client: answers reach the current question only; a newer question or a cancel
// stops a busy worker; errors, a worker that cannot start, and timeouts end in `fail`.

import { describe, expect, it, vi } from 'vitest';
import { int } from '../../src/logic/schema';
import { ManualTimer } from '../../src/midend/core/timer';
import { replyTo } from '../../src/midend/workers/serve';
import { askOnce, fromWorker, WorkerClient } from '../../src/midend/workers/workerClient';
import { FakeWorkers } from './fakes';

/** The answers these tests use: whole numbers. */
const number = int(0, 1000);

const handlers = () => ({ answer: vi.fn(), fail: vi.fn() });

describe('WorkerClient', () => {
  it('askOnce: one question, its answer or why not, and the worker stopped either way', async () => {
    const workers = new FakeWorkers();
    const asked = askOnce(
      new WorkerClient<string, number>(workers.spawn, new ManualTimer(), 1000, number),
      'q',
    );
    workers.current.reply(7);
    expect(await asked).toEqual({ ok: true, value: 7 });
    expect(workers.current.terminated).toBe(true);
    const failed = askOnce(
      new WorkerClient<string, number>(workers.spawn, new ManualTimer(), 1000, number),
      'q',
    );
    workers.current.crash('gone');
    expect(await failed).toEqual({ ok: false, reason: 'the worker failed (gone)' });
    expect(workers.current.terminated).toBe(true);
  });

  it('asks and answers, keeping the worker for the next question', () => {
    const workers = new FakeWorkers();
    const client = new WorkerClient<string, number>(workers.spawn, new ManualTimer(), 1000, number);
    const h = handlers();
    client.ask('q1', h);
    expect(client.busy).toBe(true);
    expect(workers.current.last?.question).toBe('q1');
    workers.current.reply(42);
    expect(h.answer).toHaveBeenCalledWith(42);
    expect(client.busy).toBe(false);
    client.ask('q2', handlers());
    expect(workers.all).toHaveLength(1);
  });

  it('drops the answer to a superseded question and stops the busy worker', () => {
    const workers = new FakeWorkers();
    const client = new WorkerClient<string, number>(workers.spawn, new ManualTimer(), 1000, number);
    const first = handlers();
    const second = handlers();
    client.ask('old', first);
    const busy = workers.current;
    client.ask('new', second);
    expect(busy.terminated).toBe(true);
    busy.reply(1, 1); // a late answer from the stopped worker
    workers.current.reply(2);
    expect(first.answer).not.toHaveBeenCalled();
    expect(first.fail).not.toHaveBeenCalled();
    expect(second.answer).toHaveBeenCalledWith(2);
  });

  it('fails with a reason when the worker errors, and starts a fresh worker next time', () => {
    const workers = new FakeWorkers();
    const client = new WorkerClient<string, number>(workers.spawn, new ManualTimer(), 1000, number);
    const h = handlers();
    client.ask('q', h);
    workers.current.crash('script failed to load');
    expect(h.fail).toHaveBeenCalledWith('the worker failed (script failed to load)');
    expect(client.busy).toBe(false);
    client.ask('again', handlers());
    expect(workers.all).toHaveLength(2);
  });

  it('fails when the worker replies with an error', () => {
    const workers = new FakeWorkers();
    const client = new WorkerClient<string, number>(workers.spawn, new ManualTimer(), 1000, number);
    const h = handlers();
    client.ask('q', h);
    workers.current.deliver({ id: workers.current.last?.id, error: 'boom' });
    expect(h.fail).toHaveBeenCalledWith('the worker failed (boom)');
  });

  it('fails after the time allowed, and never answers later', () => {
    const workers = new FakeWorkers();
    const timer = new ManualTimer();
    const client = new WorkerClient<string, number>(workers.spawn, timer, 5000, number);
    const h = handlers();
    client.ask('slow', h);
    const w = workers.current;
    timer.advance(4999);
    expect(h.fail).not.toHaveBeenCalled();
    timer.advance(1);
    expect(h.fail).toHaveBeenCalledWith('no answer within 5 s');
    expect(w.terminated).toBe(true);
    w.reply(3);
    expect(h.answer).not.toHaveBeenCalled();
  });

  it('fails on an answer that is not one, and starts a new worker for the next question', () => {
    const workers = new FakeWorkers();
    const client = new WorkerClient<string, number>(workers.spawn, new ManualTimer(), 1000, number);
    const h = handlers();
    client.ask('q', h);
    const broken = workers.current;
    broken.reply('lots' as unknown as number);
    expect(h.answer).not.toHaveBeenCalled();
    expect(h.fail).toHaveBeenCalledWith(
      expect.stringMatching(/^the worker's answer is not one \(answer: must be/),
    );
    expect(broken.terminated).toBe(true);
    const next = handlers();
    client.ask('q2', next);
    workers.current.reply(7);
    expect(next.answer).toHaveBeenCalledWith(7);
  });

  it('fails at once where no worker can start', () => {
    const client = new WorkerClient<string, number>(
      () => {
        throw new Error('blocked');
      },
      new ManualTimer(),
      1000,
      number,
    );
    const h = handlers();
    client.ask('q', h);
    expect(h.fail).toHaveBeenCalledWith('this browser could not start a background worker');
  });

  it('cancel forgets the question and clears its timeout', () => {
    const workers = new FakeWorkers();
    const timer = new ManualTimer();
    const client = new WorkerClient<string, number>(workers.spawn, timer, 1000, number);
    const h = handlers();
    client.ask('q', h);
    client.cancel();
    timer.advance(5000);
    workers.current.reply(1, 1);
    expect(h.fail).not.toHaveBeenCalled();
    expect(h.answer).not.toHaveBeenCalled();
    expect(timer.pending).toBe(0);
  });
});

describe('the worker side', () => {
  it('answers with the pure function, and turns a throw into an error reply', () => {
    expect(replyTo((q: number) => q * 2, { id: 3, question: 21 })).toEqual({ id: 3, answer: 42 });
    expect(
      replyTo(
        () => {
          throw new Error('no move grows the region');
        },
        { id: 4, question: 0 },
      ),
    ).toEqual({ id: 4, error: 'no move grows the region' });
  });
});

/** The parts of a browser Worker that fromWorker touches, driven by hand. */
class HandWorker {
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: ((e: { message: string; preventDefault(): void }) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  posted: unknown[] = [];
  postMessage(m: unknown): void {
    this.posted.push(m);
  }
  terminate(): void {}
  say(data: unknown): void {
    this.onmessage?.({ data });
  }
  crash(message: string): void {
    this.onerror?.({ message, preventDefault: () => {} });
  }
}
const asWorker = (w: HandWorker): Worker => w as unknown as Worker;

describe('fromWorker: a worker started ahead of need', () => {
  it('keeps a failure to load from before anyone listened, and the client hears it for its question', async () => {
    const w = new HandWorker();
    const spare = fromWorker(asWorker(w));
    w.crash('the script could not be fetched');
    const client = new WorkerClient<string, number>(() => spare, new ManualTimer(), 1000, number);
    const h = handlers();
    client.ask('par', h);
    await Promise.resolve();
    expect(h.fail).toHaveBeenCalledWith('the worker failed (the script could not be fetched)');
    expect(client.busy).toBe(false);
  });

  it('passes on an early reply (one no client asked for is ignored) and then answers the question', async () => {
    const w = new HandWorker();
    const spare = fromWorker(asWorker(w));
    w.say({ id: 0, answer: 7 });
    const client = new WorkerClient<string, number>(() => spare, new ManualTimer(), 1000, number);
    const h = handlers();
    client.ask('par', h);
    await Promise.resolve();
    expect(h.answer).not.toHaveBeenCalled();
    const asked = w.posted.at(-1) as { id: number };
    w.say({ id: asked.id, answer: 42 });
    expect(h.answer).toHaveBeenCalledWith(42);
  });
});
