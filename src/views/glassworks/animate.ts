// How a GlassWorks jump looks: the piece flies on an arc, the jumped piece shatters or loses a
// colour mid-flight, and the destination takes its new colour with a squash. Used by the game
// screen and by the how-to-play demonstrations alike.

import type Phaser from 'phaser';
import type { JumpChange, Piece } from '../../logic/glassworks';
import type { Square as Point } from '../../logic/notation';
import { play } from '../../services/sound';
import type { Animator } from '../../ui/board/animator';
import type { BoardView } from '../../ui/board/boardView';
import { burst, ms, popText, reducedMotion } from '../../ui/look/fx';
import { palette } from '../../ui/look/palettes';
import { type Swatch, toCss, UI } from '../../ui/look/theme';
import { shardTexture } from '../../ui/render';

/** The swatch a piece shows; a blank square shows none. */
export const glassSwatch = (p: Piece): Swatch | null => (p === '.' ? null : palette().glass[p]);
const swatchOf = glassSwatch;

/** Schedule the animation of one jump on `anim` (between its begin and go). */
export function animateJump(scene: Phaser.Scene, b: BoardView, anim: Animator, ch: JumpChange): void {
  const idx = (q: Point): number => q.y * b.cols + q.x;
  const [iFrom, iOver, iTo] = [idx(ch.from), idx(ch.over), idx(ch.to)];
  const start = b.centre(ch.from.x, ch.from.y);
  const end = b.centre(ch.to.x, ch.to.y);
  const flight = ms(340);
  const ghost = anim.temp(b.ghost(iFrom));
  b.set(iFrom, null);
  play('jump');
  const lift = b.cell * (reducedMotion() ? 0.3 : 0.9);
  const arc = { t: 0 };
  anim.tween({
    targets: arc,
    t: 1,
    duration: flight,
    ease: 'Sine.InOut',
    onUpdate: () => {
      const t = arc.t;
      ghost.setPosition(
        start.x + (end.x - start.x) * t,
        start.y + (end.y - start.y) * t - Math.sin(Math.PI * t) * lift,
      );
      ghost.setScale(1 + 0.2 * Math.sin(Math.PI * t));
    },
  });
  // Mid-flight: the jumped piece shatters or loses a colour.
  anim.after(flight / 2, () => {
    const c = b.centre(ch.over.x, ch.over.y);
    if (ch.overAfter === '.') {
      b.set(iOver, null);
      play('shatter');
      shatter(scene, c.x, c.y, swatchOf(ch.overBefore)?.color ?? 0xffffff);
    } else {
      b.blend(iOver, swatchOf(ch.overAfter), anim, ms(260));
      burst(scene, c.x, c.y, swatchOf(ch.overBefore)?.color ?? 0xffffff, 8, 140);
      play('select', 0.8);
    }
  });
  // Landing: the destination takes its new colour with a squash.
  anim.after(flight, () => {
    ghost.setVisible(false);
    b.blend(iTo, swatchOf(ch.toAfter), anim, ms(240), false);
    const tile = b.square(iTo).tile;
    anim.tween({
      targets: tile,
      scaleX: 1.18,
      scaleY: 0.8,
      duration: ms(90),
      yoyo: true,
      ease: 'Quad.Out',
    });
    play('land', ch.toBefore === '.' ? 1 : 1.25);
    popText(scene, end.x, end.y - b.cell * 0.4, `+${ch.pointsBefore - ch.pointsAfter}`, toCss(UI.accent));
  });
}

function shatter(scene: Phaser.Scene, x: number, y: number, color: number): void {
  const shards = scene.add.particles(x, y, shardTexture(scene), {
    speed: { min: 80, max: 320 },
    angle: { min: 0, max: 360 },
    rotate: { min: 0, max: 360 },
    gravityY: 600,
    lifespan: 700,
    scale: { start: 1.2, end: 0.4 },
    alpha: { start: 1, end: 0 },
    tint: color,
    emitting: false,
  });
  shards.setDepth(800);
  shards.explode(reducedMotion() ? 6 : 18);
  scene.time.delayedCall(900, () => shards.destroy());
}
