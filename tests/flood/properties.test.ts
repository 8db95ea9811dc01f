// Invariants over random small boards and random play, and the Hard player's board against the rules.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AiLevel,
  apply,
  chooseMove,
  counts,
  type FloodState,
  gains,
  newGame,
  status,
} from '../../src/logic/flood';
import { SearchBoard } from '../../src/logic/flood/ai/board';
import { Rng } from '../../src/logic/rng';
import { board, play } from './helpers';

const smallGame = fc
  .record({
    width: fc.integer({ min: 4, max: 9 }),
    height: fc.integer({ min: 4, max: 7 }),
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    first: fc.constantFrom(1 as const, 2 as const),
  })
  .map(({ width, height, seed, first }) => newGame({ width, height }, seed, first));

type Chooser = AiLevel | 'random' | 'wild';

/** 'random' picks a colour that gains something (if any); 'wild' any colour at all. */
function pick(who: Chooser, s: FloodState, rng: Rng, seed: number): number {
  if (who === 'wild') return rng.int(6);
  if (who === 'random') {
    const useful = gains(s, s.turn).flatMap((g, c) => (g > 0 ? [c] : []));
    return useful.length > 0 ? (useful[rng.int(useful.length)] ?? 0) : rng.int(6);
  }
  return chooseMove(who, s, seed);
}

function step(s: FloodState, color: number): FloodState {
  const r = apply(s, color);
  if (!r.ok) throw new Error(`rejected ${color}: ${r.reason}`);
  return r.value.state;
}

describe('Flood Duel invariants', () => {
  it('owned areas only grow, never change hands, and the counts add up', () => {
    fc.assert(
      fc.property(smallGame, fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 60 }), (start, colors) => {
        let s = start;
        for (const c of colors) {
          if (status(s) === 'over') break;
          const next = step(s, c);
          next.owner.forEach((o, i) => {
            if (s.owner[i] !== 0) expect(o).toBe(s.owner[i]);
          });
          const { p1, p2 } = counts(next);
          expect(p1 + p2 + next.owner.filter((o) => o === 0).length).toBe(next.width * next.height);
          expect(p1).toBeGreaterThanOrEqual(counts(s).p1);
          expect(p2).toBeGreaterThanOrEqual(counts(s).p2);
          expect(next.moves).toBe(s.moves + 1);
          s = next;
        }
      }),
    );
  });

  it('the captured and transferred squares are exactly the newly owned ones', () => {
    fc.assert(
      fc.property(smallGame, fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 40 }), (start, colors) => {
        let s = start;
        for (const c of colors) {
          const r = apply(s, c);
          if (!r.ok) break;
          const { change, state } = r.value;
          const changed = state.owner.flatMap((o, i) => (o !== s.owner[i] ? [i] : []));
          const reported = [...change.captured.flat(), ...change.transfers.flatMap((t) => t.squares)];
          expect(reported.sort((a, b) => a - b)).toEqual(changed);
          expect(change.captured.flat().length).toBe(gains(s, s.turn)[c]);
          s = state;
        }
      }),
    );
  });

  it('a game between any two players ends within width*height*2 moves with the board covered', () => {
    const chooser = fc.constantFrom<Chooser>('easy', 'normal', 'hard', 'random');
    fc.assert(
      fc.property(smallGame, chooser, chooser, fc.nat(), (start, a, b, seed) => {
        const rng = new Rng(seed);
        let s = start;
        const limit = s.width * s.height * 2;
        while (status(s) === 'playing' && s.moves < limit) {
          s = step(s, pick(s.turn === 1 ? a : b, s, rng, seed));
        }
        expect(status(s)).toBe('over');
        expect(s.owner.includes(0)).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('a player choosing any colour at all still ends within width*height*2 moves against a computer', () => {
    fc.assert(
      fc.property(
        smallGame,
        fc.constantFrom<AiLevel>('easy', 'normal', 'hard'),
        fc.nat(),
        (start, ai, seed) => {
          const rng = new Rng(seed);
          let s = start;
          while (status(s) === 'playing' && s.moves < s.width * s.height * 2) {
            s = step(s, pick(s.turn === 1 ? 'wild' : ai, s, rng, seed));
          }
          expect(status(s)).toBe('over');
        },
      ),
      { numRuns: 40 },
    );
  });

  it('every computer move at every level is a colour 0..5 that applies', () => {
    fc.assert(
      fc.property(
        smallGame,
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 20 }),
        fc.nat(),
        (start, prefix, seed) => {
          let s = start;
          for (const c of prefix) {
            if (status(s) === 'over') break;
            s = step(s, c);
          }
          if (status(s) === 'over') return;
          for (const level of ['easy', 'normal', 'hard'] as const) {
            const c = chooseMove(level, s, seed);
            expect(Number.isInteger(c) && c >= 0 && c <= 5).toBe(true);
            expect(apply(s, c).ok).toBe(true);
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});

// The Hard player's blob-graph board must agree with the rules move for move, and undo exactly.

function snapshot(b: SearchBoard): string {
  return JSON.stringify([[...b.owner], [...b.touch], [...b.owned], [...b.frontier], b.unownedSquares]);
}

function boardGains(b: SearchBoard, p: 1 | 2): number[] {
  const out = new Int32Array(6);
  b.gains(p, out, 0);
  return [...out];
}

describe('SearchBoard', () => {
  it('plays like apply (captures, hand-overs, gains) and undoes back to the start', () => {
    fc.assert(
      fc.property(smallGame, fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 40 }), (start, colors) => {
        const board = new SearchBoard(start);
        const before = snapshot(board);
        const undo: [number, number][] = [];
        let s: FloodState = start;
        for (const c of colors) {
          if (status(s) === 'over') break;
          const mark = board.mark();
          undo.push([mark, board.play(s.turn, c)]);
          const r = apply(s, c);
          if (!r.ok) throw new Error(r.reason);
          s = r.value.state;
          const { p1, p2 } = counts(s);
          expect([board.owned[1], board.owned[2]]).toEqual([p1, p2]);
          expect(board.unownedSquares).toBe(s.owner.filter((o) => o === 0).length);
          expect(boardGains(board, 1)).toEqual(gains(s, 1));
          expect(boardGains(board, 2)).toEqual(gains(s, 2));
        }
        for (let k = undo.length - 1; k >= 0; k--) {
          const [mark, handOver] = undo[k] ?? [0, 0];
          board.undo(mark, handOver);
        }
        expect(snapshot(board)).toBe(before);
      }),
      { numRuns: 150 },
    );
  });

  it.each([
    ['mover walled in', '1a2/22b/bcd', 'a'],
    ['new player walled in', '2ab/11d/eff', 'a'],
    ['both walled in', '12a/2ba/aa2', 'f'],
    ['board filled', '1a/22', 'a'],
  ])('agrees with apply on the end-of-move hand-overs: %s', (_name, text, letter) => {
    const s = board(text.replaceAll('/', '\n'));
    const b = new SearchBoard(s);
    const mark = b.mark();
    const handOver = b.play(s.turn, 'abcdef'.indexOf(letter));
    const { p1, p2 } = counts(play(s, letter).state);
    expect([b.owned[1], b.owned[2], b.unownedSquares]).toEqual([p1, p2, 0]);
    b.undo(mark, handOver);
    expect(snapshot(b)).toBe(snapshot(new SearchBoard(s)));
  });

  it('builds one blob per one-colour unowned region', () => {
    const s = newGame({ width: 4, height: 4 }, 1);
    const board = new SearchBoard({ ...s, colors: [0, 0, 1, 0, 0, 1, 1, 1, 2, 2, 3, 3, 0, 2, 3, 3] });
    // aab2 / abbb / ccdd / 1cdd: regions a (0,1,4), b (2,5,6,7), c (8,9,13), d (10,11,14,15).
    expect(board.count).toBe(4);
    expect([...board.size]).toEqual([3, 4, 3, 4]);
    expect([...board.color]).toEqual([0, 1, 2, 3]);
    // Every pair touches except a–d.
    const neighboursOf = (b: number) => [...board.adj.slice(board.adjStart[b], board.adjStart[b + 1])].sort();
    expect([0, 1, 2, 3].map(neighboursOf)).toEqual([
      [1, 2],
      [0, 2, 3],
      [0, 1, 3],
      [1, 2],
    ]);
    expect([...board.frontier]).toEqual([0, 1, 1]); // player 1 touches c, player 2 touches b
  });
});
