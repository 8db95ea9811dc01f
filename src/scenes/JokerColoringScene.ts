// Joker Coloring: paint the board one colour from the base. The rules live in logic/joker, the
// reading of taps and keys in logic/joker/input.ts, the game's course (par, limits, hints, quit)
// in the midend; this scene animates each move in the order the rules report it: flood rings,
// knight squares, joker rounds.

import type Phaser from 'phaser';
import { colourName } from '../i18n/colours';
import { reasonText, t } from '../i18n/i18n';
import { count } from '../i18n/units';
import type { Command, Input } from '../logic/input';
import * as JK from '../logic/joker';
import { interpretJoker, type JokerUi, NOT_PICKING } from '../logic/joker/input';
import type { Rejected } from '../logic/result';
import { jokerMidend } from '../midend/browser';
import { pictureOf } from '../midend/daily';
import type { JokerMidend } from '../midend/games/joker';
import { playedMoves } from '../midend/history';
import type { Mover, Outcome } from '../midend/midend';
import { type OptionsLaunch, SCREENS } from '../midend/navigation';
import { ratingLines } from '../midend/resultText';
import { describeOptions, optionsFromParams, paramsOf } from '../midend/setup/joker';
import type { Timer } from '../midend/timer';
import { play } from '../services/sound';
import { BoardView } from '../ui/boardView';
import type { Button } from '../ui/button';
import { ms, shakeObject } from '../ui/fx';
import { column, grid, type Rect, row, type Size } from '../ui/layout';
import { markSquare, pulsingRing } from '../ui/marks';
import { animateColouring, jokerSwatch } from '../ui/moves/joker';
import { palette } from '../ui/palettes';
import { toCss, UI } from '../ui/theme';
import { toast } from '../ui/toast';
import { type EndSpec, type GameLaunch, GameScene } from './GameScene';
import { boardWords, colouringWords, jokerCellWord, jokerStatusWords, squareName } from './spoken';

export class JokerColoringScene extends GameScene<JK.JokerState, JK.JokerMove, JK.JokerChanges, JokerUi> {
  private session!: JokerMidend;
  private ring!: Phaser.GameObjects.Image;
  private ringMove: Phaser.Tweens.Tween | null = null;
  /** The square size the ring was drawn for. */
  private ringCell = 0;
  private cursorBox!: Phaser.GameObjects.Graphics;
  private colorButtons = new Map<JK.ColorLetter, Button>();
  private texts!: Record<'moves' | 'left' | 'info' | 'par' | 'solving', Phaser.GameObjects.Text>;
  private undoButton!: Button;
  private redoButton!: Button;

  constructor() {
    super(SCREENS.jokerColoring);
  }

  protected get midend(): JokerMidend {
    return this.session;
  }

  create(data: GameLaunch = {}): void {
    this.ringMove = null;
    this.colorButtons = new Map();
    const wanted = optionsFromParams(data.params);
    this.start(
      data,
      wanted.given ? { ...wanted, extras: { limit: wanted.limit } } : { messages: wanted.messages },
    );
  }

  protected makeMidend(timer: Timer): void {
    this.session = jokerMidend(timer);
  }

  protected initialUi(): JokerUi {
    return NOT_PICKING;
  }

  protected interpret(input: Input) {
    return interpretJoker(this.session.state, this.ui, input, { panel: this.panel !== null });
  }

  private press(key: string): void {
    this.handle(this.interpret({ kind: 'key', press: { key } }));
  }

  protected layout(): void {
    const m = this.m;
    const p = this.portrait;
    const s = this.session.state;
    const { info, body } = this.drawHeader(t('JOKER COLORING'), toCss(UI.accent));
    const letters = JK.gameColors(s.colors);
    // A phone held sideways is short: a wider column, colours in one row, tools in three columns.
    const flat = !p && m.compact;
    const colourCols = p || flat ? letters.length : Math.min(3, letters.length);
    const toolCols = p || flat ? 3 : 2;
    const tools = [
      {
        name: 'undo',
        label: t('UNDO'),
        onPress: () => this.command('undo'),
        opts: { clickSound: false, shortcut: 'U' },
      },
      { name: 'redo', label: t('REDO'), onPress: () => this.command('redo'), opts: { clickSound: false } },
      { name: 'base', label: t('BASE'), onPress: () => this.press('s'), opts: { shortcut: 'S' } },
      { name: 'hint', label: t('HINT'), onPress: () => this.command('hint'), opts: { shortcut: 'H' } },
      { name: 'options', label: t('OPTIONS'), short: t('OPTS'), onPress: () => this.openOptions() },
      { name: 'quit', label: t('QUIT'), onPress: () => this.command('quit'), opts: { shortcut: 'Q' } },
    ];
    // The board beside the controls column (landscape) or over the controls (portrait).
    const hudH = this.readoutH + m.font('small') + m.gap;
    const controls: Size[] = [
      hudH,
      this.toolbarH(letters.length, colourCols),
      this.toolbarH(tools.length, toolCols),
    ];
    let boardR: Rect;
    let parts: Rect[];
    if (p) {
      const [hud, board, ...rest] = column(body, [hudH, 'fill', ...controls.slice(1)], m.gap);
      boardR = board as Rect;
      parts = [hud as Rect, ...rest];
    } else {
      const side = flat ? body.w * 0.52 : Math.min(Math.max(body.w * 0.38, 260 * m.css), 460 * m.unit);
      const [left, right] = row(body, ['fill', side], m.gap * 2) as [Rect, Rect];
      boardR = left;
      parts = column(right, controls, flat ? m.gap : m.gap * 1.5);
    }
    const [hudR, colourR, toolR] = parts as [Rect, Rect, Rect];
    this.board = new BoardView(
      this,
      this.boardBox(boardR, { cols: s.width, rows: s.height, maxCell: 72 * m.unit }),
    );
    this.ring = pulsingRing(this, this.board.cell);
    this.ringCell = this.board.cell;
    this.cursorBox = this.add.graphics();

    const [moves, left, par] = this.readouts(
      [
        { label: t('MOVES LEFT|MOVES') },
        { label: t('SQUARES LEFT|SQUARES') },
        { label: t('PAR (MOVES)|PAR') },
      ],
      hudR,
    ) as [Phaser.GameObjects.Text, Phaser.GameObjects.Text, Phaser.GameObjects.Text];
    const solving = this.solvingIndicator(par.x, par.y + m.font('value') * 1.2 + m.gap / 3);
    this.texts = { info, moves, left, par, solving };

    // One big swatch button per game colour, in the game's colour order.
    const cells = grid(colourR, letters.length, colourCols, 120 * m.unit, m.buttonH, m.gap);
    letters.forEach((color, i) => {
      const b = this.placeButton(
        `color-${color}`,
        cells[i] as Rect,
        color.toUpperCase(),
        () => this.handle({ kind: 'move', move: { kind: 'color', color }, ui: NOT_PICKING }),
        {
          fontSize: m.font('heading'),
          color: palette().joker[color].color,
          glyph: palette().joker[color].glyph,
          ariaLabel: t('Paint {colour}', { colour: colourName(palette().joker[color].name) }),
          clickSound: false,
        },
      );
      this.colorButtons.set(color, b);
    });
    [this.undoButton, this.redoButton] = this.toolbar(toolR, toolCols, tools) as [Button, Button];
  }

  // ————— drawing —————

  protected drawBoard(): void {
    this.board.setAll(this.session.state.cells.map(jokerSwatch));
    this.placeRing(false);
  }

  protected refreshHud(): void {
    const m = this.session;
    const s = m.state;
    this.bump(this.texts.moves, String(s.movesLeft));
    this.bump(this.texts.left, String(JK.squaresLeft(s)));
    this.describe(
      t('{options} · SEED {seed}', { options: describeOptions(m.options, m.limit), seed: m.seed }),
    );
    const playing = m.status === 'playing';
    const baseColor = s.cells[JK.indexOf(s.base, s.width)];
    const hinted = m.hint?.kind === 'color' ? m.hint.color : null;
    for (const [letter, b] of this.colorButtons) {
      b.setEnabled(playing && letter !== baseColor);
      if (b.glowing !== (letter === hinted)) b.setGlow(letter === hinted);
    }
    this.undoButton.setEnabled(m.canUndo);
    this.redoButton.setEnabled(m.canRedo && !s.quit);
    this.texts.par.setText(this.parText());
    this.texts.solving.setVisible(m.solving !== null);
  }

  private placeRing(animate: boolean): void {
    const { x, y } = this.board.centre(this.session.state.base.x, this.session.state.base.y);
    this.ringMove?.remove();
    this.ringMove = animate
      ? this.tweens.add({ targets: this.ring, x, y, duration: ms(180), ease: 'Cubic.Out' })
      : null;
    if (!animate) this.ring.setPosition(x, y);
  }

  /** The keyboard's base-picking cursor (a zoomed board follows it), and the ring on the base. */
  protected drawUi(): void {
    this.cursorBox.clear();
    const at = this.ui.picking;
    if (at) {
      this.board.showSquare(at);
      markSquare(this.cursorBox, this.board, at, 'cursor');
    }
  }

  /** The ring follows the base when the board is zoomed or panned, and takes the new square size. */
  protected override boardMoved(): void {
    super.boardMoved();
    if (this.ringCell !== this.board.cell) {
      this.ring.destroy();
      this.ring = pulsingRing(this, this.board.cell);
      this.ringCell = this.board.cell;
    }
    this.ring.setVisible(this.board.isShown(this.session.state.base));
    this.placeRing(false);
  }

  /** Zoom in around the square the keyboard is choosing, else around the base. */
  protected override zoomFocus(): { x: number; y: number } {
    return this.ui.picking ?? this.session.state.base;
  }

  protected override refused(move: JK.JokerMove, why: Rejected): void {
    play('invalid');
    const s = this.session.state;
    if (move.kind === 'color') {
      const b = this.colorButtons.get(move.color);
      if (b) shakeObject(this, b);
      if (this.session.waitingForLimit) toast(this, t("Working out par for this deal's move limit…"), 2);
    } else if (move.kind === 'base' && JK.onBoard(move.at, s.width, s.height)) {
      shakeObject(this, this.board.square(JK.indexOf(move.at, s.width)).tile);
      if (!(move.at.x === s.base.x && move.at.y === s.base.y))
        toast(this, t('Not there: {reason}.', { reason: reasonText(why) }), 2);
    }
  }

  // ————— animation —————

  protected animate(ch: JK.JokerChanges, _by: Mover): void {
    if (ch.kind === 'base') {
      play('select', 1.2);
      this.placeRing(true);
    } else if (ch.kind === 'color') {
      animateColouring(this, this.board, this.anim, ch, this.session.state.base);
    }
  }

  // ————— commands, panels and the end of a game —————

  protected override command(c: Command): void {
    if (c === 'quit') this.confirmQuit();
    else super.command(c);
  }

  private confirmQuit(): void {
    if (this.session.status !== 'playing') return;
    this.confirm(
      {
        title: t('GIVE UP?'),
        line: t('Quitting counts as disqualified.'),
        yes: { name: 'confirm-quit', label: t('YES, QUIT') },
        no: { name: 'cancel-quit', label: t('KEEP PLAYING') },
      },
      () => this.quit(),
    );
  }

  private quit(): void {
    this.handle({ kind: 'move', move: { kind: 'quit' }, ui: NOT_PICKING });
  }

  protected newGame(seed?: number): void {
    this.anim.finish();
    const { options, limit } = this.session;
    this.scene.restart({ fresh: true, seed, params: paramsOf(options, limit) } satisfies GameLaunch);
  }

  private openOptions(): void {
    this.anim.finish();
    const { options, limit, status, steps } = this.session;
    const inProgress = status === 'playing' && steps > 0;
    this.scene.start(SCREENS.jokerOptions, {
      params: paramsOf(options, limit),
      inProgress,
    } satisfies OptionsLaunch);
  }

  protected readonly challengeRule = { unit: 'move' as const, lower: true };

  /** A square per colour move, in order. */
  protected dailyPicture(): string {
    const colours = playedMoves(this.session.history).flatMap((m) =>
      m.kind === 'color' ? [JK.COLOR_NAMES[JK.COLOR_LETTERS.indexOf(m.color)] ?? ''] : [],
    );
    return pictureOf(colours);
  }

  /** Moves used to win, unless SHOW ME played part of it. */
  protected override challengeResult(): number | null {
    const o = this.session.outcome();
    return o && o.status === 'won' && o.assisted === 0 ? this.session.state.movesMade : null;
  }

  protected endPanel(o: Outcome): EndSpec {
    const m = this.session;
    const s = m.state;
    const buttons = [
      { name: 'new-game', label: t('NEW GAME'), onPress: () => this.newGame() },
      { name: 'replay', label: t('REPLAY DEAL'), onPress: () => this.newGame(m.seed) },
      ...(o.status === 'quit'
        ? []
        : [{ name: 'panel-undo', label: t('UNDO LAST MOVE'), onPress: () => this.command('undo') }]),
      { name: 'panel-options', label: t('OPTIONS'), onPress: () => this.openOptions() },
    ];
    if (o.status === 'won') {
      const lines = [
        t('Won in {count}, {left} to spare.', { count: count(s.movesMade, 'move'), left: s.movesLeft }),
        ...(m.hints ? [t('Won with {count}.', { count: count(m.hints, 'hint') })] : []),
        ...ratingLines(o, {
          par: m.par,
          solving: m.solving === 'par',
          steps: m.steps,
          moves: 'move',
          unit: 'move',
        }),
      ];
      return { title: t('PAINTED!'), titleColor: toCss(UI.good), lines, sound: 'win', buttons };
    }
    if (o.status === 'lost') {
      const lines = [t('{n} squares still differ.', { n: JK.squaresLeft(s) })];
      return { title: t('OUT OF MOVES'), titleColor: toCss(UI.danger), lines, sound: 'lose', buttons };
    }
    const lines = [t('You gave up this deal.')];
    return { title: t('DISQUALIFIED'), titleColor: toCss(UI.danger), lines, sound: 'lose', buttons };
  }

  // ————— test hook —————

  // ————— in words —————

  protected moveWords(ch: JK.JokerChanges): string {
    return colouringWords(ch, this.session.state);
  }

  protected hintWords(move: JK.JokerMove): string {
    if (move.kind === 'color') return `paint ${jokerCellWord(move.color)}`;
    if (move.kind === 'base') return `move the base to ${squareName(move.at.x, move.at.y)}`;
    return 'give up';
  }

  protected statusWords(): string {
    const s = this.session.state;
    return `${jokerStatusWords(s)} The base is at ${squareName(s.base.x, s.base.y)}.`;
  }

  protected boardWords(): string {
    const s = this.session.state;
    return boardWords(s.width, s.height, (x, y) => {
      const word = jokerCellWord(s.cells[y * s.width + x] ?? '');
      return s.base.x === x && s.base.y === y ? `${word} base` : word;
    });
  }

  protected override cursorWords(): string | null {
    const at = this.ui.picking;
    if (!at) return null;
    const s = this.session.state;
    return `new base at ${squareName(at.x, at.y)}: ${jokerCellWord(s.cells[at.y * s.width + at.x] ?? '')}`;
  }

  protected boardText(): string {
    return JK.encode(this.session.state);
  }

  protected movesText(): number {
    return this.session.state.movesMade;
  }

  protected gameSnapshot(): Record<string, unknown> {
    const m = this.session;
    const s = m.state;
    return {
      movesLeft: s.movesLeft,
      squaresLeft: JK.squaresLeft(s),
      base: s.base,
      options: m.options,
      picking: this.ui.picking,
      limit: m.limit,
      hinted: m.hint?.kind === 'color' ? m.hint.color : null,
    };
  }
}
