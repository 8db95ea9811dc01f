// The maker's board on screen: the draft's squares as the game's own glass tiles (the shared board
// view, never zoomed: every square stays in reach of a stroke), and the marks over them — the base
// (Joker Coloring), a problem's square ringed in the danger colour, and the keyboard's square.

import type Phaser from 'phaser';
import type { Draft } from '../../midend/maker/draft';
import { BoardView } from '../board/boardView';
import { boardLayout } from '../board/boardWindow';
import { type Swatch, UI } from '../look/theme';
import type { ScreenHost } from '../screen/host';
import type { Rect } from '../screen/layout';

/** What the marks show: the base (if the game has one), a problem's square, the keyboard's square. */
export interface BoardMarks {
  readonly base: number | null;
  readonly problem: number | null;
  readonly cursor: number;
}

export class MakerBoard {
  private readonly view: BoardView;
  private readonly marks: Phaser.GameObjects.Graphics;

  constructor(host: ScreenHost, box: Rect, d: Draft) {
    const m = host.m;
    const layout = boardLayout(
      box,
      m.css,
      { cols: d.width, rows: d.height, maxCell: 64 * m.unit },
      { under: 0, zoom: 0 },
    );
    this.view = new BoardView(host, layout);
    this.marks = host.add.graphics();
  }

  /** The squares and marks as they stand. */
  paint(swatches: readonly (Swatch | null)[], at: BoardMarks): void {
    const board = this.view;
    this.view.setAll(swatches);
    this.marks.clear();
    const ring = (i: number, colour: number, width: number): void => {
      const { x, y } = board.centreOf(i);
      this.marks
        .lineStyle(width, colour, 1)
        .strokeRect(x - board.cell / 2 + 1, y - board.cell / 2 + 1, board.cell - 2, board.cell - 2);
    };
    if (at.base !== null) ring(at.base, 0xffffff, Math.max(2, board.cell * 0.12));
    if (at.problem !== null) ring(at.problem, UI.danger, Math.max(2, board.cell * 0.16));
    ring(at.cursor, 0xffffff, 1);
  }

  /** The square under a canvas point, or null. */
  squareAt(x: number, y: number): { x: number; y: number } | null {
    return this.view.squareAt(x, y);
  }

  centreOf(index: number): { x: number; y: number } {
    return this.view.centreOf(index);
  }
}
