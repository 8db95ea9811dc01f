// Joker Coloring's demonstrations: a press on a colour chip, a tap to move the base, the move as in
// play.

import {
  gameColors,
  indexOf,
  type JokerChanges,
  type JokerState,
  jokerColoring,
  status,
} from '../../logic/joker';
import { ms } from '../../ui/look/fx';
import { palette } from '../../ui/look/palettes';
import type { DemoKit } from '../howTo';
import { animateColouring, jokerSwatch } from './animate';
import { colouringLine, jokerStatusLine } from './howTo';

export const jokerKit: DemoKit<JokerState, JokerChanges> = {
  rules: jokerColoring,
  color: 0xffd23f,
  swatches: (s) => s.cells.map(jokerSwatch),
  chips(s) {
    const baseColor = s.cells[indexOf(s.base, s.width)];
    const playing = status(s) === 'playing';
    return gameColors(s.colors).map((c) => ({
      label: c.toUpperCase(),
      color: palette().joker[c].color,
      glyph: palette().joker[c].glyph,
      enabled: playing && c !== baseColor,
    }));
  },
  cue(v, s, ch) {
    if (ch.kind === 'base') v.tap(ch.to);
    else if (ch.kind === 'color') v.pressChip(gameColors(s.colors).indexOf(ch.color));
    return ms(500);
  },
  animate(v, ch, after, anim) {
    if (ch.kind === 'base') v.moveRing(ch.to, anim);
    else if (ch.kind === 'color') animateColouring(v.scene, v.board, anim, ch, after.base);
  },
  status: jokerStatusLine,
  line: colouringLine,
  base: (s) => s.base,
};
