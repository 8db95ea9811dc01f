// The look of the arcade in one place: the interface colours, one colour-blind glyph per colour
// name, the font and spacing (the games' colours are in palettes.ts).

import type { ColourName } from '../../i18n/colours';
import type { GameId } from '../../logic/game';

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

/** Each game's colour: its menu card's glow and name, its statistics. */
export const GAME_ACCENTS: Readonly<Record<GameId, number>> = {
  glassworks: 0x2ee6e6,
  'flood-duel': 0xff4fd8,
  'joker-coloring': 0xffd23f,
};

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
} as const satisfies Record<ColourName, GlyphShape>;

export type { ColourName };

export interface Swatch {
  readonly color: number;
  readonly name: ColourName | 'joker';
  readonly glyph: GlyphShape;
  /** A special tile drawn instead of plain glass (the joker). */
  readonly special?: 'joker';
}

// The games' colours are in palettes.ts: the player chooses among palettes in the settings.

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

/** WCAG relative luminance of a colour (0 black … 1 white). */
function luminance(color: number): number {
  const ch = (shift: number): number => {
    const c = ((color >> shift) & 0xff) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch(16) + 0.7152 * ch(8) + 0.0722 * ch(0);
}

/** WCAG contrast ratio of two colours (1 … 21). */
export function contrastRatio(a: number, b: number): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The darkest ink of the arcade, for labels on bright colours. */
export const INK = 0x140c26;

/** A label colour readable on `fill`: white or ink, whichever stands out more. */
export function readableOn(fill: number): string {
  return toCss(contrastRatio(0xffffff, fill) >= contrastRatio(INK, fill) ? 0xffffff : INK);
}
