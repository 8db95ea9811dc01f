// The header every game screen shares: the game's name (its font fitted to the room), the zoom
// button (for a board too big to tap), "?" for how to play and MENU at the right; under them the
// deal's code with COPY beside it (and RACE, in the games that race), and a dim info line
// (options, players, a challenge to beat, a race's places).

import type Phaser from 'phaser';
import { t, verbatim } from '../../i18n/i18n';
import type { Button } from '../controls/button';
import { FONT, readableOn, UI } from '../look/theme';
import { addText, panelTexture, textWidth } from '../render';
import type { ScreenHost } from './host';
import { fitLabel, inset, middleCuts, type Rect, rect, row, twoLines } from './layout';

export interface HeaderActions {
  readonly help: () => void;
  readonly menu: () => void;
  readonly zoom: () => void;
  readonly copy: () => void;
  /** RACE: a race on this deal (the games that race), beside COPY. */
  readonly race?: () => void;
  /** The key that goes to the menu, shown on MENU once a keyboard is in use. */
  readonly menuKey?: string;
}

/** The dim info line under the code: two lines of small words at most. */
function infoLine(host: ScreenHost, box: Rect, small: number): Phaser.GameObjects.Text {
  return host.add
    .text(box.x, box.y, '', {
      fontFamily: FONT,
      fontSize: `${small}px`,
      color: UI.textDim,
      wordWrap: { width: box.w },
      lineSpacing: 4,
    })
    .setOrigin(0, 0);
}

export class Header {
  /** The room below the header, inside the margins. */
  readonly body: Rect;
  readonly zoom: Button;
  private readonly code: Phaser.GameObjects.Text;
  private readonly info: Phaser.GameObjects.Text;
  /** DAILY and its day, on a daily deal: a badge as bright as the title, leading the info line. */
  private badge: Phaser.GameObjects.Container | null = null;
  /** The info line's room: where it starts and how wide it is. */
  private readonly infoBox: Rect;
  /** The info line's height: two lines. */
  private readonly infoRoom: number;
  private readonly codeWidth: number;
  /** The code's row height: a phone's holds the code on two lines. */
  private readonly codeHeight: number;

  constructor(
    private readonly host: ScreenHost,
    name: string,
    color: string,
    act: HeaderActions,
  ) {
    const m = host.m;
    const full = inset(rect(0, 0, host.scale.width, host.scale.height), m.margin);
    const side = m.compact ? m.buttonH : Math.round(44 * m.unit);
    const menuW = Math.round(side * 1.9);
    const [titleBox, zoomBox, helpBox, menuBox] = row(
      rect(full.x, full.y, full.w, side),
      ['fill', side, side, menuW],
      m.gap,
    );
    const title = addText(host, 0, 0, '', { fontFamily: FONT, color }).setOrigin(0, 0.5);
    const fit = fitLabel([name], titleBox.w, m.font('title'), m.minFont, textWidth);
    title
      .setFontSize(fit.size)
      .setText(fit.text)
      .setPosition(titleBox.x, titleBox.y + side / 2);
    // A name too long for one line even at the smallest font takes two.
    if (title.width > titleBox.w)
      title.setWordWrapWidth(titleBox.w).setLineSpacing(Math.round(fit.size * 0.3));
    const big = { fontSize: m.font('heading') };
    host.placeButton('help', helpBox, '?', act.help, { ...big, ariaLabel: t('How to play') });
    this.zoom = host
      .placeButton('zoom', zoomBox, '+', act.zoom, { ...big, shortcut: 'Z', ariaLabel: t('Zoom in') })
      .setVisible(false);
    host.placeButton('menu', menuBox, t('MENU'), act.menu, { shortcut: act.menuKey });
    // The code line: the deal's code, and COPY (a touch target's height on a phone).
    const small = m.font('small');
    const lineH = m.compact ? m.buttonH : Math.round(Math.max(small * 2.6, 30 * m.unit));
    // With RACE beside it, COPY is as narrow as its word allows: the code keeps its room on a phone.
    const fits = (word: string): number =>
      textWidth(word, m.font('label')) + Math.max(12, lineH * 0.3) + m.gap;
    const toolW = act.race
      ? Math.min(menuW, Math.max(Math.round(side * 1.2), fits(t('COPY')), fits(t('RACE'))))
      : menuW;
    const [codeBox, copyBox, raceBox] = row(
      rect(full.x, full.y + side + m.gap / 2, full.w, lineH),
      act.race ? ['fill', toolW, toolW] : ['fill', menuW],
      m.gap,
    );
    this.code = host.add
      .text(codeBox.x, codeBox.y + codeBox.h / 2, '', {
        fontFamily: FONT,
        fontSize: `${m.font('label')}px`,
        color: UI.text,
      })
      .setOrigin(0, 0.5);
    this.codeWidth = codeBox.w;
    this.codeHeight = codeBox.h;
    host.placeButton('copy-code', copyBox, t('COPY'), act.copy, { fontSize: m.font('label') });
    if (act.race && raceBox)
      host.placeButton('race', raceBox, t('RACE'), act.race, { fontSize: m.font('label') });
    const infoY = codeBox.y + codeBox.h + m.gap / 4;
    this.infoRoom = small * 2.4 + 1;
    this.infoBox = rect(full.x, infoY, full.w, this.infoRoom);
    this.info = infoLine(host, this.infoBox, small);
    const top = infoY + small * 2.4 + m.gap;
    this.body = rect(full.x, top, full.w, full.y + full.h - top);
  }

  /** The code the header shows (it changes with every move of a duel by code). */
  setCode(code: string): void {
    const m = this.host.m;
    const size = m.font('label');
    this.code.setLineSpacing(0);
    // On one line if it fits at the smallest font; else whole on two, broken at a dash, where the
    // row is tall enough (a phone's is a button's height); else shortened in the middle until it
    // fits. COPY copies it whole.
    const one = fitLabel(
      [t('CODE {code}', { code }), verbatim(code)],
      this.codeWidth,
      size,
      m.minFont,
      textWidth,
    );
    if (textWidth(one.text, one.size) <= this.codeWidth) {
      this.code.setFontSize(one.size).setText(one.text);
      return;
    }
    const two = twoLines(code);
    const widest = (text: string, px: number): number =>
      Math.max(...text.split('\n').map((l) => textWidth(l, px)));
    const fit2 = fitLabel([verbatim(two)], this.codeWidth, size, m.minFont, widest);
    if (widest(fit2.text, fit2.size) <= this.codeWidth && fit2.size * 2.6 <= this.codeHeight) {
      this.code
        .setFontSize(fit2.size)
        .setLineSpacing(Math.round(fit2.size * 0.4))
        .setText(fit2.text);
      return;
    }
    const cut = fitLabel(
      middleCuts(code, 21, 8).map((c) => verbatim(c)),
      this.codeWidth,
      size,
      m.minFont,
      textWidth,
    );
    this.code.setFontSize(cut.size).setText(cut.text);
  }

  /**
   * The info line: the deal in words, led by the DAILY badge on a daily deal, and a friend's result
   * to beat when a challenge is taken.
   */
  setInfo(text: string, beat: string | null, daily: string | null = null, race: string | null = null): void {
    const left = this.showBadge(daily);
    this.info.setX(this.infoBox.x + left).setWordWrapWidth(this.infoBox.w - left);
    // Two lines at most (the room the header keeps): the deal's last details (the seed) go first.
    const parts = text.split(' · ');
    for (let n = parts.length; n >= 1; n--) {
      const words = verbatim(parts.slice(0, n).join(' · ')); // each part is the table's words
      // In a race, the race comes first: its code and the places.
      const deal = race === null ? words : verbatim(`${race} · ${words}`);
      this.info.setText(
        beat === null ? deal : t('{deal} · BEAT {count}', { deal, count: beat.toUpperCase() }),
      );
      if (this.info.height <= this.infoRoom) return;
    }
  }

  /** The DAILY badge for `day` (null: none); answers how much of the info line it takes. */
  private showBadge(day: string | null): number {
    this.badge?.destroy();
    this.badge = null;
    if (day === null) return 0;
    const m = this.host.m;
    const size = Math.max(m.minFont, Math.min(m.font('heading'), Math.floor(this.infoRoom / 1.6)));
    const words = this.host.add
      .text(0, 0, t('DAILY {day}', { day: verbatim(day) }), {
        fontFamily: FONT,
        fontSize: `${size}px`,
        color: readableOn(UI.accent),
      })
      .setOrigin(0.5, 0.5);
    const pad = Math.round(size * 0.5);
    const w = Math.ceil(words.width + 2 * pad);
    const h = Math.min(this.infoRoom, Math.round(size * 1.6));
    const plate = this.host.add.image(
      0,
      0,
      panelTexture(this.host, w, h, { fill: UI.accent, radius: Math.round(h / 3) }),
    );
    this.badge = this.host.add.container(this.infoBox.x + w / 2, this.infoBox.y + h / 2, [plate, words]);
    return w + m.gap / 2;
  }
}
