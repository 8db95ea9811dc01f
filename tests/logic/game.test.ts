// The one rules interface: each game satisfies it (checked by the compiler), and the same
// properties hold for all three games and the tests' fourth, Row Sort: legal moves apply, texts
// round-trip, a saved state validates, and bad text is rejected with a reason.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FloodMove, type FloodOptions, floodDuel } from '../../src/logic/flood/game';
import type { FloodChange } from '../../src/logic/flood/rules';
import type { FloodState } from '../../src/logic/flood/state';
import type { AnyRules, GameRules } from '../../src/logic/game';
import { type GlassOptions, glassworks } from '../../src/logic/glassworks/game';
import type { JumpChange, Move } from '../../src/logic/glassworks/rules';
import type { GlassState } from '../../src/logic/glassworks/state';
import { type JokerChanges, type JokerMove, jokerColoring } from '../../src/logic/joker/game';
import type { JokerOptions } from '../../src/logic/joker/options';
import type { JokerState } from '../../src/logic/joker/state';
import { parseMoveList, printMoveList } from '../../src/logic/notation';
import { rowSort } from '../fourth/rowSort';

// Type-level: each game is exactly one implementation of the interface.
glassworks satisfies GameRules<GlassOptions, GlassState, Move, JumpChange>;
floodDuel satisfies GameRules<FloodOptions, FloodState, FloodMove, FloodChange>;
jokerColoring satisfies GameRules<JokerOptions, JokerState, JokerMove, JokerChanges>;
// A game missing part of the surface does not compile (this line would fail if it did).
// @ts-expect-error moveKind is missing
({ ...glassworks, moveKind: undefined }) satisfies GameRules<GlassOptions, GlassState, Move, JumpChange>;

interface Case {
  rules: AnyRules;
  options: unknown;
}

const CASES: Case[] = [
  { rules: glassworks, options: {} },
  { rules: floodDuel, options: { width: 6, height: 5, first: 1 } },
  { rules: jokerColoring, options: { moves: 30, width: 7, height: 6, colors: 4 } },
  { rules: jokerColoring, options: { moves: 30, width: 7, height: 6, colors: 3, classic: true } },
  // The tests' fourth game (tests/fourth/rowSort.ts): a new game meets the same properties.
  { rules: rowSort, options: { length: 6 } },
];

/** Plays the picks (index into the legal moves) from a deal; stops when the game ends. */
function playOut(rules: AnyRules, options: unknown, seed: number, picks: readonly number[]) {
  let state = rules.deal(options, seed);
  const moves: unknown[] = [];
  const states = [state];
  for (const pick of picks) {
    if (rules.status(state) !== 'playing') break;
    const legal = rules.legalMoves(state);
    const move = legal[pick % legal.length];
    const r = rules.apply(state, move);
    if (!r.ok) throw new Error(`legal move ${rules.encodeMove(move)} rejected: ${r.reason}`);
    moves.push(move);
    state = r.value.state;
    states.push(state);
  }
  return { moves, states };
}

const seedArb = fc.integer({ min: 0, max: 0xffffffff });
const picksArb = fc.array(fc.nat(), { minLength: 1, maxLength: 40 });

describe.each(CASES)('$rules.id with $options', ({ rules, options }) => {
  it('takes its own default options, and rejects options that are not an object', () => {
    expect(rules.checkOptions(rules.defaultOptions)).toEqual({ ok: true, value: rules.defaultOptions });
    expect(rules.checkOptions(options).ok).toBe(true);
    expect(rules.checkOptions('wide').ok).toBe(false);
    expect(rules.checkOptions(null).ok).toBe(false);
  });

  it('applies every legal move; positions, moves and states round-trip through text and JSON', () => {
    fc.assert(
      fc.property(seedArb, picksArb, (seed, picks) => {
        const { moves, states } = playOut(rules, options, seed, picks);
        for (const state of states) {
          const text = rules.encodePosition(state);
          const back = rules.decodePosition(text);
          if (!back.ok) throw new Error(back.reason);
          expect(rules.encodePosition(back.value)).toBe(text);
          expect(rules.validateState(JSON.parse(JSON.stringify(state)))).toEqual({ ok: true, value: state });
        }
        for (const move of moves)
          expect(rules.decodeMove(rules.encodeMove(move))).toEqual({ ok: true, value: move });
        const list = printMoveList(moves, rules.encodeMove);
        expect(parseMoveList(list, rules.decodeMove)).toEqual({ ok: true, value: moves });
      }),
      { numRuns: 40 },
    );
  });

  it('replays a move list from the deal to the same position', () => {
    const { moves, states } = playOut(rules, options, 99, [3, 1, 4, 1, 5, 9, 2, 6]);
    let state = rules.deal(options, 99);
    for (const move of moves) {
      const r = rules.apply(state, move);
      if (!r.ok) throw new Error(r.reason);
      state = r.value.state;
    }
    expect(rules.encodePosition(state)).toBe(rules.encodePosition(states.at(-1)));
  });

  it('has no legal move once the game has ended', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const { states } = playOut(
          rules,
          options,
          seed,
          Array.from({ length: 300 }, (_, i) => i * 7),
        );
        const last = states.at(-1);
        if (rules.status(last) !== 'playing') expect(rules.legalMoves(last)).toEqual([]);
      }),
      { numRuns: 10 },
    );
  });

  it('rejects malformed positions and move tokens with a reason', () => {
    for (const text of ['', '[turn=1', '[nonsense=3] ab/ab', '@@@', '[] 1234']) {
      const r = rules.decodePosition(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason.length).toBeGreaterThan(5);
    }
    for (const token of ['', 'zz', '3,4x', '@9', '1,2,3r']) expect(rules.decodeMove(token).ok).toBe(false);
    const bad = parseMoveList(
      `${rules.encodeMove(rules.legalMoves(rules.deal(options, 1))[0])} %%`,
      rules.decodeMove,
    );
    expect(bad).toMatchObject({ ok: false, reason: expect.stringMatching(/^move 2: /) });
  });
});

describe('notations, pinned', () => {
  it('GlassWorks: a jump token names the anchor and the direction', () => {
    const r = glassworks.decodePosition('RR.\nY..\nB..');
    if (!r.ok) throw new Error(r.reason);
    expect(glassworks.encodePosition(r.value)).toBe('[start=4]\nRR.\nY..\nB..');
    const jump = glassworks.decodeMove('0,0r');
    expect(jump).toEqual({ ok: true, value: { from: { x: 0, y: 0 }, to: { x: 2, y: 0 } } });
    if (!jump.ok) return;
    const played = glassworks.apply(r.value, jump.value);
    if (!played.ok) throw new Error(played.reason);
    expect(glassworks.encodePosition(played.value.state)).toBe('[start=4]\n..R\nY..\nB..');
    expect(glassworks.legalMoves(r.value).map(glassworks.encodeMove)).toEqual(['0,0r', '0,0d', '0,2u']);
  });

  it('Flood Duel: a move is the colour letter; the header keeps the turn and counters', () => {
    // Player 1 takes the b's; player 2 is then shut in, so every unowned square goes to player 1.
    const r = floodDuel.decodePosition('[turn=1] aab2/cab1'.replace(' ', '\n'));
    if (!r.ok) throw new Error(r.reason);
    const played = floodDuel.apply(r.value, { color: 'b' });
    if (!played.ok) throw new Error(played.reason);
    expect(floodDuel.encodePosition(played.value.state)).toBe('[turn=2 moves=1 last=1]\n1112\n1111');
    expect(floodDuel.decodePosition('[turn=2 moves=0 last=1] ab/12').ok).toBe(false);
  });

  it('Joker Coloring: colour, base and quit moves; the header keeps base and counters', () => {
    const r = jokerColoring.decodePosition('[base=1,0 left=3] rgg/rrb/bbb');
    if (!r.ok) throw new Error(r.reason);
    // The flood takes (1,0) and (2,0); the knight squares (0,2) and (2,2) turn red too.
    const move = jokerColoring.decodeMove('r');
    if (!move.ok) throw new Error(move.reason);
    const played = jokerColoring.apply(r.value, move.value);
    if (!played.ok) throw new Error(played.reason);
    expect(jokerColoring.encodePosition(played.value.state)).toBe(
      '[base=1,0 left=2 made=1 colors=4]\nrrr\nrrb\nrbr',
    );
    expect(jokerColoring.decodeMove('@2,1')).toEqual({
      ok: true,
      value: { kind: 'base', at: { x: 2, y: 1 } },
    });
    expect(jokerColoring.moveKind({ kind: 'base', at: { x: 0, y: 0 } })).toBe('free');
    expect(jokerColoring.moveKind({ kind: 'quit' })).toBe('final');
    expect(jokerColoring.decodePosition('[base=0,0 classic] r*/rr').ok).toBe(false);
  });
});
