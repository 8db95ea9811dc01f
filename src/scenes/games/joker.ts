// Joker Coloring's screen, a chunk of its own (scenes/chunks.ts): the one game screen with Joker Coloring's
// view and its session on the browser.

import { jokerSession } from '../../midend/games/joker/browser';
import { jokerView } from '../../views/joker/view';
import { GameScene } from '../GameScene';

export const screen = (): GameScene => new GameScene('joker-coloring', jokerView, jokerSession);
