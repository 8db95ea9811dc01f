// A how-to-play page's demonstration: the page's position on the real board view, its moves played
// out by the rules (midend/core/history.ts playOut) and shown by the one move player as a Script — each
// move after the cue a player would give (the game's kit: a tap, a colour chip pressed, the
// computer's pause), with the game's own animation and a line saying what happened; then it starts
// over, silently, while the player reads.

import type Phaser from 'phaser';
import { playOut } from '../midend/core/history';
import { setQuiet } from '../services/sound';
import { BoardView } from '../ui/board/boardView';
import { pulsingRing } from '../ui/board/marks';
import { MovePlayer, Script } from '../ui/board/movePlayer';
import { ms, reducedMotion } from '../ui/look/fx';
import { wrappedHeight } from '../ui/render';
import type { ScreenHost } from '../ui/screen/host';
import { column, grid, gridHeight, inset, type Rect } from '../ui/screen/layout';
import { type ChipView, chipPlan, drawChips, placeChipLabel } from './demoChips';
import type { DemoKit, DemoStage, HowToPage } from './howTo';

/** Pauses of the demonstration (ms): before the first move, between moves, before it starts over. */
const FIRST = 900;
const BETWEEN = 650;
const AGAIN = 2000;

/**
 * Every readout and line a page can show, at the label size: the room for the longest of each, so
 * none jumps as the demonstration plays.
 */
function wordsRoom<S, C>(
  label: number,
  width: number,
  kit: DemoKit<S, C>,
  played: { start: S; frames: readonly { changes: C; after: S }[] },
): { label: number; spacing: number; statusH: number; lineH: number } {
  const spacing = Math.round(label * 0.4);
  const tallest = (words: readonly string[]): number =>
    Math.max(...words.map((w) => wrappedHeight(w, label, width, spacing)));
  return {
    label,
    spacing,
    statusH: tallest([kit.status(played.start), ...played.frames.map((f) => kit.status(f.after))]),
    lineH: tallest([...(kit.cueLines?.() ?? []), ...played.frames.map((f) => kit.line(f.changes))]),
  };
}

/** The readout above the demonstration's board and the line under it. */
export interface DemoTexts {
  readonly status: Phaser.GameObjects.Text;
  readonly line: Phaser.GameObjects.Text;
}

export class Demo<S, C> {
  readonly board: BoardView;
  private readonly root: Phaser.GameObjects.Container;
  private readonly marks: Phaser.GameObjects.Graphics;
  private readonly ring: Phaser.GameObjects.Image | null = null;
  private readonly chips: ChipView[];
  private readonly player: MovePlayer<C, S>;
  private readonly script: Script<C, S>;
  private readonly start: S;
  private readonly frames: readonly { changes: C; after: S }[];
  private timers: Phaser.Time.TimerEvent[] = [];
  private tweens: Phaser.Tweens.Tween[] = [];
  private stopped = false;

  /** A demonstration that does not read (the unit tests keep this from happening) shows nothing. */
  static of<S, C>(
    host: ScreenHost,
    panel: Rect,
    kit: DemoKit<S, C>,
    page: HowToPage,
    texts: DemoTexts,
  ): Demo<S, C> | null {
    const played = playOut(kit.rules, page.demo.position, page.demo.moves);
    if (!played.ok) {
      console.warn(`Prism Arcade: the how-to-play demo "${page.title}" does not read (${played.reason})`);
      return null;
    }
    return new Demo(host, panel, kit, played.value, texts);
  }

  private constructor(
    private readonly host: ScreenHost,
    panel: Rect,
    private readonly kit: DemoKit<S, C>,
    played: { start: S; frames: readonly { changes: C; after: S }[] },
    private readonly texts: DemoTexts,
  ) {
    this.start = played.start;
    this.frames = played.frames;
    const m = host.m;
    const g = m.gap;
    const inner = inset(panel, Math.round(g * 1.2));
    const state = played.start as S & { width: number; height: number };
    this.root = host.add.container(0, 0);
    const { label, spacing, statusH, lineH } = wordsRoom(m.font('label'), inner.w, kit, played);
    const chips = kit.chips(played.start);
    const plan = chipPlan(host, chips, inner.w);
    const chipsH = chips.length ? gridHeight(plan.rows, plan.h, g) : 0;
    const [statusBand, boardBand, chipsBand, lineBand] = column(inner, [statusH, 'fill', chipsH, lineH], g);
    for (const [t, band] of [
      [texts.status, statusBand],
      [texts.line, lineBand],
    ] as const)
      t.setFontSize(label)
        .setLineSpacing(spacing)
        .setWordWrapWidth(inner.w)
        .setPosition(band.x + band.w / 2, band.y + band.h / 2);
    this.board = new BoardView(host, {
      cols: state.width,
      rows: state.height,
      cx: boardBand.x + boardBand.w / 2,
      cy: boardBand.y + boardBand.h / 2,
      maxWidth: boardBand.w,
      maxHeight: boardBand.h,
      maxCell: 110 * m.unit,
    });
    this.root.add(this.board.container);
    this.marks = host.add.graphics();
    this.root.add(this.marks);
    if (kit.base) {
      this.ring = pulsingRing(host, this.board.cell);
      this.root.add(this.ring);
    }
    this.chips = drawChips(
      host,
      this.root,
      chips,
      grid(chipsBand, chips.length, plan.cols, plan.w, plan.h, g),
      plan.font,
    );
    texts.line.setText('');
    this.root.setAlpha(0);
    this.track(host.tweens.add({ targets: this.root, alpha: 1, duration: ms(260) }));
    const stage = {
      animate: (ch: C, after: S) => kit.animate(this.stage(), ch, after, this.player.anim),
      rest: (s: S) => this.rest(s),
    };
    this.player = new MovePlayer(host, stage);
    this.script = new Script(host, this.player, stage, played.start, played.frames, {
      first: ms(FIRST),
      pace: ms(BETWEEN),
      loop: ms(BETWEEN) + ms(AGAIN),
      cue: (frame, before) => kit.cue(this.stage(), before, frame.changes),
      moved: (_at, frame) => {
        if (frame) this.moved(frame);
      },
      again: () => this.again(),
    });
  }

  /** A move of the demonstration played: its words, the position's, and the chips. */
  private moved(frame: { changes: C; after: S }): void {
    this.marks.clear();
    this.texts.line.setText(this.kit.line(frame.changes));
    this.texts.status.setText(this.kit.status(frame.after));
    this.refreshChips(frame.after);
  }

  /** Back at the start for another round: heard once, its repeats play silently while the player reads. */
  private again(): void {
    setQuiet(true);
    this.texts.line.setText('');
    this.track(
      this.host.tweens.add({ targets: this.board.container, alpha: { from: 0, to: 1 }, duration: ms(300) }),
    );
  }

  /** Moves played in the current round, and the position shown (for the test hook). */
  get at(): number {
    return this.script.at;
  }

  get state(): S {
    return this.script.at === 0 ? this.start : (this.frames[this.script.at - 1]?.after ?? this.start);
  }

  get busy(): boolean {
    return this.player.busy;
  }

  /** The page is going: nothing more plays, and what it drew goes. */
  stop(): void {
    this.stopped = true;
    this.script.stop();
    for (const t of this.timers) t.remove(false);
    for (const t of this.tweens) t.remove();
    this.timers = [];
    this.tweens = [];
    if (this.ring) this.host.tweens.killTweensOf(this.ring);
    this.root.destroy();
  }

  /** Show a position at once: board, base ring, chips, readout. */
  private rest(s: S): void {
    this.board.setAll(this.kit.swatches(s));
    this.marks.clear();
    if (this.ring && this.kit.base) {
      const at = this.kit.base(s);
      const c = this.board.centre(at.x, at.y);
      this.ring.setPosition(c.x, c.y);
    }
    this.refreshChips(s);
    this.texts.status.setText(this.kit.status(s));
  }

  /** What the game's kit may do on the page. */
  private stage(): DemoStage {
    const board = this.board;
    return {
      scene: this.host,
      board,
      marks: this.marks,
      later: (delay, fn) => this.later(delay, fn),
      tap: (at) => {
        const c = board.centre(at.x, at.y);
        this.ripple(c.x, c.y, board.cell * 0.42);
      },
      pressChip: (i) => this.pressChip(i),
      say: (text) => this.texts.line.setText(text),
      moveRing: (to, anim) => {
        const c = board.centre(to.x, to.y);
        if (this.ring)
          anim.tween({ targets: this.ring, x: c.x, y: c.y, duration: ms(260), ease: 'Cubic.Out' });
      },
    };
  }

  private later(delay: number, fn: () => void): void {
    this.timers.push(
      this.host.time.delayedCall(delay, () => {
        if (!this.stopped) fn();
      }),
    );
  }

  private track(tween: Phaser.Tweens.Tween): void {
    this.tweens.push(tween);
  }

  private refreshChips(s: S): void {
    this.kit.chips(s).forEach((c, i) => {
      const v = this.chips[i];
      if (!v) return;
      v.label.setText(c.label);
      placeChipLabel(v);
      v.box.setAlpha(c.enabled ? 1 : 0.45);
    });
  }

  /** A finger's tap: a ring that spreads and fades. */
  private ripple(x: number, y: number, r: number): void {
    const g = this.host.add.graphics({ x, y });
    g.fillStyle(0xffffff, 0.45);
    g.fillCircle(0, 0, r * 0.45);
    g.lineStyle(Math.max(3, r * 0.1), 0xffffff, 0.95);
    g.strokeCircle(0, 0, r);
    this.root.add(g);
    const calm = reducedMotion();
    this.track(
      this.host.tweens.add({
        targets: g,
        scale: { from: calm ? 1 : 0.5, to: calm ? 1 : 1.3 },
        alpha: { from: 1, to: 0 },
        duration: ms(560),
        ease: 'Cubic.Out',
        onComplete: () => g.destroy(),
      }),
    );
  }

  private pressChip(index: number): void {
    const v = this.chips[index];
    if (!v) return;
    this.ripple(v.box.x, v.box.y, 26 * this.host.m.unit);
    this.track(this.host.tweens.add({ targets: v.flash, alpha: { from: 0.7, to: 0 }, duration: ms(420) }));
    if (!reducedMotion())
      this.track(
        this.host.tweens.add({
          targets: v.box,
          scale: { from: 0.86, to: 1 },
          duration: ms(260),
          ease: 'Back.Out',
        }),
      );
  }
}
