// An Explore entry in words: its title and maker, then its figures (the games played on it, the
// players who cleared it, the average tries they needed, par, the thumbs-up). Par is the best
// verified result in the game's unit: PAR where fewer is better, BEST where more is (a duel's squares).

import { t, verbatim } from '../../i18n/i18n';
import { count } from '../../i18n/units';
import { factsOf } from '../../midend/games/facts';
import type { ShelfEntry } from '../../midend/online/shelf';

/** The entry's par in words, or null when none is known yet. */
export function parWords(e: ShelfEntry): string | null {
  if (e.par === null) return null;
  const { unit, lower } = factsOf(e.game).rule;
  const result = count(e.par, unit);
  return lower ? t('par {result}', { result }) : t('best {result}', { result });
}

export function entryLines(e: ShelfEntry): [string, string] {
  const head = t('{title} by {author}', { title: verbatim(e.title), author: verbatim(e.author) });
  const tries =
    e.averageTries === null
      ? t('no clear yet')
      : t('tries to clear {n}', { n: Math.round(e.averageTries * 10) / 10 });
  const figures = {
    games: count(e.plays, 'game'),
    players: count(e.clears, 'player'),
    tries,
    thumbs: e.thumbs,
  };
  const par = parWords(e);
  const line =
    par === null
      ? t('{games} · cleared by {players} · {tries} · thumbs up {thumbs}', figures)
      : t('{games} · cleared by {players} · {tries} · {par} · thumbs up {thumbs}', { ...figures, par });
  return [head, line];
}
