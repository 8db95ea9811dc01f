// A published puzzle's title is two words from fixed lists: forty adjectives and forty nouns, no word
// twice, each one plain word; checkTitle takes exactly "Adjective Noun" and nothing else.

import { describe, expect, it } from 'vitest';
import { checkTitle, TITLE_ADJECTIVES, TITLE_MAX, TITLE_NOUNS } from '../../src/logic/puzzleTitles';

describe('puzzle titles', () => {
  it('has forty adjectives and forty nouns, each a single capitalised word, none twice', () => {
    for (const words of [TITLE_ADJECTIVES, TITLE_NOUNS]) {
      expect(words).toHaveLength(40);
      expect(new Set(words).size).toBe(40);
      for (const w of words) expect(w).toMatch(/^[A-Z][a-z]+$/);
    }
  });

  it('takes every adjective with every noun, exactly as written', () => {
    for (const a of TITLE_ADJECTIVES)
      for (const n of TITLE_NOUNS) {
        expect(checkTitle(`${a} ${n}`)).toEqual({ ok: true, value: `${a} ${n}` });
        expect(`${a} ${n}`.length).toBeLessThanOrEqual(TITLE_MAX);
      }
  });

  it('refuses anything else with a reason', () => {
    for (const bad of [
      '',
      'Quiet',
      'quiet harbour',
      'Quiet  Harbour',
      'Quiet Harbour ',
      'Harbour Quiet',
      'Quiet Harbour Moon',
      'Quiet\tHarbour',
      'Big Dog',
      'toString valueOf',
      42,
      null,
      {},
      ['Quiet Harbour'],
    ])
      expect(checkTitle(bad)).toMatchObject({ ok: false, reason: expect.stringMatching(/^title: /) });
  });
});
