// A day's board as bars, best result first: how many players reached each result, the reader's own
// in the accent colour, so a glance says where they stand among everyone. As many results as the
// room holds (the worst ones are left off where it has none).

import { t, verbatim } from '../../i18n/i18n';
import type { DailyBoard } from '../../midend/online/dailyBoard';
import { FONT, shade, toCss, UI } from '../look/theme';
import { textWidth } from '../render';
import type { ScreenHost } from '../screen/host';
import { type Rect, rect } from '../screen/layout';

/** The height `rows` bars take at this size. */
export const barPitch = (host: ScreenHost): number =>
  Math.max(Math.ceil(host.m.minFont) * 1.8, host.m.buttonH * 0.5);

/** Draw `board`'s distribution in `r`: as many bars as fit. */
export function drawBars(host: ScreenHost, r: Rect, board: DailyBoard, accent: number): void {
  const m = host.m;
  const pitch = barPitch(host);
  const size = Math.max(Math.ceil(m.minFont), Math.min(m.font('small'), Math.round(pitch * 0.55)));
  const rows = Math.max(0, Math.floor(r.h / pitch));
  const shown = board.distribution.slice(0, rows);
  const most = Math.max(1, ...shown.map((d) => d.players));
  const labelW = Math.round(size * 5.5);
  const mine = board.mine;
  const notes = shown.map((d) =>
    mine !== null && d.result === mine.result ? t('{count} · you', { count: d.players }) : String(d.players),
  );
  const countW = Math.max(...notes.map((n) => textWidth(n, size)), 0) + size;
  shown.forEach((d, i) => {
    const y = r.y + i * pitch;
    const yours = mine !== null && d.result === mine.result;
    const colour = yours ? accent : shade(UI.panelEdge, 0.25);
    const label = d.result === null ? t('none') : String(d.result);
    host.add
      .text(r.x + labelW - size * 0.5, y + pitch / 2, verbatim(label), {
        fontFamily: FONT,
        fontSize: `${size}px`,
        color: yours ? toCss(accent) : UI.text,
      })
      .setOrigin(1, 0.5);
    const room = r.w - labelW - countW;
    const w = Math.max(size * 0.5, Math.round((room * d.players) / most));
    const bar = rect(r.x + labelW, y + pitch * 0.15, w, pitch * 0.7);
    host.add.rectangle(bar.x, bar.y, bar.w, bar.h, colour).setOrigin(0, 0);
    const note = verbatim(notes[i] ?? '');
    host.add
      .text(bar.x + bar.w + size * 0.5, y + pitch / 2, note, {
        fontFamily: FONT,
        fontSize: `${size}px`,
        color: yours ? toCss(accent) : UI.textDim,
      })
      .setOrigin(0, 0.5);
  });
}
