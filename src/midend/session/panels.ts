// The panels of a game screen, as data: a question, and a finished game's results — the game's own
// words (its part's endWords) with what every game adds: its stars, the challenge's verdict and
// CHALLENGE, the daily deal's result, streak and SHARE, WATCH, VIEW BOARD (a tap on the board or a
// key brings the panel back), STATS (the game's statistics), and MENU (the way out the header
// offers, also on Esc and M). The results are a compact card and, behind its MORE…, the rest.

import { t } from '../../i18n/i18n';
import type { Outcome } from '../core/midend';
import type { EndReport } from '../progress/end';
import type { Celebration, EndMomentSpec, PanelChoice, PanelSpec } from './effects';
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

/** A finished game's results: the compact card, and the rest of them behind its MORE…. */
export interface ResultPanels {
  readonly card: PanelSpec;
  readonly more: PanelSpec;
}

/**
 * A finished game's results. The card holds the headline, the stars, one line (the friend's verdict,
 * else the result against par or the opponent) and four buttons at most: the game's natural next
 * step, SHARE (a daily deal) or CHALLENGE, MENU, and MORE…. MORE… holds every other line and action,
 * each button by the name it always had, and CLOSE back to the card.
 */
export function endPanels(
  words: EndWords,
  r: EndReport,
  canWatch: boolean,
  make: string | null = null,
): ResultPanels {
  const [next, ...own] = words.buttons;
  const challenge = r.challenge
    ? ({ name: 'challenge', label: t('CHALLENGE'), action: 'challenge' } as const)
    : null;
  const share = r.daily
    ? ({ name: 'share-daily', label: t('SHARE'), action: 'share-daily' } as const)
    : challenge;
  const menu = { name: 'panel-menu', label: t('MENU'), action: 'menu' } as const;
  const card: PanelChoice[] = [
    ...(next ? [next] : []),
    ...(share ? [share] : []),
    menu,
    { name: 'more', label: t('MORE…'), action: 'more' },
  ];
  const viewsBoard = own.some((b) => b.action === 'view-board');
  const rest: PanelChoice[] = [
    ...own,
    // A daily's CHALLENGE gave its place on the card to SHARE.
    ...(challenge && share !== challenge ? [challenge] : []),
    ...(canWatch ? [{ name: 'watch', label: t('WATCH'), action: 'watch' } as const] : []),
    ...(viewsBoard
      ? []
      : [{ name: 'view-board', label: t('VIEW BOARD'), short: t('BOARD'), action: 'view-board' } as const]),
    ...(r.daily?.boards
      ? [{ name: 'daily-board', label: t('DAILY BOARD'), action: 'daily-board' } as const]
      : []),
    { name: 'stats', label: t('STATS'), action: 'stats' },
    // The maker, for a game whose boards can be made (`make-<game>`).
    ...(make ? [{ name: make, label: t('MAKE'), action: 'make' } as const] : []),
    { name: 'more-close', label: t('CLOSE'), action: 'more-close' },
  ];
  const details = [
    ...words.lines,
    ...(r.settingBest ? [r.settingBest] : []),
    ...(r.verdict ? [r.verdict] : []),
    ...(r.daily?.lines ?? []),
    ...(r.daily?.board ?? []),
    ...(r.deal?.lines ?? []),
  ];
  const stars = words.stars === null ? undefined : { earned: words.stars, said: starsSaid(words.stars) };
  return {
    card: {
      tone: words.tone,
      results: true,
      title: words.title,
      stars,
      lines: [r.verdict ?? words.summary, ...(r.daily?.place ? [r.daily.place] : [])],
      buttons: card,
      cancel: 'panel-menu',
    },
    // A sheet the player opened for the rest: over the screen, as the settings are.
    more: {
      tone: words.tone,
      title: words.title,
      lines: details,
      buttons: rest,
      cancel: 'more-close',
      more: true,
    },
  };
}

/**
 * How the end of a game is celebrated: the game's rare ending, three stars, a new best (one that beat
 * an earlier best, not a deal's first result), a win or a loss.
 */
export function celebrationOf(words: EndWords, o: Pick<Outcome, 'newBest' | 'previousBest'>): Celebration {
  if (words.rare) return words.rare;
  if (words.stars === 3) return 'three-stars';
  if (o.newBest && o.previousBest !== null && words.won) return 'new-best';
  return words.won ? 'win' : 'loss';
}

/** The end's moment: the headline, the stars, what counts up, and how big a celebration. */
export function endMoment(words: EndWords, o: Outcome): EndMomentSpec {
  return {
    headline: words.title,
    tone: words.tone,
    won: words.won,
    stars: words.stars,
    tally: words.tally,
    celebration: celebrationOf(words, o),
  };
}

/** A rating as a screen reader says it. */
export function starsSaid(stars: number): string {
  return t('{n} of 3 stars', { n: stars });
}
