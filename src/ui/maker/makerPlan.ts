// Where the maker's parts go on a screen (pure, so it is tested without Phaser): the title row with
// CLOSE, the board as large as it can be, and the rows of controls — under the board on a
// portrait screen, with a band for the board's status (a problem, the solver's answer) after them;
// in a column beside it on a landscape one, the status under the board.

import { column, inset, type Metrics, type Rect, rect, row } from '../screen/layout';

export interface MakerPlan {
  readonly title: Rect;
  readonly close: Rect;
  readonly board: Rect;
  /** One box per row of controls, top to bottom. */
  readonly rows: readonly Rect[];
  readonly status: Rect;
}

/** The plan for `rows` rows of controls, the status taking `statusLines` lines of body text. */
export function makerPlan(m: Metrics, rows: number, statusLines: number, closeW: number): MakerPlan {
  const full = inset(rect(0, 0, m.width, m.height), m.margin);
  const side = m.compact ? m.buttonH : Math.round(44 * m.unit);
  const [top, body] = column(full, [side, 'fill'], m.gap);
  const [title, close] = row(top, ['fill', closeW], m.gap);
  const statusH = Math.ceil(statusLines * m.font('body') * 1.45);
  const rowsH = rows * m.buttonH + Math.max(0, rows - 1) * m.gap * 0.6;
  // Landscape: the controls in a column beside the board, the status under the board (so a phone
  // held sideways keeps its whole height for the rows).
  const beside = !m.portrait && m.width > m.height * 1.15;
  let board: Rect;
  let status: Rect;
  let list: Rect;
  if (beside) {
    // A short landscape screen gives the controls more of its width.
    const colW = Math.min(Math.round(420 * m.unit), body.w * (rowsH > body.h * 0.8 ? 0.62 : 0.48));
    const [left, controls] = row(body, ['fill', colW], m.gap * 2);
    [board, status] = column(left, ['fill', statusH], m.gap);
    list = controls;
  } else {
    let controls: Rect;
    [board, controls] = column(body, ['fill', Math.min(rowsH + m.gap + statusH, body.h * 0.62)], m.gap);
    [list, status] = column(controls, ['fill', statusH], m.gap);
  }
  // Rows as tall as a button where there is room; all of them shorter where there is not.
  const used = Math.min(list.h, rowsH);
  const boxes = column(
    rect(list.x, list.y, list.w, used),
    Array.from({ length: rows }, () => 'fill' as const),
    m.gap * 0.6,
  );
  return { title, close, board, rows: boxes, status };
}
