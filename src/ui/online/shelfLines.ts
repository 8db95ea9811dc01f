// An Explore entry in words: its title and maker, then its figures (the games played on it, the
// players who cleared it, the average tries they needed, the thumbs-up).

import { t, verbatim } from '../../i18n/i18n';
import { count } from '../../i18n/units';
import type { ShelfEntry } from '../../midend/online/shelf';

export function entryLines(e: ShelfEntry): [string, string] {
  const head = t('{title} by {author}', { title: verbatim(e.title), author: verbatim(e.author) });
  const tries =
    e.averageTries === null
      ? t('no clear yet')
      : t('tries to clear {n}', { n: Math.round(e.averageTries * 10) / 10 });
  const figures = t('{games} · cleared by {players} · {tries} · thumbs up {thumbs}', {
    games: count(e.plays, 'game'),
    players: count(e.clears, 'player'),
    tries,
    thumbs: e.thumbs,
  });
  return [head, figures];
}
