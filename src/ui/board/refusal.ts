// Why a move was refused, said briefly on the board: the shake says "no", this says why. One at a
// time (a new refusal replaces the last), fading by itself; calm motion keeps it still. The screen
// reader hears the same words from the session.

import type Phaser from 'phaser';
import { ms, reducedMotion } from '../look/fx';
import type { ScreenHost } from '../screen/host';
import { messageStyle } from '../screen/toast';
import type { BoardView } from './boardView';

const shown = new WeakMap<Phaser.Scene, Phaser.GameObjects.Text>();

export function refusalNote(host: ScreenHost, board: BoardView, words: string): void {
  shown.get(host)?.destroy();
  const m = host.m;
  const { width: W } = host.scale;
  const size = m.font('label');
  const pad = Math.round(m.gap * 0.7);
  const room = Math.min(W - 2 * m.margin, Math.max(board.width, 320 * m.unit));
  const note = host.add
    .text(board.layout.cx, 0, words, messageStyle(size, { x: pad, y: pad }, room - 2 * pad))
    .setOrigin(0.5, 1)
    .setDepth(2000);
  // Inside the board's lower edge, where the eye is: over the board, never over the controls.
  note.setY(board.layout.cy + board.height / 2 - m.gap);
  shown.set(host, note);
  const rise = reducedMotion() ? 0 : m.gap;
  host.tweens.add({ targets: note, y: note.y - rise, alpha: { from: 0, to: 1 }, duration: ms(160) });
  host.tweens.add({
    targets: note,
    alpha: 0,
    delay: 2200,
    duration: ms(400),
    onComplete: () => {
      if (shown.get(host) === note) shown.delete(host);
      note.destroy();
    },
  });
}
