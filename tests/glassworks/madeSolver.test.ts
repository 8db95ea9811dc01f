// GlassWorks' solver and worker answer on made boards of any size the notation allows (3×1 up to
// 30×30, any mix of pieces and blanks): the line replays legally through the rules, ends with no
// jump left at the points it claims, and passes the check the page reads the worker's answer with.
//
// The solver's bound is a count of work, never a time: SOLVER_DEFAULTS.maxNodes (20 000 000
// children scored) for every question the worker answers. A search stops once it has scored that
// many, plus at most the children of the one position it was expanding (fewer than the board's
// jump triples), and returns its best line so far. The big boards here are searched with the same
// settings and a budget of a million children, which stops the search the same way in a fraction
// of the time (par's whole budget takes about 6–9 s on one core for a 20×10 or 30×30 board:
// `npm run bench -- maker`).

import { describe, expect, it } from 'vitest';
import { apply, type GlassState, glassworks, isOver, type Move, points } from '../../src/logic/glassworks';
import { createSolver, solve } from '../../src/logic/glassworks/solver';
import { geometry } from '../../src/logic/glassworks/solverBoard';
import { Rng } from '../../src/logic/rng';
import { answerGlass, GLASS_BUDGETS } from '../../src/midend/games/glassworks/answer';
import { checkGlassAnswer } from '../../src/midend/games/glassworks/worker';

const SYMBOLS = ['R', 'Y', 'B', 'G', 'O', 'P'] as const;

/** A made board's deal, through the game's own options check. */
function made(board: string): GlassState {
  const options = glassworks.checkOptions({ board });
  if (!options.ok) throw new Error(options.reason);
  return glassworks.deal(options.value, 1);
}

/** A random mix of the six pieces, each square blank with chance `blank`, as notation rows. */
function mix(width: number, height: number, seed: number, blank: number): string {
  const rng = new Rng(seed);
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) row += rng.float() < blank ? '.' : SYMBOLS[rng.int(SYMBOLS.length)];
    rows.push(row);
  }
  return rows.join('/');
}

/** Plays the line through the rules (each jump must be legal); the position it ends in. */
function replay(state: GlassState, line: readonly Move[]): GlassState {
  let s = state;
  for (const [i, move] of line.entries()) {
    const r = apply(s, move);
    if (!r.ok) throw new Error(`jump ${i + 1} is illegal: ${r.reason}`);
    s = r.value.state;
  }
  return s;
}

/** The answer is a whole game's line to the points it claims, and the page's check takes it as it is. */
function expectGoodAnswer(state: GlassState, answer: { line: Move[]; pointsLeft: number }): void {
  const end = replay(state, answer.line);
  expect(isOver(end)).toBe(true);
  expect(points(end)).toBe(answer.pointsLeft);
  expect(checkGlassAnswer(structuredClone(answer))).toEqual({ ok: true, value: answer });
}

/** Par's settings with a budget of a million children scored (see the top of the file). */
const SMALL = { ...GLASS_BUDGETS.par, maxNodes: 1_000_000 };

describe('GlassWorks solver on made boards', () => {
  it("answers 'par' on the smallest boards and on small boards with blanks", () => {
    for (const board of ['RYB', 'R.R', 'GGG', 'RYBGO/.P.RY/B..GO/RRYYB', 'R.Y.B/.G.O./P.R.Y/..B..']) {
      const state = made(board);
      const answer = answerGlass(structuredClone({ kind: 'par' as const, state }));
      expectGoodAnswer(state, answer);
    }
    expect(answerGlass({ kind: 'par', state: made('RYB') })).toEqual({
      line: [{ from: { x: 0, y: 0 }, to: { x: 2, y: 0 } }],
      pointsLeft: 2,
    });
  });

  it('finds a whole line on a 20×10 random mix, through squares the 12×6 board does not have', () => {
    const state = made(mix(20, 10, 7, 0));
    const { line, pointsLeft } = solve(state, SMALL);
    const answer = { line, pointsLeft };
    expectGoodAnswer(state, answer);
    expect(answer.line.some((m) => m.from.x >= 12 || m.to.x >= 12 || m.from.y >= 6 || m.to.y >= 6)).toBe(
      true,
    );
  });

  it('finds legal lines on more 20×10 mixes and on sparse 30×30 boards (smaller budgets)', () => {
    const boards = [mix(20, 10, 11, 0), mix(20, 10, 12, 0.25), mix(30, 30, 13, 0.7), mix(30, 30, 14, 0.9)];
    for (const board of boards) {
      const state = made(board);
      const { line, pointsLeft } = solve(state, { maxNodes: 300_000 });
      expect(line.length).toBeGreaterThan(0);
      expectGoodAnswer(state, { line, pointsLeft });
    }
  });

  it("answers a full 30×30 board within its node budget, par's settings otherwise", () => {
    const state = made(mix(30, 30, 21, 0));
    const budget = SMALL;
    const solver = createSolver(state, budget);
    let p = solver.progress();
    while (!p.done) p = solver.step(1_000_000);
    // The budget stops it, with at most one position's children (fewer than its jump triples) over.
    expect(p.nodes).toBeGreaterThanOrEqual(budget.maxNodes);
    expect(p.nodes).toBeLessThan(budget.maxNodes + geometry(30, 30).count);
    expectGoodAnswer(state, { line: p.best.line, pointsLeft: p.best.pointsLeft });
  });

  it('a 30×30 board with no jump at all answers an empty line with every point left', () => {
    const rows = Array.from({ length: 30 }, (_, y) => (y % 2 === 0 ? 'GO' : 'OG').repeat(15));
    const state = made(rows.join('/'));
    const answer = answerGlass({ kind: 'par', state });
    expect(answer).toEqual({ line: [], pointsLeft: 1800 });
    expect(checkGlassAnswer(answer).ok).toBe(true);
  });

  it('the answer check takes any square of a 30×30 board and refuses what no board has', () => {
    const far = { from: { x: 29, y: 29 }, to: { x: 27, y: 29 } };
    expect(checkGlassAnswer({ line: [far], pointsLeft: 1799 }).ok).toBe(true);
    const junk = [
      { line: [{ from: { x: 30, y: 0 }, to: { x: 28, y: 0 } }], pointsLeft: 3 },
      { line: [{ from: { x: 0, y: 30 }, to: { x: 0, y: 28 } }], pointsLeft: 3 },
      { line: [], pointsLeft: 1801 },
      { line: Array.from({ length: 1801 }, () => far), pointsLeft: 0 },
    ];
    for (const data of junk) expect(checkGlassAnswer(data).ok, JSON.stringify(data).slice(0, 80)).toBe(false);
  });
});
