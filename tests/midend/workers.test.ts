// What the workers answer, without a browser: each is a pure function of a plain question, and
// survives a structured clone (what postMessage does).

import { describe, expect, it } from 'vitest';
import * as FD from '../../src/logic/flood';
import * as GW from '../../src/logic/glassworks';
import * as JK from '../../src/logic/joker';
import { answerFlood } from '../../src/midend/games/flood/answer';
import { checkFloodAnswer } from '../../src/midend/games/flood/worker';
import { answerGlass } from '../../src/midend/games/glassworks/answer';
import { checkGlassAnswer } from '../../src/midend/games/glassworks/worker';
import { answerJoker } from '../../src/midend/games/joker/answer';
import { checkJokerAnswer } from '../../src/midend/games/joker/worker';

describe('worker answers', () => {
  it('GlassWorks: a hint line replays through the rules to the points it claims', () => {
    const state = GW.newGame(5);
    const a = answerGlass(structuredClone({ kind: 'hint' as const, state }));
    let s = state;
    for (const move of a.line) {
      const r = GW.apply(s, move);
      if (!r.ok) throw new Error(r.reason);
      s = r.value.state;
    }
    expect(GW.isOver(s)).toBe(true);
    expect(GW.points(s)).toBe(a.pointsLeft);
  });

  it('Joker Coloring: a hint is the solver’s whole line, which paints the board in its colour moves', () => {
    const state = JK.newGame({ moves: 30, width: 10, height: 10, colors: 4 }, 8);
    const a = answerJoker(structuredClone({ kind: 'hint' as const, state }));
    if (!('line' in a)) throw new Error('not a line');
    expect(a.line.at(-1)?.kind).toBe('color');
    expect(a.line.filter((m) => m.kind === 'color')).toHaveLength(a.colourMoves);
    let s = state;
    for (const m of a.line) {
      const r = JK.jokerColoring.apply(s, m);
      if (!r.ok) throw new Error(r.reason);
      s = r.value.state;
    }
    expect(JK.status(s)).toBe('won');
    expect(s.movesMade).toBe(a.colourMoves);
    expect(a.colourMoves).toBeGreaterThan(0);
    const bounds = answerJoker({ kind: 'bounds', options: JK.DEFAULTS, seed: 3 });
    expect(bounds).toMatchObject({ atLeast: expect.any(Number), atMost: expect.any(Number) });
  });

  it("Flood Duel: the level's own move, Easy's randomness from the deal's seed and the move number", () => {
    const state = FD.newGame({ width: 16, height: 10 }, 21);
    for (const level of FD.AI_LEVELS) {
      const q = structuredClone({ level, state, seed: 3 });
      expect(answerFlood(q)).toBe(FD.computerMove(level, state, 3));
    }
    expect(FD.computerMove('easy', state, 3)).toBe(FD.chooseMove('easy', state, 3));
    expect(answerFlood({ level: 'normal', state, seed: 0 })).toBe(FD.greedyMove(state));
  });

  it('every real answer passes its check, as the same data; what a broken worker might say does not', () => {
    const glass = answerGlass({ kind: 'hint', state: GW.newGame(5) });
    expect(checkGlassAnswer(glass)).toEqual({ ok: true, value: glass });
    const joker = answerJoker({
      kind: 'hint',
      state: JK.newGame({ moves: 30, width: 10, height: 10, colors: 4 }, 8),
    });
    expect(checkJokerAnswer(joker)).toEqual({ ok: true, value: joker });
    const bounds = answerJoker({ kind: 'bounds', options: JK.DEFAULTS, seed: 3 });
    expect(checkJokerAnswer(bounds)).toEqual({ ok: true, value: bounds });
    const flood = answerFlood({ level: 'hard', state: FD.newGame({ width: 16, height: 10 }, 21), seed: 3 });
    expect(checkFloodAnswer(flood)).toEqual({ ok: true, value: flood });

    const junk: [(d: unknown) => { ok: boolean }, unknown][] = [
      [checkGlassAnswer, { line: [], pointsLeft: 'lots' }],
      [checkGlassAnswer, { line: [{ from: { x: 0, y: 0 } }], pointsLeft: 3 }],
      [checkGlassAnswer, { line: [{ from: { x: 0, y: 0 }, to: { x: 99, y: 0 } }], pointsLeft: 3 }],
      [checkGlassAnswer, null],
      [checkJokerAnswer, { line: [{ kind: 'color', color: 'purple' }], colourMoves: 1 }],
      [checkJokerAnswer, { line: [{ kind: 'quit' }], colourMoves: 1 }],
      [checkJokerAnswer, { atLeast: 2 }],
      [checkJokerAnswer, { line: 'r', colourMoves: 1 }],
      [checkFloodAnswer, 6],
      [checkFloodAnswer, '2'],
      [checkFloodAnswer, Number.NaN],
    ];
    for (const [check, data] of junk) expect(check(data).ok, JSON.stringify(data)).toBe(false);
  });
});
