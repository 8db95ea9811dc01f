// Which part of a board is drawn where, with no Phaser (tests/ui/boardWindow.test.ts): the square
// size that fits the whole board in its box, and, when those squares are too small to tap, a zoomed
// window of larger squares panned over the board by whole squares. A board drawn on end (transposed)
// swaps its columns and rows.

export interface BoardLayout {
  cols: number;
  rows: number;
  /** Centre of the board in scene coordinates. */
  cx: number;
  cy: number;
  /** Largest box the board may fill. */
  maxWidth: number;
  maxHeight: number;
  /** Largest square size wanted (small boards should not become giant). */
  maxCell?: number;
  /** Draw columns as rows (a wide board standing up on a portrait screen). */
  transpose?: boolean;
  /** Squares smaller than this (canvas pixels) can be zoomed to `zoomCell`. */
  minTapCell?: number;
  zoomCell?: number;
}

/** Squares a thumb can tap: under 28 CSS px they can zoom to 36. */
export const TAP_SQUARES = { under: 28, zoom: 36 } as const;

/**
 * A board's layout in the box `r` (logical pixels): squares under `zoom.under` CSS px can zoom to
 * `zoom.zoom` (by default a size a thumb can tap; a board played from buttons only needs to be seen).
 */
export function boardLayout(
  r: { x: number; y: number; w: number; h: number },
  css: number,
  extra: { cols: number; rows: number; maxCell?: number; transpose?: boolean },
  zoom: { under: number; zoom: number } = TAP_SQUARES,
): BoardLayout {
  return {
    ...extra,
    cx: r.x + r.w / 2,
    cy: r.y + r.h / 2,
    maxWidth: r.w,
    maxHeight: r.h,
    minTapCell: zoom.under * css,
    zoomCell: zoom.zoom * css,
  };
}

type Point = { readonly x: number; readonly y: number };

export class BoardWindow {
  /** Square size and the board's top-left corner, as drawn now (zoomed or not). */
  cell: number;
  left = 0;
  top = 0;
  /** The square size that fits the whole board in its box. */
  readonly fitCell: number;
  /** Zoomed in: squares of `zoomCell`, the part of the board around `pan` in the box. */
  zoomed = false;
  /** The top-left square shown while zoomed (drawn columns and rows). */
  private pan = { x: 0, y: 0 };
  /** A smaller box the whole board is drawn in for now (a result card beside it), or null. */
  private box: { x: number; y: number; w: number; h: number } | null = null;

  constructor(readonly layout: BoardLayout) {
    const [dc, dr] = this.drawn;
    this.fitCell = Math.floor(Math.min(layout.maxWidth / dc, layout.maxHeight / dr, layout.maxCell ?? 96));
    this.cell = this.fitCell;
    this.place();
  }

  /** Drawn columns and rows (a transposed board swaps them). */
  get drawn(): [number, number] {
    const { cols, rows, transpose } = this.layout;
    return transpose ? [rows, cols] : [cols, rows];
  }

  /** The whole board's squares are too small to tap: zooming is offered. */
  get canZoom(): boolean {
    return this.fitCell < (this.layout.minTapCell ?? 0);
  }

  /** Squares shown across and down the box while zoomed. */
  get window(): [number, number] {
    const c = this.zoomCell;
    const [dc, dr] = this.drawn;
    return [
      Math.min(dc, Math.floor(this.layout.maxWidth / c)),
      Math.min(dr, Math.floor(this.layout.maxHeight / c)),
    ];
  }

  private get zoomCell(): number {
    return Math.floor(Math.max(this.fitCell, this.layout.zoomCell ?? this.fitCell));
  }

  /** A board square as drawn (a transposed board swaps it). */
  private drawnOf(p: Point): [number, number] {
    return this.layout.transpose ? [p.y, p.x] : [p.x, p.y];
  }

  /** The board's centre as drawn now: its layout's, or the smaller box's while it is drawn in one. */
  get middle(): { cx: number; cy: number } {
    const b = this.box;
    return b ? { cx: b.x + b.w / 2, cy: b.y + b.h / 2 } : { cx: this.layout.cx, cy: this.layout.cy };
  }

  /**
   * Draw the whole board in `box` for now, no larger than it fits its own (a result card takes the
   * rest of the screen), or, given null, back in its own: false if nothing changed.
   */
  fitInto(box: { x: number; y: number; w: number; h: number } | null): boolean {
    if (box === null && this.box === null) return false;
    this.box = box;
    this.zoomed = false;
    const [dc, dr] = this.drawn;
    this.cell = box
      ? Math.max(1, Math.min(this.fitCell, Math.floor(Math.min(box.w / dc, box.h / dr))))
      : this.fitCell;
    this.place();
    return true;
  }

  /** Zoom in (around `focus`, a board square, if given) or out to the whole board. */
  setZoom(on: boolean, focus?: Point): void {
    this.box = null;
    this.zoomed = on && this.canZoom;
    this.cell = this.zoomed ? this.zoomCell : this.fitCell;
    if (focus && this.zoomed) {
      const [dx, dy] = this.drawnOf(focus);
      const [wc, wr] = this.window;
      this.pan = { x: dx - Math.floor(wc / 2), y: dy - Math.floor(wr / 2) };
    }
    this.place();
  }

  /** Show the zoomed view from `to` (kept on the board): false if it is already there. */
  panTo(to: Point): boolean {
    const [dc, dr] = this.drawn;
    const [wc, wr] = this.window;
    const pan = { x: Math.min(Math.max(0, to.x), dc - wc), y: Math.min(Math.max(0, to.y), dr - wr) };
    if (pan.x === this.pan.x && pan.y === this.pan.y) return false;
    this.pan = pan;
    this.place();
    return true;
  }

  /** Move the zoomed view by whole squares (drawn columns and rows): false if nothing moved. */
  panBy(dx: number, dy: number): boolean {
    return this.zoomed && this.panTo({ x: this.pan.x + dx, y: this.pan.y + dy });
  }

  /** Keep board square `p` in the zoomed view (centred on it when `centre`): false if nothing moved. */
  showSquare(p: Point, centre = false): boolean {
    if (!this.zoomed) return false;
    const [dx, dy] = this.drawnOf(p);
    const [wc, wr] = this.window;
    return this.panTo(
      centre
        ? { x: dx - Math.floor(wc / 2), y: dy - Math.floor(wr / 2) }
        : {
            x: Math.min(Math.max(this.pan.x, dx - wc + 1), dx),
            y: Math.min(Math.max(this.pan.y, dy - wr + 1), dy),
          },
    );
  }

  /** Whether board square `p` is drawn now (always, unless zoomed and panned away). */
  isShown(p: Point): boolean {
    if (!this.zoomed) return true;
    const [dx, dy] = this.drawnOf(p);
    const [wc, wr] = this.window;
    return dx >= this.pan.x && dy >= this.pan.y && dx < this.pan.x + wc && dy < this.pan.y + wr;
  }

  /** Recompute the corner from zoom and pan. */
  private place(): void {
    const { cx, cy } = this.middle;
    const [dc, dr] = this.drawn;
    if (this.zoomed) {
      const [wc, wr] = this.window;
      this.pan = {
        x: Math.min(Math.max(0, this.pan.x), dc - wc),
        y: Math.min(Math.max(0, this.pan.y), dr - wr),
      };
      this.left = Math.round(cx - (this.cell * wc) / 2 - this.pan.x * this.cell);
      this.top = Math.round(cy - (this.cell * wr) / 2 - this.pan.y * this.cell);
    } else {
      this.left = Math.round(cx - (this.cell * dc) / 2);
      this.top = Math.round(cy - (this.cell * dr) / 2);
    }
  }

  /** Drawn width and height in scene pixels (of the part shown, when zoomed). */
  get width(): number {
    return this.cell * (this.zoomed ? this.window[0] : this.drawn[0]);
  }
  get height(): number {
    return this.cell * (this.zoomed ? this.window[1] : this.drawn[1]);
  }

  /** Centre of board square (x, y) in scene coordinates. */
  centre(x: number, y: number): { x: number; y: number } {
    const [dx, dy] = this.drawnOf({ x, y });
    return { x: this.left + (dx + 0.5) * this.cell, y: this.top + (dy + 0.5) * this.cell };
  }
}
