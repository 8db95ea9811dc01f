// The menu's cards, read from the browser's storage (midend/progress/cardProgress.ts has their words): each
// game's saved game in progress, read through its description without starting it (core/savedGame.ts:
// no midend, worker or timer), and its daily streak; and the DAILY banner's day. A chunk of its own,
// read once the menu is up.

import { GAME_IDS, type GameId } from '../../logic/game';

export { newOnShelf as menuShelf } from '../online/shelf';

import { storage } from '../../services/storage';
import { SavedGame } from '../core/savedGame';
import { factsOf } from '../games/facts';
import { floodConfig } from '../games/flood/midend';
import { glassConfig } from '../games/glassworks/midend';
import { jokerConfig } from '../games/joker/midend';
import { type CardProgress, cardProgress } from '../progress/cardProgress';
import { DailyBook, type DailyToday, dailyBannerWords, dailyToday, dayOf } from '../progress/daily';
import { LADDER_LENGTH, LadderBook } from '../progress/ladderBook';

/** The game in progress in a game's save. */
const SAVED: Readonly<Record<GameId, () => SavedGame<unknown, unknown, unknown, unknown, unknown, unknown>>> =
  {
    glassworks: () => SavedGame.of(glassConfig, storage),
    'flood-duel': () => SavedGame.of(floodConfig, storage),
    'joker-coloring': () => SavedGame.of(jokerConfig, storage),
  };

export function menuProgress(game: GameId, now: Date): CardProgress {
  const saved = SAVED[game]().progress();
  const ladder = factsOf(game).ladder
    ? { cleared: new LadderBook(storage).clearedCount(), of: LADDER_LENGTH }
    : null;
  return cardProgress(game, saved, new DailyBook(storage).streak(game, dayOf(now)), ladder);
}

/** Today's daily deals for the menu's banner: which are played, the streak, and the banner's words. */
export function menuDaily(now: Date): { today: DailyToday; words: { label: string; short: string } } {
  const today = dailyToday(new DailyBook(storage), GAME_IDS, dayOf(now));
  return { today, words: dailyBannerWords(today, GAME_IDS.length) };
}
