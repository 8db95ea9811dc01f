// A page of words and buttons, top to bottom — the frame of the screens that are not a game or the
// menu (the profile, a daily board): the title and CLOSE along the top, then lines and rows of
// buttons placed one under another, each as tall as it needs, while the page has room.

import { FONT, toCss, UI } from '../look/theme';
import { textWidth } from '../render';
import type { ScreenHost } from './host';
import { fitLabel, inset, type Rect, rect, row } from './layout';

/** One button of a row: its name (the test hook's `button:NAME`), label and press. */
export interface PageButton {
  readonly name: string;
  readonly label: string;
  readonly press: () => void;
  readonly short?: string;
  readonly danger?: boolean;
}

export class Page {
  /** Where the next line or row goes. */
  private y: number;
  private readonly box: Rect;

  /** The title (in `accent`) and CLOSE along the top of the screen. */
  constructor(
    private readonly host: ScreenHost,
    title: string,
    accent: number,
    close: PageButton,
  ) {
    const m = host.m;
    const min = Math.ceil(m.minFont);
    const full = inset(rect(0, 0, host.scale.width, host.scale.height), m.margin);
    // A wide screen keeps its lines to a readable measure.
    const w = Math.min(full.w, Math.round(760 * m.unit));
    this.box = rect(full.x + (full.w - w) / 2, full.y, w, full.h);
    const side = m.compact ? m.buttonH : Math.round(44 * m.unit);
    const closeW = Math.max(side * 2.2, textWidth(close.label, m.font('heading')) + side * 0.8);
    const [titleBox, closeBox] = row(rect(this.box.x, this.box.y, this.box.w, side), ['fill', closeW], m.gap);
    const fit = fitLabel([title], titleBox.w, m.font('title'), min, textWidth);
    host.add
      .text(titleBox.x, titleBox.y + side / 2, fit.text, {
        fontFamily: FONT,
        fontSize: `${fit.size}px`,
        color: toCss(accent),
        wordWrap: { width: titleBox.w },
        lineSpacing: Math.round(fit.size * 0.35),
      })
      .setOrigin(0, 0.5);
    host.placeButton(close.name, closeBox, close.label, close.press, {
      fontSize: m.font('heading'),
      minFont: min,
    });
    this.y = this.box.y + side + m.gap * 1.5;
  }

  /** The height left under what is placed. */
  get room(): number {
    return this.box.y + this.box.h - this.y;
  }

  /** The page's width. */
  get width(): number {
    return this.box.w;
  }

  /** The next band of the page, `h` high (and the gap after it). */
  band(h: number, gap = this.host.m.gap * 0.6): Rect {
    const r = rect(this.box.x, this.y, this.box.w, h);
    this.y += h + gap;
    return r;
  }

  /** A line (wrapped to the page's width), dim or in a colour; false when it had no room. */
  line(text: string, opts: { color?: string; size?: number; centre?: boolean } = {}): boolean {
    const m = this.host.m;
    const size = Math.max(Math.ceil(m.minFont), opts.size ?? m.font('body'));
    const drawn = this.host.add
      .text(opts.centre ? this.box.x + this.box.w / 2 : this.box.x, this.y, text, {
        fontFamily: FONT,
        fontSize: `${size}px`,
        color: opts.color ?? UI.text,
        wordWrap: { width: this.box.w },
        lineSpacing: Math.round(size * 0.4),
        align: opts.centre ? 'center' : 'left',
      })
      .setOrigin(opts.centre ? 0.5 : 0, 0);
    if (drawn.height > this.room) {
      drawn.destroy();
      return false;
    }
    this.y += drawn.height + m.gap * 0.8;
    return true;
  }

  /**
   * A line with a button at its end (a friend and UNFOLLOW); `text` may be several, longest first:
   * the first that fits is shown. False when it had no room.
   */
  entry(text: string | readonly string[], button: PageButton, color: string = UI.text): boolean {
    const m = this.host.m;
    if (m.buttonH > this.room) return false;
    const min = Math.ceil(m.minFont);
    const size = m.font('label');
    const buttonW = Math.min(this.box.w * 0.45, textWidth(button.label, size) + m.buttonH * 0.8);
    const [words, box] = row(this.band(m.buttonH), ['fill', buttonW], m.gap);
    const fit = fitLabel(typeof text === 'string' ? [text] : text, words.w, m.font('body'), min, textWidth);
    this.host.add
      .text(words.x, words.y + words.h / 2, fit.text, { fontFamily: FONT, fontSize: `${fit.size}px`, color })
      .setOrigin(0, 0.5);
    this.host.placeButton(button.name, box, button.label, button.press, {
      fontSize: size,
      minFont: min,
      ...(button.short ? { short: button.short } : {}),
    });
    return true;
  }

  /** A row of buttons sharing the page's width; false when it had no room. */
  buttons(items: readonly PageButton[]): boolean {
    const m = this.host.m;
    if (items.length === 0) return true;
    if (m.buttonH > this.room) return false;
    const r = this.band(m.buttonH);
    const boxes = row(
      r,
      items.map(() => 'fill' as const),
      m.gap,
    );
    items.forEach((b, i) => {
      const box = boxes[i] as Rect;
      this.host.placeButton(b.name, box, b.label, b.press, {
        fontSize: m.font('label'),
        minFont: Math.ceil(m.minFont),
        ...(b.short ? { short: b.short } : {}),
        ...(b.danger ? { color: UI.danger } : {}),
      });
    });
    return true;
  }
}
