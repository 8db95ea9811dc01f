// The midend in a live Flood Duel, against a stand-in for the server's room: this side's moves go to
// the room as the moves they are in the game, the friend's are played once the view has caught up,
// nothing is saved and nothing undone, and closing the screen leaves the room unless a rematch
// carries it on.

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { greedyMove } from '../../src/logic/flood/ai';
import { moveOfIndex } from '../../src/logic/flood/game';
import { apply } from '../../src/logic/flood/rules';
import { newGame } from '../../src/logic/flood/state';
import { FloodMidend } from '../../src/midend/games/flood/midend';
import { checkFloodAnswer, type FloodAnswer, type FloodQuestion } from '../../src/midend/games/flood/worker';
import { GameLog } from '../../src/midend/progress/gameLog';
import type { Action } from '../../src/midend/session/effects';
import { WorkerClient } from '../../src/midend/workers/workerClient';
import type { DuelInfo, LiveDuel } from '../../src/services/liveDuel';
import { MemoryBackend, Storage } from '../../src/services/storage';
import { deps, FakeWorkers } from './fakes';
import { floodSession } from './sessions';

/** The room as a test drives it: its info, what this side sent, and whether it left. */
class FakeRoom implements LiveDuel {
  info: DuelInfo;
  sent: { color: string; at: number }[] = [];
  left = false;
  private readonly heard = new Set<(i: DuelInfo) => void>();
  constructor(status: DuelInfo['status']) {
    this.info = {
      code: 'ABC234',
      roomId: 'ABC234',
      role: 1,
      status,
      width: 8,
      height: 6,
      seed: 77,
      first: 1,
      moves: [],
      round: 0,
      result: '',
      forfeit: 0,
      ended: '',
      turnSeconds: 60,
      clock: status === 'playing' ? 60 : null,
      opponentConnected: status === 'playing',
      opponentRematch: false,
      opponentLeft: false,
      reconnecting: false,
      linkEnd: null,
      ratings: null,
    };
  }
  listen(changed: (i: DuelInfo) => void) {
    this.heard.add(changed);
    return () => this.heard.delete(changed);
  }
  /** The connection is going: what this side sends never arrives. */
  dropping = false;
  move(color: string, at: number) {
    this.sent.push({ color, at });
    if (!this.dropping) this.change({ moves: [...this.info.moves, 'abcdef'.indexOf(color)] });
  }
  rematch() {}
  async leave() {
    this.left = true;
  }
  /** The room's state changed (a patch arrived). */
  change(to: Partial<DuelInfo>) {
    this.info = { ...this.info, ...to };
    for (const h of this.heard) h(this.info);
  }
}

let room: FakeRoom;
const goOnline = vi.fn(async () => ({ ok: false, reason: 'no server here', key: '', params: {} }));
vi.mock('../../src/services/liveDuel', () => ({
  liveDuel: () => room,
  goOnline: (...args: unknown[]) => goOnline(...(args as [])),
}));
vi.mock('../../src/services/serverAddress', () => ({ serverAddress: () => 'ws://127.0.0.1:2567' }));

function setup(status: DuelInfo['status'] = 'playing') {
  room = new FakeRoom(status);
  const backend = new MemoryBackend();
  const d = { ...deps(77), storage: new Storage(backend) };
  const computer = new WorkerClient<FloodQuestion, FloodAnswer>(
    new FakeWorkers().spawn,
    d.timer,
    30_000,
    checkFloodAnswer,
  );
  const view = { moved: vi.fn(), reset: vi.fn(), refresh: vi.fn(), say: vi.fn(), decided: vi.fn() };
  const m = new FloodMidend({ ...d, computer });
  m.attach(view);
  m.begin({
    seed: 77,
    fresh: true,
    options: { width: 8, height: 6, first: 1 },
    extras: { mode: 'live', level: 'normal', me: 1 },
  });
  return { m, d, view, backend };
}

describe('Flood Duel live, in the midend', () => {
  beforeEach(() => vi.clearAllMocks());

  it("sends this side's move as the move it is in the game, then waits for the friend's", () => {
    const { m } = setup();
    const mine = moveOfIndex(greedyMove(m.state));
    expect(m.play(mine).ok).toBe(true);
    expect(room.sent).toEqual([{ color: mine.color, at: 0 }]);
    expect(m.play(moveOfIndex(0))).toMatchObject({ ok: false, reason: "it is your friend's turn" });
    expect(room.sent).toHaveLength(1);
  });

  it("plays the friend's move from the room once the view has caught up", () => {
    const { m, view } = setup();
    const mine = greedyMove(m.state);
    m.play(moveOfIndex(mine));
    const friends = greedyMove(m.state);
    room.change({ moves: [...room.info.moves, friends] });
    expect(m.state.moves).toBe(1); // the view is still showing this side's move
    m.ready();
    expect(m.state.moves).toBe(2);
    expect(view.moved).toHaveBeenLastCalledWith(expect.anything(), 'computer');
    // The position the rules give for the two moves on the room's deal.
    let rules = newGame({ width: 8, height: 6 }, 77, 1);
    for (const c of [mine, friends]) {
      const r = apply(rules, c);
      if (!r.ok) throw new Error(r.reason);
      rules = r.value.state;
    }
    expect(m.state.owner).toEqual(rules.owner);
  });

  it('refuses a move before the friend has joined, and after the room has ended', () => {
    const { m } = setup('waiting');
    expect(m.play(moveOfIndex(0))).toMatchObject({
      ok: false,
      reason: 'your friend has not joined yet: send them the code',
    });
    room.change({ status: 'over', forfeit: 2 });
    expect(m.play(moveOfIndex(0))).toMatchObject({ ok: false, reason: 'the online game has ended' });
  });

  it('tells the player what happens in the room: the friend arriving, away, back, leaving', () => {
    const { view } = setup('waiting');
    room.change({ status: 'playing', opponentConnected: true });
    expect(view.say).toHaveBeenLastCalledWith('Your friend is here: the game is on.');
    room.change({ opponentConnected: false });
    expect(view.say).toHaveBeenLastCalledWith(
      'Your friend lost the connection: waiting a minute for them to come back.',
    );
    room.change({ opponentConnected: true });
    expect(view.say).toHaveBeenLastCalledWith('Your friend is back.');
    room.change({ status: 'over', forfeit: 2, result: 'p1' });
    expect(view.say).toHaveBeenLastCalledWith('Your friend left the game: you win by forfeit.');
  });

  it('saves nothing and undoes nothing; the room stays joined when the screen closes', () => {
    const { m, backend } = setup();
    m.play(moveOfIndex(greedyMove(m.state)));
    expect(m.canUndo).toBe(false);
    expect(m.undo()).toBe(false);
    expect(backend.length).toBe(0);
    m.dispose();
    expect(room.left).toBe(false);
  });

  it('a game of another kind begun on the screen leaves the room', () => {
    setup();
    const d = deps(5);
    const computer = new WorkerClient<FloodQuestion, FloodAnswer>(
      new FakeWorkers().spawn,
      d.timer,
      30_000,
      checkFloodAnswer,
    );
    const next = new FloodMidend({ ...d, computer });
    next.begin({
      fresh: true,
      options: { width: 8, height: 6, first: 1 },
      extras: { mode: 'cpu', level: 'easy' },
    });
    expect(room.left).toBe(true);
  });

  it('PLAY ONLINE during a live game asks before leaving it, then offers the choice', () => {
    room = new FakeRoom('playing');
    const { session } = floodSession({ live: true });
    const act = (action: Action) => session.input({ kind: 'action', action });
    act('play-online');
    expect(session.panel()?.title).toBe('LEAVE THE GAME?');
    act('no');
    expect(room.left).toBe(false);
    act('play-online');
    act('yes');
    expect(room.left).toBe(true);
    expect(session.panel()?.buttons.map((b) => b.name)).toEqual([
      'online-friend',
      'online-quick',
      'online-clock',
      'online-cancel',
    ]);
    act('alt');
    expect(goOnline).toHaveBeenCalledWith({ kind: 'quick', width: 8, height: 6 });
  });

  it("a friend's room has the turn clock the player chose: 1 min, then 3 min, 30 s", () => {
    room = new FakeRoom('over');
    const { session } = floodSession({ live: true });
    const act = (action: Action) => session.input({ kind: 'action', action });
    act('play-online');
    const clock = () => session.panel()?.buttons.find((b) => b.name === 'online-clock')?.label;
    expect(clock()).toBe('TURNS: 1 MIN');
    act('cycle');
    expect(clock()).toBe('TURNS: 3 MIN');
    act('cycle');
    expect(clock()).toBe('TURNS: 30 S');
    act('yes');
    expect(goOnline).toHaveBeenCalledWith({ kind: 'friend', width: 8, height: 6, clock: 30 });
  });

  it('NEW VS CPU during a live game says the game is lost by forfeit, not that undo cannot bring it back', () => {
    room = new FakeRoom('playing');
    const { session } = floodSession({ live: true });
    session.input({ kind: 'action', action: 'new-cpu' });
    expect(session.panel()?.title).toBe('LEAVE THE GAME?');
  });

  it('while the connection is lost, moves wait; a move the room missed is sent again once back', () => {
    const { m } = setup();
    room.dropping = true;
    const mine = moveOfIndex(greedyMove(m.state));
    m.play(mine);
    expect(room.info.moves).toEqual([]);
    room.change({ reconnecting: true });
    room.dropping = false;
    room.change({ opponentConnected: true }); // still reconnecting: nothing sent
    expect(room.sent).toHaveLength(1);
    room.change({ reconnecting: false });
    expect(room.sent).toEqual([
      { color: mine.color, at: 0 },
      { color: mine.color, at: 0 },
    ]);
    expect(room.info.moves).toHaveLength(1);
  });

  it('a game decided off the board is told in words and logged as what it was: never both winners', () => {
    const { view } = setup();
    room.change({ status: 'over', forfeit: 1, result: 'p2', ended: 'time' });
    expect(view.say).toHaveBeenLastCalledWith('Your time ran out: your friend wins.');
    expect(view.decided).toHaveBeenLastCalledWith(false);
    const other = setup();
    room.change({ status: 'over', forfeit: 2, result: 'p1', ended: 'away' });
    expect(other.view.say).toHaveBeenLastCalledWith('Your friend was away too long: you win by forfeit.');
    expect(other.view.decided).toHaveBeenLastCalledWith(true);
  });

  it('a refused return is the truth at once: away too long is a loss; a game the server lost is no result', () => {
    const { view } = setup();
    room.change({ reconnecting: true });
    room.change({ reconnecting: false, linkEnd: 'away', status: 'over' });
    expect(view.say).toHaveBeenLastCalledWith('You were away too long: the game went to your friend.');
    expect(view.decided).toHaveBeenLastCalledWith(false);
    const lost = setup();
    room.change({ linkEnd: 'not-kept', status: 'over' });
    expect(lost.view.say).toHaveBeenLastCalledWith('The server restarted: this game could not be kept.');
    expect(lost.view.decided).toHaveBeenLastCalledWith(null);
  });

  it('the session logs a live game lost by absence as a loss, in live mode', () => {
    room = new FakeRoom('playing');
    const { session, d } = floodSession({ live: true });
    expect(session.snapshot()).toMatchObject({ online: { clock: 60 } });
    room.change({ linkEnd: 'away', status: 'over' });
    const log = new GameLog(d.storage).all();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ game: 'flood-duel', mode: 'live', won: false });
  });

  it('a stranger met by quick match is the opponent, never a friend', () => {
    const { m, view } = setup('waiting');
    room.change({ code: '' });
    room.change({ status: 'playing', opponentConnected: true });
    expect(view.say).toHaveBeenLastCalledWith('An opponent is here: the game is on.');
    m.play(moveOfIndex(greedyMove(m.state)));
    expect(m.play(moveOfIndex(0))).toMatchObject({ ok: false, reason: "it is your opponent's turn" });
  });

  it('refuses a move while reconnecting', () => {
    const { m } = setup();
    room.change({ reconnecting: true });
    expect(m.play(moveOfIndex(0))).toMatchObject({
      ok: false,
      reason: 'the connection to the server is lost: reconnecting',
    });
  });
});
