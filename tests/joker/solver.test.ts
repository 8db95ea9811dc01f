// The solver (src/logic/joker/solver/) and classic mode. Every line the solver returns is
// replayed through the real rules (setBase / colorMove) and must win; on tiny boards a
// brute-force search checks the proven lower bound and that the solver is never below optimal.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Cell,
  checkOptions,
  colorMove,
  encode,
  fromBoard,
  gameColors,
  isUniform,
  type JokerOptions,
  type JokerState,
  newGame,
  paint,
  presetLimits,
  quit,
  setBase,
  status,
  validateOptions,
  validateState,
} from '../../src/logic/joker';
import { hint, type JokerAction, lowerBound, par, quickBound, solve } from '../../src/logic/joker/solver';
import { Rng } from '../../src/logic/rng';
import { board, play, unwrap } from './helpers';

/** A classic state from board rows (the shared `board` helper predates classic mode). */
const classicBoard = (rows: readonly string[], colors = 4): JokerState =>
  unwrap(fromBoard(rows.join('\n'), { classic: true, colors }));

const JOKER_DEFAULTS: JokerOptions = { moves: 21, width: 18, height: 18, colors: 4 };
const CLASSIC: JokerOptions = { moves: 25, width: 14, height: 14, colors: 6, classic: true };

/** Plays actions through the rules; every action must be accepted. */
function replay(state: JokerState, actions: readonly JokerAction[]): JokerState {
  let s = state;
  for (const action of actions) {
    if (action.kind === 'base') s = unwrap(setBase(s, action.at));
    else s = unwrap(colorMove(s, action.color)).state;
  }
  return s;
}

/** The same position with room for any line (the solver ignores the move budget). */
const roomy = (s: JokerState): JokerState => ({ ...s, movesLeft: 99 - s.movesMade });

function expectWins(state: JokerState, maxNodes?: number): number {
  const solution = solve(state, maxNodes === undefined ? {} : { maxNodes });
  expect(solution.complete).toBe(true);
  expect(solution.colourMoves).toBe(solution.actions.filter((a) => a.kind === 'color').length);
  const end = replay(roomy(state), solution.actions);
  expect(isUniform(end)).toBe(true);
  expect(status(end)).toBe('won');
  return solution.colourMoves;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** Random small positions: any base that is not a joker, classic ones without jokers. */
const positionArb = (classic: boolean, maxSide: number, jokerWeight: number): fc.Arbitrary<JokerState> =>
  fc
    .record({
      width: fc.integer({ min: 2, max: maxSide }),
      height: fc.integer({ min: 2, max: maxSide }),
      colors: fc.integer({ min: 2, max: 6 }),
    })
    .chain(({ width, height, colors }) => {
      const palette = gameColors(colors);
      const cell = classic
        ? fc.constantFrom<Cell>(...palette)
        : fc.oneof(
            { weight: jokerWeight, arbitrary: fc.constant<Cell>('*') },
            { weight: 4, arbitrary: fc.constantFrom<Cell>(...palette) },
          );
      return fc
        .record({
          cells: fc.array(cell, { minLength: width * height, maxLength: width * height }),
          base: fc.nat(width * height - 1),
          baseColor: fc.constantFrom<Cell>(...palette),
          movesMade: fc.nat(20),
        })
        .map(({ cells, base, baseColor, movesMade }) => {
          const at = classic ? 0 : base;
          const squares = cells.slice();
          if (squares[at] === '*') squares[at] = baseColor;
          return unwrap(
            validateState({
              width,
              height,
              colors,
              cells: squares,
              base: { x: at % width, y: Math.floor(at / width) },
              movesLeft: 99 - movesMade,
              movesMade,
              quit: false,
              classic,
            }),
          );
        });
    });

/** Fewest colour moves that paint the board one colour, by breadth-first search over boards. */
function optimum(state: JokerState): number {
  const { width: w, height: h } = state;
  const colours = gameColors(state.colors);
  const bases = state.classic ? [0] : state.cells.flatMap((cell, i) => (cell === '*' ? [] : [i]));
  const seen = new Set([encode(state)]);
  let frontier: (readonly Cell[])[] = [state.cells];
  for (let depth = 1; ; depth++) {
    const next: (readonly Cell[])[] = [];
    for (const cells of frontier) {
      for (const base of bases) {
        if (cells[base] === '*') continue;
        for (const c of colours) {
          if (cells[base] === c) continue;
          const out = paint(cells, w, h, base, c, { knight: !state.classic }).cells;
          if (out.every((x) => x === out[0] && x !== '*')) return depth;
          const key = out.join('');
          if (!seen.has(key)) {
            seen.add(key);
            next.push(out);
          }
        }
      }
    }
    frontier = next;
  }
}

describe('classic mode: options', () => {
  it('is off by default and only ever present as true', () => {
    expect(validateOptions({}).options.classic).toBeUndefined();
    expect(validateOptions({ classic: false })).toEqual({
      options: { moves: 21, width: 18, height: 18, colors: 4 },
      messages: [],
    });
    for (const on of [true, 'true', '1', 1, 'yes', ' ON ']) {
      expect(validateOptions({ classic: on })).toEqual({
        options: { moves: 21, width: 18, height: 18, colors: 4, classic: true },
        messages: [],
      });
    }
    for (const off of ['false', '0', 0, 'no', 'off'])
      expect(validateOptions({ classic: off }).options.classic).toBeUndefined();
  });

  it('falls back to false with a message for anything else', () => {
    for (const bad of ['maybe', 2, null, [true], {}]) {
      const read = validateOptions({ classic: bad });
      expect(read.options).toEqual({ moves: 21, width: 18, height: 18, colors: 4 });
      expect(read.messages.map((m) => m.reason)).toEqual(['classic must be true or false; using false']);
    }
  });

  it('checkOptions accepts an absent or boolean flag and rejects anything else', () => {
    const o = { moves: 25, width: 14, height: 14, colors: 6 };
    expect(checkOptions({ ...o, classic: true })).toEqual({ ok: true, value: { ...o, classic: true } });
    expect(checkOptions({ ...o, classic: false })).toEqual({ ok: true, value: o });
    expect(checkOptions({ ...o, classic: 'true' })).toMatchObject({
      ok: false,
      reason: 'classic must be true or false',
    });
  });
});

describe('classic mode: the deal', () => {
  it('deals no jokers, keeps the base at (0, 0) and marks the state', () => {
    for (let seed = 0; seed < 50; seed++) {
      const s = newGame(CLASSIC, seed);
      expect(s.cells).not.toContain('*');
      expect(s).toMatchObject({ width: 14, height: 14, colors: 6, base: { x: 0, y: 0 }, classic: true });
    }
  });

  it('follows the documented draw order: one rng.int(colors) per square, row-major', () => {
    const rng = new Rng(99);
    const expected = Array.from({ length: 24 }, () => gameColors(5)[rng.int(5)]);
    expect(newGame({ moves: 5, width: 6, height: 4, colors: 5, classic: true }, 99).cells).toEqual(expected);
  });

  it('is deterministic, and a Joker deal carries no classic key (saves stay as they were)', () => {
    expect(encode(newGame({ ...CLASSIC, width: 6, height: 4 }, 7))).toBe('rrmcyb\nbgycgr\ncygbgy\ngmgmgr');
    expect('classic' in newGame(JOKER_DEFAULTS, 7)).toBe(false);
    expect('classic' in newGame({ ...JOKER_DEFAULTS, classic: false }, 7)).toBe(false);
  });
});

describe('classic mode: moves', () => {
  it('has no knight step', () => {
    const s = classicBoard(['rgyyy', 'yyyyg', 'yyyyy', 'yyyyy']);
    const { rows: after, change } = play(s, 'b');
    expect(change.knight).toEqual([]);
    expect(change.jokerRounds).toEqual([]);
    expect(after).toEqual(['bgyyy', 'yyyyg', 'yyyyy', 'yyyyy']);
    // The same board in Joker mode paints the knight squares (1,2) and (2,1).
    expect(play(board(['rgyyy', 'yyyyg', 'yyyyy', 'yyyyy']), 'b').change.knight).toEqual([7, 11]);
  });

  it('keeps the base fixed', () => {
    const s = classicBoard(['rg', 'gb'], 3);
    expect(setBase(s, { x: 1, y: 1 })).toMatchObject({
      ok: false,
      reason: 'the base is fixed in classic mode',
    });
  });

  it('is won by flooding from the corner', () => {
    const s = classicBoard(['rg', 'gg']);
    expect(status(play(s, 'g').state)).toBe('won');
  });
});

describe('classic mode: saved states', () => {
  const good = newGame({ ...CLASSIC, width: 4, height: 3 }, 5);

  it('round-trips through JSON, and classic: false comes back without the key', () => {
    expect(validateState(JSON.parse(JSON.stringify(good)))).toEqual({ ok: true, value: good });
    const plain = unwrap(validateState({ ...good, classic: false }));
    expect('classic' in plain).toBe(false);
  });

  it.each([
    ['a joker', { ...good, cells: [...good.cells.slice(0, -1), '*'] }, 'a classic game has no jokers'],
    ['a base off (0, 0)', { ...good, base: { x: 1, y: 0 } }, 'the base of a classic game is fixed at (0, 0)'],
    ['a flag that is not a boolean', { ...good, classic: 'yes' }, 'classic must be true or false'],
  ])('rejects %s', (_name, data, reason) => {
    expect(validateState(data)).toMatchObject({ ok: false, reason });
  });

  it('fromBoard builds classic states and checks them', () => {
    expect(unwrap(fromBoard('rg/gb', { classic: true, colors: 3 })).classic).toBe(true);
    expect(fromBoard('rg/g*', { classic: true })).toMatchObject({
      ok: false,
      reason: 'a classic game has no jokers',
    });
  });
});

describe('solve', () => {
  it('wins seeded Joker deals, changing the base only to legal squares', () => {
    for (let seed = 1; seed <= 12; seed++) {
      expectWins(
        newGame({ moves: 40, width: 10 + (seed % 4), height: 9, colors: 2 + (seed % 5) }, seed),
        300,
      );
    }
  });

  it('wins seeded classic deals without ever moving the base', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const s = newGame(
        { moves: 60, width: 10, height: 8 + (seed % 4), colors: 2 + (seed % 5), classic: true },
        seed,
      );
      expectWins(s, 500);
      expect(solve(s, { maxNodes: 500 }).actions.every((a) => a.kind === 'color')).toBe(true);
    }
  });

  it('wins from mid-game positions with the base anywhere', () => {
    let s = newGame({ moves: 60, width: 12, height: 12, colors: 5 }, 3);
    s = unwrap(setBase(s, { x: 6, y: 5 }));
    for (const c of ['r', 'g', 'b'] as const) {
      const r = colorMove(s, c);
      if (r.ok) s = r.value.state;
    }
    expectWins(s, 400);
  });

  it('wins random small positions in Joker mode, jokers dense or sparse', () => {
    fc.assert(
      fc.property(positionArb(false, 8, 2), (s) => {
        expectWins(deepFreeze(s), 60);
      }),
      { numRuns: 150 },
    );
    fc.assert(
      fc.property(positionArb(false, 7, 12), (s) => {
        expectWins(deepFreeze(s), 60);
      }),
      { numRuns: 100 },
    );
  });

  it('wins random small positions in classic mode', () => {
    fc.assert(
      fc.property(positionArb(true, 8, 0), (s) => {
        expectWins(deepFreeze(s), 100);
      }),
      { numRuns: 150 },
    );
  });

  it('is never below the optimum, which is never below the proven lower bound (tiny boards)', () => {
    for (const classic of [false, true]) {
      fc.assert(
        fc.property(positionArb(classic, 3, 2), (s) => {
          if (status(s) === 'won') return;
          const best = optimum(s);
          expect(lowerBound(s)).toBeLessThanOrEqual(best);
          expect(solve(s, { maxNodes: 200 }).colourMoves).toBeGreaterThanOrEqual(best);
        }),
        { numRuns: 60 },
      );
    }
  });

  it('never needs fewer moves than the lower bound, at every position of its line', () => {
    // Boards where the Joker bound exceeds 1: big, many colours, few or no jokers.
    const rng = new Rng(77);
    for (let k = 0; k < 8; k++) {
      const classic = k % 2 === 1;
      const [w, h, colors] = [16 + rng.int(9), 16 + rng.int(9), 5 + rng.int(2)];
      const cells = Array.from({ length: w * h }, (_, i) =>
        !classic && i > 0 && rng.float() < 0.01 ? '*' : gameColors(colors)[rng.int(colors)],
      );
      let s = unwrap(
        validateState({
          width: w,
          height: h,
          colors,
          cells,
          base: { x: 0, y: 0 },
          movesLeft: 99,
          movesMade: 0,
          quit: false,
          classic,
        }),
      );
      const { actions, colourMoves } = solve(s, { maxNodes: 300 });
      let left = colourMoves;
      for (const action of actions) {
        if (action.kind === 'color') expect(lowerBound(s)).toBeLessThanOrEqual(left--);
        s = replay(s, [action]);
      }
      expect(lowerBound(s)).toBe(0);
    }
  });

  it('is deterministic and leaves the state untouched', () => {
    const s = deepFreeze(newGame({ moves: 30, width: 12, height: 10, colors: 4 }, 11));
    const text = encode(s);
    // The line for this deal and budget, pinned: any change to the search shows up here.
    const line = [
      { kind: 'base', at: { x: 8, y: 3 } },
      { kind: 'color', color: 'r' },
      { kind: 'base', at: { x: 3, y: 2 } },
      { kind: 'color', color: 'b' },
      { kind: 'color', color: 'y' },
      { kind: 'base', at: { x: 1, y: 7 } },
      { kind: 'color', color: 'g' },
      { kind: 'color', color: 'r' },
    ];
    expect(solve(s, { maxNodes: 500 })).toEqual({ actions: line, colourMoves: 5, complete: true });
    expect(solve(s, { maxNodes: 500 })).toEqual({ actions: line, colourMoves: 5, complete: true });
    expect(encode(s)).toBe(text);
  });

  it('a one-colour deal takes one move; a won game none; a lost or quit one cannot be played', () => {
    const fresh = board(['gg', 'gg']);
    expect(expectWins(fresh)).toBe(1);
    const won = play(board(['rg', 'gg']), 'g').state;
    expect(solve(won)).toEqual({ actions: [], colourMoves: 0, complete: true });
    const lost = play(board(['rg', 'gb'], { movesLeft: 1, colors: 3 }), 'g').state;
    expect(status(lost)).toBe('lost');
    expect(solve(lost)).toEqual({ actions: [], colourMoves: 0, complete: false });
    expect(solve(quit(fresh))).toEqual({ actions: [], colourMoves: 0, complete: false });
  });

  it('meets the quality targets on a few default deals (full figures: npm run bench)', () => {
    const joker = [1, 2].map((seed) => expectWins(newGame(JOKER_DEFAULTS, seed)));
    expect(joker.reduce((a, b) => a + b) / joker.length).toBeLessThanOrEqual(7.5);
    const classic = [1, 2].map((seed) => expectWins(newGame(CLASSIC, seed)));
    expect(classic.reduce((a, b) => a + b) / classic.length).toBeLessThanOrEqual(21.5);
  });
});

describe('hint', () => {
  it('is the next colour move of the solver’s line, with a base change only when needed', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const s = newGame({ moves: 30, width: 9, height: 9, colors: 4, classic: seed % 2 === 0 }, seed);
      const h = hint(s, { maxNodes: 200 });
      const { actions } = solve(s, { maxNodes: 200 });
      expect(h).toEqual(actions.slice(0, h.length));
      expect(h.at(-1)?.kind).toBe('color');
      expect(h.length === 1 || (h.length === 2 && h[0]!.kind === 'base')).toBe(true);
      const after = replay(s, h);
      expect(after.movesMade).toBe(1);
    }
  });

  it('is legal from random positions and empty once the game is over', () => {
    fc.assert(
      fc.property(
        fc.boolean().chain((classic) => positionArb(classic, 6, 2)),
        (s) => {
          const h = hint(s, { maxNodes: 50 });
          if (status(s) === 'won') expect(h).toEqual([]);
          else expect(replay(s, h).movesMade).toBe(s.movesMade + 1);
        },
      ),
      { numRuns: 100 },
    );
    expect(hint(quit(board(['rg', 'gg'])))).toEqual([]);
    expect(hint(play(board(['rg', 'gg']), 'g').state)).toEqual([]);
  });
});

describe('par and presets', () => {
  it('par is the length of the solver’s line for the deal', () => {
    const o = { moves: 21, width: 10, height: 10, colors: 4 };
    expect(par(o, 4, { maxNodes: 300 })).toBe(solve(newGame(o, 4), { maxNodes: 300 }).colourMoves);
  });

  it('presets add 5, 2 and 0 moves to par, within the moves range', () => {
    expect(presetLimits(7)).toEqual({ easy: 12, medium: 9, hard: 7 });
    expect(presetLimits(97)).toEqual({ easy: 99, medium: 99, hard: 97 });
  });

  it('each preset limit is met by the solver’s own line', () => {
    for (const [options, seed] of [
      [{ moves: 21, width: 12, height: 12, colors: 4 }, 1],
      [{ moves: 21, width: 10, height: 14, colors: 5 }, 2],
      [{ moves: 25, width: 12, height: 12, colors: 6, classic: true }, 3],
    ] as const) {
      const opts = { maxNodes: 400 };
      const limits = presetLimits(par(options, seed, opts));
      for (const moves of [limits.easy, limits.medium, limits.hard]) {
        const s = newGame({ ...options, moves }, seed);
        const end = replay(s, solve(s, opts).actions);
        expect(status(end)).toBe('won');
        expect(end.movesLeft).toBe(moves - limits.hard);
      }
    }
  });
});

describe('quickBound', () => {
  it('brackets the solver: atLeast ≤ par, and a line of atMost moves wins', () => {
    for (const [options, seed] of [
      [{ moves: 21, width: 12, height: 12, colors: 4 }, 1],
      [{ moves: 25, width: 12, height: 12, colors: 6, classic: true }, 2],
    ] as const) {
      const { atLeast, atMost } = quickBound(options, seed);
      expect(atLeast).toBeGreaterThanOrEqual(1);
      expect(atLeast).toBeLessThanOrEqual(par(options, seed, { maxNodes: 400 }));
      expect(expectWins(newGame(options, seed), 200)).toBe(atMost);
    }
  });

  it('flags 40×40 in 3 moves: impossible in classic, beyond the quick line in Joker mode', () => {
    expect(
      quickBound({ moves: 3, width: 40, height: 40, colors: 6, classic: true }, 1).atLeast,
    ).toBeGreaterThan(3);
    expect(quickBound({ moves: 3, width: 40, height: 40, colors: 4 }, 1).atMost).toBeGreaterThan(3);
  });

  it('classic lower bound: eccentricity in colour steps, and colours outside the region', () => {
    // From (0,0): r → g → b → y is 3 colour steps; 4 colours outside the region (g b y m).
    expect(lowerBound(classicBoard(['rgby', 'rgbm'], 6))).toBe(4);
    expect(lowerBound(classicBoard(['rgbb', 'rgbb'], 6))).toBe(2);
  });
});
