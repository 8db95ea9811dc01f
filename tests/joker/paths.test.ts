// One hand-made board per path through a colouring (docs/RULES.md §3, steps 1–3).

import { describe, expect, it } from 'vitest';
import { board, play } from './helpers';

describe('joker triggers', () => {
  it('a joker next to a flooded square bursts', () => {
    const s = board(['rr*gg', 'gyggg', 'yggyg']);
    const { rows, change } = play(s, 'b');
    expect(change.flood).toEqual([[0], [1]]);
    expect(change.knight).toEqual([7, 11]);
    // (2,1) was already painted by the knight step, so the burst does not list it.
    expect(change.jokerRounds).toEqual([{ jokers: [2], painted: [3, 6, 8] }]);
    expect(rows).toEqual(['bbbbg', 'gbbbg', 'ybgyg']);
  });

  it('a knight move landing on a joker triggers it instead of painting it', () => {
    const s = board(['rbyb', 'byyb', 'b*yy']);
    const { rows, change } = play(s, 'g');
    expect(change.flood).toEqual([[0]]);
    expect(change.knight).toEqual([6]);
    expect(change.jokerRounds).toEqual([{ jokers: [9], painted: [4, 5, 8, 10] }]);
    expect(rows).toEqual(['gbyb', 'gggb', 'gggy']);
  });

  it('a joker among the 8 neighbours of a bursting joker bursts in the next round', () => {
    // (4,1) is only diagonal to (3,0), and every square 4-adjacent to it that the first burst
    // reaches was already blue, so only the 8-neighbour rule can trigger it.
    const s = board(['rrr*by', 'yyyb*y', 'yyyggg', 'yyyyyy']);
    const { rows, change } = play(s, 'b');
    expect(change.flood).toEqual([[0], [1], [2]]);
    expect(change.knight).toEqual([8, 13]);
    expect(change.jokerRounds).toEqual([
      { jokers: [3], painted: [] },
      { jokers: [10], painted: [5, 11, 15, 16, 17] },
    ]);
    expect(rows).toEqual(['bbbbbb', 'yybbbb', 'ybybbb', 'yyyyyy']);
  });

  it('chains three rounds, a square painted by a burst triggering a joker 4-adjacent to it', () => {
    // Round 0: (1,0) next to the base. Its burst paints (2,0), which triggers (3,0) (not a
    // neighbour of (1,0)) in round 1. (3,0) bursts onto its diagonal joker (4,1) in round 2.
    const s = board(['r*y*yyy', 'yyyy*yy', 'yyyyyyy']);
    const { rows, change } = play(s, 'g');
    expect(change.flood).toEqual([[0]]);
    expect(change.knight).toEqual([9, 15]);
    expect(change.jokerRounds).toEqual([
      { jokers: [1], painted: [2, 7, 8] },
      { jokers: [3], painted: [4, 10] },
      { jokers: [11], painted: [5, 12, 17, 18, 19] },
    ]);
    expect(rows).toEqual(['ggggggy', 'ggggggy', 'ygygggy']);
  });

  it('a joker next to a square that already had the colour is not triggered', () => {
    const s = board(['rb*y', 'yyby', 'ygyy']);
    const { rows, change } = play(s, 'b');
    expect(change.flood).toEqual([[0]]);
    expect(change.knight).toEqual([9]);
    expect(change.jokerRounds).toEqual([]);
    expect(rows).toEqual(['bb*y', 'yyby', 'ybyy']);
  });
});

describe('knight step', () => {
  it('leaves out knight squares that already had the colour', () => {
    const s = board(['ygyyy', 'yyyyg', 'yyryy', 'yyyyy', 'yyyyy'], { base: { x: 2, y: 2 } });
    const { rows, change } = play(s, 'g');
    expect(change.flood).toEqual([[12]]);
    expect(change.knight).toEqual([3, 5, 15, 19, 21, 23]);
    expect(rows).toEqual(['ygygy', 'gyyyg', 'yygyy', 'gyyyg', 'ygygy']);
  });

  it('a knight square inside the flooded region is not listed again', () => {
    const s = board(['rrr', 'rrr', 'grr']);
    const { change } = play(s, 'b');
    expect(change.knight).toEqual([]);
    expect(change.flood.flat().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 7, 8]);
  });

  const uniform = (base: { x: number; y: number }) => {
    const rows = Array.from({ length: 5 }, (_, y) =>
      Array.from({ length: 5 }, (_, x) => (x === base.x && y === base.y ? 'r' : 'y')).join(''),
    );
    return play(board(rows, { base }), 'g').change.knight;
  };

  it.each([
    ['top edge', { x: 2, y: 0 }, [5, 9, 11, 13]],
    ['bottom edge', { x: 2, y: 4 }, [11, 13, 15, 19]],
    ['left edge', { x: 0, y: 2 }, [1, 7, 17, 21]],
    ['right edge', { x: 4, y: 2 }, [3, 7, 17, 23]],
    ['top-left corner', { x: 0, y: 0 }, [7, 11]],
    ['bottom-right corner', { x: 4, y: 4 }, [13, 17]],
  ])('is cut off at the %s', (_name, base, expected) => {
    expect(uniform(base)).toEqual(expected);
  });

  it('finds no knight squares on a 2×2 board', () => {
    expect(play(board(['ry', 'yy']), 'g').change.knight).toEqual([]);
  });
});

describe('base away from the corner', () => {
  it('floods outwards in rings from the base and paints all 8 knight squares', () => {
    const s = board(['ggggg', 'grrrg', 'grrrg', 'grrrg', 'ggggg'], { base: { x: 2, y: 2 } });
    const { rows, change, state } = play(s, 'b');
    expect(change.flood).toEqual([[12], [7, 11, 13, 17], [6, 8, 16, 18]]);
    expect(change.knight).toEqual([1, 3, 5, 9, 15, 19, 21, 23]);
    expect(rows).toEqual(['gbgbg', 'bbbbb', 'gbbbg', 'bbbbb', 'gbgbg']);
    expect(state.base).toEqual({ x: 2, y: 2 });
  });
});
