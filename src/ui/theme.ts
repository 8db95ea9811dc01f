// The look of the arcade in one place: palettes of the three games, player colours, one
// colour-blind glyph per colour, the font and spacing.

export const FONT = '"Press Start 2P", monospace';

export const UI = {
  background: 0x0b0a1a,
  panel: 0x17153a,
  panelEdge: 0x3b3590,
  text: '#f4f1ff',
  textDim: '#9d97d6',
  accent: 0xffd23f,
  accentText: '#ffd23f',
  danger: 0xff3b5c,
  good: 0x3dffa2,
  radius: 14,
  gap: 16,
} as const;

/** Glyph shapes drawn on colours in colour-blind mode (see ui/glyph.ts). */
export type GlyphShape = 'circle' | 'triangle' | 'square' | 'diamond' | 'cross' | 'star' | 'ring' | 'bar';

export interface Swatch {
  readonly color: number;
  readonly name: string;
  readonly glyph: GlyphShape;
  /** A special tile drawn instead of plain glass (the joker). */
  readonly special?: 'joker';
}

/** GlassWorks pieces by notation letter: primaries, then the mixes. */
export const GLASS: Record<'R' | 'Y' | 'B' | 'G' | 'O' | 'P', Swatch> = {
  R: { color: 0xff3b4e, name: 'red', glyph: 'circle' },
  Y: { color: 0xffd23f, name: 'yellow', glyph: 'triangle' },
  B: { color: 0x3b7bff, name: 'blue', glyph: 'square' },
  G: { color: 0x2ee66b, name: 'green', glyph: 'diamond' },
  O: { color: 0xff8c1a, name: 'orange', glyph: 'cross' },
  P: { color: 0xb44dff, name: 'purple', glyph: 'star' },
};

/** Flood Duel board colours a–f, in their fixed order (keys 1–6). */
export const FLOOD: readonly Swatch[] = [
  { color: 0xe8413c, name: 'red', glyph: 'circle' },
  { color: 0xff9d1c, name: 'orange', glyph: 'triangle' },
  { color: 0xf5dd3a, name: 'yellow', glyph: 'square' },
  { color: 0x3cc45a, name: 'green', glyph: 'diamond' },
  { color: 0x2f7fe8, name: 'blue', glyph: 'cross' },
  { color: 0x9347d9, name: 'purple', glyph: 'star' },
];

/** The two Flood Duel players; distinct from the six board colours. */
export const PLAYERS: readonly [Swatch, Swatch] = [
  { color: 0xf4f1ff, name: 'pearl', glyph: 'ring' },
  { color: 0xff2e97, name: 'pink', glyph: 'bar' },
];

/** Joker Coloring colours by letter r g b y c m (a game with n colours uses the first n). */
export const JOKER: Record<'r' | 'g' | 'b' | 'y' | 'c' | 'm', Swatch> = {
  r: { color: 0xff3b4e, name: 'red', glyph: 'circle' },
  g: { color: 0x2ee66b, name: 'green', glyph: 'diamond' },
  b: { color: 0x3b7bff, name: 'blue', glyph: 'square' },
  y: { color: 0xffd23f, name: 'yellow', glyph: 'triangle' },
  c: { color: 0x2ee6e6, name: 'cyan', glyph: 'cross' },
  m: { color: 0xff4fd8, name: 'magenta', glyph: 'star' },
};

/** The joker square: a dark tile with a gold star, whatever the settings. */
export const JOKER_SWATCH: Swatch = { color: 0x2a2755, name: 'joker', glyph: 'star', special: 'joker' };

export const toCss = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;

/** A lighter or darker shade of a colour, for bevels and glows (amount −1..1). */
export function shade(color: number, amount: number): number {
  const ch = (shift: number): number => {
    const c = (color >> shift) & 0xff;
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(v)));
  };
  return (ch(16) << 16) | (ch(8) << 8) | ch(0);
}
