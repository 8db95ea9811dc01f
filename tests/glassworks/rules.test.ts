// GlassWorks rules, written in the board notation: a board, one jump, the board after it.
import { describe, expect, it } from 'vitest';
import {
  anchors,
  apply,
  classify,
  contains,
  decode,
  destinations,
  encode,
  type GlassState,
  isCleared,
  isOver,
  isPrimary,
  isSecondary,
  legalJumps,
  minus,
  mix,
  pieceValue,
  REASONS,
  status,
} from '../../src/logic/glassworks';

type XY = [number, number];

function board(text: string): GlassState {
  const r = decode(text);
  if (!r.ok) throw new Error(`bad test board: ${r.reason}`);
  return r.value;
}

/** Normalise a board written with '/' rows into the printed '\n' form. */
const text = (t: string): string => encode(board(t));

/** Play one jump: the board after it, or the rejection reason. */
function jump(t: string, [fx, fy]: XY, [tx, ty]: XY): string {
  const r = apply(board(t), { from: { x: fx, y: fy }, to: { x: tx, y: ty } });
  return r.ok ? encode(r.value.state) : `rejected: ${r.reason}`;
}

function rule(t: string, [fx, fy]: XY, [tx, ty]: XY): string {
  const r = classify(board(t), { x: fx, y: fy }, { x: tx, y: ty });
  return r.ok ? r.value.rule : `rejected: ${r.reason}`;
}

describe('pieces', () => {
  it('mixes two primaries into their secondary, and a primary with itself into itself', () => {
    expect([
      mix('R', 'Y'),
      mix('Y', 'R'),
      mix('R', 'B'),
      mix('B', 'R'),
      mix('B', 'Y'),
      mix('Y', 'B'),
    ]).toEqual(['O', 'O', 'P', 'P', 'G', 'G']);
    expect([mix('R', 'R'), mix('Y', 'Y'), mix('B', 'B')]).toEqual(['R', 'Y', 'B']);
  });

  it('takes a primary out of a secondary only when it is a part of it', () => {
    expect([
      minus('O', 'R'),
      minus('O', 'Y'),
      minus('G', 'B'),
      minus('G', 'Y'),
      minus('P', 'B'),
      minus('P', 'R'),
    ]).toEqual(['Y', 'R', 'Y', 'B', 'R', 'B']);
    expect([minus('O', 'B'), minus('G', 'R'), minus('P', 'Y')]).toEqual([undefined, undefined, undefined]);
    expect([contains('O', 'R'), contains('O', 'B'), contains('G', 'Y'), contains('P', 'Y')]).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('values a primary 1, a secondary 2 and a blank 0', () => {
    expect(['R', 'Y', 'B', 'G', 'O', 'P', '.'].map((p) => pieceValue(p as never))).toEqual([
      1, 1, 1, 2, 2, 2, 0,
    ]);
    expect(['R', 'G', '.'].map((p) => [isPrimary(p as never), isSecondary(p as never)])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
  });
});

describe('the six legal jumps', () => {
  // [rule, board, from, to, board after]
  const cases: [string, string, XY, XY, string][] = [
    ['1a', 'RYB', [0, 0], [2, 0], '..P'], // R + B = P
    ['1a', 'RBY', [0, 0], [2, 0], '..O'], // R + Y = O
    ['1a', 'BRY', [0, 0], [2, 0], '..G'], // B + Y = G
    ['1a', 'YRB', [0, 0], [2, 0], '..G'], // Y + B = G, either order
    ['1a', 'RYR', [0, 0], [2, 0], '..R'], // equal primaries stay
    ['1a', 'BBB', [0, 0], [2, 0], '..B'],
    ['1b', 'RB.', [0, 0], [2, 0], '..R'],
    ['1b', 'YY.', [0, 0], [2, 0], '..Y'],
    ['2a', 'ROB', [0, 0], [2, 0], '.YP'], // the docs/RULES.md example
    ['2a', 'ROY', [0, 0], [2, 0], '.YO'], // lands on the secondary's other component
    ['2a', 'ROR', [0, 0], [2, 0], '.YR'], // lands on its own colour
    ['2a', 'YGB', [0, 0], [2, 0], '.BG'],
    ['2a', 'BPY', [0, 0], [2, 0], '.RG'],
    ['2b', 'YO.', [0, 0], [2, 0], '.RY'],
    ['2b', 'BG.', [0, 0], [2, 0], '.YB'],
    ['2b', 'RP.', [0, 0], [2, 0], '.BR'],
    ['3a', 'GGG', [0, 0], [2, 0], '..G'],
    ['3a', 'OOO', [0, 0], [2, 0], '..O'],
    ['3a', 'PPP', [0, 0], [2, 0], '..P'],
    ['3b', 'GG.', [0, 0], [2, 0], '..G'],
    ['3b', 'OO.', [0, 0], [2, 0], '..O'],
    ['3b', 'PP.', [0, 0], [2, 0], '..P'],
    ['1a', 'BYR', [2, 0], [0, 0], 'P..'], // leftwards
    ['2b', '.OY', [2, 0], [0, 0], 'YR.'],
    ['1a', 'R../Y../B..', [0, 0], [0, 2], '.../.../P..'], // downwards
    ['3b', '.../.P./.P.', [1, 2], [1, 0], '.P./.../...'], // upwards
    ['2a', 'R.../O.../B...', [0, 0], [0, 2], '..../Y.../P...'],
  ];

  it.each(cases)('%s: %s from %j to %j gives %s', (r, before, from, to, after) => {
    expect(rule(before, from, to)).toBe(r);
    expect(jump(before, from, to)).toBe(text(after));
  });

  it('covers every rule of the table', () => {
    expect(new Set(cases.map((c) => c[0]))).toEqual(new Set(['1a', '1b', '2a', '2b', '3a', '3b']));
  });

  it('reports the whole change for the scene to animate', () => {
    const r = apply(board('ROB/.../...'), { from: { x: 0, y: 0 }, to: { x: 2, y: 0 } });
    expect(r.ok && r.value.change).toEqual({
      rule: '2a',
      from: { x: 0, y: 0 },
      over: { x: 1, y: 0 },
      to: { x: 2, y: 0 },
      jumper: 'R',
      overBefore: 'O',
      overAfter: 'Y',
      toBefore: 'B',
      toAfter: 'P',
      pointsBefore: 4,
      pointsAfter: 3,
    });
  });

  it('leaves the old state untouched and keeps the start points', () => {
    const before = board('RYB');
    const r = apply(before, { from: { x: 0, y: 0 }, to: { x: 2, y: 0 } });
    expect(encode(before)).toBe('RYB');
    expect(r.ok && r.value.state.startPoints).toBe(3);
  });
});

describe('illegal jumps are rejected with a reason', () => {
  const cases: [string, string, XY, XY, string][] = [
    ['secondary over primary', 'GY.', [0, 0], [2, 0], REASONS.secondaryOverPrimary],
    ['secondary over primary it contains', 'OR.', [0, 0], [2, 0], REASONS.secondaryOverPrimary],
    ['secondary over a different secondary', 'GO.', [0, 0], [2, 0], REASONS.secondaryOverOther],
    ['secondary over a different secondary onto its own', 'PGP', [0, 0], [2, 0], REASONS.secondaryOverOther],
    ['primary over a secondary without its colour', 'RG.', [0, 0], [2, 0], REASONS.primaryOverForeign],
    ['Y over P', 'YP.', [0, 0], [2, 0], REASONS.primaryOverForeign],
    ['B over O', 'BOR', [0, 0], [2, 0], REASONS.primaryOverForeign],
    ['primary over primary onto a secondary', 'RYG', [0, 0], [2, 0], REASONS.ontoSecondary],
    ['primary over secondary onto a secondary', 'ROO', [0, 0], [2, 0], REASONS.ontoSecondary],
    ['secondary onto a different secondary', 'GGO', [0, 0], [2, 0], REASONS.ontoSecondary],
    ['secondary onto a primary', 'GGY', [0, 0], [2, 0], REASONS.secondaryOntoPrimary],
    ['jumping a blank', 'R.Y', [0, 0], [2, 0], REASONS.overBlank],
    ['secondary jumping a blank', 'G..', [0, 0], [2, 0], REASONS.overBlank],
    ['leaving the board to the right', 'YR.', [1, 0], [3, 0], REASONS.toOffBoard],
    ['leaving the board to the left', 'YR.', [1, 0], [-1, 0], REASONS.toOffBoard],
    ['leaving the board downwards', 'RYB', [0, 0], [0, 2], REASONS.toOffBoard],
    ['starting off the board', 'RYB', [-1, 0], [1, 0], REASONS.fromOffBoard],
    ['starting at a fractional square', 'RYB', [0.5, 0], [2.5, 0], REASONS.fromOffBoard],
    ['from a blank', '.RY', [0, 0], [2, 0], REASONS.noPiece],
    ['diagonal', 'R../.Y./..B', [0, 0], [2, 2], REASONS.notStraightTwo],
    ['one square', 'R..', [0, 0], [1, 0], REASONS.notStraightTwo],
    ['three squares', 'RYY.', [0, 0], [3, 0], REASONS.notStraightTwo],
    ['knight move', 'R../.Y./...', [0, 0], [1, 2], REASONS.notStraightTwo],
    ['no move at all', 'RYB', [0, 0], [0, 0], REASONS.notStraightTwo],
  ];

  it.each(cases)('%s (%s from %j to %j)', (_name, before, from, to, reason) => {
    expect(jump(before, from, to)).toBe(`rejected: ${reason}`);
  });

  it('uses the plain-language reasons players see', () => {
    expect(REASONS.secondaryOverPrimary).toBe('a secondary cannot jump a primary');
    expect(REASONS.overBlank).toBe('nothing to jump: the middle square is blank');
    expect(REASONS.toOffBoard).toMatch(/^off the board/);
    expect(REASONS.fromOffBoard).toMatch(/^off the board/);
    expect(REASONS.notStraightTwo).toBe('must jump exactly two squares in a straight line');
    expect(REASONS.ontoSecondary).toBe('cannot land on a secondary');
    expect(REASONS.primaryOverForeign).toBe('primary can only jump a secondary that contains it');
    expect(REASONS.noPiece).toBe('no piece to move');
  });
});

describe('anchors, destinations and the end', () => {
  // R can jump Y onto B (1a); Y can jump B onto the blank (1b) but not O onto O; B can jump Y
  // onto R (1a); the upper O can jump the lower O onto the blank (3b); the lower O could only
  // jump the upper one onto Y, which is illegal.
  const small = board('RYB./.O../.O../....');

  it('lists the valid anchors in row-major order', () => {
    expect(anchors(small)).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 1, y: 1 },
    ]);
    expect(legalJumps(small)).toHaveLength(4);
    expect(status(small)).toBe('playing');
    expect(isOver(small)).toBe(false);
  });

  it('lists the destinations of one anchor', () => {
    expect(destinations(small, { x: 0, y: 0 })).toEqual([{ x: 2, y: 0 }]);
    expect(destinations(small, { x: 1, y: 0 })).toEqual([{ x: 3, y: 0 }]);
    expect(destinations(small, { x: 2, y: 0 })).toEqual([{ x: 0, y: 0 }]);
    expect(destinations(small, { x: 1, y: 1 })).toEqual([{ x: 1, y: 3 }]);
    expect(destinations(small, { x: 1, y: 2 })).toEqual([]); // stuck
    expect(destinations(small, { x: 3, y: 3 })).toEqual([]); // blank
    expect(destinations(small, { x: 9, y: 9 })).toEqual([]); // off the board
  });

  it('gives every destination of a piece that can jump several ways', () => {
    const cross = board('..R../..Y../RYRYR/..B../..R..');
    expect(destinations(cross, { x: 2, y: 2 })).toEqual([
      { x: 2, y: 0 },
      { x: 4, y: 2 },
      { x: 2, y: 4 },
      { x: 0, y: 2 },
    ]);
  });

  it('ends when no jump is left, and is cleared with exactly one piece', () => {
    const stuck = board('R.Y');
    expect([isOver(stuck), status(stuck), isCleared(stuck)]).toEqual([true, 'over', false]);
    const last = apply(board('RY.'), { from: { x: 0, y: 0 }, to: { x: 2, y: 0 } });
    expect(last.ok).toBe(true);
    if (last.ok) expect([isOver(last.value.state), isCleared(last.value.state)]).toEqual([true, true]);
    expect(isCleared(board('...'))).toBe(false);
  });
});
