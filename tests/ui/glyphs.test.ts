// Colour-blind glyphs: within each game every colour has its own glyph, and a colour name has the
// same glyph in every game and every palette (a player learns "yellow is the triangle" once).

import { describe, expect, it } from 'vitest';
import { PALETTES } from '../../src/ui/look/palettes';
import { GLYPHS, type Swatch } from '../../src/ui/look/theme';

const games = Object.values(PALETTES).flatMap((p) =>
  Object.entries({
    GlassWorks: Object.values(p.glass),
    'Flood Duel': [...p.flood, ...p.players],
    'Joker Coloring': Object.values(p.joker),
  }).map(([game, swatches]): [string, readonly Swatch[]] => [`${game} (${p.id})`, swatches]),
);

describe('glyphs', () => {
  it.each(games)('%s: every colour has its own glyph and name', (_game, swatches) => {
    expect(new Set(swatches.map((s) => s.glyph)).size).toBe(swatches.length);
    expect(new Set(swatches.map((s) => s.name)).size).toBe(swatches.length);
  });

  it('gives a colour name the same glyph in every game, and no two names one glyph', () => {
    for (const [, swatches] of games)
      for (const s of swatches) expect(s.glyph).toBe(GLYPHS[s.name as keyof typeof GLYPHS]);
    const glyphs = Object.values(GLYPHS);
    expect(new Set(glyphs).size).toBe(glyphs.length);
  });

  it('names the same colours in the same order in every palette', () => {
    const names = (p: (typeof PALETTES)['classic']) => [
      Object.entries(p.glass).map(([k, s]) => `${k}:${s.name}`),
      p.flood.map((s) => s.name),
      p.players.map((s) => s.name),
      Object.entries(p.joker).map(([k, s]) => `${k}:${s.name}`),
    ];
    for (const p of Object.values(PALETTES)) expect(names(p)).toEqual(names(PALETTES.classic));
  });
});
