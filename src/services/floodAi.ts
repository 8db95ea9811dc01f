// Asks the computer player for a move in a Web Worker. A browser without workers gets the greedy
// (Normal) move inline, so the game goes on; the search code then stays out of the main bundle.
// Answers to superseded questions (a new game started meanwhile) are dropped.

import { type AiLevel, type FloodState, greedyMove } from '../logic/flood';
import type { AiReply, AiRequest } from './floodAiProtocol';

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
  if (!w) return Promise.resolve({ id: req.id, color: greedyMove(state), ms: 0 });
  return new Promise((resolve) => {
    waiting.set(req.id, resolve);
    w.postMessage(req);
  });
}
