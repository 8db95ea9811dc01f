// The header every game screen shares: the game's name (its font fitted to the room), the zoom
// button (for a board too big to tap), "?" for how to play and MENU at the right; under them the
// deal's code with COPY beside it (and RACE, in the games that race), and a dim info line
// (options, players, a challenge to beat, a race's places).

import type Phaser from 'phaser';
import { t, verbatim } from '../../i18n/i18n';
import type { Button } from '../controls/button';
import { FONT, UI } from '../look/theme';
import { addText, textWidth } from '../render';
import type { ScreenHost } from './host';
import { fitLabel, inset, middleCuts, type Rect, rect, row } from './layout';

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

export class Header {
  /** The room below the header, inside the margins. */
  readonly body: Rect;
  readonly zoom: Button;
  private readonly code: Phaser.GameObjects.Text;
  private readonly info: Phaser.GameObjects.Text;
  /** The info line's height: two lines. */
  private readonly infoRoom: number;
  private readonly codeWidth: number;

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
    host.placeButton('copy-code', copyBox, t('COPY'), act.copy, { fontSize: m.font('label') });
    if (act.race && raceBox)
      host.placeButton('race', raceBox, t('RACE'), act.race, { fontSize: m.font('label') });
    const infoY = codeBox.y + codeBox.h + m.gap / 4;
    this.info = host.add
      .text(full.x, infoY, '', {
        fontFamily: FONT,
        fontSize: `${small}px`,
        color: UI.textDim,
        wordWrap: { width: full.w },
        lineSpacing: 4,
      })
      .setOrigin(0, 0);
    this.infoRoom = small * 2.4 + 1;
    const top = infoY + small * 2.4 + m.gap;
    this.body = rect(full.x, top, full.w, full.y + full.h - top);
  }

  /** The code the header shows (it changes with every move of a duel by code). */
  setCode(code: string): void {
    const m = this.host.m;
    // Too long for its room even at the smallest font (a phone, a long code): shortened in the
    // middle until it fits. COPY copies it whole.
    const fit = fitLabel(
      [t('CODE {code}', { code }), verbatim(code), ...middleCuts(code, 21, 8).map((c) => verbatim(c))],
      this.codeWidth,
      m.font('label'),
      m.minFont,
      textWidth,
    );
    this.code.setFontSize(fit.size).setText(fit.text);
  }

  /**
   * The info line: the deal in words, led by DAILY and its day on a daily deal, and a friend's
   * result to beat when a challenge is taken.
   */
  setInfo(text: string, beat: string | null, daily: string | null = null, race: string | null = null): void {
    // Two lines at most (the room the header keeps): the deal's last details (the seed) go first.
    const parts = text.split(' · ');
    for (let n = parts.length; n >= 1; n--) {
      const words = verbatim(parts.slice(0, n).join(' · ')); // each part is the table's words
      const dealt = daily === null ? words : t('DAILY {day} · {deal}', { day: verbatim(daily), deal: words });
      // In a race, the race comes first: its code and the places.
      const deal = race === null ? dealt : verbatim(`${race} · ${dealt}`);
      this.info.setText(
        beat === null ? deal : t('{deal} · BEAT {count}', { deal, count: beat.toUpperCase() }),
      );
      if (this.info.height <= this.infoRoom) return;
    }
  }
}
