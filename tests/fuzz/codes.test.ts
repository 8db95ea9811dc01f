// Fuzzing the readers of codes — deal, challenge and duel codes, typed into the code dialog or
// given by a link: whatever the text, each returns a value or a reason and never throws; a reason
// is a line a screen can show; an accepted code names what it re-encodes to, and that reads back
// as the same value.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greedyMove } from '../../src/logic/flood';
import { floodDuel, moveOfIndex } from '../../src/logic/flood/game';
import { readRoomCode } from '../../src/logic/protocol';
import { decodeCode, encodeChallenge, encodeDeal } from '../../src/midend/codes/dealCode';
import { decodeDuel, encodeDuel } from '../../src/midend/codes/duelCode';
import { codeTarget, targetOfCode } from '../../src/midend/launch/launch';
import { deals, hostileText, mutated } from './arbitraries';

/** A refusal short enough for one or two lines on a phone. */
const MAX_REASON = 200;

/** Every reader of a typed code, checked on one text. */
function readsSafely(text: string): void {
  const deal = decodeCode(text);
  if (deal.ok) {
    const { deal: d, beat, level } = deal.value;
    const again =
      beat === null ? encodeDeal(d) : encodeChallenge({ deal: d, beat, ...(level ? { level } : {}) });
    expect(decodeCode(again)).toEqual(deal);
  } else expect(deal.reason.length).toBeLessThan(MAX_REASON);
  const duel = decodeDuel(text);
  if (duel.ok) expect(decodeDuel(encodeDuel(duel.value))).toEqual(duel);
  else expect(duel.reason.length).toBeLessThan(MAX_REASON);
  const target = targetOfCode(text);
  // A room code (six symbols, no dash) is a code too: it joins a friend's live duel.
  expect(target.ok).toBe(deal.ok || duel.ok || readRoomCode(text) !== null);
  const field = codeTarget(text);
  expect('go' in field ? field.go : field.problem.length < MAX_REASON).toBeTruthy();
}

/** A duel's code after a few greedy moves, for mutations to start from. */
const duels = fc
  .record({
    width: fc.integer({ min: 4, max: 20 }),
    height: fc.integer({ min: 4, max: 20 }),
    first: fc.constantFrom(1 as const, 2 as const),
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    count: fc.integer({ min: 0, max: 8 }),
  })
  .map(({ seed, count, ...options }) => {
    let s = floodDuel.deal(options, seed);
    const moves: number[] = [];
    for (let i = 0; i < count && floodDuel.status(s) === 'playing'; i++) {
      const c = greedyMove(s);
      const r = floodDuel.apply(s, moveOfIndex(c));
      if (!r.ok) break;
      moves.push(c);
      s = r.value.state;
    }
    return encodeDuel({ options, seed, moves });
  });

describe('fuzz: codes', () => {
  it('any text at all: a value or a short reason, never a throw', () => {
    fc.assert(fc.property(hostileText, readsSafely), { numRuns: 600 });
  });

  it('real deal and challenge codes with one change: still a value or a reason', () => {
    const codes = fc.oneof(
      deals.map(encodeDeal),
      fc
        .tuple(deals, fc.integer({ min: 0, max: 99_999 }))
        .map(([deal, beat]) =>
          encodeChallenge({ deal, beat, ...(deal.game === 'flood-duel' ? { level: 'hard' as const } : {}) }),
        ),
    );
    fc.assert(fc.property(codes.chain(mutated), readsSafely), { numRuns: 600 });
  });

  it('real duel codes with one change: still a value or a reason', () => {
    fc.assert(fc.property(duels.chain(mutated), readsSafely), { numRuns: 300 });
  });

  it('every real code is read as what it encodes', () => {
    fc.assert(
      fc.property(deals, (deal) => {
        expect(decodeCode(encodeDeal(deal))).toMatchObject({ ok: true, value: { deal } });
        expect(targetOfCode(encodeDeal(deal)).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(duels, (code) => {
        expect(decodeDuel(code).ok).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
