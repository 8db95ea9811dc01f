// The scene's side of the Joker Coloring solver: one question at a time. A new question (or a
// cancel) terminates the busy worker, so a stale search never delays the current one.

import type { JokerState } from '../logic/joker';
import { answerJoker, type JokerSolveKind, type JokerSolveReply } from './jokerSolverProtocol';

let worker: Worker | null = null;
let currentId = 0;

function stop(): void {
  worker?.terminate();
  worker = null;
}

export function askJokerSolver(
  kind: JokerSolveKind,
  state: JokerState,
  onReply: (r: JokerSolveReply) => void,
): void {
  stop();
  const id = ++currentId;
  if (typeof Worker === 'undefined') {
    onReply(answerJoker({ id, kind, state }));
    return;
  }
  try {
    worker = new Worker(new URL('./jokerSolver.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    onReply(answerJoker({ id, kind, state }));
    return;
  }
  worker.onmessage = (e: MessageEvent<JokerSolveReply>) => {
    if (e.data.id !== currentId) return;
    stop();
    onReply(e.data);
  };
  worker.postMessage({ id, kind, state });
}

export function cancelJokerSolver(): void {
  currentId++;
  stop();
}
