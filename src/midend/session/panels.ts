// The panels of a game screen, as data: a question, and a finished game's results — the game's own
// words (its part's endWords) with what every game adds: its stars, the challenge's verdict and
// CHALLENGE, the daily deal's result, streak and SHARE, WATCH, VIEW BOARD (a tap on the board or a
// key brings the panel back), STATS (the game's statistics), and MENU (the way out the header
// offers, also on Esc and M).

import { t } from '../../i18n/i18n';
import type { EndReport } from '../progress/end';
import type { PanelChoice, PanelSpec } from './effects';
import type { EndWords, Question } from './part';

/** A yes/no question: Y or Enter on yes… no: N, Esc and the keyboard's first stop are the safe answer. */
export function questionPanel(q: Question): PanelSpec {
  return {
    title: q.title,
    tone: q.calm ? 'accent' : 'danger',
    lines: [q.line],
    buttons: [
      { name: q.yes.name, label: q.yes.label, action: 'yes', danger: !q.calm },
      ...(q.alt ? [{ name: q.alt.name, label: q.alt.label, action: 'alt' } as const] : []),
      ...(q.cycle ? [{ name: q.cycle.name, label: q.cycle.label, action: 'cycle' } as const] : []),
      { name: q.no.name, label: q.no.label, action: 'no' },
    ],
    yes: q.yes.name,
    no: q.no.name,
    cancel: q.no.name,
    focus: q.calm ? q.yes.name : q.no.name,
    question: !q.calm,
  };
}

/** A finished game's results panel. */
export function endPanel(words: EndWords, r: EndReport, canWatch: boolean): PanelSpec {
  const lines = [
    ...words.lines,
    ...(r.settingBest ? [r.settingBest] : []),
    ...(r.verdict ? [r.verdict] : []),
    ...(r.daily?.lines ?? []),
  ];
  const viewsBoard = words.buttons.some((b) => b.action === 'view-board');
  const buttons: PanelChoice[] = [
    ...words.buttons,
    ...(r.challenge ? [{ name: 'challenge', label: t('CHALLENGE'), action: 'challenge' } as const] : []),
    ...(r.daily ? [{ name: 'share-daily', label: t('SHARE'), action: 'share-daily' } as const] : []),
    ...(canWatch ? [{ name: 'watch', label: t('WATCH'), action: 'watch' } as const] : []),
    ...(viewsBoard
      ? []
      : [{ name: 'view-board', label: t('VIEW BOARD'), short: t('BOARD'), action: 'view-board' } as const]),
    { name: 'stats', label: t('STATS'), action: 'stats' },
    { name: 'panel-menu', label: t('MENU'), action: 'menu' },
  ];
  const stars = words.stars === null ? undefined : { earned: words.stars, said: starsSaid(words.stars) };
  return { title: words.title, tone: words.tone, stars, lines, buttons, cancel: 'panel-menu', results: true };
}

/** A rating as a screen reader says it. */
export function starsSaid(stars: number): string {
  return t('{n} of 3 stars', { n: stars });
}
