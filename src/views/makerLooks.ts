// How each game's squares look in the maker: the glyph of its board notation as the game's own
// glass tile (its colour in the player's palette, its shape for colour-blind play), or an empty slot.

import { COLOR_LETTERS } from '../logic/flood/state';
import type { GameId } from '../logic/game';
import { palette } from '../ui/look/palettes';
import type { Swatch } from '../ui/look/theme';
import { glassSwatch } from './glassworks/animate';
import { jokerSwatch } from './joker/animate';

type Look = (glyph: string) => Swatch | null;

const LOOKS: Partial<Record<GameId, Look>> = {
  glassworks: (g) => glassSwatch(g as Parameters<typeof glassSwatch>[0]) ?? null,
  'flood-duel': (g) => palette().flood[(COLOR_LETTERS as readonly string[]).indexOf(g)] ?? null,
  'joker-coloring': (g) => jokerSwatch(g as Parameters<typeof jokerSwatch>[0]) ?? null,
};

/** The look of `game`'s squares in the maker (every game with a maker has one). */
export const makerLook = (game: GameId): Look => LOOKS[game] ?? (() => null);
