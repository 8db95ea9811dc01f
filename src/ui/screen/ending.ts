// The moment a game ends, before its results open (the session's `ending` effect). A won game's
// board is celebrated: a wave across it square by square, sparks from its corners, and the stars
// it earned popping in one by one over it, each a note higher. A loss has a gentler moment: the
// board dims a little and the moment is short. Calm motion keeps it short and still: the stars
// simply appear. The results may cut it short at any time (`stop`).

import type Phaser from 'phaser';
import { play } from '../../services/sound';
import type { BoardView } from '../board/boardView';
import { burst } from '../look/fx';
import { palette } from '../look/palettes';
import { starTexture } from '../render';

export interface EndMomentLook {
  readonly won: boolean;
  /** Stars earned of three; null: not rated (no stars shown). */
  readonly stars: number | null;
  readonly calm: boolean;
}

/** How long each moment lasts, in ms, before the results open. */
const LENGTH = { won: 1500, lost: 800, calm: 700 } as const;

export class EndMoment {
  private readonly drawn: Phaser.GameObjects.GameObject[] = [];
  private readonly stops: (() => void)[] = [];
  private over = false;

  constructor(
    private readonly scene: Phaser.Scene,
    board: BoardView,
    look: EndMomentLook,
    private readonly done: () => void,
  ) {
    const length = look.calm ? LENGTH.calm : look.won ? LENGTH.won : LENGTH.lost;
    if (look.won && !look.calm) this.celebrate(board);
    if (!look.won) this.dim(board, look.calm);
    if (look.won && look.stars !== null) this.showStars(board, look.stars, look.calm);
    const end = scene.time.delayedCall(length, () => this.finish());
    this.stops.push(() => end.remove(false));
  }

  /** The moment is over (or cut short): everything it drew goes, the results come. */
  finish(): void {
    if (this.over) return;
    this.stop();
    this.done();
  }

  /** End it at once without asking for the results (the screen goes, or the results came first). */
  stop(): void {
    this.over = true;
    for (const s of this.stops.splice(0)) s();
    for (const o of this.drawn.splice(0)) o.destroy();
  }

  /** A wave across the board and sparks from its corners, in the game's colours. */
  private celebrate(board: BoardView): void {
    this.stops.push(board.wave(LENGTH.won * 0.55));
    const colours = palette().flood.map((c) => c.color);
    const corners = [
      [board.left, board.top],
      [board.left + board.width, board.top],
      [board.left, board.top + board.height],
      [board.left + board.width, board.top + board.height],
    ] as const;
    corners.forEach(([x, y], i) => {
      const spark = this.scene.time.delayedCall(i * 120, () =>
        burst(this.scene, x, y, colours[i % colours.length] ?? 0xffd23f, 18, 260),
      );
      this.stops.push(() => spark.remove(false));
    });
  }

  /** A loss: a veil over the board, coming in slowly. */
  private dim(board: BoardView, calm: boolean): void {
    const veil = this.scene.add
      .rectangle(
        board.left + board.width / 2,
        board.top + board.height / 2,
        board.width,
        board.height,
        0x000000,
      )
      .setAlpha(0)
      .setDepth(800);
    this.drawn.push(veil);
    if (calm) veil.setAlpha(0.3);
    else this.scene.tweens.add({ targets: veil, alpha: 0.35, duration: LENGTH.lost * 0.6 });
  }

  /** The stars earned, lit, and those not, dim: over the board's middle, one by one. */
  private showStars(board: BoardView, earned: number, calm: boolean): void {
    const size = Math.max(32, Math.min(board.width / 4, board.height / 3, 140));
    const cx = board.left + board.width / 2;
    const cy = board.top + board.height / 2;
    for (let i = 0; i < 3; i++) {
      const lit = i < earned;
      const star = this.scene.add
        .image(cx + (i - 1) * size * 1.1, cy, starTexture(this.scene, size, lit))
        .setDepth(950);
      this.drawn.push(star);
      if (calm) continue;
      star.setScale(0).setAlpha(0);
      const delay = 350 + i * 220;
      this.scene.tweens.add({ targets: star, scale: 1, alpha: 1, duration: 260, delay, ease: 'Back.Out' });
      if (lit) {
        const note = this.scene.time.delayedCall(delay, () => play('select', 1 + i * 0.25));
        this.stops.push(() => note.remove(false));
      }
    }
  }
}
