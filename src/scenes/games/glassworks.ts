// GlassWorks's screen, a chunk of its own (scenes/chunks.ts): the one game screen with GlassWorks's
// view and its session on the browser.

import { glassSession } from '../../midend/games/glassworks/browser';
import { glassView } from '../../views/glassworks/view';
import { GameScene } from '../GameScene';

export const screen = (): GameScene => new GameScene('glassworks', glassView, glassSession);
