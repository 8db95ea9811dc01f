// Each game's part of the maker, by its id: a game without one has no MAKE.

import type { GameId } from '../../logic/game';
import { floodMaker } from '../games/flood/maker';
import { glassMaker } from '../games/glassworks/maker';
import { jokerMaker } from '../games/joker/maker';
import type { MakerKind } from './kind';

const KINDS: Partial<Record<GameId, MakerKind>> = {
  glassworks: glassMaker,
  'flood-duel': floodMaker,
  'joker-coloring': jokerMaker,
};

/** The maker's kind for `game`, or null when it has none. */
export const makerKind = (game: GameId): MakerKind | null => KINDS[game] ?? null;
