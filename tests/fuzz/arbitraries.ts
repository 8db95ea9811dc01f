// What the fuzz tests feed the readers of untrusted input: real deals and codes to start from,
// and the hostile text and data a player, an edited file or a forged link can hold.

import fc from 'fast-check';
import type { Deal } from '../../src/midend/codes/dealCode';

/** Names every JavaScript object already has: keys that break a careless `table[key]`. */
export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  '__lookupGetter__',
] as const;

const seed = fc.integer({ min: 0, max: 0xffffffff });

/** Every kind of deal the codes name: each game, with options across their whole ranges. */
export const deals: fc.Arbitrary<Deal> = fc.oneof(
  seed.map((s) => ({ game: 'glassworks' as const, seed: s })),
  fc
    .record({
      width: fc.integer({ min: 4, max: 60 }),
      height: fc.integer({ min: 4, max: 40 }),
      first: fc.constantFrom(1 as const, 2 as const),
      filler: fc.boolean(),
      seed,
    })
    .map(({ seed: s, filler, ...options }) => ({
      game: 'flood-duel' as const,
      options: filler ? { ...options, rules: 'filler' as const } : options,
      seed: s,
    })),
  fc
    .record({
      width: fc.integer({ min: 2, max: 40 }),
      height: fc.integer({ min: 2, max: 40 }),
      colors: fc.integer({ min: 2, max: 6 }),
      moves: fc.integer({ min: 1, max: 99 }),
      classic: fc.boolean(),
      limit: fc.constantFrom(null, 'easy' as const, 'medium' as const, 'hard' as const, 'casual' as const),
      seed,
    })
    .map(({ seed: s, limit, classic, ...o }) => ({
      game: 'joker-coloring' as const,
      options: {
        ...o,
        moves: limit ? 21 : o.moves,
        ...(classic ? { classic: true } : {}),
        ...(limit === 'casual' ? { casual: true } : {}),
      },
      limit: limit === 'casual' ? null : limit,
      seed: s,
    })),
);

/** Text a person or a script may type or paste: any unicode, code-like pieces, huge runs. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc
    .array(
      fc.oneof(
        fc.constantFrom(
          'GW',
          'FD',
          'JC',
          'DUEL',
          'BEAT',
          'P1',
          'P2',
          'X',
          'C',
          'M',
          'CLASSIC',
          'EASY',
          '—',
          '-',
        ),
        fc.constantFrom(...PROTOTYPE_NAMES),
        fc.stringMatching(/^[0-9A-Z]{1,8}$/),
        fc.integer({ min: -5, max: 100_000 }).map(String),
      ),
      { maxLength: 8 },
    )
    .map((parts) => parts.join('-')),
  fc
    .tuple(fc.constantFrom('Q', '9', '-', 'é', '😀', '\u0000'), fc.integer({ min: 1000, max: 20_000 }))
    .map(([c, n]) => c.repeat(n)),
);

/** Text with one change: a character replaced, inserted or removed, or a run of junk spliced in. */
export const mutated = (text: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.nat({ max: Math.max(0, text.length) }),
      fc.constantFrom('replace', 'insert', 'remove'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }),
    )
    .map(([i, how, junk]) =>
      how === 'remove'
        ? text.slice(0, i) + text.slice(i + 1)
        : text.slice(0, i) + junk + text.slice(how === 'replace' ? i + 1 : i),
    );

/** A deeply nested list or object, as far down as a hostile file may go. */
export const deep = (depth: number, asObject: boolean): unknown => {
  let v: unknown = 0;
  for (let i = 0; i < depth; i++) v = asObject ? { a: v } : [v];
  return v;
};

/** JSON-like data with keys named like every object's members, and values of every kind. */
export const hostileData: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 0.5, Number.MAX_SAFE_INTEGER),
    hostileText,
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(
        fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ maxLength: 8 })), tie('value')),
        {
          maxLength: 4,
        },
      )
      .map((pairs) => JSON.parse(JSON.stringify(Object.fromEntries(pairs)))),
  ),
})).value;

/** As `hostileData`, but as the text of a JSON document (how a file or storage holds it). */
export const hostileJson: fc.Arbitrary<string> = hostileData.map((d) => JSON.stringify(d) ?? 'null');
