// Joker Coloring's view: the readouts (moves left, squares left, par), the board with the pulsing
// ring on its base, one big swatch button per colour (the hinted one glows), the toolbar, and the
// keyboard's cursor while a new base is chosen (a zoomed board follows it).

import type Phaser from 'phaser';
import { colourName, JOKER_COLOURS } from '../../i18n/colours';
import { t } from '../../i18n/i18n';
import * as JK from '../../logic/joker';
import type { JokerModel } from '../../midend/games/joker/part';
import { describeOptions } from '../../midend/games/joker/setup';
import { play } from '../../services/sound';
import type { Animator } from '../../ui/board/animator';
import { BoardView } from '../../ui/board/boardView';
import { boardLayout } from '../../ui/board/boardWindow';
import { markSquare, pulsingRing } from '../../ui/board/marks';
import type { Button } from '../../ui/controls/button';
import { ms } from '../../ui/look/fx';
import { palette } from '../../ui/look/palettes';
import { toCss, UI } from '../../ui/look/theme';
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
  warn,
} from '../../ui/screen/hud';
import { column, grid, type Rect, row, type Size } from '../../ui/screen/layout';
import type { GameView, ViewContext, ViewKind } from '../types';
import { animateColouring, jokerSwatch } from './animate';
import { jokerKit } from './demoKit';
import { jokerPages } from './howTo';
import { jokerWords } from './words';

type Texts = Record<'moves' | 'left' | 'par' | 'solving', Phaser.GameObjects.Text>;

class JokerView implements GameView<JK.JokerChanges, JokerModel> {
  readonly board: BoardView;
  readonly transposed = false;
  private readonly host: ScreenHost;
  private readonly texts: Texts;
  private readonly colours = new Map<JK.ColorLetter, Button>();
  private readonly undo: Button;
  private readonly redo: Button;
  /** BASE: the base is fixed in a classic game, so there it is off. */
  private readonly base: Button;
  /** QUIT: only while the game is played. */
  private readonly quit: Button;
  private readonly cursorBox: Phaser.GameObjects.Graphics;
  private ring: Phaser.GameObjects.Image;
  /** The square size the ring was drawn for. */
  private ringCell: number;
  private ringMove: Phaser.Tweens.Tween | null = null;
  /** Shows the goal three stars ask for, under par. */
  private readonly goal: (goal: string | null) => void;

  constructor({ host, body, send }: ViewContext<JK.JokerMove>, model: JokerModel) {
    this.host = host;
    const m = host.m;
    const p = host.portrait;
    const s = model.state;
    const letters = JK.gameColors(s.colors);
    // A phone held sideways is short: a wider column, colours in one row, tools in three columns.
    const flat = !p && m.compact;
    const colourCols = p || flat ? letters.length : Math.min(3, letters.length);
    const toolCols = p || flat ? 3 : 2;
    const act = (action: 'undo' | 'redo' | 'base' | 'hint' | 'options' | 'quit') => () =>
      send({ kind: 'action', action });
    const tools = [
      { name: 'undo', label: t('UNDO'), onPress: act('undo'), opts: { clickSound: false, shortcut: 'U' } },
      { name: 'redo', label: t('REDO'), onPress: act('redo'), opts: { clickSound: false } },
      { name: 'base', label: t('BASE'), onPress: act('base'), opts: { shortcut: 'S' } },
      { name: 'hint', label: t('HINT'), onPress: act('hint'), opts: { shortcut: 'H' } },
      { name: 'options', label: t('OPTIONS'), short: t('OPTS'), onPress: act('options') },
      { name: 'quit', label: t('QUIT'), onPress: act('quit'), opts: { shortcut: 'Q' } },
    ];
    // The board beside the controls column (landscape) or over the controls (portrait).
    const hudH = readoutHeight(host) + m.font('small') + m.gap;
    const controls: Size[] = [
      hudH,
      toolbarHeight(host, letters.length, colourCols),
      toolbarHeight(host, tools.length, toolCols),
    ];
    let boardR: Rect;
    let parts: Rect[];
    if (p) {
      const [hud, board, ...rest] = column(body, [hudH, 'fill', ...controls.slice(1)], m.gap);
      boardR = board;
      parts = [hud, ...rest];
    } else {
      const side = flat ? body.w * 0.52 : Math.min(Math.max(body.w * 0.38, 260 * m.css), 460 * m.unit);
      const [left, right] = row(body, ['fill', side], m.gap * 2);
      boardR = left;
      parts = column(right, controls, flat ? m.gap : m.gap * 1.5);
    }
    const [hudR, colourR, toolR] = parts as [Rect, Rect, Rect];
    const layout = boardLayout(boardR, m.css, { cols: s.width, rows: s.height, maxCell: 72 * m.unit });
    this.board = new BoardView(host, layout);
    this.ring = pulsingRing(host, this.board.cell);
    this.ringCell = this.board.cell;
    this.cursorBox = host.add.graphics();
    const [moves, left, par] = readouts(
      host,
      [
        // A casual game counts the moves made; a limited one the moves left.
        { label: s.casual ? t('MOVES MADE|MOVES') : t('MOVES LEFT|MOVES') },
        // The base's region: a figure a colour move only raises (OFF COLOUR went up and down).
        { label: t('FLOODED|FLOOD'), note: t('OF {n}', { n: s.width * s.height }) },
        { label: t('PAR (MOVES)|PAR') },
      ],
      hudR,
    ) as [Phaser.GameObjects.Text, Phaser.GameObjects.Text, Phaser.GameObjects.Text];
    const under = par.y + m.font('value') * 1.2 + m.gap / 3;
    const solving = solvingIndicator(host, par.x, under);
    this.goal = starGoal(host, par.x, under);
    this.texts = { moves, left, par, solving };
    this.placeColours(colourR, letters, colourCols, send);
    const placed = toolbar(host, toolR, toolCols, tools);
    [this.undo, this.redo, this.base] = placed as [Button, Button, Button];
    this.quit = placed[tools.length - 1] as Button;
  }

  /** One big swatch button per game colour, in the game's colour order. */
  private placeColours(
    box: Rect,
    letters: readonly JK.ColorLetter[],
    cols: number,
    send: ViewContext<JK.JokerMove>['send'],
  ): void {
    const { host } = this;
    const m = host.m;
    const cells = grid(box, letters.length, cols, 120 * m.unit, m.buttonH, m.gap);
    letters.forEach((color, i) => {
      const sw = palette().joker[color];
      const b = host.placeButton(
        `color-${color}`,
        cells[i],
        color.toUpperCase(),
        () => send({ kind: 'move', move: { kind: 'color', color } }),
        {
          fontSize: m.font('heading'),
          color: sw.color,
          glyph: sw.glyph,
          ariaLabel: t('Paint {colour}', { colour: colourName(JOKER_COLOURS[color]) }),
          clickSound: false,
        },
      );
      this.colours.set(color, b);
    });
  }

  info(m: JokerModel): string {
    const options = describeOptions(m.options, m.limit);
    return m.options.board === undefined
      ? t('{options} · SEED {seed}', { options, seed: m.seed })
      : t('{options} · MADE BOARD', { options });
  }

  rest(m: JokerModel): void {
    this.board.setAll(m.state.cells.map(jokerSwatch));
    this.placeRing(m);
    this.draw(m);
  }

  draw(m: JokerModel): void {
    const h = this.host;
    const casual = m.state.casual === true;
    bump(h, this.texts.moves, String(casual ? m.state.movesMade : m.state.movesLeft));
    // The last three moves of the limit: the count warns.
    warn(h, this.texts.moves, m.playing && !casual && m.state.movesLeft <= 3);
    bump(h, this.texts.left, String(m.flooded));
    for (const [letter, b] of this.colours) {
      b.setEnabled(m.playing && letter !== m.baseColor);
      if (b.glowing !== (letter === m.hinted)) b.setGlow(letter === m.hinted);
    }
    this.undo.setEnabled(m.canUndo);
    this.redo.setEnabled(m.canRedo);
    this.base.setEnabled(m.playing && m.state.classic !== true);
    this.quit.setEnabled(m.playing);
    this.texts.par.setText(parText(m.par, m.solving));
    this.texts.solving.setVisible(m.solving !== null);
    this.goal(m.goal !== null && m.solving === null ? t('IN {n}', { n: m.goal }) : null);
    // The keyboard's base-picking cursor (a zoomed board follows it).
    this.cursorBox.clear();
    if (m.picking) {
      this.board.showSquare(m.picking);
      markSquare(this.cursorBox, this.board, m.picking, 'cursor');
    }
  }

  /** The ring follows the base when the board is zoomed or panned, and takes the new square size. */
  boardMoved(m: JokerModel): void {
    if (this.ringCell !== this.board.cell) {
      this.ring.destroy();
      this.ring = pulsingRing(this.host, this.board.cell);
      this.ringCell = this.board.cell;
    }
    this.ring.setVisible(this.board.isShown(m.state.base));
    this.placeRing(m);
    this.draw(m);
  }

  /** Zoom in around the square the keyboard is choosing, else around the base. */
  zoomFocus(m: JokerModel): { x: number; y: number } {
    return m.picking ?? m.state.base;
  }

  animate(ch: JK.JokerChanges, after: JokerModel, anim: Animator): void {
    if (ch.kind === 'base') {
      // The ring glides to the new base (a tween of the move's, so the move settles when it lands).
      play('select', 1.2);
      const { x, y } = this.board.centre(after.state.base.x, after.state.base.y);
      this.ringMove?.remove();
      this.ringMove = anim.tween({ targets: this.ring, x, y, duration: ms(180), ease: 'Cubic.Out' });
    } else if (ch.kind === 'color') animateColouring(this.host, this.board, anim, ch, after.state.base);
  }

  private placeRing(m: JokerModel): void {
    const { x, y } = this.board.centre(m.state.base.x, m.state.base.y);
    this.ringMove?.remove();
    this.ringMove = null;
    this.ring.setPosition(x, y);
  }
}

export const jokerView: ViewKind<JK.JokerState, JK.JokerMove, JK.JokerChanges, JokerModel> = {
  title: () => t('JOKER COLORING'),
  colour: () => toCss(UI.accent),
  words: jokerWords,
  layout: (ctx, model) => new JokerView(ctx, model),
  howTo: { pages: jokerPages, kit: jokerKit },
};
