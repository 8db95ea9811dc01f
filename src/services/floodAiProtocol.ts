// The message protocol between the Flood Duel scene and the computer player's Web Worker.
// Plain data both ways; `answer` is the worker's whole job, so it is testable without a browser.

import { type AiLevel, chooseMove, type FloodState } from '../logic/flood';

export interface AiRequest {
  id: number;
  level: AiLevel;
  state: FloodState;
  seed: number;
}

export interface AiReply {
  id: number;
  color: number;
  /** Milliseconds the search took (for the bench and the curious). */
  ms: number;
}

export function answer(req: AiRequest, now: () => number): AiReply {
  const t0 = now();
  const color = chooseMove(req.level, req.state, req.seed);
  return { id: req.id, color, ms: now() - t0 };
}
