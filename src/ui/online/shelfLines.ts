// An Explore entry in words: its title and maker, then its figures (plays, clears, the average tries
// to clear, thumbs-up).

import { t, verbatim } from '../../i18n/i18n';
import type { ShelfEntry } from '../../midend/online/shelf';

export function entryLines(e: ShelfEntry): [string, string] {
  const head = t('{title} by {author}', { title: verbatim(e.title), author: verbatim(e.author) });
  const tries =
    e.averageTries === null
      ? t('no clear yet')
      : t('{n} tries to clear', { n: Math.round(e.averageTries * 10) / 10 });
  const figures = t('{plays} plays · {clears} clears · {tries} · {thumbs} thumbs up', {
    plays: e.plays,
    clears: e.clears,
    tries,
    thumbs: e.thumbs,
  });
  return [head, figures];
}
