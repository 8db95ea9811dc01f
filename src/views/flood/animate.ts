// How a Flood Duel move looks: captured squares ripple out from the mover's border layer by
// layer (the pitch rises with the gain), then the end-of-game hand-overs sweep across column by
// column. Under Filler's rules a side's squares wear its current colour, as GamePigeon draws them,
// so the mover's whole area turns to the colour chosen. Used by the game screen and by the
// how-to-play demonstrations alike.

import type Phaser from 'phaser';
import type { FloodChange, FloodState } from '../../logic/flood';
import { play } from '../../services/sound';
import type { Animator } from '../../ui/board/animator';
import type { BoardView } from '../../ui/board/boardView';
import { ms, popText } from '../../ui/look/fx';
import { palette } from '../../ui/look/palettes';
import { type Swatch, toCss } from '../../ui/look/theme';

/** A player's colour (their squares, their score box, their start corner). */
export const playerColour = (p: 1 | 2): number => (palette().players[p - 1] as Swatch).color;

/** What square `i` shows: its owner's colour (Filler: its owner's current colour), or its own colour while unowned. */
export function floodSwatch(s: FloodState, i: number): Swatch {
  const o = s.owner[i];
  if ((o === 1 || o === 2) && s.rules !== 'filler') return palette().players[o - 1] as Swatch;
  return palette().flood[s.colors[i] ?? 0] as Swatch;
}

/** Schedule the animation of one move on `anim` (between its begin and go), ending at `after`. */
export function animateCapture(
  scene: Phaser.Scene,
  b: BoardView,
  anim: Animator,
  ch: FloodChange,
  after: FloodState,
): void {
  const { width } = after;
  const filler = after.rules === 'filler';
  const mover = filler ? (palette().flood[ch.color] as Swatch) : (palette().players[ch.player - 1] as Swatch);
  const fade = ms(180);
  const gained = ch.captured.reduce((n, l) => n + l.length, 0);
  play('capture', Math.min(2.2, 0.75 + gained / 25));
  if (filler) {
    // The squares the mover held before the move change colour at once; the new ones ripple in.
    const fresh = new Set([...ch.captured.flat(), ...ch.transfers.flatMap((tr) => tr.squares)]);
    after.owner.forEach((o, i) => {
      if (o === ch.player && !fresh.has(i)) b.blend(i, mover, anim, fade);
    });
  }
  const step = Math.min(60, 600 / Math.max(1, ch.captured.length));
  ch.captured.forEach((layer, k) => {
    anim.after(ms(k * step), () => {
      for (const i of layer) b.blend(i, mover, anim, fade);
    });
  });
  let t = ms(ch.captured.length * step);
  const first = ch.captured[0]?.[0];
  if (gained > 0 && first !== undefined) {
    const c = b.centreOf(first);
    anim.after(t, () => popText(scene, c.x, c.y, `+${gained}`, toCss(mover.color)));
  }
  // End transfers sweep across the board column by column.
  for (const tr of ch.transfers) {
    const to = filler
      ? (palette().flood[after.colors[tr.squares[0] ?? 0] ?? 0] as Swatch)
      : (palette().players[tr.to - 1] as Swatch);
    const byColumn = new Map<number, number[]>();
    for (const i of tr.squares) byColumn.set(i % width, [...(byColumn.get(i % width) ?? []), i]);
    const start = t;
    anim.after(start, () => play('capture', 1.6));
    for (const [x, squares] of byColumn) {
      anim.after(start + ms(x * 25), () => {
        for (const i of squares) b.blend(i, to, anim, fade);
      });
    }
    t += ms(width * 25 + 200);
  }
}
