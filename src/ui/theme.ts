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

/** Glyph shapes drawn on colours in colour-blind mode (textures.ts draws them). */
export type GlyphShape =
  | 'circle'
  | 'triangle'
  | 'square'
  | 'diamond'
  | 'cross'
  | 'star'
  | 'hexagon'
  | 'saltire'
  | 'ring'
  | 'bar';

/**
 * One glyph per colour name across the arcade: a player who learns "yellow is the triangle" in one
 * game finds the same in every game, on boards, buttons and the menu's previews alike.
 */
export const GLYPHS = {
  red: 'circle',
  yellow: 'triangle',
  blue: 'square',
  green: 'diamond',
  orange: 'cross',
  purple: 'star',
  cyan: 'hexagon',
  magenta: 'saltire',
  pearl: 'ring',
  pink: 'bar',
} as const satisfies Record<string, GlyphShape>;

export type ColourName = keyof typeof GLYPHS;

export interface Swatch {
  readonly color: number;
  readonly name: ColourName | 'joker';
  readonly glyph: GlyphShape;
  /** A special tile drawn instead of plain glass (the joker). */
  readonly special?: 'joker';
}

/** A colour of the arcade: its glyph comes from its name. */
const swatch = (name: ColourName, color: number): Swatch => ({ color, name, glyph: GLYPHS[name] });

/** GlassWorks pieces by notation letter: primaries, then the mixes. */
export const GLASS: Record<'R' | 'Y' | 'B' | 'G' | 'O' | 'P', Swatch> = {
  R: swatch('red', 0xff3b4e),
  Y: swatch('yellow', 0xffd23f),
  B: swatch('blue', 0x3b7bff),
  G: swatch('green', 0x2ee66b),
  O: swatch('orange', 0xff8c1a),
  P: swatch('purple', 0xb44dff),
};

/** Flood Duel board colours a–f, in their fixed order (keys 1–6). */
export const FLOOD: readonly Swatch[] = [
  swatch('red', 0xe8413c),
  swatch('orange', 0xff9d1c),
  swatch('yellow', 0xf5dd3a),
  swatch('green', 0x3cc45a),
  swatch('blue', 0x2f7fe8),
  swatch('purple', 0x9347d9),
];

/** The two Flood Duel players; distinct from the six board colours. */
export const PLAYERS: readonly [Swatch, Swatch] = [swatch('pearl', 0xf4f1ff), swatch('pink', 0xff2e97)];

/** Joker Coloring colours by letter r g b y c m (a game with n colours uses the first n). */
export const JOKER: Record<'r' | 'g' | 'b' | 'y' | 'c' | 'm', Swatch> = {
  r: swatch('red', 0xff3b4e),
  g: swatch('green', 0x2ee66b),
  b: swatch('blue', 0x3b7bff),
  y: swatch('yellow', 0xffd23f),
  c: swatch('cyan', 0x2ee6e6),
  m: swatch('magenta', 0xff4fd8),
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
