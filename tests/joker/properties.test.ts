// Property tests on random small boards: what a colouring may change, that jokers only vanish,
// that the joker order does not matter (against a one-joker-at-a-time reference), undo, and the
// shape of the flood rings.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Cell,
  type ColorLetter,
  colorMove,
  floodedArea,
  gameColors,
  type JokerState,
  validateState,
} from '../../src/logic/joker';
import { jokerColoring } from '../../src/logic/joker/game';
import { play, startHistory, undo } from '../../src/midend/core/history';
import { unwrap } from './helpers';

interface Case {
  state: JokerState;
  letter: ColorLetter;
}

/** A legal move on a random board: base not a joker, colour a game colour other than the base's. */
const caseArb: fc.Arbitrary<Case> = fc
  .record({
    width: fc.integer({ min: 2, max: 8 }),
    height: fc.integer({ min: 2, max: 8 }),
    colors: fc.integer({ min: 2, max: 6 }),
  })
  .chain(({ width, height, colors }) => {
    const palette = gameColors(colors);
    const cell = fc.oneof(
      { weight: 1, arbitrary: fc.constant<Cell>('*') },
      { weight: 3, arbitrary: fc.constantFrom<Cell>(...palette) },
    );
    return fc
      .record({
        cells: fc.array(cell, { minLength: width * height, maxLength: width * height }),
        base: fc.nat(width * height - 1),
        baseColor: fc.nat(colors - 1),
        shift: fc.integer({ min: 1, max: colors - 1 }),
        movesLeft: fc.integer({ min: 1, max: 30 }),
      })
      .map(({ cells, base, baseColor, shift, movesLeft }): Case => {
        const board = cells.slice();
        board[base] = palette[baseColor]!;
        const state = unwrap(
          validateState({
            width,
            height,
            colors,
            cells: board,
            base: { x: base % width, y: Math.floor(base / width) },
            movesLeft,
            movesMade: 0,
            quit: false,
          }),
        );
        return { state, letter: palette[(baseColor + shift) % colors]! };
      });
  });

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

// Written independently of src/logic/joker/geometry.ts on purpose.
const around = (
  w: number,
  h: number,
  i: number,
  deltas: readonly (readonly [number, number])[],
): number[] => {
  const x = i % w;
  const y = (i - x) / w;
  return deltas
    .map(([dx, dy]) => [x + dx, y + dy] as const)
    .filter(([nx, ny]) => nx >= 0 && ny >= 0 && nx < w && ny < h)
    .map(([nx, ny]) => ny * w + nx);
};
const SIDE = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;
const RING = [...SIDE, [1, 1], [1, -1], [-1, 1], [-1, -1]] as const;
const HORSE = [
  [1, 2],
  [2, 1],
  [-1, 2],
  [-2, 1],
  [1, -2],
  [2, -1],
  [-1, -2],
  [-2, -1],
] as const;

/** BFS distance of every square of the base's colour region (absent = not in the region). */
function regionDistances(s: JokerState): Map<number, number> {
  const base = s.base.y * s.width + s.base.x;
  const dist = new Map([[base, 0]]);
  const queue = [base];
  for (let k = 0; k < queue.length; k++) {
    const i = queue[k]!;
    for (const n of around(s.width, s.height, i, SIDE)) {
      if (!dist.has(n) && s.cells[n] === s.cells[base]) {
        dist.set(n, dist.get(i)! + 1);
        queue.push(n);
      }
    }
  }
  return dist;
}

/**
 * Reference colouring: pending jokers are processed one at a time, the next one picked from the
 * pending list by `picks` (so fast-check chooses the order), until none is left.
 */
function reference(s: JokerState, c: ColorLetter, picks: readonly number[]): Cell[] {
  const { width: w, height: h } = s;
  const board = s.cells.slice();
  const pending: number[] = [];
  const paintOne = (i: number): void => {
    if (board[i] === '*') pending.push(i);
    else if (board[i] !== c) {
      board[i] = c;
      for (const n of around(w, h, i, SIDE)) if (board[n] === '*') pending.push(n);
    }
  };
  const region = [...regionDistances(s).keys()];
  for (const i of region) board[i] = c;
  for (const i of region) for (const n of around(w, h, i, SIDE)) if (board[n] === '*') pending.push(n);
  for (const i of around(w, h, s.base.y * w + s.base.x, HORSE)) paintOne(i);
  let k = 0;
  while (pending.length > 0) {
    const pick = picks.length === 0 ? 0 : picks[k++ % picks.length]!;
    const [joker] = pending.splice(pick % pending.length, 1);
    if (board[joker!] !== '*') continue; // already burst
    board[joker!] = c;
    for (const n of around(w, h, joker!, RING)) paintOne(n);
  }
  return board;
}

const apply = ({ state, letter }: Case) => unwrap(colorMove(deepFreeze(state), letter));

describe('colouring properties', () => {
  it('every square that changed now holds the chosen colour, and the change record lists exactly those', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { state, change } = apply(c);
        const changed = c.state.cells.flatMap((cell, i) => (state.cells[i] !== cell ? [i] : []));
        for (const i of changed) expect(state.cells[i]).toBe(c.letter);
        const listed = [
          ...change.flood.flat(),
          ...change.knight,
          ...change.jokerRounds.flatMap((r) => [...r.jokers, ...r.painted]),
        ];
        expect(listed.sort((a, b) => a - b)).toEqual(changed);
        expect(change.color).toBe(c.letter);
        expect([state.movesLeft, state.movesMade]).toEqual([c.state.movesLeft - 1, c.state.movesMade + 1]);
      }),
    );
  });

  it('jokers only disappear, never appear, and each bursts in one round only', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { state, change } = apply(c);
        state.cells.forEach((cell, i) => {
          if (cell === '*') expect(c.state.cells[i]).toBe('*');
        });
        const burst = change.jokerRounds.flatMap((r) => r.jokers);
        expect(new Set(burst).size).toBe(burst.length);
        for (const j of burst) expect(c.state.cells[j]).toBe('*');
      }),
    );
  });

  it('the board does not depend on the order jokers are processed in', () => {
    fc.assert(
      fc.property(caseArb, fc.array(fc.nat(1000), { maxLength: 40 }), (c, picks) => {
        expect(apply(c).state.cells).toEqual(reference(c.state, c.letter, picks));
      }),
      { numRuns: 300 },
    );
  });

  it('undo after a move gives back the very same state', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const r = play(jokerColoring, startHistory(c.state), { kind: 'color', color: c.letter });
        if (!r.ok) throw new Error(r.reason);
        expect(undo(r.value.history).present).toBe(c.state);
        expect(undo(undo(r.value.history)).present).toBe(c.state);
      }),
    );
  });

  it("the progress figure (the base's region) never goes down on a colour move, and counts that region", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const before = floodedArea(c.state);
        expect(before).toBe(regionDistances(c.state).size);
        const after = unwrap(colorMove(c.state, c.letter)).state;
        expect(floodedArea(after)).toBeGreaterThanOrEqual(before);
        expect(floodedArea(after)).toBe(regionDistances(after).size);
      }),
    );
  });

  it('flood rings are at non-decreasing BFS distance and cover exactly the flooded region', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { change } = apply(c);
        const dist = regionDistances(c.state);
        const flat = change.flood.flat();
        expect(new Set(flat).size).toBe(flat.length);
        expect([...flat].sort((a, b) => a - b)).toEqual([...dist.keys()].sort((a, b) => a - b));
        change.flood.forEach((ring, k) => {
          expect(ring.length).toBeGreaterThan(0);
          for (const i of ring) expect(dist.get(i)).toBe(k);
        });
        expect(change.flood[0]).toEqual([c.state.base.y * c.state.width + c.state.base.x]);
      }),
    );
  });
});
