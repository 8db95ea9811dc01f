// The how-to-play screen's frame, which stays while its pages turn: the game's name and HOW TO PLAY,
// the page's title and captions, the demonstration's panel (a readout above its board, a line
// under it), the page buttons with the dots and count between them, the keys (on a wide screen,
// once a keyboard is used), and PLAY (or CLOSE). Laid out in rectangles from the canvas: on a wide
// screen the panel on the left and the words on the right; on a tall one a single column. Captions
// get the room of the longest page, at the body font or smaller if the panel would be too small.

import Phaser from 'phaser';
import { t, verbatim } from '../../i18n/i18n';
import type { Button } from '../controls/button';
import { keyboardUsed, onKeyboardUsed } from '../controls/keyboardUse';
import { ms } from '../look/fx';
import { FONT, shade, toCss, UI } from '../look/theme';
import { fitFont, panelTexture, textWidth, wrappedHeight } from '../render';
import type { ScreenHost } from './host';
import { column, grid, inset, type Rect, rect, row } from './layout';

export interface FrameSpec {
  readonly name: string;
  readonly colour: number;
  /** Every page's captions, so the words' room fits the longest page. */
  readonly pages: readonly (readonly string[])[];
  /** PLAY goes to a game (else the button reads CLOSE). */
  readonly plays: boolean;
  /** What Esc goes back to, in a word (MENU, BACK). */
  readonly escTo: string;
  readonly back: () => void;
  readonly next: () => void;
  readonly close: () => void;
}

export class HowToFrame {
  /** The demonstration's panel. */
  readonly demo: Rect;
  readonly status: Phaser.GameObjects.Text;
  readonly line: Phaser.GameObjects.Text;
  private readonly title: Phaser.GameObjects.Text;
  private readonly captions: Phaser.GameObjects.Text[];
  private readonly count: Phaser.GameObjects.Text;
  private readonly dots: Phaser.GameObjects.Graphics;
  private readonly backButton: Button;
  private readonly nextButton: Button;
  private readonly words: Rect;
  private readonly dotsY: number;
  /** The words beside the panel (a wide screen) or above it (a tall one). */
  private readonly side: boolean;

  constructor(
    private readonly host: ScreenHost,
    private readonly spec: FrameSpec,
  ) {
    const m = host.m;
    const { width: W, height: H } = host.scale;
    const g = m.gap;
    const bh = m.buttonH;
    const side = W >= H * 1.15;
    this.side = side;
    const screen = inset(rect(0, 0, W, H), m.margin);
    const closeLabel = spec.plays ? t('PLAY') : t('CLOSE');
    const closeW = Math.min(
      Math.max(220 * m.unit, textWidth(closeLabel, m.font('heading')) + bh),
      screen.w * 0.34,
    );
    const min = Math.ceil(m.minFont);
    const nameSize = fitFont(spec.name, side ? screen.w - closeW - g * 2 : screen.w, m.font('title'), min);
    const subSize = m.font('label');
    const headH = Math.max(side ? bh : 0, Math.round(nameSize * 1.15) + g * 0.6 + Math.round(subSize * 1.15));
    const pageTitleSize = m.font('heading');
    const pageTitleH = Math.round(pageTitleSize * 1.2) * 2 + Math.round(pageTitleSize * 0.4);
    const keysText = t('ARROWS: PAGES · ESC: {target}', { target: spec.escTo });
    let head: Rect;
    let demo: Rect;
    let words: Rect;
    let nav: Rect;
    let keys: Rect | null = null;
    let close: Rect;
    const longest = (size: number, width: number): number =>
      Math.max(...spec.pages.map((lines) => this.captionsHeight(lines, size, width)));
    const sizes = [m.font('body'), m.font('label'), min];
    let captionSize: number;
    if (side) {
      const [top, body] = column(screen, [headH, 'fill'], g * 1.5);
      [head, close] = row(top, ['fill', closeW], g * 2);
      close = rect(close.x, close.y + (close.h - bh) / 2, close.w, bh);
      const demoW = Math.min(body.w * 0.55, body.h * 1.15);
      const [left, right] = row(body, [demoW, 'fill'], g * 2.5);
      demo = left;
      const keysH = m.font('small') * 1.4;
      const room = right.h - pageTitleH - bh - keysH - g * 3.5;
      captionSize = sizes.find((sz) => longest(sz, right.w) <= room) ?? min;
      const parts = column(right, [pageTitleH, g, 'fill', keysH, g * 1.5, bh]);
      words = rect(right.x, right.y, right.w, parts[2].y + parts[2].h - right.y);
      keys = parts[3];
      nav = parts[5];
    } else {
      // One column: the name, the page's words, the panel, the page buttons, PLAY.
      const fixed = headH + pageTitleH + bh * 2 + g * 6;
      const minDemo = Math.min(screen.w, (screen.h - fixed) * 0.55);
      captionSize = sizes.find((sz) => screen.h - fixed - longest(sz, screen.w) >= minDemo) ?? min;
      const capH = longest(captionSize, screen.w);
      const parts = column(screen, [headH, pageTitleH + g * 0.5 + capH, 'fill', bh, bh], g * 1.2);
      [head, words, demo, nav, close] = parts as [Rect, Rect, Rect, Rect, Rect];
      close = grid(close, 1, 1, Math.max(300 * m.unit, closeW), bh, 0)[0];
    }
    this.demo = demo;
    this.words = words;

    // The name and HOW TO PLAY.
    const hx = side ? head.x : head.x + head.w / 2;
    const origin = side ? 0 : 0.5;
    const nameH = Math.round(nameSize * 1.15);
    const headTop = head.y + (head.h - (nameH + g * 0.6 + Math.round(subSize * 1.15))) / 2;
    host.add
      .text(hx, headTop, spec.name, {
        fontFamily: FONT,
        fontSize: `${nameSize}px`,
        color: toCss(spec.colour),
      })
      .setOrigin(origin, 0);
    host.add
      .text(hx, headTop + nameH + g * 0.6, t('HOW TO PLAY'), {
        fontFamily: FONT,
        fontSize: `${subSize}px`,
        color: UI.accentText,
      })
      .setOrigin(origin, 0);

    // The page's words: in the right column on a wide screen, above the panel on a tall one.
    const wx = side ? words.x : words.x + words.w / 2;
    const align = side ? 'left' : 'center';
    this.title = host.add
      .text(wx, words.y, '', {
        fontFamily: FONT,
        fontSize: `${pageTitleSize}px`,
        color: UI.text,
        align,
        wordWrap: { width: words.w },
        lineSpacing: Math.round(pageTitleSize * 0.4),
      })
      .setOrigin(origin, 0);
    const caption = () =>
      host.add
        .text(wx, 0, '', {
          fontFamily: FONT,
          fontSize: `${captionSize}px`,
          color: UI.text,
          align,
          wordWrap: { width: words.w },
          lineSpacing: this.captionSpacing(captionSize),
        })
        .setOrigin(origin, 0);
    this.captions = [caption(), caption()];

    // The demonstration's panel: a readout above the board and a line saying what happens below
    // (placed for each page by its demonstration, which knows how long they get).
    const look = { fill: UI.panel, glow: UI.panelEdge, glowAlpha: 0.5, radius: Math.round(14 * m.unit) };
    host.add.image(demo.x + demo.w / 2, demo.y + demo.h / 2, panelTexture(host, demo.w, demo.h, look));
    const demoText = (y: number, color: string) =>
      host.add
        .text(demo.x + demo.w / 2, y, '', {
          fontFamily: FONT,
          fontSize: `${m.font('label')}px`,
          color,
          align: 'center',
        })
        .setOrigin(0.5);
    this.status = demoText(demo.y, UI.text);
    this.line = demoText(demo.y + demo.h, UI.accentText);

    // Page buttons and the page indicator between them; PLAY (or CLOSE) apart from them.
    const navW = Math.min(150 * m.unit, (nav.w - g * 2) / 3);
    const [back, middle, next] = row(nav, [navW, 'fill', navW], g);
    const short = { fontSize: m.font('label'), minFont: m.minFont };
    this.backButton = host.placeButton('howto-back', back, t('< BACK'), spec.back, { ...short, short: '<' });
    this.nextButton = host.placeButton('howto-next', next, t('NEXT >'), spec.next, { ...short, short: '>' });
    this.count = host.add
      .text(middle.x + middle.w / 2, middle.y + middle.h * 0.72, '', {
        fontFamily: FONT,
        fontSize: `${m.font('small')}px`,
        color: UI.textDim,
      })
      .setOrigin(0.5);
    this.dotsY = middle.y + middle.h * 0.28;
    this.dots = host.add.graphics();
    host.placeButton('howto-close', close, closeLabel, spec.close, {
      fontSize: m.font('heading'),
      color: spec.plays ? shade(spec.colour, -0.35) : undefined,
    });
    // The keys (wide screens), shown once a keyboard is in use, as the buttons show their letters.
    if (keys) {
      const k = host.add
        .text(keys.x + keys.w / 2, keys.y + keys.h / 2, keysText, {
          fontFamily: FONT,
          fontSize: `${fitFont(keysText, keys.w, m.font('small'), min)}px`,
          color: UI.textDim,
        })
        .setOrigin(0.5)
        .setVisible(keyboardUsed());
      const off = onKeyboardUsed(() => k.setVisible(true));
      host.events.once(Phaser.Scenes.Events.SHUTDOWN, off);
    }
  }

  /** Show page `index` of `pages`: its title and captions, the count and dots, the buttons. */
  showPage(title: string, lines: readonly string[], index: number, pages: number): void {
    const last = index === pages - 1;
    this.title.setText(title);
    let y = this.words.y + this.title.height + this.host.m.gap * (this.side ? 1.6 : 0.8);
    this.captions.forEach((c, i) => {
      c.setText(lines[i] ?? '').setY(y);
      y += c.height + this.captionGap();
    });
    this.count.setText(verbatim(`${index + 1} / ${pages}`));
    this.backButton.setEnabled(index > 0);
    this.nextButton.setText(last ? (this.spec.plays ? t('PLAY') : t('DONE')) : t('NEXT >'));
    this.drawDots(index, pages);
    for (const c of [this.title, ...this.captions])
      this.host.tweens.add({ targets: c, alpha: { from: 0, to: 1 }, duration: ms(260) });
  }

  pressNext(): void {
    this.nextButton.press();
  }

  pressBack(): void {
    this.backButton.press();
  }

  private drawDots(page: number, n: number): void {
    const g = this.dots;
    g.clear();
    const { x } = this.count;
    const k = this.host.m.unit;
    const gap = 18 * k;
    for (let i = 0; i < n; i++) {
      const dx = x + (i - (n - 1) / 2) * gap;
      if (i === page) {
        g.fillStyle(UI.accent, 1);
        g.fillCircle(dx, this.dotsY, 5 * k);
      } else {
        g.lineStyle(2, UI.panelEdge, 1);
        g.strokeCircle(dx, this.dotsY, 4 * k);
      }
    }
  }

  /** How tall a page's captions are at `size` wrapped to `width` (with the space between them). */
  private captionsHeight(lines: readonly string[], size: number, width: number): number {
    const shown = lines.filter((l) => l !== '');
    return (
      shown.reduce((h, l) => h + wrappedHeight(l, size, width, this.captionSpacing(size)), 0) +
      Math.max(0, shown.length - 1) * this.captionGap()
    );
  }

  private captionSpacing(size: number): number {
    return Math.round(size * (this.side ? 0.8 : 0.65));
  }

  private captionGap(): number {
    return Math.round(this.host.m.gap * 1.6);
  }
}
