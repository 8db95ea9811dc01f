// The solvers' and the computer player's Web Workers, as the browser starts them (GlassWorks' may
// have started early: warm.ts). A game's midend on the browser (glassworks.ts, flood.ts, joker.ts
// here) asks its worker through a WorkerClient; tests build midends with fakes instead.

import { storage } from '../../services/storage';
import type { Timer } from '../core/timer';
import {
  checkFairnessAnswer,
  checkFloodAnswer,
  type FloodAnswer,
  type FloodFairnessAnswer,
  type FloodFairnessQuestion,
  type FloodQuestion,
} from '../games/flood/worker';
import { checkGlassAnswer, type GlassAnswer, type GlassQuestion } from '../games/glassworks/worker';
import { checkJokerAnswer, type JokerAnswer, type JokerQuestion } from '../games/joker/worker';
import type { SessionDeps } from '../session/core';
import { fromWorker, WorkerClient, type WorkerLike } from '../workers/workerClient';
import { glassWorker } from './warm';

/** Longest a question may take before the player is told it failed (budgets count work, not time). */
export const TIMEOUTS = { glassworks: 90_000, joker: 60_000, flood: 20_000, fairness: 120_000 };

const jokerWorker = (): WorkerLike =>
  fromWorker(new Worker(new URL('../games/joker/joker.worker.ts', import.meta.url), { type: 'module' }));
const floodWorker = (): WorkerLike =>
  fromWorker(new Worker(new URL('../games/flood/flood.worker.ts', import.meta.url), { type: 'module' }));

export const glassClient = (timer: Timer): WorkerClient<GlassQuestion, GlassAnswer> =>
  new WorkerClient(glassWorker, timer, TIMEOUTS.glassworks, checkGlassAnswer);

export const floodClient = (timer: Timer): WorkerClient<FloodQuestion, FloodAnswer> =>
  new WorkerClient(floodWorker, timer, TIMEOUTS.flood, checkFloodAnswer);

/** The maker's CHECK of a Flood Duel board: Hard against Hard from each corner, in a worker of its own. */
export const floodFairnessClient = (timer: Timer): WorkerClient<FloodFairnessQuestion, FloodFairnessAnswer> =>
  new WorkerClient(floodWorker, timer, TIMEOUTS.fairness, checkFairnessAnswer);

/** Joker Coloring's solver: par and hints in the game, quick bounds on the options screen. */
export const jokerClient = (timer: Timer): WorkerClient<JokerQuestion, JokerAnswer> =>
  new WorkerClient(jokerWorker, timer, TIMEOUTS.joker, checkJokerAnswer);

/** What every session on the browser is given: the app's storage and the clock. */
export const sessionDeps = (): SessionDeps => ({ storage, now: () => new Date(), site: siteAddress() });

/** This page's address without its query (where a shared link leads back to), or none off the web. */
function siteAddress(): string | undefined {
  const { protocol, origin, pathname } = window.location;
  return protocol === 'http:' || protocol === 'https:' ? `${origin}${pathname}` : undefined;
}
