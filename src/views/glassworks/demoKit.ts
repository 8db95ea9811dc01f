// GlassWorks' demonstrations: the tap on a piece with its landings outlined, the tap on one, the
// jump as in play.

import { destinations, type GlassState, glassworks, type JumpChange } from '../../logic/glassworks';
import { markSquare } from '../../ui/board/marks';
import { ms } from '../../ui/look/fx';
import type { DemoKit } from '../howTo';
import { animateJump, glassSwatch } from './animate';
import { glassStatus, jumpLine } from './howTo';

export const glassKit: DemoKit<GlassState, JumpChange> = {
  rules: glassworks,
  color: 0x3b7bff,
  swatches: (s) => s.cells.map(glassSwatch),
  chips: () => [],
  cue(v, s, ch) {
    // As a player does it: tap the piece (it is selected, its landings are outlined), tap one.
    v.tap(ch.from);
    v.marks.clear();
    markSquare(v.marks, v.board, ch.from, 'selected');
    for (const d of destinations(s, ch.from)) markSquare(v.marks, v.board, d, 'destination');
    v.later(ms(700), () => {
      v.tap(ch.to);
      v.marks.clear();
      markSquare(v.marks, v.board, ch.from, 'selected');
      markSquare(v.marks, v.board, ch.to, 'destination');
    });
    return ms(1000);
  },
  animate: (v, ch, _after, anim) => animateJump(v.scene, v.board, anim, ch),
  status: glassStatus,
  line: jumpLine,
};
