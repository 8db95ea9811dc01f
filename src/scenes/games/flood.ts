// Flood Duel's screen, a chunk of its own (scenes/chunks.ts): the one game screen with Flood Duel's
// view and its session on the browser.

import { floodSession } from '../../midend/games/flood/browser';
import { floodView } from '../../views/flood/view';
import { GameScene } from '../GameScene';

export const screen = (): GameScene => new GameScene('flood-duel', floodView, floodSession);
