// The screens beside the boot and the menu, each a chunk of its own that scenes/chunks.ts loads on
// demand: one game screen per game (the same scene class, each with its game's view and session),
// Joker Coloring's options, how to play, the statistics, a daily board, the profile, the maker and the Explore shelf.

import { SCREENS } from './midend/launch/navigation';
import type { ScreenChunks } from './scenes/chunks';

export const SCREEN_CHUNKS: ScreenChunks = {
  [SCREENS.glassworks]: () => import('./scenes/games/glassworks'),
  [SCREENS.floodDuel]: () => import('./scenes/games/flood'),
  [SCREENS.jokerColoring]: () => import('./scenes/games/joker'),
  [SCREENS.jokerOptions]: () => import('./scenes/JokerOptionsScene'),
  [SCREENS.howToPlay]: () => import('./scenes/HowToPlayScene'),
  [SCREENS.stats]: () => import('./scenes/StatsScene'),
  [SCREENS.dailyBoard]: () => import('./scenes/DailyBoardScene'),
  [SCREENS.profile]: () => import('./scenes/ProfileScene'),
  [SCREENS.maker]: () => import('./scenes/MakerScene'),
  [SCREENS.explore]: () => import('./scenes/ExploreScene'),
};
