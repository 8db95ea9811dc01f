// Marks drawn over board squares, one look for each meaning across the games: the selected piece,
// an outlined destination, the hinted square, and the keyboard cursor.

import type Phaser from 'phaser';
import { reducedMotion } from '../look/fx';
import { UI } from '../look/theme';
import { ringTexture } from '../render';
import type { BoardView } from './boardView';

export type Mark = 'selected' | 'destination' | 'hint' | 'cursor';

/** Draw `mark` on square `at` of `board` into `g` (which the caller clears when marks change). */
export function markSquare(
  g: Phaser.GameObjects.Graphics,
  board: BoardView,
  at: { x: number; y: number },
  mark: Mark,
): void {
  const c = board.cell;
  const { x, y } = board.centre(at.x, at.y);
  const box = (inset: number, radius: number) =>
    [x - c / 2 + inset, y - c / 2 + inset, c - 2 * inset, c - 2 * inset, radius] as const;
  if (mark === 'selected') {
    // A bold white frame with a dark rim, so it reads on every colour.
    g.lineStyle(Math.max(6, c * 0.12), 0x000000, 0.6);
    g.strokeRoundedRect(...box(-1, c * 0.22));
    g.lineStyle(Math.max(4, c * 0.07), 0xffffff, 1);
    g.strokeRoundedRect(...box(-1, c * 0.22));
  } else if (mark === 'destination') {
    // A dark ring with a white line inside it, and a light veil over the target.
    g.fillStyle(0xffffff, 0.3);
    g.fillRoundedRect(...box(4, c * 0.18));
    g.lineStyle(Math.max(5, c * 0.1), 0x000000, 0.7);
    g.strokeRoundedRect(...box(4, c * 0.18));
    g.lineStyle(Math.max(3, c * 0.05), 0xffffff, 1);
    g.strokeRoundedRect(...box(4, c * 0.18));
  } else if (mark === 'hint') {
    g.lineStyle(Math.max(5, c * 0.1), UI.accent, 1);
    g.strokeRoundedRect(...box(2, c * 0.2));
  } else {
    g.lineStyle(Math.max(3, c * 0.08), UI.accent, 1);
    g.strokeRect(x - c / 2 - 2, y - c / 2 - 2, c + 4, c + 4);
  }
}

/**
 * Joker Coloring's base marker: a white ring with a dark rim that breathes (unless calm motion).
 * One image of a baked ring, so it joins the board's batch of images instead of being drawn apart
 * (a Graphics object takes a draw call and a shader of its own every frame).
 */
export function pulsingRing(scene: Phaser.Scene, cell: number): Phaser.GameObjects.Image {
  const ring = scene.add.image(0, 0, ringTexture(scene, cell));
  if (!reducedMotion())
    scene.tweens.add({
      targets: ring,
      scale: 1.18,
      duration: 600,
      yoyo: true,
      repeat: -1,
      ease: 'Sine.InOut',
    });
  return ring;
}
