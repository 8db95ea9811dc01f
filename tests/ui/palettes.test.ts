// Every palette keeps each game's colours apart — for normal vision and under simulated
// protanopia, deuteranopia and tritanopia — and the interface's text stays readable (WCAG 4.5:1).
// The colour science is culori's (CIEDE2000, Brettel/Viénot/Machado deficiency filters), not ours.

import {
  differenceCiede2000,
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  parse,
  wcagContrast,
} from 'culori';
import { describe, expect, it } from 'vitest';
import { FLOOD_COLOURS, GLASS_COLOURS, JOKER_COLOURS, PLAYER_COLOURS } from '../../src/i18n/colours';
import { PALETTE_IDS } from '../../src/services/settings';
import { PALETTES } from '../../src/ui/look/palettes';
import { contrastRatio, readableOn, type Swatch, toCss, UI } from '../../src/ui/look/theme';

/** The smallest CIEDE2000 difference any two colours of one game may have, in every vision. */
const MARGIN = 10;

const deltaE = differenceCiede2000();
const VISIONS = {
  normal: <T>(c: T): T => c,
  protanopia: filterDeficiencyProt(1),
  deuteranopia: filterDeficiencyDeuter(1),
  tritanopia: filterDeficiencyTrit(1),
} as const;

const css = (c: number | string): string => (typeof c === 'number' ? toCss(c) : c);
const colour = (c: number | string) => {
  const parsed = parse(css(c));
  if (!parsed) throw new Error(`not a colour: ${css(c)}`);
  return parsed;
};

/** The two closest colours of a set as seen with a vision, and how far apart they are. */
function closest(
  swatches: readonly Swatch[],
  see: (c: ReturnType<typeof colour>) => ReturnType<typeof colour>,
) {
  let best = { d: Infinity, pair: '' };
  swatches.forEach((a, i) => {
    for (const b of swatches.slice(i + 1)) {
      const d = deltaE(see(colour(a.color)), see(colour(b.color)));
      if (d < best.d) best = { d, pair: `${a.name} ${toCss(a.color)} / ${b.name} ${toCss(b.color)}` };
    }
  });
  return best;
}

const cases = PALETTE_IDS.flatMap((id) => {
  const p = PALETTES[id];
  const games: [string, readonly Swatch[]][] = [
    ['GlassWorks', Object.values(p.glass)],
    // The players' colours are on the same board as the six colours: all eight stay apart.
    ['Flood Duel', [...p.flood, ...p.players]],
    ['Joker Coloring', Object.values(p.joker)],
  ];
  return games.flatMap(([game, swatches]) =>
    Object.keys(VISIONS).map((vision): [string, string, string, readonly Swatch[]] => [
      id,
      game,
      vision,
      swatches,
    ]),
  );
});

describe('palettes', () => {
  it('offers every palette the settings name', () => {
    expect(Object.keys(PALETTES).sort()).toEqual([...PALETTE_IDS].sort());
    for (const id of PALETTE_IDS) expect(PALETTES[id].id).toBe(id);
  });

  it.each(cases)('%s · %s · %s vision: colours differ by ΔE00 ≥ 10', (_id, _game, vision, swatches) => {
    const { d, pair } = closest(swatches, VISIONS[vision as keyof typeof VISIONS]);
    expect(d, `closest: ${pair}`).toBeGreaterThanOrEqual(MARGIN);
  });

  it('can fail: two near colours are caught', () => {
    const near: Swatch[] = [
      { name: 'blue', glyph: 'square', color: 0x3b7bff },
      { name: 'purple', glyph: 'star', color: 0xb44dff },
    ];
    expect(closest(near, VISIONS.normal).d).toBeGreaterThan(MARGIN);
    expect(closest(near, VISIONS.deuteranopia).d).toBeLessThan(MARGIN);
  });
});

describe('colour names', () => {
  it.each(PALETTE_IDS)('%s names every colour as the words and share lines do', (id) => {
    const p = PALETTES[id];
    const names = (o: Record<string, Swatch>) =>
      Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.name]));
    expect(names(p.glass)).toEqual(GLASS_COLOURS);
    expect(names(p.joker)).toEqual(JOKER_COLOURS);
    expect(p.flood.map((s) => s.name)).toEqual([...FLOOD_COLOURS]);
    expect(p.players.map((s) => s.name)).toEqual([...PLAYER_COLOURS]);
  });
});

describe('text contrast', () => {
  it('computes WCAG contrast as culori does', () => {
    for (const [a, b] of [
      [0xffffff, 0x000000],
      [0x9d97d6, 0x17153a],
      [0xff3b5c, 0x0b0a1a],
      [0x0072b2, 0x140c26],
    ] as const)
      expect(contrastRatio(a, b)).toBeCloseTo(wcagContrast(css(a), css(b)), 2);
  });

  const texts = {
    text: UI.text,
    textDim: UI.textDim,
    accentText: UI.accentText,
    danger: UI.danger,
    good: UI.good,
  };
  const grounds = { background: UI.background, panel: UI.panel };
  it.each(
    Object.entries(texts).flatMap(([t, tc]) => Object.entries(grounds).map(([g, gc]) => [t, tc, g, gc])),
  )('%s on %s: at least 4.5:1', (_t, tc, _g, gc) => {
    expect(wcagContrast(css(tc), css(gc))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(PALETTE_IDS)(
    '%s: a label on every colour button, and player colours as text, read at 4.5:1',
    (id) => {
      const p = PALETTES[id];
      // Flood Duel's and Joker Coloring's colours are buttons with labels (GlassWorks' are pieces).
      const fills = [...p.flood, ...Object.values(p.joker)].map((s) => s.color);
      for (const fill of [...fills, UI.panelEdge, UI.danger, UI.accent])
        expect(wcagContrast(readableOn(fill), css(fill)), toCss(fill)).toBeGreaterThanOrEqual(4.5);
      for (const s of p.players)
        expect(wcagContrast(css(s.color), css(UI.background)), s.name).toBeGreaterThanOrEqual(4.5);
    },
  );
});
