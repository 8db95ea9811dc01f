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
  /** MAKE: the game's maker, shown on the page on making boards (none: no such page). */
  readonly make?: () => void;
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
  private readonly makeButton: Button | null;
  private readonly words: Rect;
  private readonly dotsY: number;
  /** The words beside the panel (a wide screen) or above it (a tall one). */
  private readonly side: boolean;

  constructor(
    private readonly host: ScreenHost,
    private readonly spec: FrameSpec,
  ) {
    const m = host.m;
    const plan = planFrame(m, host.scale.width, host.scale.height, spec);
    const { side, demo, words, nav, keys, close, captionSize } = plan;
    this.side = side;
    this.demo = demo;
    this.words = words;
    const min = Math.ceil(m.minFont);

    drawName(host, spec, plan);

    // The page's words: in the right column on a wide screen, above the panel on a tall one.
    const wx = side ? words.x : words.x + words.w / 2;
    const origin = side ? 0 : 0.5;
    const align = side ? 'left' : 'center';
    this.title = host.add
      .text(wx, words.y, '', {
        fontFamily: FONT,
        fontSize: `${plan.pageTitleSize}px`,
        color: UI.text,
        align,
        wordWrap: { width: words.w },
        lineSpacing: Math.round(plan.pageTitleSize * 0.4),
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
    [this.status, this.line] = demoPanel(host, demo);

    // Page buttons and the page indicator between them; PLAY (or CLOSE) apart from them.
    ({
      back: this.backButton,
      next: this.nextButton,
      make: this.makeButton,
      count: this.count,
      dots: this.dots,
      dotsY: this.dotsY,
    } = pageButtons(host, nav, spec));
    host.placeButton('howto-close', close, plan.closeLabel, spec.close, {
      fontSize: m.font('heading'),
      color: spec.plays ? shade(spec.colour, -0.35) : undefined,
    });
    // The keys (wide screens), shown once a keyboard is in use, as the buttons show their letters.
    if (keys) drawKeys(host, keys, t('ARROWS: PAGES · ESC: {target}', { target: spec.escTo }), min);
  }

  /**
   * Show page `index` of `pages`: its title and captions, the count and dots, the buttons (`makes`:
   * the page on making boards, where MAKE stands in the count's place).
   */
  showPage(title: string, lines: readonly string[], index: number, pages: number, makes = false): void {
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
    this.makeButton?.setVisible(makes);
    this.count.setVisible(!makes);
    this.dots.setVisible(!makes);
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

  private captionSpacing(size: number): number {
    return captionSpacing(size, this.side);
  }

  private captionGap(): number {
    return Math.round(this.host.m.gap * 1.6);
  }
}

/** The space between a caption's lines: roomier beside the panel. */
const captionSpacing = (size: number, side: boolean): number => Math.round(size * (side ? 0.8 : 0.65));

/** How tall a page's captions are at `size` wrapped to `width` (with `gap` between them). */
function captionsHeight(
  lines: readonly string[],
  size: number,
  width: number,
  side: boolean,
  gap: number,
): number {
  const shown = lines.filter((l) => l !== '');
  return (
    shown.reduce((h, l) => h + wrappedHeight(l, size, width, captionSpacing(size, side)), 0) +
    Math.max(0, shown.length - 1) * gap
  );
}

/** Where the frame's parts go, and its sizes. */
interface FramePlan {
  /** The words beside the panel (a wide screen) or above it (a tall one). */
  readonly side: boolean;
  readonly head: Rect;
  readonly demo: Rect;
  readonly words: Rect;
  readonly nav: Rect;
  /** The keys' line (wide screens only). */
  readonly keys: Rect | null;
  readonly close: Rect;
  readonly closeLabel: string;
  readonly nameSize: number;
  readonly subSize: number;
  readonly pageTitleSize: number;
  readonly captionSize: number;
}

/**
 * The frame laid out for a `W`×`H` canvas: on a wide screen the panel on the left and the words on
 * the right; on a tall one a single column. Captions get the room of the longest page, at the body
 * font or smaller if the panel would be too small.
 */
function planFrame(m: ScreenHost['m'], W: number, H: number, spec: FrameSpec): FramePlan {
  const g = m.gap;
  const bh = m.buttonH;
  const side = W >= H * 1.15;
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
  const longest = (size: number, width: number): number =>
    Math.max(...spec.pages.map((lines) => captionsHeight(lines, size, width, side, Math.round(g * 1.6))));
  const sizes = [m.font('body'), m.font('label'), min];
  const common = { side, closeLabel, nameSize, subSize, pageTitleSize };
  if (side) {
    const [top, body] = column(screen, [headH, 'fill'], g * 1.5);
    const [head, closeRow] = row(top, ['fill', closeW], g * 2);
    const close = rect(closeRow.x, closeRow.y + (closeRow.h - bh) / 2, closeRow.w, bh);
    const demoW = Math.min(body.w * 0.55, body.h * 1.15);
    const [demo, right] = row(body, [demoW, 'fill'], g * 2.5);
    const keysH = m.font('small') * 1.4;
    const room = right.h - pageTitleH - bh - keysH - g * 3.5;
    const captionSize = sizes.find((sz) => longest(sz, right.w) <= room) ?? min;
    const [, , captions, keys, , nav] = column(right, [pageTitleH, g, 'fill', keysH, g * 1.5, bh]);
    const words = rect(right.x, right.y, right.w, captions.y + captions.h - right.y);
    return { ...common, head, demo, words, nav, keys, close, captionSize };
  }
  // One column: the name, the page's words, the panel, the page buttons, PLAY.
  const fixed = headH + pageTitleH + bh * 2 + g * 6;
  const minDemo = Math.min(screen.w, (screen.h - fixed) * 0.55);
  const captionSize = sizes.find((sz) => screen.h - fixed - longest(sz, screen.w) >= minDemo) ?? min;
  const capH = longest(captionSize, screen.w);
  const [head, words, demo, nav, closeRow] = column(
    screen,
    [headH, pageTitleH + g * 0.5 + capH, 'fill', bh, bh],
    g * 1.2,
  );
  const close = grid(closeRow, 1, 1, Math.max(300 * m.unit, closeW), bh, 0)[0] as Rect;
  return { ...common, head, demo, words, nav, keys: null, close, captionSize };
}

/** The game's name and HOW TO PLAY, at the frame's head. */
function drawName(host: ScreenHost, spec: FrameSpec, plan: FramePlan): void {
  const { head, side, nameSize, subSize } = plan;
  const g = host.m.gap;
  const hx = side ? head.x : head.x + head.w / 2;
  const origin = side ? 0 : 0.5;
  const nameH = Math.round(nameSize * 1.15);
  const headTop = head.y + (head.h - (nameH + g * 0.6 + Math.round(subSize * 1.15))) / 2;
  host.add
    .text(hx, headTop, spec.name, { fontFamily: FONT, fontSize: `${nameSize}px`, color: toCss(spec.colour) })
    .setOrigin(origin, 0);
  host.add
    .text(hx, headTop + nameH + g * 0.6, t('HOW TO PLAY'), {
      fontFamily: FONT,
      fontSize: `${subSize}px`,
      color: UI.accentText,
    })
    .setOrigin(origin, 0);
}

/** The demonstration's panel, and its readout above the board and line below (texts placed later). */
function demoPanel(host: ScreenHost, demo: Rect): [Phaser.GameObjects.Text, Phaser.GameObjects.Text] {
  const m = host.m;
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
  return [demoText(demo.y, UI.text), demoText(demo.y + demo.h, UI.accentText)];
}

/** The keys' line, shown once a keyboard is in use, as the buttons show their letters. */
function drawKeys(host: ScreenHost, keys: Rect, text: string, min: number): void {
  const k = host.add
    .text(keys.x + keys.w / 2, keys.y + keys.h / 2, text, {
      fontFamily: FONT,
      fontSize: `${fitFont(text, keys.w, host.m.font('small'), min)}px`,
      color: UI.textDim,
    })
    .setOrigin(0.5)
    .setVisible(keyboardUsed());
  const off = onKeyboardUsed(() => k.setVisible(true));
  host.events.once(Phaser.Scenes.Events.SHUTDOWN, off);
}

/**
 * BACK and NEXT, and the page indicator between them (its dots and count), where MAKE stands instead
 * on the page on making boards: a phone's menu cards have no room for MAKE.
 */
function pageButtons(host: ScreenHost, nav: Rect, spec: FrameSpec) {
  const m = host.m;
  const g = m.gap;
  const navW = Math.min(150 * m.unit, (nav.w - g * 2) / 3);
  const [back, middle, next] = row(nav, [navW, 'fill', navW], g);
  const short = { fontSize: m.font('label'), minFont: m.minFont };
  const backButton = host.placeButton('howto-back', back, t('< BACK'), spec.back, { ...short, short: '<' });
  const nextButton = host.placeButton('howto-next', next, t('NEXT >'), spec.next, { ...short, short: '>' });
  const make = spec.make
    ? host
        .placeButton('howto-make', middle, t('MAKE'), spec.make, {
          ...short,
          ariaLabel: t('Make a {game} board of your own', { game: spec.name }),
        })
        .setVisible(false)
    : null;
  return {
    back: backButton,
    next: nextButton,
    make,
    count: host.add
      .text(middle.x + middle.w / 2, middle.y + middle.h * 0.72, '', {
        fontFamily: FONT,
        fontSize: `${m.font('small')}px`,
        color: UI.textDim,
      })
      .setOrigin(0.5),
    dots: host.add.graphics(),
    dotsY: middle.y + middle.h * 0.28,
  };
}
