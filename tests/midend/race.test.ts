// A race on one deal in a solitaire game's session, against a stand-in for the server's room: the
// race's deal, unsaved; moves wait for START; each move goes to the room as the game's token with
// its number; no undo and no solver's help; the header's line and the results rank the racers.

import { describe, expect, it, vi } from 'vitest';
import { jokerColoring } from '../../src/logic/joker';
import type { Action } from '../../src/midend/session/effects';
import type { LiveRace, RaceInfo, RacerInfo } from '../../src/services/liveRace';
import { jokerSession } from './sessions';

const racer = (seat: number, you: boolean, more: Partial<RacerInfo> = {}): RacerInfo => ({
  seat,
  you,
  connected: true,
  moves: 0,
  progress: 4,
  over: false,
  result: null,
  place: 0,
  left: false,
  ...more,
});

class FakeRace implements LiveRace {
  info: RaceInfo;
  sent: { token: string; at: number }[] = [];
  started = 0;
  private readonly heard = new Set<(i: RaceInfo) => void>();
  constructor() {
    this.info = {
      code: 'RACE23',
      game: 'joker-coloring',
      options: { ...jokerColoring.defaultOptions, width: 3, height: 3, colors: 2, moves: 10 },
      seed: 5,
      status: 'waiting',
      countdown: 0,
      racers: [racer(1, true), racer(2, false)],
      me: racer(1, true),
      starts: true,
      reconnecting: false,
      linkEnd: null,
    };
  }
  listen(changed: (i: RaceInfo) => void) {
    this.heard.add(changed);
    return () => this.heard.delete(changed);
  }
  move(token: string, at: number) {
    this.sent.push({ token, at });
  }
  start() {
    this.started++;
  }
  async leave() {}
  change(to: Partial<RaceInfo>) {
    this.info = { ...this.info, ...to };
    for (const h of this.heard) h(this.info);
  }
}

let race: FakeRace;
vi.mock('../../src/services/liveRace', () => ({ liveRace: () => race }));

describe('a race in a Joker Coloring session', () => {
  it('deals the race, waits for START, sends each move with its number, takes none back', () => {
    race = new FakeRace();
    const { session, midend } = jokerSession({ race: true });
    const act = (action: Action) => session.input({ kind: 'action', action });
    expect(midend.seed).toBe(5);
    // The first racer is asked to START at once.
    expect(session.panel()?.buttons.map((b) => b.name)).toEqual(['race-start', 'race-leave', 'race-ok']);
    act('yes');
    expect(race.started).toBe(1);
    const colour = jokerColoring.legalMoves(midend.state).find((m) => m.kind === 'color');
    if (!colour) throw new Error('no colour move');
    expect(midend.play(colour)).toMatchObject({ ok: false, reason: 'the race has not started' });
    race.change({ status: 'racing' });
    expect(midend.play(colour).ok).toBe(true);
    expect(race.sent).toEqual([{ token: jokerColoring.encodeMove(colour), at: 0 }]);
    expect(midend.canUndo).toBe(false);
    expect(midend.undo()).toBe(false);
    expect(midend.solver.askHint()).toBe(false);
    const me = racer(1, true, { place: 1 });
    race.change({ racers: [me, racer(2, false, { place: 2 })], me });
    expect(session.raceLine).toBe('RACE RACE23 · YOU #1 · P2 #2 (4 LEFT)');
    expect(session.snapshot().race).toMatchObject({ room: 'RACE23', status: 'racing' });
  });

  it('passes START to this racer with its question, counts 3-2-1, and tells a racer out of the race why', () => {
    race = new FakeRace();
    const other = racer(1, false);
    const me = racer(2, true);
    race.info = { ...race.info, racers: [other, me], me, starts: false };
    const { session, midend, screen } = jokerSession({ race: true });
    expect(session.panel()?.buttons.map((b) => b.name)).toEqual(['race-leave', 'race-ok']);
    // The first racer leaves: START is this racer's, and its question opens at once.
    race.change({ racers: [{ ...other, left: true }, me], starts: true });
    expect(session.panel()?.buttons.map((b) => b.name)).toEqual(['race-start', 'race-leave', 'race-ok']);
    session.input({ kind: 'action', action: 'yes' });
    race.change({ status: 'starting', countdown: 3 });
    race.change({ countdown: 2 });
    const toasts = () => screen.of('toast').map((e) => e.text);
    expect(toasts()).toContain('THE RACE STARTS IN 3');
    expect(toasts()).toContain('THE RACE STARTS IN 2');
    expect(session.raceLine).toBe('RACE RACE23 · STARTS IN 2');
    const colour = jokerColoring.legalMoves(midend.state).find((m) => m.kind === 'color');
    expect(midend.play(colour as never)).toMatchObject({ ok: false, reason: 'the race has not started' });
    race.change({ status: 'racing', countdown: 0 });
    race.change({ status: 'over', linkEnd: 'away' });
    expect(toasts()).toContain('You were away too long: the race went on without you.');
    expect(midend.play(colour as never)).toMatchObject({
      ok: false,
      reason: 'you are no longer in the race',
    });
  });
});
