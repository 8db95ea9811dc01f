// What a game's card on the menu says about the player (the menu as a hub): a game in progress
// (CONTINUE, how far it is, par and the best kept for its deal) and the daily streak. Words only;
// the browser's reader is midend/browser/progress.ts.

import { t } from '../i18n/i18n';
import type { GameId } from '../logic/game';
import type { SavedProgress } from './midend';

export interface CardProgress {
  /** A game is in progress: the card's PLAY reads CONTINUE. */
  readonly playing: boolean;
  /** Lines in place of the card's pitch (none: the pitch stays). */
  readonly lines: readonly string[];
}

/** How far a game is, in what each game calls a move. */
const stepsText = (game: GameId, n: number): string =>
  game === 'glassworks' ? t('IN PROGRESS · {n} JUMPS', { n }) : t('IN PROGRESS · {n} MOVES', { n });

export function cardProgress(game: GameId, saved: SavedProgress | null, streak: number): CardProgress {
  const lines: string[] = [];
  if (saved) {
    lines.push(stepsText(game, saved.steps));
    if (saved.par !== null)
      lines.push(
        saved.best === null
          ? t('PAR {par}', { par: saved.par })
          : t('PAR {par} · BEST {best}', { par: saved.par, best: saved.best }),
      );
  }
  if (streak > 0) lines.push(t('DAILY STREAK {n}', { n: streak }));
  return { playing: saved !== null, lines };
}
