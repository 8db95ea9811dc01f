// GlassWorks' view: the readouts (points left, par, jumps), the board (standing up in portrait),
// the toolbar, and the marks over the board — the selected piece with its destinations, the hint,
// the keyboard's cursor, and on a touch screen a dot on every piece that can jump (there is no
// hover to show it); on a desktop the pointer is a crosshair over such a piece.

import type Phaser from 'phaser';
import { t } from '../../i18n/i18n';
import type { GlassState, JumpChange, Move } from '../../logic/glassworks';
import type { GlassModel } from '../../midend/games/glassworks/part';
import { landings } from '../../midend/games/glassworks/part';
import { LADDER_LENGTH } from '../../midend/progress/ladderBook';
import type { Animator } from '../../ui/board/animator';
import { BoardView } from '../../ui/board/boardView';
import { boardLayout } from '../../ui/board/boardWindow';
import { markSquare } from '../../ui/board/marks';
import type { Button } from '../../ui/controls/button';
import { touchFirst } from '../../ui/controls/pointer';
import { reducedMotion } from '../../ui/look/fx';
import { palette } from '../../ui/look/palettes';
import { toCss } from '../../ui/look/theme';
import type { ScreenHost } from '../../ui/screen/host';
import {
  bump,
  parText,
  readoutHeight,
  readouts,
  solvingIndicator,
  starGoal,
  toolbar,
  toolbarHeight,
} from '../../ui/screen/hud';
import { column, row } from '../../ui/screen/layout';
import type { GameView, ViewContext, ViewKind } from '../types';
import { animateJump, glassSwatch } from './animate';
import { glassKit } from './demoKit';
import { glassPages } from './howTo';
import { glassWords } from './words';

type Texts = Record<'points' | 'jumps' | 'par' | 'solving', Phaser.GameObjects.Text>;

class GlassView implements GameView<JumpChange, GlassModel> {
  readonly board: BoardView;
  readonly transposed: boolean;
  private readonly host: ScreenHost;
  private readonly texts: Texts;
  private readonly buttons: Record<'undo' | 'redo' | 'show', Button>;
  private readonly overlay: Phaser.GameObjects.Graphics;
  private readonly marks: Phaser.GameObjects.Graphics;
  private readonly marker: Phaser.GameObjects.Graphics;
  private touchMode = touchFirst();
  private last: GlassModel;
  /** Shows the goal three stars ask for, under par. */
  private readonly goal: (goal: string | null) => void;

  constructor({ host, body, send }: ViewContext<Move>, model: GlassModel) {
    this.host = host;
    this.last = model;
    const m = host.m;
    const p = host.portrait;
    this.transposed = p;
    const act = (action: 'undo' | 'redo' | 'hint' | 'show' | 'new' | 'ladder') => () =>
      send({ kind: 'action', action });
    const tools = [
      { name: 'undo', label: t('UNDO'), onPress: act('undo'), opts: { clickSound: false, shortcut: 'U' } },
      { name: 'redo', label: t('REDO'), onPress: act('redo'), opts: { clickSound: false, shortcut: 'R' } },
      { name: 'hint', label: t('HINT'), onPress: act('hint'), opts: { shortcut: 'H' } },
      { name: 'show', label: t('SHOW ME'), short: t('SHOW'), onPress: act('show') },
      { name: 'new', label: t('NEW'), onPress: act('new'), opts: { shortcut: 'N' } },
      // The clearing ladder's next deal not cleared yet.
      { name: 'ladder', label: t('LADDER'), onPress: act('ladder') },
    ];
    const cols = p ? 3 : tools.length;
    // Portrait: the HUD over the board, the toolbar under it. Landscape: the HUD in a column beside
    // the board, the toolbar under both. The board takes what is left (on end in portrait).
    const hudH = readoutHeight(host) + m.font('small') * 1.4 + m.gap;
    const [main, toolBox] = column(body, ['fill', toolbarHeight(host, tools.length, cols)], m.gap);
    const [hud, boardBox] = p
      ? column(main, [hudH, 'fill'], m.gap)
      : row(main, [Math.min(Math.max(main.w * 0.2, 150 * m.css), 300 * m.unit), 'fill'], m.gap * 2);
    // One number tells how the player is doing, points left (lower is better), beside par in the
    // same unit: the computer's best for this deal.
    const [points, par, jumps] = readouts(
      host,
      [
        { label: t('POINTS LEFT|LEFT'), note: t('LOWER IS BETTER|LOWER WINS') },
        // A plain figure under it: "108  7 LEFT  0" read as one number on a phone.
        { label: t('PAR (POINTS)|PAR') },
        { label: t('JUMPS') },
      ],
      hud,
      !p,
    ) as [Phaser.GameObjects.Text, Phaser.GameObjects.Text, Phaser.GameObjects.Text];
    const under = par.y + m.font('value') * 1.2 + m.gap / 3;
    const solving = solvingIndicator(host, par.x, under);
    this.goal = starGoal(host, par.x, under);
    this.texts = { points, jumps, par, solving };
    const { width, height } = model.state;
    this.board = new BoardView(
      host,
      boardLayout(boardBox, m.css, { cols: width, rows: height, transpose: p }),
    );
    this.marks = host.add.graphics();
    this.marker = host.add.graphics();
    this.overlay = host.add.graphics();
    // The selection marker breathes so it reads as "live".
    if (!reducedMotion())
      host.tweens.add({ targets: this.overlay, alpha: 0.7, duration: 450, yoyo: true, repeat: -1 });
    const [undo, redo, , show] = toolbar(host, toolBox, cols, tools) as Button[];
    this.buttons = { undo: undo as Button, redo: redo as Button, show: show as Button };
  }

  info(m: GlassModel): string {
    if (m.made) return t('MADE BOARD · {w}×{h}', { w: m.state.width, h: m.state.height });
    return m.ladder
      ? t('LADDER {n} OF {all} · SEED {seed}', { n: m.ladder.at, all: LADDER_LENGTH, seed: m.seed })
      : t('12×6 · SEED {seed}', { seed: m.seed });
  }

  rest(m: GlassModel): void {
    this.board.setAll(m.state.cells.map(glassSwatch));
    this.draw(m);
  }

  draw(m: GlassModel): void {
    this.last = m;
    const h = this.host;
    bump(h, this.texts.points, String(m.points));
    bump(h, this.texts.jumps, String(m.steps));
    this.texts.par.setText(parText(m.par, m.solving));
    this.texts.solving.setVisible(m.solving !== null);
    this.goal(m.goal !== null && m.solving === null ? t('AT {n}', { n: m.goal }) : null);
    this.buttons.undo.setEnabled(m.canUndo);
    this.buttons.redo.setEnabled(m.canRedo);
    this.buttons.show.setText(m.demonstrating ? t('STOP') : t('SHOW ME'));
    this.drawMarks(m);
  }

  /** Selection marker, destination outlines, the hint, the keyboard cursor, and touch marks. */
  private drawMarks(m: GlassModel): void {
    const c = this.board.cell;
    this.overlay.clear();
    this.marks.clear();
    this.marker.clear();
    if (this.touchMode && !m.selected) {
      // No hover on touch: a bold white dot with a dark rim at the foot of every piece that can jump
      // (the tiles' own shine sits at the top, so the dot never reads as part of the glass).
      const r = Math.max(6, c * 0.11);
      const seen = new Set<string>();
      for (const { from } of m.jumps) {
        if (seen.has(`${from.x},${from.y}`)) continue;
        seen.add(`${from.x},${from.y}`);
        const { x, y } = this.board.centre(from.x, from.y);
        this.marks.fillStyle(0x000000, 0.7).fillCircle(x, y + c * 0.28, r + 2);
        this.marks.fillStyle(0xffffff, 1).fillCircle(x, y + c * 0.28, r);
      }
    }
    if (m.selected) {
      markSquare(this.marker, this.board, m.selected, 'selected');
      for (const d of landings(m, m.selected)) markSquare(this.overlay, this.board, d, 'destination');
    }
    if (m.hint) markSquare(this.overlay, this.board, m.hint.to, 'hint');
    if (m.cursor) markSquare(this.marks, this.board, m.cursor, 'cursor');
  }

  boardMoved(m: GlassModel): void {
    this.drawMarks(m);
  }

  animate(ch: JumpChange, _after: GlassModel, anim: Animator): void {
    this.host.input.setDefaultCursor('default');
    animateJump(this.host, this.board, anim, ch);
  }

  zoomFocus(m: GlassModel): { x: number; y: number } | undefined {
    return m.cursor ?? m.selected ?? undefined;
  }

  pointerDown(p: Phaser.Input.Pointer, m: GlassModel): void {
    this.setTouch(p.wasTouch, m);
  }

  /** A crosshair over a piece that can jump, and over the selected piece's destinations. */
  pointerMove(p: Phaser.Input.Pointer, m: GlassModel): void {
    if (p.wasTouch) return;
    this.setTouch(false, m);
    const sq = this.board.squareAt(p.x, p.y);
    const same = (a: { x: number; y: number }) => sq !== null && a.x === sq.x && a.y === sq.y;
    const live =
      sq !== null &&
      (m.jumps.some((j) => same(j.from)) || (m.selected !== null && landings(m, m.selected).some(same)));
    this.host.input.setDefaultCursor(live && !m.over ? 'crosshair' : 'default');
  }

  private setTouch(on: boolean, m: GlassModel): void {
    if (on === this.touchMode) return;
    this.touchMode = on;
    this.drawMarks(m ?? this.last);
  }
}

export const glassView: ViewKind<GlassState, Move, JumpChange, GlassModel> = {
  title: () => t('GLASSWORKS'),
  colour: () => toCss(palette().glass.B.color),
  menuKey: 'M',
  words: glassWords,
  layout: (ctx, model) => new GlassView(ctx, model),
  howTo: { pages: glassPages, kit: glassKit },
};
