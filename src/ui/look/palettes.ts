// The colours of the three games, in three palettes the player chooses in the settings: classic
// (the arcade's own), high contrast (pure, bright colours spread over lightness), and colour-blind
// safe (built on the Okabe–Ito colours). A colour keeps its name and glyph in every palette; only
// its shade changes. tests/ui/palettes.test.ts checks that every game's colours stay apart by a
// clear CIEDE2000 margin, for normal vision and under simulated protanopia, deuteranopia and
// tritanopia.

import { getSettings, type PaletteId } from '../../services/settings';
import { type ColourName, GLYPHS, type Swatch } from './theme';

export interface Palette {
  readonly id: PaletteId;
  /** GlassWorks pieces by notation letter: primaries, then the mixes. */
  readonly glass: Record<'R' | 'Y' | 'B' | 'G' | 'O' | 'P', Swatch>;
  /** Flood Duel board colours a–f, in their fixed order (keys 1–6). */
  readonly flood: readonly Swatch[];
  /** The two Flood Duel players, apart from the six board colours too. */
  readonly players: readonly [Swatch, Swatch];
  /** Joker Coloring colours by letter r g b y c m (a game with n colours uses the first n). */
  readonly joker: Record<'r' | 'g' | 'b' | 'y' | 'c' | 'm', Swatch>;
}

const s = (name: ColourName, color: number): Swatch => ({ color, name, glyph: GLYPHS[name] });

/** The arcade's own colours, nudged where two of them met under a colour-vision deficiency. */
const classic: Palette = {
  id: 'classic',
  glass: {
    R: s('red', 0xff314a),
    Y: s('yellow', 0xffd237),
    B: s('blue', 0x3b7bff),
    G: s('green', 0x00e272),
    O: s('orange', 0xff932f),
    P: s('purple', 0xc513ff),
  },
  flood: [
    s('red', 0xf9002d),
    s('orange', 0xfd9700),
    s('yellow', 0xf5dd3a),
    s('green', 0x3fc45e),
    s('blue', 0x3e83e9),
    s('purple', 0x9536db),
  ],
  players: [s('pearl', 0xf4f1ff), s('pink', 0xfb3292)],
  joker: {
    r: s('red', 0xff3b4e),
    g: s('green', 0x2ee66b),
    b: s('blue', 0x3b7bff),
    y: s('yellow', 0xffd002),
    c: s('cyan', 0x00f7fa),
    m: s('magenta', 0xff4bc8),
  },
};

/** Pure colours spread over lightness as well as hue. */
const contrast: Palette = {
  id: 'contrast',
  glass: {
    R: s('red', 0xed0000),
    Y: s('yellow', 0xffff00),
    B: s('blue', 0x6b75f9),
    G: s('green', 0x00ff93),
    O: s('orange', 0xffa029),
    P: s('purple', 0xcc00ff),
  },
  flood: [
    s('red', 0xff0000),
    s('orange', 0xffa400),
    s('yellow', 0xffff00),
    s('green', 0x00f967),
    s('blue', 0x7a55fc),
    s('purple', 0xcc00ff),
  ],
  players: [s('pearl', 0xffffff), s('pink', 0xfa7bca)],
  joker: {
    r: s('red', 0xff0000),
    g: s('green', 0x00d92f),
    b: s('blue', 0x1c5bff),
    y: s('yellow', 0xffff00),
    c: s('cyan', 0x00ffff),
    m: s('magenta', 0xe22f91),
  },
};

/**
 * Okabe & Ito's colours for readers with colour-vision deficiencies: vermillion, orange, yellow,
 * bluish green, blue, sky blue and reddish purple (their black is lost on the dark board).
 */
const OI = {
  vermillion: 0xd55e00,
  orange: 0xe69f00,
  yellow: 0xf0e442,
  bluishGreen: 0x009e73,
  blue: 0x0072b2,
  skyBlue: 0x56b4e9,
  reddishPurple: 0xcc79a7,
} as const;

const safe: Palette = {
  id: 'safe',
  glass: {
    R: s('red', OI.vermillion),
    Y: s('yellow', OI.yellow),
    B: s('blue', OI.blue),
    G: s('green', OI.bluishGreen),
    O: s('orange', OI.orange),
    P: s('purple', OI.reddishPurple),
  },
  flood: [
    s('red', OI.vermillion),
    s('orange', OI.orange),
    s('yellow', OI.yellow),
    s('green', OI.bluishGreen),
    s('blue', OI.blue),
    s('purple', OI.reddishPurple),
  ],
  players: [s('pearl', 0xffffff), s('pink', OI.skyBlue)],
  joker: {
    r: s('red', OI.vermillion),
    g: s('green', OI.bluishGreen),
    b: s('blue', OI.blue),
    y: s('yellow', OI.yellow),
    c: s('cyan', OI.skyBlue),
    m: s('magenta', OI.reddishPurple),
  },
};

export const PALETTES: Record<PaletteId, Palette> = { classic, contrast, safe };

/** The palette the player chose; screens read it as they draw. */
export const palette = (): Palette => PALETTES[getSettings().palette];
