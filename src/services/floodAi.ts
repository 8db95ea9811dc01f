// Asks the computer player for a move: in a Web Worker when the browser has them, else inline.
// Answers to superseded questions (a new game started meanwhile) are dropped.

import type { AiLevel, FloodState } from '../logic/flood';
import { type AiReply, type AiRequest, answer } from './floodAiProtocol';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (reply: AiReply) => void>();

function getWorker(): Worker | null {
  if (worker || typeof Worker === 'undefined') return worker;
  try {
    worker = new Worker(new URL('./floodAi.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<AiReply>) => {
      waiting.get(e.data.id)?.(e.data);
      waiting.delete(e.data.id);
    };
  } catch {
    worker = null;
  }
  return worker;
}

export function askComputer(level: AiLevel, state: FloodState, seed: number): Promise<AiReply> {
  const req: AiRequest = { id: nextId++, level, state, seed };
  const w = getWorker();
  if (!w) return Promise.resolve(answer(req, () => performance.now()));
  return new Promise((resolve) => {
    waiting.set(req.id, resolve);
    w.postMessage(req);
  });
}
