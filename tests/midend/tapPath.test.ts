// A colour tap's path to its animation, counted (issue: "a colour tap to its animation is at most
// ~8 hops"; Tatham's is process_key → interpret_move → execute_move → redraw). A real Joker
// Coloring or Flood Duel session, a real screen port (scenes/screenEffects.ts) and the real board moves
// (ui/board/boardMoves.ts), with Phaser left out (nothing here draws): a view's colour button sends
// the move as a view does, and the call stacks are read where the midend's view makes the `moved`
// effect and where the view is asked to animate it. Every function on the way counts, the little
// arrow functions too; the frames the two stacks share (the tap, the session's input, its batch)
// count once.

import { describe, expect, it, vi } from 'vitest';
import type { GameLaunch } from '../../src/midend/launch/navigation';
import type { AnySession } from '../../src/midend/session/session';

vi.mock('phaser', () => {
  // Anything of Phaser's a module touches as it loads (a class to extend, a constant): an empty class.
  const any = (): unknown => new Proxy(class {}, { get: (t, k) => (k in t ? t[k as never] : any()) });
  return { default: any() };
});

const FD = await import('../../src/logic/flood');
const { FloodMidend } = await import('../../src/midend/games/flood/midend');
const { floodPart } = await import('../../src/midend/games/flood/part');
const { checkFloodAnswer } = await import('../../src/midend/games/flood/worker');
const { JokerMidend, jokerSolverPort } = await import('../../src/midend/games/joker/midend');
const { jokerPart } = await import('../../src/midend/games/joker/part');
const { checkJokerAnswer } = await import('../../src/midend/games/joker/worker');
const { Session } = await import('../../src/midend/session/session');
const { WorkerClient } = await import('../../src/midend/workers/workerClient');
const { ScreenEffects } = await import('../../src/scenes/screenEffects');
const { BoardMoves } = await import('../../src/ui/board/boardMoves');
const { deps, FakeWorkers } = await import('./fakes');
const { TINY_JOKER } = await import('./sessions');

/** The functions on the stack where it was taken, innermost last: this repository's code only. */
function path(stack: string | undefined): string[] {
  const frames = (stack ?? '').split('\n').filter((l) => l.trim().startsWith('at '));
  const ours = frames.filter((l) => /\/(src|tests)\//.test(l) && !l.includes('node_modules'));
  // Up to the tap: what called it is the test's own driving.
  const names = ours.map((l) =>
    l
      .trim()
      .replace(/^at /, '')
      .replace(/ \(.*$/, ''),
  );
  const tap = names.findIndex((n) => n.includes('colourTap'));
  return names.slice(0, tap + 1).reverse();
}

/** A game with colour buttons: its session on fakes, and a colour its player may choose now. */
interface ColourGame {
  readonly name: string;
  readonly session: () => AnySession;
  readonly launch: GameLaunch;
  readonly colour: (session: AnySession) => unknown;
}

const GAMES: ColourGame[] = [
  {
    name: 'Joker Coloring',
    session: () => {
      const d = deps(5);
      const client = new WorkerClient(new FakeWorkers().spawn, d.timer, 60_000, checkJokerAnswer);
      const midend = new JokerMidend({ ...d, solver: jokerSolverPort(client) });
      return new Session(jokerPart(midend), { storage: d.storage, now: () => new Date() });
    },
    launch: TINY_JOKER,
    colour: ({ midend: { state } }) => {
      const base = state.cells[state.base.y * state.width + state.base.x];
      return { kind: 'color', color: base === 'r' ? 'g' : 'r' };
    },
  },
  {
    name: 'Flood Duel',
    session: () => {
      const d = deps(31);
      const computer = new WorkerClient(new FakeWorkers().spawn, d.timer, 30_000, checkFloodAnswer);
      const midend = new FloodMidend({ ...d, computer });
      return new Session(floodPart(midend), { storage: d.storage, now: () => new Date() });
    },
    launch: { seed: 4, params: { mode: 'cpu', level: 'normal', w: '8', h: '6', starter: '1' } },
    colour: ({ midend: { state } }) => FD.moveOfIndex(FD.greedyMove(state)),
  },
];

/** The session opened on a real screen port whose view records the stack it is asked to animate from. */
function opened(game: ColourGame, stacks: { animated?: string }, settled: number[]) {
  const session = game.session();
  const clock = { time: { delayedCall: () => ({ remove() {} }) }, tweens: { add: () => ({}) } };
  const view = {
    animate(): void {
      stacks.animated = new Error().stack;
    },
    rest(): void {},
  };
  const moves = new BoardMoves(clock as never, {
    animate: () => {},
    rest: () => {},
    board: () => null,
    model: () => session.model(),
    settled: (move) => {
      settled.push(move);
      session.settled(move);
    },
    endingDone: () => {},
  });
  const port = new ScreenEffects({
    screen: {} as never,
    session,
    view: () => view as never,
    moves,
    speaker: { move() {}, board() {}, cursor() {}, hint() {} } as never,
    buttons: new Map(),
    drawAll() {},
    drawHud() {},
    drawPanel() {},
    startWatch() {},
    go() {},
  });
  session.start(game.launch);
  session.opened(port);
  return session;
}

describe("a colour tap's path", () => {
  for (const game of GAMES)
    it(`${game.name}: reaches the view’s animation in at most 8 hops, never calling up from the midend`, () => {
      Error.stackTraceLimit = 100;
      const stacks: { made?: string; animated?: string } = {};
      const settled: number[] = [];
      const session = opened(game, stacks, settled);
      // Where the midend's view makes the effect: its `moved`, wrapped in place (the wrapper stands
      // where it stood on the stack).
      const listener = (session.midend as unknown as { view: { moved: (...a: unknown[]) => void } }).view;
      const moved = listener.moved.bind(listener);
      listener.moved = function SessionView_moved(...a: unknown[]) {
        stacks.made = new Error().stack;
        moved(...a);
      };

      // The view's colour button, as a view is given `send` (GameScene passes the session's input).
      const send = session.input;
      const move = game.colour(session);
      const colourTap = (): void => void send({ kind: 'move', move });
      colourTap();

      const made = path(stacks.made);
      const animated = path(stacks.animated);
      let shared = 0;
      while (shared < Math.min(made.length, animated.length) && made[shared] === animated[shared]) shared++;
      const hops = made.length - 1 + (animated.length - shared);
      const said = `made: ${made.join(' → ')}\nanimated: ${animated.join(' → ')}`;
      expect(made[0], said).toContain('colourTap');
      expect(made.at(-2), said).toMatch(/Midend\.play$/);
      expect(animated.at(-1), said).toContain('animate');
      expect(hops, said).toBeLessThanOrEqual(8);
      // Nothing the midend does is on the stack the view animates from: the screen performs what
      // the session's input handed it, after the move was made.
      expect(
        animated.some((n) => /Midend|play|moved/.test(n)),
        said,
      ).toBe(false);
      // The move played, and the view, having animated it, reported it shown.
      expect(session.midend.steps).toBe(1);
      expect(settled).toEqual([1]);
    });
});
