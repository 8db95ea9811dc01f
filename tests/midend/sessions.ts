// Game screens' sessions built for tests: each game's midend on fakes (memory storage, a manual
// clock, workers the test answers), its part, and a screen port that records what the session asks
// the scene to do — and, as a scene does, settles each move the moment it is shown and ends a
// game's moment the moment it begins.

import { FloodMidend } from '../../src/midend/games/flood/midend';
import { floodPart } from '../../src/midend/games/flood/part';
import { checkFloodAnswer, type FloodAnswer, type FloodQuestion } from '../../src/midend/games/flood/worker';
import { GlassMidend, glassSolverPort } from '../../src/midend/games/glassworks/midend';
import { glassPart } from '../../src/midend/games/glassworks/part';
import {
  checkGlassAnswer,
  type GlassAnswer,
  type GlassQuestion,
} from '../../src/midend/games/glassworks/worker';
import { JokerMidend, jokerSolverPort } from '../../src/midend/games/joker/midend';
import { jokerPart } from '../../src/midend/games/joker/part';
import { checkJokerAnswer, type JokerAnswer, type JokerQuestion } from '../../src/midend/games/joker/worker';
import type { GameLaunch } from '../../src/midend/launch/navigation';
import type { Effect } from '../../src/midend/session/effects';
import { type ScreenPort, Session } from '../../src/midend/session/session';
import { WorkerClient } from '../../src/midend/workers/workerClient';
import { deps, FakeWorkers } from './fakes';

/**
 * A screen that keeps every effect; `instant` settles each move as soon as it is shown, and ends the
 * moment of a game's end as soon as it begins.
 */
export class FakeScreen<C> implements ScreenPort<C> {
  readonly done: Effect<C>[] = [];
  instant = true;
  settle: ((move: number) => void) | null = null;
  ended: (() => void) | null = null;
  perform(effects: readonly Effect<C>[]): void {
    this.done.push(...effects);
    for (const e of effects) {
      if (e.kind === 'moved' && this.instant) this.settle?.(e.move);
      if (e.kind === 'ending' && this.instant) this.ended?.();
    }
  }
  /** The effects of a kind performed so far. */
  of<K extends Effect<C>['kind']>(kind: K): Extract<Effect<C>, { kind: K }>[] {
    return this.done.filter((e): e is Extract<Effect<C>, { kind: K }> => e.kind === kind);
  }
  clear(): void {
    this.done.length = 0;
  }
}

type Deps = ReturnType<typeof deps>;

function open<S, M, C, U, Model>(session: Session<S, M, C, U, Model>, data: GameLaunch) {
  const screen = new FakeScreen<C>();
  screen.settle = (move) => session.settled(move);
  screen.ended = () => session.input({ kind: 'action', action: 'ending-done' });
  session.start(data);
  session.opened(screen);
  return screen;
}

export function glassSession(data: GameLaunch = { seed: 2026 }, d: Deps = deps(7), now = new Date()) {
  const workers = new FakeWorkers();
  const client = new WorkerClient<GlassQuestion, GlassAnswer>(
    workers.spawn,
    d.timer,
    60_000,
    checkGlassAnswer,
  );
  const midend = new GlassMidend({ ...d, solver: glassSolverPort(client) });
  const session = new Session(glassPart(midend), { storage: d.storage, now: () => now });
  return { session, midend, workers, d, screen: open(session, data) };
}

export function jokerSession(data: GameLaunch, d: Deps = deps(5), now = new Date()) {
  const workers = new FakeWorkers();
  const client = new WorkerClient<JokerQuestion, JokerAnswer>(
    workers.spawn,
    d.timer,
    60_000,
    checkJokerAnswer,
  );
  const midend = new JokerMidend({ ...d, solver: jokerSolverPort(client) });
  const session = new Session(jokerPart(midend), { storage: d.storage, now: () => now });
  return { session, midend, workers, d, screen: open(session, data) };
}

export function floodSession(data: GameLaunch, d: Deps = deps(31), now = new Date()) {
  const workers = new FakeWorkers();
  const computer = new WorkerClient<FloodQuestion, FloodAnswer>(
    workers.spawn,
    d.timer,
    30_000,
    checkFloodAnswer,
  );
  const midend = new FloodMidend({ ...d, computer });
  const session = new Session(floodPart(midend), { storage: d.storage, now: () => now });
  return { session, midend, workers, d, screen: open(session, data) };
}

/** Joker Coloring's tiny board of the browser tests: red and green, painted in a few moves. */
export const TINY_JOKER: GameLaunch = { seed: 5, params: { w: '3', h: '3', colors: '2', moves: '10' } };
