// The moment a game ends, before its result card opens (the session's `ending` effect), in three
// beats over the board: a big headline (CLEARED!, YOU WIN!, PAINTED!, OUT OF MOVES), the stars
// landing one by one, each a note higher, and the result counting up. A won game's board is
// celebrated with a wave across it and sparks from its corners; a rare ending (a GlassWorks clear,
// Hard beaten, three stars, a new best) gets a bigger, longer one of its own: a banner naming it,
// fireworks over the whole board and a flash (ui/screen/fireworks.ts). A loss has a gentler moment:
// the board dims a little. Calm motion keeps it short and still. The card may cut it short (`stop`).

import type Phaser from 'phaser';
import { count } from '../../i18n/units';
import type { EndMomentSpec, Tally } from '../../midend/session/effects';
import { play } from '../../services/sound';
import type { BoardView } from '../board/boardView';
import { burst } from '../look/fx';
import { palette } from '../look/palettes';
import { FONT, toCss, UI } from '../look/theme';
import { starTexture } from '../render';
import { fireworks, RARE } from './fireworks';
import { toneColour } from './panel';

export interface EndMomentLook extends EndMomentSpec {
  readonly calm: boolean;
}

/** How long each moment lasts, in ms, before the card opens. */
const LENGTH = { won: 1900, rare: 2800, lost: 1100, calm: 900 } as const;

/** A tally as the moment shows it: each number with its unit, a duel's two scores apart. */
export const tallyText = (tally: readonly Tally[], shown: readonly number[]): string =>
  tally.map((x, i) => (x.unit ? count(shown[i] ?? 0, x.unit) : String(shown[i] ?? 0))).join(' – ');

export class EndMoment {
  private readonly drawn: Phaser.GameObjects.GameObject[] = [];
  private readonly stops: (() => void)[] = [];
  private over = false;
  /** Where the headline, the stars and the tally go: a band across the board's middle. */
  private readonly sizes: ReturnType<typeof sizesOn>;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly board: BoardView,
    private readonly look: EndMomentLook,
    private readonly done: () => void,
  ) {
    this.sizes = sizesOn(board, look);
    const rare = RARE[look.celebration] !== undefined;
    const length = look.calm ? LENGTH.calm : !look.won ? LENGTH.lost : rare ? LENGTH.rare : LENGTH.won;
    if (look.won && !look.calm) this.celebrate(rare);
    if (!look.won) this.dim();
    this.plate();
    this.headline(rare);
    if (look.stars !== null) this.showStars(look.stars);
    if (look.tally.length > 0) this.countUp();
    this.later(length, () => this.finish());
  }

  /** The moment is over (or cut short): everything it drew goes, the card comes. */
  finish(): void {
    if (this.over) return;
    this.stop();
    this.done();
  }

  /** End it at once without asking for the card (the screen goes, or the card came first). */
  stop(): void {
    this.over = true;
    for (const s of this.stops.splice(0)) s();
    for (const o of this.drawn.splice(0)) o.destroy();
  }

  private later(delay: number, then: () => void): void {
    const call = this.scene.time.delayedCall(delay, then);
    this.stops.push(() => call.remove(false));
  }

  /** A wave across the board and sparks from its corners; a rare ending's fireworks besides. */
  private celebrate(rare: boolean): void {
    const board = this.board;
    this.stops.push(board.wave(LENGTH.won * 0.45));
    const colours = palette().flood.map((c) => c.color);
    const corners = [
      [board.left, board.top],
      [board.left + board.width, board.top],
      [board.left, board.top + board.height],
      [board.left + board.width, board.top + board.height],
    ] as const;
    corners.forEach(([x, y], i) => {
      this.later(i * 120, () => burst(this.scene, x, y, colours[i % colours.length] ?? UI.accent, 18, 260));
    });
    if (rare) this.stops.push(fireworks(this.scene, board.shown, colours, this.drawn));
  }

  /** A loss: a veil over the board, coming in slowly. */
  private dim(): void {
    const r = this.board.shown;
    const veil = this.scene.add
      .rectangle(r.x + r.w / 2, r.y + r.h / 2, r.w, r.h, 0x000000)
      .setAlpha(this.look.calm ? 0.3 : 0)
      .setDepth(800);
    this.drawn.push(veil);
    if (!this.look.calm) this.scene.tweens.add({ targets: veil, alpha: 0.35, duration: LENGTH.lost * 0.6 });
  }

  /** A dark band behind the words, so they read over any board. */
  private plate(): void {
    const r = this.board.shown;
    const { headline, star, tally, top } = this.sizes;
    const h = headline * 2.5 + (this.look.stars !== null ? star * 1.2 : 0) + (tally > 0 ? tally * 2 : 0);
    const plate = this.scene.add
      .rectangle(r.x + r.w / 2, top + h / 2 - headline * 0.75, r.w, h, 0x0b0a1a, 0.62)
      .setDepth(940);
    this.drawn.push(plate);
    if (!this.look.calm) {
      plate.setScale(1, 0);
      this.scene.tweens.add({ targets: plate, scaleY: 1, duration: 180, ease: 'Quad.Out' });
    }
  }

  /** The headline, punched in; a rare ending's banner under it names what was done. */
  private headline(rare: boolean): void {
    const { headline, cx, top } = this.sizes;
    const colour = toCss(rare ? UI.accent : toneColour(this.look.tone));
    const words = this.words(this.look.headline, headline, colour).setPosition(cx, top);
    if (rare) {
      const banner = RARE[this.look.celebration]?.() ?? '';
      const under = this.words(banner, Math.round(headline * 0.42), UI.text);
      under.setPosition(cx, top + headline * 0.95);
      this.pop(under, 260);
    }
    this.pop(words, 0);
  }

  private words(text: string, size: number, colour: string): Phaser.GameObjects.Text {
    const shown = this.scene.add
      .text(0, 0, text, { fontFamily: FONT, fontSize: `${size}px`, color: colour, align: 'center' })
      .setOrigin(0.5, 0.5)
      .setStroke('#0b0a1a', Math.max(3, Math.round(size / 7)))
      .setDepth(960);
    // Never wider than the board: a long headline (in Slovenian) steps down.
    const room = this.board.shown.w * 0.94;
    if (shown.width > room) shown.setScale(room / shown.width);
    this.drawn.push(shown);
    return shown;
  }

  private pop(o: Phaser.GameObjects.Text, delay: number): void {
    if (this.look.calm) return;
    const scale = o.scale;
    o.setScale(scale * 2.2).setAlpha(0);
    this.scene.tweens.add({ targets: o, scale, alpha: 1, duration: 320, delay, ease: 'Back.Out' });
  }

  /** The stars earned, lit, and those not, dim: under the headline, landing one by one. */
  private showStars(earned: number): void {
    const { star, cx, top, headline } = this.sizes;
    const y = top + headline * 1.05 + star * 0.55 + this.sizes.banner;
    for (let i = 0; i < 3; i++) {
      const lit = i < earned;
      const image = this.scene.add
        .image(cx + (i - 1) * star * 1.15, y, starTexture(this.scene, star, lit))
        .setDepth(950);
      this.drawn.push(image);
      if (this.look.calm) continue;
      image.setScale(2.4).setAlpha(0);
      const delay = 380 + i * 260;
      this.scene.tweens.add({ targets: image, scale: 1, alpha: 1, duration: 280, delay, ease: 'Cubic.In' });
      if (lit) this.later(delay + 260, () => play('select', 1 + i * 0.25));
    }
  }

  /** The result counting up from nothing, under the stars. */
  private countUp(): void {
    const { tally, cx, top, headline, star } = this.sizes;
    const tallies = this.look.tally;
    const y =
      top + headline * 1.05 + (this.look.stars !== null ? star * 1.2 : 0) + tally * 0.9 + this.sizes.banner;
    const text = this.words(
      tallyText(
        tallies,
        tallies.map(() => 0),
      ),
      tally,
      UI.text,
    ).setPosition(cx, y);
    const show = (p: number): void => {
      text.setText(
        tallyText(
          tallies,
          tallies.map((x) => Math.round(x.value * p)),
        ),
      );
    };
    if (this.look.calm) {
      show(1);
      return;
    }
    const counter = { p: 0 };
    const tween = this.scene.tweens.add({
      targets: counter,
      p: 1,
      delay: 300,
      duration: 700,
      ease: 'Quad.Out',
      onUpdate: () => show(counter.p),
      onComplete: () => show(1),
    });
    this.stops.push(() => tween.remove());
  }
}

/** The moment's sizes on a board: the headline as large as the board allows, within reason. */
function sizesOn(board: BoardView, look: EndMomentLook) {
  const r = board.shown;
  const headline = Math.round(Math.max(20, Math.min(r.w / 9, r.h / 5, 64)));
  const star = Math.round(Math.max(26, Math.min(r.w / 6, headline * 1.3, 96)));
  const tally = look.tally.length > 0 ? Math.round(Math.max(14, headline * 0.45)) : 0;
  const used = headline * 2.2 + (look.stars !== null ? star * 1.2 : 0) + tally * 2;
  const top = r.y + Math.max(headline * 0.8, (r.h - used) / 2 + headline * 0.4);
  // A rare ending's banner under the headline moves the stars and the tally down.
  const banner = RARE[look.celebration] ? headline * 0.35 : 0;
  return { headline, star, tally, banner, cx: r.x + r.w / 2, top };
}
