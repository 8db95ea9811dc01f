// Fuzzing links: whatever a URL's query holds — unknown games, seeds out of range, sizes and
// options of any text, parameters named like every object's members, codes of any kind — it
// leads somewhere (a game or the menu) with short messages about what was wrong, never a throw,
// and a game it opens is dealt with options its rules accept.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floodDuel } from '../../src/logic/flood/game';
import type { GameId } from '../../src/logic/game';
import { glassworks } from '../../src/logic/glassworks/game';
import { jokerColoring } from '../../src/logic/joker/game';
import { encodeDeal } from '../../src/midend/codes/dealCode';
import { linkTarget, planLaunch } from '../../src/midend/launch/launch';
import { type GameLaunch, gameOfScreen } from '../../src/midend/launch/navigation';
import { parseDeepLink } from '../../src/services/deepLink';
import { deals, hostileText, PROTOTYPE_NAMES } from './arbitraries';

const NAMES = [
  'game',
  'seed',
  'code',
  'w',
  'h',
  'moves',
  'colors',
  'classic',
  'level',
  'mode',
  'first',
  'lang',
];
const VALUES = [
  'glassworks',
  'flood-duel',
  'joker-coloring',
  'cpu',
  'duo',
  'mail',
  'hard',
  'easy',
  'sl',
  'en',
  '1',
  '0',
  '-3',
  '4294967295',
  '4294967296',
  '1e3',
  '18',
  '99',
  '100',
];

const RULES = { glassworks, 'flood-duel': floodDuel, 'joker-coloring': jokerColoring } as const;

/** A query string: known and prototype-named parameters, with values real, out of range or junk. */
const queries = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...NAMES), fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ maxLength: 6 })),
      fc.oneof(fc.constantFrom(...VALUES), hostileText, fc.integer().map(String), deals.map(encodeDeal)),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`);

describe('fuzz: links', () => {
  it('any query leads to a game or the menu, with short messages; a game gets options it accepts', () => {
    fc.assert(
      fc.property(fc.oneof(queries, hostileText), (search) => {
        const link = parseDeepLink(search);
        const target = linkTarget(link);
        const data = target.data as GameLaunch;
        for (const m of data.messages ?? []) expect(m.length).toBeLessThan(300);
        const game: GameId | null = gameOfScreen(target.scene);
        if (!game) return;
        const plan = planLaunch(game, data, null, () => null);
        for (const m of plan.messages) expect(m.length).toBeLessThan(300);
        if (plan.begin.options !== undefined)
          expect(RULES[game].checkOptions(plan.begin.options)).toMatchObject({ ok: true });
      }),
      { numRuns: 1500 },
    );
  });

  it('a parameter named __proto__ or constructor is a parameter like any other', () => {
    const link = parseDeepLink('?__proto__=x&constructor=y&game=glassworks');
    expect(Object.getPrototypeOf(link.params)).toBe(null);
    expect(Object.entries(link.params)).toEqual([
      ['__proto__', 'x'],
      ['constructor', 'y'],
      ['game', 'glassworks'],
    ]);
    expect(parseDeepLink('?game=toString').game).toBe(null);
  });
});
