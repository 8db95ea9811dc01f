// Each game's view, by game: what how to play (scenes/HowToPlayScene.ts) shows each game with. The
// game screens take their own game's view alone (scenes/games/<game>.ts), each in its own chunk.

import type { GameId } from '../logic/game';
import { floodView } from './flood/view';
import { glassView } from './glassworks/view';
import { jokerView } from './joker/view';
import type { ViewKind } from './types';

// biome-ignore lint/suspicious/noExplicitAny: each view has its own game's types; the game screen treats them alike
export type AnyViewKind = ViewKind<any, any, any, any>;

export const VIEWS: Readonly<Record<GameId, AnyViewKind>> = {
  glassworks: glassView,
  'flood-duel': floodView,
  'joker-coloring': jokerView,
};
