// Each game's looping taste on its menu card. The menu draws these in its first frame, so they ship
// in the first chunk; the rest of a game's view loads with its screen (scenes/chunks.ts).

import type { GameId } from '../logic/game';
import type { Preview } from '../ui/menu/previewKit';
import { floodPreview } from './flood/preview';
import { glassPreview } from './glassworks/preview';
import { jokerPreview } from './joker/preview';

export const PREVIEWS: Readonly<Record<GameId, Preview>> = {
  glassworks: glassPreview,
  'flood-duel': floodPreview,
  'joker-coloring': jokerPreview,
};
