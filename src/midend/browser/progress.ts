// The menu's cards, read from the browser's storage (midend/progress/cardProgress.ts has their words): each
// game's saved game in progress, read by its midend without starting it (no worker, no timer), and
// its daily streak. A chunk of its own, read once the menu is up.

import type { GameId } from '../../logic/game';
import { storage } from '../../services/storage';
import { realTimer } from '../core/timer';
import { factsOf } from '../games/facts';
import { floodMidend } from '../games/flood/browser';
import { glassMidend } from '../games/glassworks/browser';
import { jokerMidend } from '../games/joker/browser';
import { type CardProgress, cardProgress } from '../progress/cardProgress';
import { DailyBook, dayOf } from '../progress/daily';
import { LADDER_LENGTH, LadderBook } from '../progress/ladderBook';

const MIDENDS = { glassworks: glassMidend, 'flood-duel': floodMidend, 'joker-coloring': jokerMidend };

export function menuProgress(game: GameId, now: Date): CardProgress {
  const saved = MIDENDS[game](realTimer).savedProgress();
  const ladder = factsOf(game).ladder
    ? { cleared: new LadderBook(storage).clearedCount(), of: LADDER_LENGTH }
    : null;
  return cardProgress(game, saved, new DailyBook(storage).streak(game, dayOf(now)), ladder);
}
