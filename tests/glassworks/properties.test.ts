// GlassWorks properties over random deals and random legal play.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALPHABET,
  anchors,
  apply,
  classify,
  decode,
  destinations,
  encode,
  type GlassState,
  isOver,
  type JumpChange,
  legalJumps,
  type Move,
  newGame,
  PRIMARIES,
  points,
  SECONDARIES,
  score,
  validateState,
} from '../../src/logic/glassworks';
import { glassworks } from '../../src/logic/glassworks/game';
import { MAX_SEED } from '../../src/logic/rng';
import { play, redo, startHistory as start, undo } from '../../src/midend/core/history';

const seedArb = fc.integer({ min: 0, max: MAX_SEED });
// One pick per possible jump: a full board holds 108 points and every jump removes at least one.
const picksArb = fc.array(fc.nat(), { minLength: 108, maxLength: 108 });

interface Step {
  before: GlassState;
  after: GlassState;
  change: JumpChange;
}

/** Play legal jumps chosen by the picks until the game is over or the picks run out. */
function playOut(seed: number, picks: readonly number[]): { steps: Step[]; last: GlassState } {
  let state = newGame(seed);
  const steps: Step[] = [];
  for (const pick of picks) {
    const jumps = legalJumps(state);
    if (jumps.length === 0) break;
    const j = jumps[pick % jumps.length]!;
    const r = apply(state, { from: j.from, to: j.to });
    if (!r.ok) throw new Error(`legal jump rejected: ${r.reason}`);
    steps.push({ before: state, after: r.value.state, change: r.value.change });
    state = r.value.state;
  }
  return { steps, last: state };
}

const count = (s: GlassState, piece: string) => s.cells.filter((c) => c === piece).length;

describe('random legal play', () => {
  it('lowers the points by at least 1 per jump and keeps every square a valid piece', () => {
    fc.assert(
      fc.property(seedArb, picksArb, (seed, picks) => {
        for (const { before, after, change } of playOut(seed, picks).steps) {
          expect(change.pointsBefore).toBe(points(before));
          expect(change.pointsAfter).toBe(points(after));
          expect(change.pointsAfter).toBeLessThanOrEqual(change.pointsBefore - 1);
          expect(score(after)).toBe(108 - points(after));
          expect([after.width, after.height, after.cells.length]).toEqual([12, 6, 72]);
          expect(after.cells.every((c) => ALPHABET.includes(c))).toBe(true);
          expect(after.cells[change.from.y * 12 + change.from.x]).toBe('.');
          expect(after.cells[change.to.y * 12 + change.to.x]).toBe(change.toAfter);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('always ends, within 108 jumps', () => {
    fc.assert(
      fc.property(seedArb, picksArb, (seed, picks) => {
        const { steps, last } = playOut(seed, picks);
        expect(isOver(last)).toBe(true);
        expect(steps.length).toBeLessThan(108);
        expect(points(last)).toBeGreaterThanOrEqual(1); // the jumper always survives
      }),
      { numRuns: 60 },
    );
  });

  it('undo gives back an equal state, all the way to the deal, and redo replays', () => {
    fc.assert(
      fc.property(seedArb, picksArb, (seed, picks) => {
        const { steps, last } = playOut(seed, picks);
        let h = start<GlassState, Move>(newGame(seed));
        for (const { before, change } of steps) {
          const r = play(glassworks, h, { from: change.from, to: change.to });
          if (!r.ok) throw new Error(r.reason);
          h = r.value.history;
          expect(undo(h).present).toEqual(before);
        }
        expect(h.present).toEqual(last);
        for (let i = 0; i < steps.length; i++) h = undo(h);
        expect(h.present).toEqual(newGame(seed));
        for (let i = 0; i < steps.length; i++) h = redo(h);
        expect(h.present).toEqual(last);
      }),
      { numRuns: 40 },
    );
  });

  it('never mutates a state, and the states survive text and JSON', () => {
    fc.assert(
      fc.property(seedArb, picksArb, (seed, picks) => {
        const { steps } = playOut(seed, picks);
        const deal = newGame(seed);
        expect(steps[0]?.before ?? deal).toEqual(deal);
        for (const { after } of steps) {
          const text = decode(encode(after));
          expect(text.ok && text.value.cells).toEqual(after.cells);
          expect(validateState(JSON.parse(JSON.stringify(after)))).toEqual({ ok: true, value: after });
        }
      }),
      { numRuns: 30 },
    );
  });

  it('agrees between legalJumps, anchors, destinations and classify', () => {
    fc.assert(
      fc.property(seedArb, picksArb, fc.nat(), (seed, picks, cut) => {
        const { steps, last } = playOut(seed, picks);
        const s = steps.length === 0 ? last : steps[cut % steps.length]!.after;
        const jumps = legalJumps(s);
        const froms = [...new Set(jumps.map((j) => `${j.from.x},${j.from.y}`))];
        expect(anchors(s).map((p) => `${p.x},${p.y}`)).toEqual(froms);
        for (const a of anchors(s)) {
          const tos = jumps.filter((j) => j.from.x === a.x && j.from.y === a.y).map((j) => j.to);
          expect(destinations(s, a)).toEqual(tos);
          for (const to of tos) expect(classify(s, a, to).ok).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('robustness', () => {
  it('classify answers any pair of squares without throwing', () => {
    const deal = newGame(1);
    const coord = fc.oneof(fc.integer({ min: -3, max: 15 }), fc.double());
    fc.assert(
      fc.property(coord, coord, coord, coord, (fx, fy, tx, ty) => {
        const r = classify(deal, { x: fx, y: fy }, { x: tx, y: ty });
        expect(r.ok || typeof r.reason === 'string').toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('decode and validateState reject junk without throwing', () => {
    fc.assert(
      fc.property(fc.string(), fc.anything(), (text, junk) => {
        expect(typeof decode(text).ok).toBe('boolean');
        expect(typeof validateState(junk).ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('newGame', () => {
  it('deals a full 12×6 board with 12 of each colour', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const deal = newGame(seed);
        expect([deal.width, deal.height, deal.cells.length, deal.startPoints]).toEqual([12, 6, 72, 108]);
        for (const colour of [...PRIMARIES, ...SECONDARIES]) expect(count(deal, colour)).toBe(12);
        expect(score(deal)).toBe(0);
      }),
      { numRuns: 100 },
    );
  });

  it('deals the same board for the same seed (pinned: a change in the deal fails here)', () => {
    expect(encode(newGame(7))).toBe(
      ['BGBBYGRYOYGR', 'OPOGBBYPYGPO', 'GOBRYRPGORRO', 'OGGPOYGRBBYP', 'RPGYOOBYYRPP', 'RPGPYBBBOPRR'].join(
        '\n',
      ),
    );
  });

  it('deals different boards for different seeds', () => {
    const boards = new Set(Array.from({ length: 200 }, (_, seed) => encode(newGame(seed))));
    expect(boards.size).toBe(200);
    fc.assert(
      fc.property(seedArb, seedArb, (a, b) => {
        fc.pre(a !== b);
        expect(encode(newGame(a))).not.toBe(encode(newGame(b)));
      }),
      { numRuns: 100 },
    );
  });
});
