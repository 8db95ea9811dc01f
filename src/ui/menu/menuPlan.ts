// Where the menu's parts go, worked out in rectangles from the canvas's metrics (no Phaser:
// tests/ui/menuPlan.test.ts checks it): the bouncing title, the subtitle, the storage notice, the
// DAILY banner, the game cards (placed by cardPlan.ts) and the settings, top to bottom. The cards take what the
// others leave; when they need less, the spare height opens the gaps a little and centres it all.

import { column, inset, type Metrics, nth, type Rect, rect } from '../screen/layout';
import { type CardPlan, type CardWords, cardRects, cardsNeed, planCards } from './cardPlan';

/** What the menu has to lay out, measured: everything but the cards' own words is a height. */
export interface MenuParts {
  readonly m: Metrics;
  /** The storage notice's height, when it is shown. */
  readonly noticeH: number | null;
  /** The settings' height as rows, and folded into the one SETTINGS button. */
  readonly settingsH: { readonly rows: number; readonly folded: number };
  /** The width of a card's PLAY row, and its words. */
  readonly rowWidth: number;
  readonly words: readonly CardWords[];
  readonly play: string;
}

/** The title's letters: their size, their outline and how high they bounce. */
export interface TitlePlan {
  readonly band: Rect;
  readonly size: number;
  readonly stroke: number;
  readonly bounce: number;
}

export interface MenuPlan {
  readonly title: TitlePlan;
  /** The subtitle's band (none on a phone short of room, or where the storage notice stands). */
  readonly subtitle: Rect | null;
  readonly notice: Rect | null;
  /** The DAILY banner's band, above the cards (none on a phone held sideways: its cards have DAILY). */
  readonly banner: Rect | null;
  /** One plan per card, in the order of the words. */
  readonly cards: readonly CardPlan[];
  readonly settings: Rect;
  /** The settings are folded into SETTINGS, a panel with the same buttons. */
  readonly folded: boolean;
}

/** The title: as large as the width and height allow, smaller on phones (smaller still beside the notice). */
function titleSize(m: Metrics, screen: Rect, notice: boolean): Omit<TitlePlan, 'band'> {
  const share = notice && m.compact ? 0.06 : 0.075;
  const size = Math.floor(
    Math.max(m.minFont * 1.6, Math.min(56 * m.unit, screen.w / 13.8, m.height * share)),
  );
  return { size, stroke: Math.max(2, Math.round(size * 0.14)), bounce: Math.round(size * 0.2) };
}

/** The bands above the cards: the title, the subtitle if it has room, the storage notice. */
function heads(m: Metrics, parts: MenuParts, title: Omit<TitlePlan, 'band'>, banner: boolean) {
  // On a phone the storage notice takes the subtitle's place.
  const notice = parts.noticeH;
  const subtitle = (!m.compact || (m.portrait && m.height / m.css >= 700)) && !(notice !== null && m.compact);
  const bands = [
    title.bounce + title.size + title.stroke,
    ...(subtitle ? [m.font('label') * 1.4] : []),
    ...(notice !== null ? [notice] : []),
    ...(banner ? [m.buttonH] : []),
  ];
  return { bands, subtitle, banner };
}

/** The cards' area between `head` and settings `settingsH` high, and the cards placed in it. */
function cardsArea(parts: MenuParts, screen: Rect, head: readonly number[], settingsH: number) {
  const { m } = parts;
  const area = nth(column(screen, [...head, 'fill', settingsH], m.gap), head.length);
  return { area, placed: cardRects(m, area, parts.words.length, parts.rowWidth) };
}

/**
 * The settings fold into SETTINGS on a screen too short for the cards and every setting (a phone
 * held sideways with the storage notice), and on a tall phone whose cards keep their words only
 * without the settings beside them (a small one keeps every setting a tap away: its cards' words
 * would not fit either way).
 */
function folds(parts: MenuParts, screen: Rect, head: readonly number[]): boolean {
  const { m, settingsH } = parts;
  const pitched = (h: number): boolean => {
    const { placed } = cardsArea(parts, screen, head, h);
    return planCards(m, placed, parts.words, parts.rowWidth, parts.play).every((p) => p.pitch !== null);
  };
  const headH = head.reduce((a, b) => a + b, 0);
  const short =
    screen.h - headH - settingsH.rows - m.gap * (head.length + 1) < cardsNeed(m, screen.w, parts.rowWidth);
  const tallPhone = m.compact && m.height / m.css >= 700;
  return short || (tallPhone && !pitched(settingsH.rows) && pitched(settingsH.folded));
}

/** The banner in its band: as wide as the cards' column at most, centred. */
function bannerRect(m: Metrics, band: Rect): Rect {
  const w = Math.min(band.w, Math.round(760 * m.unit));
  return rect(band.x + (band.w - w) / 2, band.y, w, band.h);
}

export function planMenu(parts: MenuParts): MenuPlan {
  const { m } = parts;
  const screen = inset(rect(0, 0, m.width, m.height), m.margin);
  const title = titleSize(m, screen, parts.noticeH !== null);
  // The DAILY banner where it leaves the settings as they would be without it (a phone held
  // sideways, and a small phone whose settings would fold, keep DAILY on the cards alone).
  const bare = heads(m, parts, title, false);
  const withBanner = heads(m, parts, title, true);
  const banner =
    (!m.compact || m.portrait) && folds(parts, screen, withBanner.bands) === folds(parts, screen, bare.bands);
  const head = banner ? withBanner : bare;
  const folded = folds(parts, screen, head.bands);
  const settingsH = folded ? parts.settingsH.folded : parts.settingsH.rows;
  const { area, placed } = cardsArea(parts, screen, head.bands, settingsH);
  const cardsTop = Math.min(...placed.map((c) => c.r.y));
  const cardsH = Math.max(...placed.map((c) => c.r.y + c.r.h)) - cardsTop;
  const sections = [...head.bands, cardsH, settingsH];
  const spare = Math.max(0, area.h - cardsH);
  const extra = Math.min(spare / (sections.length + 1), m.gap * 3);
  const top = screen.y + (spare - extra * (sections.length - 1)) / 2;
  const bands = column(rect(screen.x, top, screen.w, screen.h - spare), sections, m.gap + extra);
  const at = (i: number): Rect => nth(bands, i);
  const dy = at(head.bands.length).y - cardsTop;
  const cards = placed.map(({ r, wide }) => ({ r: rect(r.x, r.y + dy, r.w, r.h), wide }));
  return {
    title: { band: at(0), ...title },
    subtitle: head.subtitle ? at(1) : null,
    notice: parts.noticeH !== null ? at(head.bands.length - (head.banner ? 2 : 1)) : null,
    banner: head.banner ? bannerRect(m, at(head.bands.length - 1)) : null,
    cards: planCards(m, cards, parts.words, parts.rowWidth, parts.play),
    settings: at(bands.length - 1),
    folded,
  };
}
