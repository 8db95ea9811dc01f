// The worker side of WorkerClient: answer each question with a pure function, and turn a thrown
// error into an error reply, so the page always hears back.

import type { Reply, Request } from './workerClient';

export function replyTo<Q, A>(answer: (question: Q) => A, request: Request<Q>): Reply<A> {
  try {
    return { id: request.id, answer: answer(request.question) };
  } catch (e) {
    return { id: request.id, error: e instanceof Error ? e.message : String(e) };
  }
}

/** Call once at the top of a worker module. */
export function serve<Q, A>(answer: (question: Q) => A): void {
  self.onmessage = (e: MessageEvent<Request<Q>>) => {
    self.postMessage(replyTo(answer, e.data));
  };
}
