// Which part of a board is drawn where, without a browser: the whole board fitted in its box, and a
// zoomed window of squares a thumb can tap, panned by whole squares and kept on the board.

import { describe, expect, it } from 'vitest';
import { type BoardLayout, BoardWindow } from '../../src/ui/board/boardWindow';

const box = (extra: Partial<BoardLayout> = {}): BoardLayout => ({
  cols: 10,
  rows: 10,
  cx: 200,
  cy: 200,
  maxWidth: 400,
  maxHeight: 400,
  ...extra,
});

describe('a board window', () => {
  it('fits the whole board in its box, centred, no larger than its largest square', () => {
    const w = new BoardWindow(box());
    expect(w.fitCell).toBe(40);
    expect([w.left, w.top, w.width, w.height]).toEqual([0, 0, 400, 400]);
    expect(w.centre(0, 0)).toEqual({ x: 20, y: 20 });
    expect(new BoardWindow(box({ maxCell: 30 })).fitCell).toBe(30);
    expect(w.canZoom).toBe(false);
  });

  it('zooms only where squares are too small to tap, around a square, kept on the board', () => {
    const w = new BoardWindow(box({ minTapCell: 50, zoomCell: 80 }));
    expect(w.canZoom).toBe(true);
    w.setZoom(true, { x: 9, y: 9 });
    expect(w.zoomed).toBe(true);
    expect(w.cell).toBe(80);
    expect(w.window).toEqual([5, 5]);
    // Around the corner square, the window stops at the board's edge.
    expect(w.isShown({ x: 9, y: 9 })).toBe(true);
    expect(w.isShown({ x: 4, y: 4 })).toBe(false);
    expect(w.isShown({ x: 5, y: 5 })).toBe(true);
    expect([w.width, w.height]).toEqual([400, 400]);
  });

  it('pans by whole squares, says when nothing moved, and shows a square asked for', () => {
    const w = new BoardWindow(box({ minTapCell: 50, zoomCell: 80 }));
    w.setZoom(true, { x: 0, y: 0 });
    expect(w.panBy(-1, 0)).toBe(false);
    expect(w.panBy(2, 0)).toBe(true);
    expect(w.isShown({ x: 2, y: 0 })).toBe(true);
    expect(w.isShown({ x: 1, y: 0 })).toBe(false);
    expect(w.showSquare({ x: 0, y: 0 })).toBe(true);
    expect(w.isShown({ x: 0, y: 0 })).toBe(true);
    w.setZoom(false);
    expect(w.isShown({ x: 9, y: 9 })).toBe(true);
    expect(w.panBy(1, 1)).toBe(false);
  });

  it('draws a board on end with its columns and rows swapped', () => {
    const w = new BoardWindow(box({ cols: 10, rows: 5, transpose: true }));
    expect(w.drawn).toEqual([5, 10]);
    expect(w.centre(9, 0)).toEqual({ x: w.left + 0.5 * w.cell, y: w.top + 9.5 * w.cell });
  });
});
