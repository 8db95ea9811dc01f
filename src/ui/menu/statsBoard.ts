// The statistics screen drawn (scenes/StatsScene.ts holds what it shows): the title and CLOSE, the
// figures in tiles, the distribution as a bar chart, the best per board setting, and a page of the
// last games with PLAY AGAIN and WATCH, the page turners and CLEAR. Two columns where the screen is
// wide, one where it is tall; what has no room (the bests on a short screen) is left out.

import type Phaser from 'phaser';
import { t, verbatim } from '../../i18n/i18n';
import type { GameId } from '../../logic/game';
import type { StatsPage } from '../../midend/progress/statsPage';
import { FONT, GAME_ACCENTS, shade, toCss, UI } from '../look/theme';
import { fitFont, panelTexture, textWidth } from '../render';
import type { ScreenHost } from '../screen/host';
import { column, fitLabel, grid, inset, type Rect, rect, row } from '../screen/layout';

export interface StatsSpec {
  readonly game: GameId;
  readonly title: string;
  readonly page: StatsPage;
  /** The page of last games asked for (kept within the pages there are). */
  readonly at: number;
  readonly close: () => void;
  readonly turn: (step: number) => void;
  readonly again: (index: number) => void;
  readonly watch: (index: number) => void;
  readonly clear: () => void;
}

/** How many pages of last games there are at this size, and the one shown. */
export interface DrawnStats {
  readonly pages: number;
  readonly at: number;
}

/** The losses' part of a Flood Duel bar. */
const LOST_COLOUR = 0x5a5494;

/**
 * Tiles to a row: four, or three where a label's longest word would not fit a quarter of `w` at
 * the smallest font.
 */
function tileCols(m: ScreenHost['m'], w: number, labels: readonly string[]): number {
  const min = Math.ceil(m.minFont);
  const widest = Math.max(...labels.flatMap((l) => l.split(' ')).map((word) => textWidth(word, min)));
  const fits = (cols: number): boolean => (w - (cols - 1) * m.gap * 0.6) / cols - m.gap >= widest;
  return fits(4) ? 4 : 3;
}

/** The title and CLOSE along the top of `full`: their row's height. */
function drawTitleRow(host: ScreenHost, spec: StatsSpec, full: Rect, accent: number): number {
  const m = host.m;
  const min = Math.ceil(m.minFont);
  const side = m.compact ? m.buttonH : Math.round(44 * m.unit);
  const closeW = Math.max(side * 2.2, textWidth(t('CLOSE'), m.font('heading')) + side * 0.8);
  const [titleBox, closeBox] = row(rect(full.x, full.y, full.w, side), ['fill', closeW], m.gap);
  const titleFit = fitLabel([spec.title], titleBox.w, m.font('title'), min, textWidth);
  host.add
    .text(titleBox.x, titleBox.y + side / 2, titleFit.text, {
      fontFamily: FONT,
      fontSize: `${titleFit.size}px`,
      color: toCss(accent),
      wordWrap: { width: titleBox.w },
      lineSpacing: Math.round(titleFit.size * 0.35),
    })
    .setOrigin(0, 0.5);
  host.placeButton('stats-close', closeBox, t('CLOSE'), spec.close, {
    fontSize: m.font('heading'),
    minFont: min,
  });
  return side;
}

export function drawStats(host: ScreenHost, spec: StatsSpec): DrawnStats {
  const m = host.m;
  const { width: W, height: H } = host.scale;
  const accent = GAME_ACCENTS[spec.game];
  const min = Math.ceil(m.minFont);
  const full = inset(rect(0, 0, W, H), m.margin);
  const side = drawTitleRow(host, spec, full, accent);

  const body = rect(full.x, full.y + side + m.gap, full.w, full.h - side - m.gap);
  const wide = body.w > body.h * 1.25;
  const label = Math.max(min, m.font('label'));
  const small = Math.max(min, m.font('small'));
  const valueSize = m.font('value');
  const tileH = Math.round(valueSize * 1.3 + small * 2.7 + m.gap * 0.9);
  const headH = Math.round(label * 1.6);
  const barRows = spec.page.bars.length;
  const barPitch = Math.max(min * 1.5, Math.min(Math.round(26 * m.unit), m.buttonH * 0.55));
  const chartH = headH + barRows * barPitch;
  const controlsH = m.buttonH;

  const [leftW] = wide ? row(body, ['fill', { fill: 1.1 }], m.gap * 2).map((r) => r.w) : [body.w];
  const cols = tileCols(
    m,
    leftW as number,
    spec.page.figures.map((f) => f.label),
  );
  const tileRows = Math.ceil(spec.page.figures.length / cols);
  const tilesH = tileRows * tileH + (tileRows - 1) * m.gap * 0.6;
  let left: Rect;
  let right: Rect;
  if (wide) {
    [left, right] = row(body, ['fill', { fill: 1.1 }], m.gap * 2);
  } else {
    left = rect(body.x, body.y, body.w, tilesH + chartH + m.gap * 1.2);
    right = rect(body.x, left.y + left.h + m.gap, body.w, body.y + body.h - left.y - left.h - m.gap);
  }
  const [tiles, , chart, , bestsRoom] = column(left, [tilesH, m.gap * 1.2, chartH, m.gap, 'fill']);
  drawTiles(host, tiles, spec.page.figures, cols, tileH, accent, valueSize, small);
  drawChart(host, chart, spec, headH, barPitch, accent, label);

  // The bests: on a wide screen under the chart, on a tall one above the last games (if room).
  let list = right;
  const bestLines = spec.page.bests;
  const bestH = (n: number): number => headH + n * Math.round(small * 1.7);
  if (wide) {
    const n = Math.min(bestLines.length, Math.floor((bestsRoom.h - headH) / Math.round(small * 1.7)));
    if (n > 0)
      drawBests(
        host,
        rect(bestsRoom.x, bestsRoom.y, bestsRoom.w, bestH(n)),
        bestLines.slice(0, n),
        label,
        small,
      );
  } else if (bestLines.length > 0) {
    // Keep at least three rows of last games.
    const spare = right.h - controlsH - headH - 3 * (m.buttonH + m.gap * 0.5) - m.gap * 2;
    const n = Math.min(2, bestLines.length, Math.floor((spare - headH) / Math.round(small * 1.7)));
    if (n > 0) {
      drawBests(host, rect(right.x, right.y, right.w, bestH(n)), bestLines.slice(0, n), label, small);
      list = rect(right.x, right.y + bestH(n) + m.gap, right.w, right.h - bestH(n) - m.gap);
    }
  }
  return drawRecent(host, list, spec, headH, label, accent);
}

function heading(host: ScreenHost, r: Rect, text: string, size: number): Phaser.GameObjects.Text {
  const fit = fitLabel([text], r.w, size, Math.ceil(host.m.minFont), textWidth);
  return host.add
    .text(r.x, r.y, fit.text, { fontFamily: FONT, fontSize: `${fit.size}px`, color: UI.textDim })
    .setOrigin(0, 0);
}

function drawTiles(
  host: ScreenHost,
  r: Rect,
  figures: StatsPage['figures'],
  cols: number,
  tileH: number,
  accent: number,
  valueSize: number,
  small: number,
): void {
  const m = host.m;
  const min = Math.ceil(m.minFont);
  const cells = grid(r, figures.length, cols, 400 * m.unit, tileH, m.gap * 0.6);
  figures.forEach((f, i) => {
    const c = cells[i];
    const radius = Math.round(10 * m.unit);
    host.add.image(
      c.x + c.w / 2,
      c.y + c.h / 2,
      panelTexture(host, c.w, c.h, { fill: shade(UI.panel, 0.12), radius }),
    );
    const pad = m.gap * 0.5;
    const size = fitFont(f.value, c.w - 2 * pad, valueSize, min);
    host.add
      .text(c.x + c.w / 2, c.y + pad, verbatim(f.value), {
        fontFamily: FONT,
        fontSize: `${size}px`,
        color: toCss(accent),
      })
      .setOrigin(0.5, 0);
    // The label under it, on two lines if it needs them: smaller where two are not enough.
    const longest = f.label.split(' ').sort((a, b) => b.length - a.length)[0] ?? f.label;
    let labelSize = Math.min(small, fitFont(longest, c.w - 2 * pad, small, min));
    const text = host.add
      .text(c.x + c.w / 2, c.y + pad + valueSize * 1.3, f.label, {
        fontFamily: FONT,
        fontSize: `${labelSize}px`,
        color: UI.text,
        align: 'center',
        wordWrap: { width: c.w - 2 * pad },
        lineSpacing: Math.round(labelSize * 0.35),
      })
      .setOrigin(0.5, 0);
    const room = c.y + c.h - pad * 0.5 - text.y;
    while (text.height > room && labelSize > min) {
      labelSize--;
      text.setFontSize(labelSize).setLineSpacing(Math.round(labelSize * 0.35));
    }
  });
}

function drawChart(
  host: ScreenHost,
  r: Rect,
  spec: StatsSpec,
  headH: number,
  pitch: number,
  accent: number,
  size: number,
): void {
  const m = host.m;
  const min = Math.ceil(m.minFont);
  heading(host, r, spec.page.chartTitle, size);
  const bars = spec.page.bars;
  const labelW = Math.max(...bars.map((b) => textWidth(b.label, size))) + m.gap * 0.6;
  const countOf = (b: (typeof bars)[number]): string =>
    spec.page.versus ? `${b.count}-${b.lost}` : String(b.count);
  const countW = Math.max(...bars.map((b) => textWidth(countOf(b), size))) + m.gap * 0.6;
  const most = Math.max(1, ...bars.map((b) => b.count + b.lost));
  const barRoom = Math.max(0, r.w - labelW - countW);
  bars.forEach((b, i) => {
    const y = r.y + headH + i * pitch;
    const h = Math.max(4, pitch * 0.68);
    const cy = y + pitch / 2;
    const labelSize = fitFont(b.label, labelW - m.gap * 0.6, size, min);
    host.add
      .text(r.x + labelW - m.gap * 0.6, cy, verbatim(b.label), {
        fontFamily: FONT,
        fontSize: `${labelSize}px`,
        color: UI.text,
      })
      .setOrigin(1, 0.5);
    const won = (b.count / most) * barRoom;
    const lost = (b.lost / most) * barRoom;
    const x0 = r.x + labelW;
    // A bar of none is a sliver, so every row reads as a row of the chart.
    host.add.rectangle(x0, cy, Math.max(3, won), h, accent).setOrigin(0, 0.5);
    // Losses in a muted colour after the wins, so the two read apart whatever the game's colour.
    if (lost > 0) host.add.rectangle(x0 + won, cy, lost, h, LOST_COLOUR).setOrigin(0, 0.5);
    host.add
      .text(x0 + Math.max(3, won + lost) + m.gap * 0.5, cy, verbatim(countOf(b)), {
        fontFamily: FONT,
        fontSize: `${size}px`,
        color: UI.text,
      })
      .setOrigin(0, 0.5);
  });
}

function drawBests(host: ScreenHost, r: Rect, lines: readonly string[], size: number, small: number): void {
  const min = Math.ceil(host.m.minFont);
  heading(host, r, t('BEST PER SETTING'), size);
  const headH = Math.round(size * 1.6);
  lines.forEach((line, i) => {
    const fit = fitFont(line, r.w, small, min);
    host.add
      .text(r.x, r.y + headH + i * Math.round(small * 1.7), verbatim(line), {
        fontFamily: FONT,
        fontSize: `${fit}px`,
        color: UI.text,
      })
      .setOrigin(0, 0);
  });
}

function drawRecent(
  host: ScreenHost,
  r: Rect,
  spec: StatsSpec,
  headH: number,
  size: number,
  accent: number,
): DrawnStats {
  const m = host.m;
  const recent = spec.page.recent;
  const [head, listBox, controls] = column(r, [headH, 'fill', m.buttonH], m.gap * 0.5);
  heading(host, head, t('LAST GAMES'), size);
  const rowH = m.buttonH;
  const perPage = Math.max(1, Math.floor((listBox.h + m.gap * 0.5) / (rowH + m.gap * 0.5)));
  const pages = Math.max(1, Math.ceil(recent.length / perPage));
  const at = Math.min(Math.max(0, spec.at), pages - 1);
  const buttonW = (text: string): number =>
    Math.max(m.compact ? 44 * m.css : 0, textWidth(text, size) + Math.max(12, rowH * 0.3) + m.gap);
  const playW = buttonW(t('PLAY'));
  const watchW = buttonW(t('WATCH'));
  if (recent.length === 0) {
    host.add
      .text(listBox.x, listBox.y, t('No finished games yet: each one you finish is kept here.'), {
        fontFamily: FONT,
        fontSize: `${size}px`,
        color: UI.text,
        wordWrap: { width: listBox.w },
        lineSpacing: Math.round(size * 0.45),
      })
      .setOrigin(0, 0);
  }
  recent.slice(at * perPage, (at + 1) * perPage).forEach((_, k) => {
    const y = listBox.y + k * (rowH + m.gap * 0.5);
    drawRecentRow(
      host,
      spec,
      at * perPage + k,
      rect(listBox.x, y, listBox.w, rowH),
      [playW, watchW],
      size,
      accent,
    );
  });
  drawPageTurners(host, controls, spec, { at, pages }, size);
  return { pages, at };
}

/** One of the last games: its words, PLAY (its deal again) and WATCH (the game again). */
function drawRecentRow(
  host: ScreenHost,
  spec: StatsSpec,
  i: number,
  box: Rect,
  [playW, watchW]: readonly [number, number],
  size: number,
  accent: number,
): void {
  const m = host.m;
  const min = Math.ceil(m.minFont);
  const game = spec.page.recent[i];
  if (!game) return;
  const [textBox, playBox, watchBox] = row(box, ['fill', playW, watchW], m.gap * 0.6);
  host.add.image(
    box.x + box.w / 2,
    box.y + box.h / 2,
    panelTexture(host, box.w, box.h, { fill: shade(UI.panel, 0.06), radius: Math.round(8 * m.unit) }),
  );
  const textSize = fitFont(game.text, textBox.w - m.gap, size, min);
  host.add
    .text(textBox.x + m.gap * 0.5, box.y + box.h / 2, verbatim(game.text), {
      fontFamily: FONT,
      fontSize: `${textSize}px`,
      color: UI.text,
      wordWrap: { width: textBox.w - m.gap },
      lineSpacing: Math.round(textSize * 0.4),
    })
    .setOrigin(0, 0.5);
  const colour = shade(accent, -0.55);
  host.placeButton(`stats-again-${i}`, inset(playBox, 0, 2), t('PLAY'), () => spec.again(i), {
    fontSize: size,
    minFont: min,
    color: colour,
    ariaLabel: t('Play this deal again: {game}', { game: game.text }),
  });
  const watch = host.placeButton(`stats-watch-${i}`, inset(watchBox, 0, 2), t('WATCH'), () => spec.watch(i), {
    fontSize: size,
    minFont: min,
    color: colour,
    ariaLabel: t('Watch this game again: {game}', { game: game.text }),
  });
  // A game logged without its moves (a very long one, or from before they were kept) cannot be watched.
  if (!game.line) watch.setEnabled(false);
}

/** The page turners, the page's number and CLEAR. */
function drawPageTurners(
  host: ScreenHost,
  controls: Rect,
  spec: StatsSpec,
  { at, pages }: { at: number; pages: number },
  size: number,
): void {
  const m = host.m;
  const min = Math.ceil(m.minFont);
  const square = Math.max(m.buttonH, 56 * m.unit);
  const clearW = Math.max(textWidth(t('CLEAR'), size) + m.buttonH * 0.6 + m.gap, 96 * m.unit);
  const [prev, pageBox, next, , clear] = row(controls, [square, 'fill', square, m.gap, clearW], m.gap * 0.6);
  const prevButton = host.placeButton('stats-prev', prev, '<', () => spec.turn(-1), {
    fontSize: m.font('heading'),
    ariaLabel: t('Newer games'),
  });
  const nextButton = host.placeButton('stats-next', next, '>', () => spec.turn(1), {
    fontSize: m.font('heading'),
    ariaLabel: t('Older games'),
  });
  prevButton.setEnabled(at > 0);
  nextButton.setEnabled(at < pages - 1);
  const pb = pageBox;
  host.add
    .text(pb.x + pb.w / 2, pb.y + pb.h / 2, verbatim(`${at + 1}/${pages}`), {
      fontFamily: FONT,
      fontSize: `${size}px`,
      color: UI.textDim,
    })
    .setOrigin(0.5);
  const clearButton = host.placeButton('stats-clear', clear, t('CLEAR'), spec.clear, {
    fontSize: size,
    minFont: min,
    color: UI.danger,
    ariaLabel: t('Clear these statistics'),
  });
  clearButton.setEnabled(spec.page.recent.length > 0);
}
