// Flood Duel's demonstrations: your press on a colour chip, the computer's second of thinking, the
// move as in play.

import { t } from '../../i18n/i18n';
import { type FloodChange, type FloodState, floodDuel, forbidden, gains, status } from '../../logic/flood';
import { ms } from '../../ui/look/fx';
import { palette } from '../../ui/look/palettes';
import type { DemoKit } from '../howTo';
import { animateCapture, floodSwatch } from './animate';
import { captureLine, floodPlayer, floodStatus } from './howTo';

/** The computer's pause before its move, as in the game (about a second, whatever the motion). */
const THINK = 1000;

export const floodKit: DemoKit<FloodState, FloodChange> = {
  rules: floodDuel,
  color: 0xff4fd8,
  swatches: (s) => s.owner.map((_, i) => floodSwatch(s, i)),
  chips(s) {
    const g = gains(s, s.turn);
    const yours = s.turn === 1 && status(s) === 'playing';
    // Filler: the two current colours name whose they are, as the game's buttons do.
    const banned = status(s) === 'playing' ? forbidden(s) : [];
    return palette().flood.map((sw, i) => {
      const at = banned.indexOf(i);
      const holder = at === 0 ? s.turn : s.turn === 1 ? 2 : 1;
      return {
        label: at >= 0 ? floodPlayer(holder) : `+${g[i] ?? 0}`,
        color: sw.color,
        glyph: sw.glyph,
        enabled: yours && at < 0,
      };
    });
  },
  cue(v, s, ch) {
    if (s.turn === 1) {
      v.say(t('{who} TO MOVE', { who: floodPlayer(1) }));
      v.pressChip(ch.color);
      return ms(500);
    }
    // The computer shows it is thinking and waits about a second, as in the game.
    v.say(t('{who} IS THINKING…', { who: floodPlayer(2) }));
    v.later(THINK, () => v.pressChip(ch.color));
    return THINK + ms(300);
  },
  animate: (v, ch, after, anim) => animateCapture(v.scene, v.board, anim, ch, after),
  status: floodStatus,
  line: captureLine,
  cueLines: () => [
    t('{who} TO MOVE', { who: floodPlayer(1) }),
    t('{who} IS THINKING…', { who: floodPlayer(2) }),
  ],
};
