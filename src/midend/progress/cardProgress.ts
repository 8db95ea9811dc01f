// What a game's card on the menu says about the player (the menu as a hub): a game in progress
// (CONTINUE, how far it is, par and the best kept for its deal), the daily streak, and GlassWorks'
// clearing ladder once the player has cleared a deal of it. Words only;
// the browser's reader is midend/browser/progress.ts.

import { t } from '../../i18n/i18n';
import type { GameId } from '../../logic/game';
import type { SavedProgress } from '../core/savedGame';
import { factsOf } from '../games/facts';

export interface CardProgress {
  /** A game is in progress: the card's PLAY reads CONTINUE. */
  readonly playing: boolean;
  /** Lines in place of the card's pitch (none: the pitch stays). */
  readonly lines: readonly string[];
}

/** How far a game is, in what each game calls a move. */
const stepsText = (game: GameId, n: number): string =>
  factsOf(game).step === 'jump' ? t('IN PROGRESS · {n} JUMPS', { n }) : t('IN PROGRESS · {n} MOVES', { n });

/** Par and the best for the deal, named by what they count (points left, or moves). */
function parText(game: GameId, par: number, best: number | null): string {
  const points = factsOf(game).rule.unit === 'point';
  if (best === null) return points ? t('POINTS: PAR {par}', { par }) : t('MOVES: PAR {par}', { par });
  return points
    ? t('POINTS: PAR {par} · BEST {best}', { par, best })
    : t('MOVES: PAR {par} · BEST {best}', { par, best });
}

/** `ladder`: GlassWorks' clearing ladder, how many of how many deals are cleared (null: none). */
export function cardProgress(
  game: GameId,
  saved: SavedProgress | null,
  streak: number,
  ladder: { readonly cleared: number; readonly of: number } | null = null,
): CardProgress {
  const lines: string[] = [];
  if (saved) {
    lines.push(stepsText(game, saved.steps));
    if (saved.par !== null) lines.push(parText(game, saved.par, saved.best));
  }
  if (streak > 0) lines.push(t('DAILY STREAK {n}', { n: streak }));
  if (ladder && ladder.cleared > 0)
    lines.push(t('LADDER {n} OF {all} CLEARED', { n: ladder.cleared, all: ladder.of }));
  return { playing: saved !== null, lines };
}
