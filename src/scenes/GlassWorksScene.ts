// GlassWorks: select an anchor, see its destinations, jump. The rules live in logic/glassworks,
// the reading of clicks and keys in logic/glassworks/input.ts, the game's course in the midend;
// this scene lays out the board and animates what each jump changed.

import type Phaser from 'phaser';
import { t } from '../i18n/i18n';
import * as GW from '../logic/glassworks';
import { type GlassUi, interpretGlass, NO_SELECTION } from '../logic/glassworks/input';
import type { Input } from '../logic/input';
import { glassMidend } from '../midend/browser';
import { pictureOf } from '../midend/daily';
import type { GlassMidend } from '../midend/games/glassworks';
import type { Mover, Outcome } from '../midend/midend';
import { SCREENS } from '../midend/navigation';
import { ratingLines, withHints } from '../midend/resultText';
import type { Timer } from '../midend/timer';
import { play } from '../services/sound';
import { BoardView } from '../ui/boardView';
import type { Button } from '../ui/button';
import { reducedMotion } from '../ui/fx';
import { column, type Rect, row } from '../ui/layout';
import { markSquare } from '../ui/marks';
import { animateJump, glassSwatch } from '../ui/moves/glassworks';
import { palette } from '../ui/palettes';
import { toCss, UI } from '../ui/theme';
import type { Point } from './BaseScene';
import { type EndSpec, type GameLaunch, GameScene } from './GameScene';
import { boardWords, glassStatusWords, jumpWords, pieceWord, squareName } from './spoken';

export class GlassWorksScene extends GameScene<GW.GlassState, GW.Move, GW.JumpChange, GlassUi> {
  private session!: GlassMidend;
  private overlay!: Phaser.GameObjects.Graphics;
  private marks!: Phaser.GameObjects.Graphics;
  private marker!: Phaser.GameObjects.Graphics;
  private touchMode = false;
  /** The hint and par last shown, to notice when new ones arrive. */
  private shown: { hint: GW.Move | null; par: number | null } = { hint: null, par: null };
  private texts!: Record<'points' | 'jumps' | 'par' | 'solving' | 'seed', Phaser.GameObjects.Text>;
  private undoButton!: Button;
  private redoButton!: Button;
  private showButton!: Button;

  constructor() {
    super(SCREENS.glassworks);
  }

  protected get midend(): GlassMidend {
    return this.session;
  }

  create(data: GameLaunch = {}): void {
    this.touchMode = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
    this.shown = { hint: null, par: null };
    this.start(data);
    this.input.on('pointermove', (p: Phaser.Input.Pointer) => this.onPointerMove(p));
  }

  protected makeMidend(timer: Timer): void {
    this.session = glassMidend(timer);
  }

  protected initialUi(): GlassUi {
    return NO_SELECTION;
  }

  protected interpret(input: Input) {
    return interpretGlass(this.session.state, this.ui, input, {
      transposed: this.portrait,
      panel: this.panel !== null,
    });
  }

  protected layout(): void {
    const m = this.m;
    const p = this.portrait;
    const { info, body } = this.drawHeader(t('GLASSWORKS'), toCss(palette().glass.B.color));
    const tools = [
      {
        name: 'undo',
        label: t('UNDO'),
        onPress: () => this.command('undo'),
        opts: { clickSound: false, shortcut: 'U' },
      },
      {
        name: 'redo',
        label: t('REDO'),
        onPress: () => this.command('redo'),
        opts: { clickSound: false, shortcut: 'R' },
      },
      { name: 'hint', label: t('HINT'), onPress: () => this.command('hint'), opts: { shortcut: 'H' } },
      { name: 'show', label: t('SHOW ME'), short: t('SHOW'), onPress: () => this.showMe() },
      { name: 'new', label: t('NEW'), onPress: () => this.command('new'), opts: { shortcut: 'N' } },
    ];
    const cols = p ? 3 : tools.length;
    // Portrait: the HUD over the board, the toolbar under it. Landscape: the HUD in a column beside
    // the board, the toolbar under both. The board takes what is left (on end in portrait).
    const hudH = this.readoutH + m.font('small') * 1.4 + m.gap;
    const [main, toolBox] = column(body, ['fill', this.toolbarH(tools.length, cols)], m.gap) as [Rect, Rect];
    const [hud, boardBox] = (
      p
        ? column(main, [hudH, 'fill'], m.gap)
        : row(main, [Math.min(Math.max(main.w * 0.2, 150 * m.css), 300 * m.unit), 'fill'], m.gap * 2)
    ) as [Rect, Rect];
    // One number tells how the player is doing, points left (lower is better), beside par in the
    // same unit: the computer's best for this deal.
    const [points, par, jumps] = this.readouts(
      [
        { label: t('POINTS LEFT|LEFT'), note: t('LOWER IS BETTER|LOWER WINS') },
        { label: t('PAR') },
        { label: t('JUMPS') },
      ],
      hud,
      !p,
    ) as [Phaser.GameObjects.Text, Phaser.GameObjects.Text, Phaser.GameObjects.Text];
    const solving = this.solvingIndicator(par.x, par.y + m.font('value') * 1.2 + m.gap / 3);
    this.texts = { seed: info, points, jumps, par, solving };
    const { width, height } = this.session.state;
    this.board = new BoardView(this, this.boardBox(boardBox, { cols: width, rows: height, transpose: p }));
    this.marks = this.add.graphics();
    this.marker = this.add.graphics();
    this.overlay = this.add.graphics();
    // The selection marker breathes so it reads as "live".
    if (!reducedMotion())
      this.tweens.add({ targets: this.overlay, alpha: 0.7, duration: 450, yoyo: true, repeat: -1 });
    const [undo, redo, , show] = this.toolbar(toolBox, cols, tools);
    this.undoButton = undo as Button;
    this.redoButton = redo as Button;
    this.showButton = show as Button;
  }

  protected override get menuKey(): string {
    return 'M';
  }

  // ————— drawing —————

  protected drawBoard(): void {
    this.board.setAll(this.session.state.cells.map(glassSwatch));
  }

  protected refreshHud(): void {
    const s = this.session.state;
    this.bump(this.texts.points, String(GW.points(s)));
    this.bump(this.texts.jumps, String(this.session.steps));
    this.describe(t('12×6 · SEED {seed}', { seed: this.session.seed }));
    this.texts.par.setText(this.parText(true));
    this.texts.solving.setVisible(this.session.solving !== null);
    this.undoButton.setEnabled(this.session.canUndo);
    this.redoButton.setEnabled(this.session.canRedo);
    this.showButton.setText(this.session.demonstrating ? t('STOP') : t('SHOW ME'));
  }

  /** Selection marker, destination outlines, the hint, the keyboard cursor, and touch marks. */
  protected drawUi(): void {
    const hint = this.session.hint;
    const { selected, cursor } = this.ui;
    if (selected && GW.destinations(this.session.state, selected).length === 0)
      this.ui = { ...this.ui, selected: null };
    const g = this.overlay;
    const c = this.board.cell;
    g.clear();
    this.marks.clear();
    this.marker.clear();
    const at = (q: Point) => this.board.centre(q.x, q.y);
    if (this.touchMode && !this.ui.selected) {
      // No hover on touch: a bold white dot with a dark rim at the foot of every piece that can jump
      // (the tiles' own shine sits at the top, so the dot never reads as part of the glass).
      const r = Math.max(6, c * 0.11);
      for (const a of GW.anchors(this.session.state)) {
        const { x, y } = at(a);
        this.marks.fillStyle(0x000000, 0.7).fillCircle(x, y + c * 0.28, r + 2);
        this.marks.fillStyle(0xffffff, 1).fillCircle(x, y + c * 0.28, r);
      }
    }
    if (this.ui.selected) {
      markSquare(this.marker, this.board, this.ui.selected, 'selected');
      for (const d of GW.destinations(this.session.state, this.ui.selected))
        markSquare(g, this.board, d, 'destination');
    }
    if (hint) markSquare(g, this.board, hint.to, 'hint');
    if (cursor) markSquare(this.marks, this.board, cursor, 'cursor');
  }

  // ————— input —————

  protected override pointerDown(p: Phaser.Input.Pointer): void {
    this.setTouchMode(p.wasTouch);
  }

  private onPointerMove(p: Phaser.Input.Pointer): void {
    if (p.wasTouch) return;
    this.setTouchMode(false);
    const sq = this.board.squareAt(p.x, p.y);
    const { state } = this.session;
    const selected = this.ui.selected;
    const live =
      !this.panel &&
      sq !== null &&
      (GW.destinations(state, sq).length > 0 ||
        (selected !== null && GW.destinations(state, selected).some((d) => d.x === sq.x && d.y === sq.y)));
    this.input.setDefaultCursor(live ? 'crosshair' : 'default');
  }

  private setTouchMode(on: boolean): void {
    if (on === this.touchMode) return;
    this.touchMode = on;
    this.drawUi();
  }

  /** SHOW ME, or STOP while the solver plays its line. */
  private showMe(): void {
    if (this.session.demonstrating) {
      this.session.stopDemo();
      this.refresh();
      return;
    }
    this.anim.finish();
    if (this.panel || !this.session.showMe()) play('invalid');
  }

  protected newGame(seed?: number): void {
    this.anim.finish();
    this.scene.restart({ fresh: true, seed } satisfies GameLaunch);
  }

  // ————— animation —————

  protected animate(ch: GW.JumpChange, _by: Mover): void {
    this.input.setDefaultCursor('default');
    animateJump(this, this.board, this.anim, ch);
  }

  // ————— end of game —————

  protected readonly challengeRule = { unit: 'point' as const, lower: true };

  /** A square per piece left, in board order. */
  protected dailyPicture(): string {
    const left = this.session.state.cells.filter((p): p is Exclude<typeof p, '.'> => p !== '.');
    return pictureOf(left.map((p) => palette().glass[p].name));
  }

  /** Points left at the end, unless SHOW ME played part of it (then the result is not all yours). */
  protected override challengeResult(): number | null {
    const o = this.session.outcome();
    return o && o.assisted === 0 ? GW.points(this.session.state) : null;
  }

  protected endPanel(o: Outcome): EndSpec {
    const left = o.value ?? GW.points(this.session.state);
    const cleared = GW.isCleared(this.session.state);
    const hints = withHints(this.session.hints);
    const lines = [
      cleared
        ? t('One piece left: a perfect clear{hints}.', { hints })
        : t('{n} points left{hints}', { n: left, hints }),
      ...ratingLines(o, {
        par: this.session.par,
        solving: this.session.solving === 'par',
        steps: this.session.steps,
        moves: 'jump',
        unit: 'point',
      }),
    ];
    return {
      title: cleared ? t('CLEARED!') : t('NO JUMPS LEFT'),
      titleColor: cleared ? toCss(UI.good) : toCss(UI.accent),
      lines,
      sound: cleared || o.newBest ? 'win' : 'lose',
      buttons: [
        { name: 'new-deal', label: t('NEW DEAL'), onPress: () => this.newGame() },
        { name: 'replay', label: t('REPLAY DEAL'), onPress: () => this.newGame(this.session.seed) },
        { name: 'panel-undo', label: t('UNDO LAST JUMP'), onPress: () => this.command('undo') },
      ],
    };
  }

  /** A hint arrived: select its anchor. Par arrived while the results were open: rate the result. */
  override refresh(): void {
    const { hint, par } = this.session;
    if (hint && hint !== this.shown.hint) {
      this.ui = { ...this.ui, selected: hint.from };
      play('select', 1.3);
    }
    const parArrived = par !== this.shown.par;
    this.shown = { hint, par };
    super.refresh();
    if (parArrived && this.panel) this.showEnd(false);
  }

  // ————— test hook —————

  // ————— in words —————

  protected moveWords(ch: GW.JumpChange): string {
    return jumpWords(ch, this.session.state);
  }

  protected hintWords(move: GW.Move): string {
    const s = this.session.state;
    const piece = pieceWord(s.cells[move.from.y * s.width + move.from.x] ?? '.');
    return t('jump {piece} from {from} to {to}', {
      piece,
      from: squareName(move.from.x, move.from.y),
      to: squareName(move.to.x, move.to.y),
    });
  }

  protected statusWords(): string {
    return glassStatusWords(this.session.state);
  }

  protected boardWords(): string {
    const s = this.session.state;
    return boardWords(s.width, s.height, (x, y) => pieceWord(s.cells[y * s.width + x] ?? '.'));
  }

  protected override cursorWords(): string | null {
    const at = this.ui.cursor;
    if (!at) return null;
    const s = this.session.state;
    const piece = pieceWord(s.cells[at.y * s.width + at.x] ?? '.');
    const selected = this.ui.selected && this.ui.selected.x === at.x && this.ui.selected.y === at.y;
    const jumps = GW.destinations(s, at).length;
    const square = squareName(at.x, at.y);
    if (selected) return t('{square}: {piece}, selected', { square, piece });
    if (jumps > 0) return t('{square}: {piece}, can jump {n} ways', { square, piece, n: jumps });
    return t('{square}: {piece}', { square, piece });
  }

  protected boardText(): string {
    return GW.encode(this.session.state);
  }

  protected movesText(): number {
    return this.session.steps;
  }

  protected gameSnapshot(): Record<string, unknown> {
    const s = this.session.state;
    const { selected, cursor } = this.ui;
    return {
      cleared: this.session.status === 'over' && GW.isCleared(s),
      score: GW.score(s),
      points: GW.points(s),
      selected,
      destinations: selected ? GW.destinations(s, selected) : [],
      cursor,
      hint: this.session.hint,
      demo: this.session.demonstrating,
    };
  }
}
