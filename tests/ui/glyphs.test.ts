// Colour-blind glyphs: within each game every colour has its own glyph, and a colour name has the
// same glyph in every game (a player learns "yellow is the triangle" once).

import { describe, expect, it } from 'vitest';
import { FLOOD, GLASS, GLYPHS, JOKER, PLAYERS, type Swatch } from '../../src/ui/theme';

const GAMES: Record<string, readonly Swatch[]> = {
  GlassWorks: Object.values(GLASS),
  'Flood Duel': [...FLOOD, ...PLAYERS],
  'Joker Coloring': Object.values(JOKER),
};

describe('glyphs', () => {
  it.each(Object.entries(GAMES))('%s: every colour has its own glyph and name', (_game, swatches) => {
    expect(new Set(swatches.map((s) => s.glyph)).size).toBe(swatches.length);
    expect(new Set(swatches.map((s) => s.name)).size).toBe(swatches.length);
  });

  it('gives a colour name the same glyph in every game, and no two names one glyph', () => {
    for (const s of Object.values(GAMES).flat()) expect(s.glyph).toBe(GLYPHS[s.name as keyof typeof GLYPHS]);
    const glyphs = Object.values(GLYPHS);
    expect(new Set(glyphs).size).toBe(glyphs.length);
  });
});
