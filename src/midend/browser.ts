// The midends wired to the browser: the app's storage, Web Workers for the solvers and the
// computer player, and random seeds from the browser's crypto. Scenes take their midend from here;
// tests build midends with fakes instead.

import type { GameId } from '../logic/game';
import { randomSeed } from '../services/deepLink';
import { storage } from '../services/storage';
import { FloodMidend } from './games/flood';
import { GlassMidend, glassSolverPort } from './games/glassworks';
import { JokerMidend, jokerSolverPort } from './games/joker';
import { Session } from './input';
import { SCREENS } from './navigation';
import { floodPart } from './sessions/flood';
import { glassPart } from './sessions/glassworks';
import { jokerPart } from './sessions/joker';
import type { Timer } from './timer';
import { fromWorker, WorkerClient, type WorkerLike } from './workerClient';
import { checkFloodAnswer, type FloodAnswer, type FloodQuestion } from './workers/flood';
import { checkGlassAnswer, type GlassAnswer, type GlassQuestion } from './workers/glassworks';
import { checkJokerAnswer, type JokerAnswer, type JokerQuestion } from './workers/joker';

/** Longest a question may take before the player is told it failed (budgets count work, not time). */
const TIMEOUTS = { glassworks: 90_000, joker: 60_000, flood: 20_000 };

// Each `new Worker(new URL(…))` stays literal so the bundler gives each worker its own chunk.
const newGlassWorker = (): WorkerLike =>
  fromWorker(new Worker(new URL('./workers/glassworks.worker.ts', import.meta.url), { type: 'module' }));

const jokerWorker = (): WorkerLike =>
  fromWorker(new Worker(new URL('./workers/joker.worker.ts', import.meta.url), { type: 'module' }));
const floodWorker = (): WorkerLike =>
  fromWorker(new Worker(new URL('./workers/flood.worker.ts', import.meta.url), { type: 'module' }));

/** A GlassWorks worker started before its screen opens (warmSolverFor), taken by the next client. */
let spareGlass: WorkerLike | null = null;

const glassWorker = (): WorkerLike => {
  const w = spareGlass ?? newGlassWorker();
  spareGlass = null;
  return w;
};

/**
 * The screen `scene` is about to open (the menu fading out, a link being followed): start its
 * solver's worker now, so it loads while the screen is built and par comes sooner. Only
 * GlassWorks asks for a long par search at once. (A warm-up search as well was measured: no gain.)
 */
export function warmSolverFor(scene: string): void {
  if (scene !== SCREENS.glassworks || spareGlass) return;
  try {
    spareGlass = newGlassWorker();
  } catch {
    spareGlass = null; // workers blocked: the client will say so when it asks
  }
}

export function glassMidend(timer: Timer): GlassMidend {
  const client = new WorkerClient<GlassQuestion, GlassAnswer>(
    glassWorker,
    timer,
    TIMEOUTS.glassworks,
    checkGlassAnswer,
  );
  return new GlassMidend({ storage, timer, randomSeed, solver: glassSolverPort(client) });
}

export function floodMidend(timer: Timer): FloodMidend {
  const computer = new WorkerClient<FloodQuestion, FloodAnswer>(
    floodWorker,
    timer,
    TIMEOUTS.flood,
    checkFloodAnswer,
  );
  return new FloodMidend({ storage, timer, randomSeed, computer });
}

const jokerClient = (timer: Timer): WorkerClient<JokerQuestion, JokerAnswer> =>
  new WorkerClient<JokerQuestion, JokerAnswer>(jokerWorker, timer, TIMEOUTS.joker, checkJokerAnswer);

export function jokerMidend(timer: Timer): JokerMidend {
  return new JokerMidend({ storage, timer, randomSeed, solver: jokerSolverPort(jokerClient(timer)) });
}

/** A client for the options screen's quick bounds on a deal (the solver stays in its worker). */
export const jokerBoundsClient = jokerClient;

// biome-ignore lint/suspicious/noExplicitAny: each game's session has its own types; its screen treats them alike
export type AnySession = Session<any, any, any, any, any>;

/** A game screen's session: the game's midend on the browser, and its part (sessions/). */
export function gameSession(game: GameId, timer: Timer): AnySession {
  const deps = { storage, now: () => new Date() };
  switch (game) {
    case 'glassworks':
      return new Session(glassPart(glassMidend(timer)), deps);
    case 'flood-duel':
      return new Session(floodPart(floodMidend(timer)), deps);
    case 'joker-coloring':
      return new Session(jokerPart(jokerMidend(timer)), deps);
  }
}
