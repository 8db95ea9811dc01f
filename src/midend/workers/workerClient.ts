// One client for every Web Worker that thinks for a game (solvers, the computer player): ask a
// question, get an answer or a failure. A newer question or a cancel stops the question in hand
// (a busy worker is terminated, so a stale search never delays the next one); a worker that fails
// to start, throws, answers with something that is not an answer, or takes longer than the time
// allowed ends in `fail` with a reason a player can read, never in a wait that lasts forever.

import type { Check } from '../../logic/schema';
import type { Timer } from '../core/timer';

/** The part of a Worker the client uses (a real Worker through `fromWorker`, or a fake in tests). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  /** Hear the worker's replies and its failures (a script that fails to load or throws). */
  listen(onMessage: (data: unknown) => void, onError: (message: string) => void): void;
}

/** What a worker said before anyone listened: kept, and told to the first listener. */
type Early = { kind: 'message'; data: unknown } | { kind: 'error'; message: string };

/**
 * A browser Worker as a WorkerLike. A worker started ahead of need (see browser.ts) may answer or
 * fail before a client listens: that is kept and told to the client just after it starts listening
 * (a microtask later, once its question is in hand), so a failure to load is never lost.
 */
export function fromWorker(worker: Worker): WorkerLike {
  let early: Early[] | null = [];
  let hear: (data: unknown) => void = () => {};
  let fail: (message: string) => void = () => {};
  const said = (e: Early): void => {
    if (early) early.push(e);
    else if (e.kind === 'message') hear(e.data);
    else fail(e.message);
  };
  worker.onmessage = (e) => said({ kind: 'message', data: e.data });
  worker.onerror = (e) => {
    e.preventDefault(); // handled here: the player hears about it, not the console
    said({ kind: 'error', message: e.message || 'it could not start' });
  };
  worker.onmessageerror = () => said({ kind: 'error', message: 'a reply could not be read' });
  return {
    postMessage: (message) => worker.postMessage(message),
    terminate: () => worker.terminate(),
    listen(onMessage, onError) {
      hear = onMessage;
      fail = onError;
      const kept = early ?? [];
      early = null;
      if (kept.length > 0) queueMicrotask(() => kept.forEach(said));
    },
  };
}

/** The messages between the client and a worker (see workers/serve.ts for the other side). */
export interface Request<Q> {
  readonly id: number;
  readonly question: Q;
}
export type Reply<A> =
  | { readonly id: number; readonly answer: A }
  | { readonly id: number; readonly error: string };

export interface Answering<A> {
  answer(answer: A): void;
  fail(reason: string): void;
}

export class WorkerClient<Q, A> {
  private worker: WorkerLike | null = null;
  private current: { id: number; handlers: Answering<A>; cancelTimeout: () => void } | null = null;
  private nextId = 1;

  /**
   * `spawn` starts a worker (it may throw, e.g. where workers are blocked); `timeoutMs` is the
   * longest a question may take before it counts as failed; `check` reads each answer (a worker's
   * reply is data from outside like any other: a broken or stale build may say anything).
   */
  constructor(
    private readonly spawn: () => WorkerLike,
    private readonly timer: Timer,
    private readonly timeoutMs: number,
    private readonly check: Check<A>,
  ) {}

  /** True while a question waits for its answer. */
  get busy(): boolean {
    return this.current !== null;
  }

  /** Ask a question; an earlier unanswered one is cancelled (its handlers never hear back). */
  ask(question: Q, handlers: Answering<A>): void {
    this.cancel();
    const worker = this.start();
    if (!worker) {
      handlers.fail('this browser could not start a background worker');
      return;
    }
    const id = this.nextId++;
    const cancelTimeout = this.timer.after(this.timeoutMs, () =>
      this.finish(id, (h) => h.fail(`no answer within ${Math.round(this.timeoutMs / 1000)} s`), true),
    );
    this.current = { id, handlers, cancelTimeout };
    try {
      worker.postMessage({ id, question } satisfies Request<Q>);
    } catch (e) {
      this.finish(id, (h) => h.fail(`the question could not be sent (${String(e)})`), true);
    }
  }

  /** Forget the question in hand; a busy worker is stopped. */
  cancel(): void {
    if (!this.current) return;
    this.current.cancelTimeout();
    this.current = null;
    this.stop();
  }

  /** Stop the worker for good (the screen is closing). */
  dispose(): void {
    this.cancel();
    this.stop();
  }

  private start(): WorkerLike | null {
    if (this.worker) return this.worker;
    try {
      const w = this.spawn();
      w.listen(
        (data) => this.receive(data),
        (message) => {
          const id = this.current?.id;
          if (id !== undefined) this.finish(id, (h) => h.fail(`the worker failed (${message})`), true);
        },
      );
      this.worker = w;
    } catch {
      this.worker = null;
    }
    return this.worker;
  }

  private receive(data: unknown): void {
    if (typeof data !== 'object' || data === null) return;
    const reply = data as Partial<Record<'id' | 'answer' | 'error', unknown>>;
    if (typeof reply.id !== 'number') return;
    if ('error' in reply)
      this.finish(reply.id, (h) => h.fail(`the worker failed (${String(reply.error)})`), false);
    else {
      const answer = this.check(reply.answer, 'answer');
      if (answer.ok) this.finish(reply.id, (h) => h.answer(answer.value), false);
      else this.finish(reply.id, (h) => h.fail(`the worker's answer is not one (${answer.reason})`), true);
    }
  }

  /** Settle question `id` if it is still the current one; `broken` workers are replaced next time. */
  private finish(id: number, settle: (h: Answering<A>) => void, broken: boolean): void {
    const current = this.current;
    if (!current || current.id !== id) return;
    current.cancelTimeout();
    this.current = null;
    if (broken) this.stop();
    settle(current.handlers);
  }

  private stop(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}

/** One question to a client of its own, which is disposed once it answers or fails: its answer or why not. */
export function askOnce<Q, A>(
  client: WorkerClient<Q, A>,
  question: Q,
): Promise<{ readonly ok: true; readonly value: A } | { readonly ok: false; readonly reason: string }> {
  return new Promise((resolve) => {
    client.ask(question, {
      answer: (value) => {
        client.dispose();
        resolve({ ok: true, value });
      },
      fail: (reason) => {
        client.dispose();
        resolve({ ok: false, reason });
      },
    });
  });
}
