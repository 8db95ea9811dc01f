// The menu's cards know the player: a game in progress read from the save without starting it (how
// far, its par, the best kept for its deal), and the daily streak, in the card's words.

import { describe, expect, it } from 'vitest';
import * as GW from '../../src/logic/glassworks';
import { GlassMidend } from '../../src/midend/games/glassworks/midend';
import { cardProgress } from '../../src/midend/progress/cardProgress';
import { deps } from './fakes';
import { glassSession } from './sessions';

describe("the menu's cards", () => {
  it('a game in progress: how far it is, its par and the best for its deal, read without starting it', () => {
    const d = deps(7);
    const { session, midend, workers } = glassSession({ seed: 2026 }, d);
    // A fresh midend on the same storage reads nothing while no move is made.
    const reader = () => new GlassMidend(d).saved.progress();
    expect(reader()).toBeNull();
    workers.current.reply({ line: [], pointsLeft: 7 }); // par: 7 points
    session.input({ kind: 'move', move: GW.legalJumps(midend.state)[0] as GW.Move });
    expect(reader()).toEqual({ steps: 1, par: 7, best: null });
    expect(cardProgress('glassworks', reader(), 0)).toEqual({
      playing: true,
      lines: ['IN PROGRESS · 1 JUMP', 'POINTS: PAR 7'],
    });
  });

  it('a best kept for the deal, and the daily streak; nothing in progress keeps the pitch', () => {
    expect(cardProgress('joker-coloring', { steps: 12, par: 6, best: 8 }, 3)).toEqual({
      playing: true,
      lines: ['IN PROGRESS · 12 MOVES', 'MOVES: PAR 6 · BEST 8', 'DAILY STREAK 3'],
    });
    expect(cardProgress('flood-duel', null, 2)).toEqual({ playing: false, lines: ['DAILY STREAK 2'] });
    expect(cardProgress('flood-duel', null, 0)).toEqual({ playing: false, lines: [] });
  });

  it("GlassWorks' clearing ladder once a deal of it is cleared (before that, the pitch stays)", () => {
    expect(cardProgress('glassworks', null, 0, { cleared: 3, of: 100 })).toEqual({
      playing: false,
      lines: ['LADDER 3 OF 100 CLEARED'],
    });
    expect(cardProgress('glassworks', null, 0, { cleared: 0, of: 100 })).toEqual({
      playing: false,
      lines: [],
    });
  });
});
