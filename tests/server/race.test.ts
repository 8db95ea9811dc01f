// Races on one deal (GlassWorks, Joker Coloring) on a real loopback server: each racer plays their
// own board, the server's copy of the rules decides progress and results, places follow the games'
// own measures, and a move the rules refuse (a forged result) changes nothing.

import type { Room } from 'colyseus.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { RATE } from '../../server/rooms/guard';
import { COUNTDOWN } from '../../server/rooms/RaceRoom';
import type { RaceState } from '../../server/rooms/raceState';
import type { AnyRules } from '../../src/logic/game';
import * as GW from '../../src/logic/glassworks';
import * as JK from '../../src/logic/joker';
import type { RaceGame } from '../../src/logic/protocol';
import { raceRules } from '../../src/logic/race';
import { refusal, testServer, until } from './testServer';

const test = testServer();
// Races start at once here; the test of the 3-2-1 asks for it.
beforeEach(() => {
  COUNTDOWN.seconds = 0;
});

/** A racer's own game, kept beside the room's: the deal from the room's state, then each move. */
class Board {
  readonly rules: AnyRules;
  state: unknown;
  made = 0;
  constructor(
    readonly room: Room<RaceState>,
    game: RaceGame,
  ) {
    this.rules = raceRules(game);
    this.state = this.rules.deal(JSON.parse(room.state.options), room.state.seed);
  }
  async play(move: unknown): Promise<void> {
    const r = this.rules.apply(this.state, move);
    if (!r.ok) throw new Error(r.reason);
    this.state = r.value.state;
    this.room.send('move', { move: this.rules.encodeMove(move), at: this.made });
    this.made++;
    const me = this.room.sessionId;
    await until(() => this.room.state.racers.get(me)?.moves === this.made);
  }
}

async function race(game: RaceGame, options?: unknown) {
  const a = await test.sdk.create<RaceState>('race', { game, options, private: true });
  const b = await test.sdk.joinById<RaceState>(a.roomId);
  await until(() => a.state.racers.size === 2 && b.state.racers.size === 2);
  return { a, b };
}

describe('a race on one deal', () => {
  it('starts when the first racer says so, ranks GlassWorks by points left, and is over when all are', async () => {
    // A whole game played at a machine's pace, faster than any person: the rate is raised for it.
    RATE.perSecond = 1000;
    RATE.burst = 1000;
    const { a, b } = await race('glassworks');
    expect(a.state.code).toBe(a.roomId);
    const early = refusal(b);
    b.send('start');
    expect(await early).toMatch(/first player/);
    a.send('start');
    await until(() => b.state.status === 'racing');
    // A third cannot join a race under way.
    await expect(test.sdk.joinById(a.roomId)).rejects.toThrow();
    const boards = [new Board(a, 'glassworks'), new Board(b, 'glassworks')];
    // Each plays their own board to the end: a takes the first legal jump, b the last.
    for (const [i, board] of boards.entries()) {
      for (;;) {
        const moves = board.rules.legalMoves(board.state);
        if (board.rules.status(board.state) !== 'playing' || moves.length === 0) break;
        await board.play(i === 0 ? moves[0] : moves[moves.length - 1]);
      }
    }
    await until(() => a.state.status === 'over');
    const [ra, rb] = [a.state.racers.get(a.sessionId), a.state.racers.get(b.sessionId)];
    const [pa, pb] = boards.map((x) => GW.points(x.state as GW.GlassState));
    expect(ra?.result).toBe(pa);
    expect(rb?.result).toBe(pb);
    if (pa !== pb) expect(ra?.place).toBe((pa as number) < (pb as number) ? 1 : 2);
    expect(new Set([ra?.place, rb?.place])).toEqual(new Set([1, 2]));
  });

  it('refuses a move the racer’s own board does not allow, and anything that is no move', async () => {
    const { a, b } = await race('glassworks');
    a.send('start');
    await until(() => a.state.status === 'racing');
    const before = a.state.racers.get(a.sessionId)?.progress;
    const cases: [unknown, RegExp][] = [
      [{ move: 'zz9', at: 0 }, /./],
      [{ move: 'a1-a3', at: 5 }, /out of step/],
      [{ result: 0 }, /move/],
      ['finished', /must be an object/],
    ];
    for (const [message, reason] of cases) {
      const heard = refusal(a);
      a.send('move', message);
      expect(await heard).toMatch(reason);
    }
    // A result is not a message the room takes: dropped.
    a.send('result', { points: 0 });
    const board = new Board(b, 'glassworks');
    await board.play(board.rules.legalMoves(board.state)[0]);
    const ra = a.state.racers.get(a.sessionId);
    expect(ra?.moves).toBe(0);
    expect(ra?.progress).toBe(before);
    expect(ra?.over).toBe(false);
  });

  it('a Joker Coloring race counts squares off colour while playing', async () => {
    const { a, b } = await race('joker-coloring', {
      width: 8,
      height: 8,
      colors: 4,
      moves: 21,
      classic: false,
    });
    a.send('start');
    await until(() => b.state.status === 'racing');
    const board = new Board(b, 'joker-coloring');
    expect(b.state.racers.get(b.sessionId)?.progress).toBe(JK.squaresLeft(board.state as JK.JokerState));
    const colour = board.rules.legalMoves(board.state).find((m: { kind: string }) => m.kind === 'color');
    await board.play(colour);
    const now = b.state.racers.get(b.sessionId);
    expect(now?.moves).toBe(1);
    // The server's count is the rules' count on this racer's own board.
    expect(now?.progress).toBe(JK.squaresLeft(board.state as JK.JokerState));
  });

  it('passes START to the next racer still in when the first leaves, and counts 3-2-1 before it is on', async () => {
    COUNTDOWN.seconds = 3;
    const a = await test.sdk.create<RaceState>('race', { game: 'glassworks', private: true });
    const b = await test.sdk.joinById<RaceState>(a.roomId);
    const c = await test.sdk.joinById<RaceState>(a.roomId);
    await until(() => b.state.racers.size === 3);
    expect(b.state.starter).toBe(1);
    await a.leave(true);
    await until(() => b.state.starter === 2);
    const early = refusal(c);
    c.send('start');
    expect(await early).toMatch(/first player/);
    b.send('start');
    await until(() => c.state.status === 'starting');
    const seen = new Set<number>();
    c.onStateChange((s) => seen.add(s.countdown));
    // Moves wait for the race.
    const waiting = refusal(c);
    const board = new Board(c, 'glassworks');
    c.send('move', { move: board.rules.encodeMove(board.rules.legalMoves(board.state)[0]), at: 0 });
    expect(await waiting).toMatch(/not on/);
    await until(() => c.state.status === 'racing', 10_000);
    expect([...seen].filter((n) => n > 0).sort()).toEqual(expect.arrayContaining([1, 2]));
  });

  it('ranks a racer who leaves after everyone still racing', async () => {
    const { a, b } = await race('glassworks');
    a.send('start');
    await until(() => b.state.status === 'racing');
    await b.leave(true);
    await until(() => a.state.racers.get(b.sessionId)?.left === true);
    expect(a.state.racers.get(b.sessionId)?.place).toBe(2);
    expect(a.state.racers.get(a.sessionId)?.place).toBe(1);
  });

  it('a race asked for with bad options is not made', async () => {
    await expect(test.sdk.create('race', { game: 'chess' })).rejects.toThrow(/game/);
    await expect(
      test.sdk.create('race', { game: 'joker-coloring', options: { width: 999 } }),
    ).rejects.toThrow();
  });
});
