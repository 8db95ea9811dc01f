// Test doubles for the midend: a worker the test answers by hand, and a midend's dependencies
// (memory storage, a manual clock, fixed seeds).

import { ManualTimer } from '../../src/midend/core/timer';
import type { Request, WorkerLike } from '../../src/midend/workers/workerClient';
import { MemoryBackend, Storage } from '../../src/services/storage';

export class FakeWorker implements WorkerLike {
  private onMessage: (data: unknown) => void = () => {};
  private onError: (message: string) => void = () => {};
  readonly sent: Request<unknown>[] = [];
  terminated = false;

  postMessage(message: unknown): void {
    this.sent.push(message as Request<unknown>);
  }
  terminate(): void {
    this.terminated = true;
  }
  listen(onMessage: (data: unknown) => void, onError: (message: string) => void): void {
    this.onMessage = onMessage;
    this.onError = onError;
  }
  /** Deliver any message, as if the worker had posted it. */
  deliver(data: unknown): void {
    this.onMessage(data);
  }
  get last(): Request<unknown> | undefined {
    return this.sent[this.sent.length - 1];
  }
  /** Answer the last question (or the one with `id`). */
  reply(answer: unknown, id = this.last?.id): void {
    this.onMessage({ id, answer });
  }
  crash(message: string): void {
    this.onError(message);
  }
}

/** Spawns fake workers and remembers them. */
export class FakeWorkers {
  readonly all: FakeWorker[] = [];
  spawn = (): FakeWorker => {
    const w = new FakeWorker();
    this.all.push(w);
    return w;
  };
  get current(): FakeWorker {
    const w = this.all[this.all.length - 1];
    if (!w) throw new Error('no worker was started');
    return w;
  }
}

export function deps(seed = 1) {
  return {
    storage: new Storage(new MemoryBackend()),
    timer: new ManualTimer(),
    randomSeed: () => seed,
  };
}
