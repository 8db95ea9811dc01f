// Presses on a board, and on a board too big for the screen its zoom and pan: a pinch zooms in or
// out, a drag pans a zoomed board, a tap (a press that did not move) goes to the game. On a board
// that fits, a press goes to the game at once, as it always did; on one that can zoom, it waits for
// the finger to lift, so a pinch or a drag never also moves a piece.

import type Phaser from 'phaser';
import type { BoardView } from './boardView';

/** How far a press may wander (canvas pixels per CSS pixel times this) and still be a tap. */
const TAP_SLOP = 10;
/** How much two fingers must spread or close to zoom. */
const PINCH = 1.25;

export class BoardGestures {
  private press: { id: number; x: number; y: number; panned: boolean } | null = null;
  private pinch: number | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly board: () => BoardView,
    /** A tap on a square (or any press on a board that fits). */
    private readonly onTap: (p: Phaser.Input.Pointer, at: { x: number; y: number }) => void,
    /** The zoom changed (the scene updates its zoom button). */
    private readonly onZoom: () => void,
    /** Canvas pixels per CSS pixel. */
    private readonly css: () => number,
  ) {
    scene.input.on('pointermove', (p: Phaser.Input.Pointer) => this.move(p));
    scene.input.on('pointerup', (p: Phaser.Input.Pointer) => this.up(p));
  }

  /** A press on the board area (buttons and panels already took theirs). */
  down(p: Phaser.Input.Pointer): void {
    const board = this.board();
    const second = this.otherPointer(p);
    if (second) {
      // Two fingers: a pinch, never a tap.
      this.press = null;
      this.pinch = distance(p, second);
      return;
    }
    if (!board.canZoom) {
      const at = board.squareAt(p.x, p.y);
      if (at) this.onTap(p, at);
      return;
    }
    this.press = { id: p.id, x: p.x, y: p.y, panned: false };
  }

  private move(p: Phaser.Input.Pointer): void {
    const board = this.board();
    const second = this.otherPointer(p);
    if (this.pinch !== null && second) {
      const ratio = distance(p, second) / this.pinch;
      if ((ratio > PINCH && !board.zoomed) || (ratio < 1 / PINCH && board.zoomed)) {
        const mid = { x: (p.x + second.x) / 2, y: (p.y + second.y) / 2 };
        board.setZoom(!board.zoomed, board.squareAt(mid.x, mid.y) ?? undefined);
        this.pinch = distance(p, second);
        this.onZoom();
      }
      return;
    }
    const press = this.press;
    if (!press || press.id !== p.id || !p.isDown || !board.zoomed) return;
    const dx = p.x - press.x;
    const dy = p.y - press.y;
    if (!press.panned && Math.hypot(dx, dy) < TAP_SLOP * this.css()) return;
    press.panned = true;
    // Drag the board under the finger, a whole square at a time.
    const sx = Math.trunc(dx / board.cell);
    const sy = Math.trunc(dy / board.cell);
    if (sx === 0 && sy === 0) return;
    board.panBy(-sx, -sy);
    press.x += sx * board.cell;
    press.y += sy * board.cell;
  }

  private up(p: Phaser.Input.Pointer): void {
    if (this.pinch !== null && !this.otherPointer(p)) this.pinch = null;
    const press = this.press;
    if (!press || press.id !== p.id) return;
    this.press = null;
    if (press.panned) return;
    const at = this.board().squareAt(press.x, press.y);
    if (at) this.onTap(p, at);
  }

  /** Zoom in (around `focus`) or back out; the keyboard's Z and the zoom button come here. */
  toggle(focus?: { x: number; y: number }): void {
    const board = this.board();
    if (!board.canZoom) return;
    board.setZoom(!board.zoomed, focus);
    this.onZoom();
  }

  private otherPointer(p: Phaser.Input.Pointer): Phaser.Input.Pointer | undefined {
    return this.scene.input.manager.pointers.find((q) => q !== p && q.isDown && q.id !== 0);
  }
}

const distance = (a: Phaser.Input.Pointer, b: Phaser.Input.Pointer): number =>
  Math.hypot(a.x - b.x, a.y - b.y);
