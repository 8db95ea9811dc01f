// Zooming a board too big to tap, for every game: the zoom button (shown only for such a board, and
// saying which way it goes), Z and a pinch to zoom, a drag or Shift+arrows to pan (plain arrows on
// a board without a cursor), and presses on the board passed on as taps (ui/board/boardGestures.ts).

import type Phaser from 'phaser';
import { t } from '../../i18n/i18n';
import type { Button } from '../controls/button';
import type { ScreenHost } from '../screen/host';
import { toast } from '../screen/toast';
import { BoardGestures } from './boardGestures';
import type { BoardView } from './boardView';

type Square = { x: number; y: number };

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export interface ZoomHooks {
  readonly board: () => BoardView | null;
  readonly button: () => Button | undefined;
  /** A tap on a square. */
  readonly tap: (at: Square) => void;
  /** Where to zoom in around (the keyboard's square), if not the board's middle. */
  readonly focus: () => Square | undefined;
  /** The board moved (zoom or pan): marks drawn over it follow. */
  readonly moved: () => void;
  /** Plain arrows pan (a board with no cursor). */
  readonly arrowsPan: () => boolean;
}

export class BoardZoom {
  private readonly gestures: BoardGestures;

  constructor(
    private readonly host: ScreenHost,
    private readonly hooks: ZoomHooks,
  ) {
    this.gestures = new BoardGestures(
      host,
      () => hooks.board() as BoardView,
      (_p, at) => hooks.tap(at),
      () => this.sync(),
      () => host.m.css,
    );
  }

  /** A press on the board's area (buttons and panels took theirs first). */
  down(p: Phaser.Input.Pointer): void {
    if (this.hooks.board()) this.gestures.down(p);
  }

  /**
   * A game opened on a board too big to see whole: zoomed in around its focus (the player's corner),
   * and a word on how to see the rest.
   */
  opened(): void {
    const board = this.hooks.board();
    if (!board?.canZoom || board.zoomed) return;
    board.setZoom(true, this.hooks.focus() ?? middle(board));
    this.sync();
    const { x, y, w, h } = board.shown;
    toast(this.host, t('Drag the board to see the rest of it; the - button shows it whole.'), 5, {
      x,
      y,
      w,
      h,
    });
  }

  toggle(): void {
    const board = this.hooks.board();
    if (board) this.gestures.toggle(this.hooks.focus() ?? middle(board));
  }

  /** The zoom button shows only for a board too big to tap, and says which way it goes. */
  sync(): void {
    const board = this.hooks.board();
    const button = this.hooks.button();
    if (!board || !button) return;
    button
      .setVisible(board.canZoom)
      .setText(board.zoomed ? '-' : '+')
      .setAccessibleName(board.zoomed ? t('Zoom out') : t('Zoom in'));
    this.hooks.moved();
  }

  /** Z zooms; Shift+arrows (or arrows, where the board has no cursor) pan a zoomed board. */
  key(e: KeyboardEvent): boolean {
    const board = this.hooks.board();
    if (!board?.canZoom || e.ctrlKey || e.metaKey) return false;
    if (e.key === 'z' || e.key === 'Z') {
      this.toggle();
      return true;
    }
    const d = ARROWS[e.key];
    if (!d || !board.zoomed || !(e.shiftKey || this.hooks.arrowsPan())) return false;
    board.panBy(d[0] * 3, d[1] * 3);
    return true;
  }

  /** The square at the middle of a zoomed board's view, to zoom in around again after a relayout. */
  static centreOf(board: BoardView): Square | null {
    return board.zoomed ? (board.squareAt(board.layout.cx, board.layout.cy) ?? middle(board)) : null;
  }
}

const middle = (board: BoardView): Square => ({
  x: Math.floor(board.cols / 2),
  y: Math.floor(board.rows / 2),
});
