// GlassWorks: select an anchor, see its destinations, jump. The rules live in logic/glassworks;
// this scene turns clicks, taps and keys into jumps and animates what each jump changed.

import Phaser from 'phaser';
import * as GW from '../logic/glassworks';
import { ok, type Result, reject } from '../logic/result';
import { cancelSolving, solveInBackground } from '../services/glassSolver';
import { Records, SavedGame, type SolverRecord, validateSolverRecord } from '../services/savedGame';
import { play } from '../services/sound';
import { BoardView } from '../ui/boardView';
import { burst, ms, popText, reducedMotion, shakeObject } from '../ui/fx';
import { showPanel } from '../ui/panel';
import { shardTexture } from '../ui/textures';
import { GLASS, type Swatch, toCss, UI } from '../ui/theme';
import { toast } from '../ui/toast';
import type { Point } from './BaseScene';
import { type GameLaunch, GameScene } from './GameScene';

/** Saved with the game: the solver's par for this deal (null until computed) and hints taken. */
type Meta = SolverRecord;

function validateMeta(json: unknown): Result<Meta> {
  if (json === null) return ok({ par: null, hints: 0 }); // saves from before par existed
  if (typeof json !== 'object') return reject('meta is not an object');
  return validateSolverRecord(json as Record<string, unknown>);
}

const swatchOf = (p: GW.Piece): Swatch | null => (p === '.' ? null : GLASS[p]);
const same = (a: Point | null, b: Point | null): boolean => !!a && !!b && a.x === b.x && a.y === b.y;

export class GlassWorksScene extends GameScene<GW.GlassState, Meta> {
  protected readonly saved = new SavedGame<GW.GlassState, Meta>(
    'glassworks',
    1,
    GW.validateState,
    validateMeta,
  );
  private readonly records = new Records('glassworks', true);
  private overlay!: Phaser.GameObjects.Graphics;
  private marks!: Phaser.GameObjects.Graphics;
  private marker!: Phaser.GameObjects.Graphics;
  private selected: Point | null = null;
  /** The solver's suggested jump, drawn until the position changes. */
  private hintMove: GW.Move | null = null;
  /** Jumps "show me" still has to play. */
  private autoplay: GW.Move[] = [];
  private autoplayTimer: Phaser.Time.TimerEvent | null = null;
  private solving: 'par' | 'hint' | 'line' | null = null;
  private parText!: Phaser.GameObjects.Text;
  private solvingText!: Phaser.GameObjects.Text;
  private cursor: Point | null = null;
  private touchMode = false;
  private panel: Phaser.GameObjects.Container | null = null;
  private scoreText!: Phaser.GameObjects.Text;
  private pointsText!: Phaser.GameObjects.Text;
  private jumpsText!: Phaser.GameObjects.Text;
  private seedText!: Phaser.GameObjects.Text;
  private undoButton!: { setEnabled(on: boolean): unknown };
  private redoButton!: { setEnabled(on: boolean): unknown };

  constructor() {
    super('GlassWorks');
  }

  create(data: GameLaunch = {}): void {
    this.setupGame();
    this.selected = null;
    this.cursor = null;
    this.panel = null;
    this.touchMode = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
    this.hintMove = null;
    this.autoplay = [];
    this.autoplayTimer = null;
    this.solving = null;
    this.resumeOrDeal(data, (seed) => ({ state: GW.newGame(seed), meta: { par: null, hints: 0 } }));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => cancelSolving());
    this.layout();
    this.renderAll();
    this.computePar();
    this.input.on('pointerdown', (p: Phaser.Input.Pointer) => this.onPointerDown(p));
    this.input.on('pointermove', (p: Phaser.Input.Pointer) => this.onPointerMove(p));
  }

  private layout(): void {
    const { width: W, height: H } = this.scale;
    const p = this.portrait;
    this.drawTitle('GLASSWORKS', toCss(GLASS.B.color));
    this.seedText = this.add
      .text(p ? W / 2 : 30, p ? 90 : 62, '', {
        fontFamily: '"Press Start 2P"',
        fontSize: this.px(10),
        color: UI.textDim,
      })
      .setOrigin(p ? 0.5 : 0, 0);
    const ry = p ? 130 : 22;
    const rx = p ? [W / 2 - 255, W / 2 - 85, W / 2 + 85, W / 2 + 255] : [W - 600, W - 440, W - 280, W - 110];
    this.scoreText = this.readout(rx[0] ?? 0, ry, 'SCORE');
    this.pointsText = this.readout(rx[1] ?? 0, ry, 'POINTS LEFT');
    this.jumpsText = this.readout(rx[2] ?? 0, ry, 'JUMPS');
    this.parText = this.readout(rx[3] ?? 0, ry, 'PAR');
    this.solvingText = this.solvingIndicator(rx[3] ?? 0, ry + 52 * this.uiScale);
    this.board = new BoardView(this, {
      cols: GW.WIDTH,
      rows: GW.HEIGHT,
      cx: W / 2,
      cy: p ? 650 : 382,
      maxWidth: W - (p ? 40 : 80),
      maxHeight: p ? 840 : 520,
      transpose: p,
    });
    this.marks = this.add.graphics();
    this.marker = this.add.graphics();
    this.overlay = this.add.graphics();
    // The selection marker breathes so it reads as "live".
    if (!reducedMotion())
      this.tweens.add({ targets: this.overlay, alpha: 0.7, duration: 450, yoyo: true, repeat: -1 });
    const tools = [
      { name: 'undo', label: 'UNDO U', onPress: () => this.undo(), opts: { clickSound: false } },
      { name: 'redo', label: 'REDO R', onPress: () => this.redo(), opts: { clickSound: false } },
      { name: 'hint', label: 'HINT H', onPress: () => this.askHint() },
      { name: 'show', label: 'SHOW ME', onPress: () => this.showMe() },
      { name: 'new', label: 'NEW N', onPress: () => this.newDeal() },
      { name: 'menu', label: 'MENU M', onPress: () => this.toMenu() },
    ];
    const [undo, redo] = p
      ? [...this.toolbar(H - 150, tools.slice(0, 3)), ...this.toolbar(H - 62, tools.slice(3))]
      : this.toolbar(H - 42, tools);
    this.undoButton = undo as NonNullable<typeof undo>;
    this.redoButton = redo as NonNullable<typeof redo>;
  }

  // ————— drawing —————

  protected renderAll(): void {
    this.stopAutoplay();
    this.anim.finish();
    this.hintMove = null;
    this.dropStaleQuestion();
    this.board.setAll(this.state.cells.map(swatchOf));
    if (this.selected && !this.isAnchor(this.selected)) this.selected = null;
    this.refreshHud();
    this.drawOverlay();
    this.showEndIfOver(false);
  }

  private refreshHud(): void {
    this.bump(this.scoreText, String(GW.score(this.state)));
    this.bump(this.pointsText, String(GW.points(this.state)));
    this.bump(this.jumpsText, String(this.history.past.length));
    this.seedText.setText(`SEED ${this.seed}`);
    this.undoButton.setEnabled(this.canUndo());
    this.redoButton.setEnabled(this.canRedo());
    const par = this.meta.par;
    this.parText.setText(par === null ? '…' : String(par));
    this.solvingText.setVisible(this.solving !== null);
  }

  /** Selection marker, destination outlines, keyboard cursor, and touch anchor marks. */
  private drawOverlay(): void {
    const g = this.overlay;
    const c = this.board.cell;
    g.clear();
    this.marks.clear();
    this.marker.clear();
    if (this.touchMode && !this.selected) {
      this.marks.fillStyle(0xffffff, 0.8);
      for (const a of GW.anchors(this.state)) {
        const { x, y } = this.board.centre(a.x, a.y);
        this.marks.fillCircle(x + c * 0.3, y + c * 0.28, Math.max(3, c * 0.06));
      }
    }
    if (this.selected) {
      // The marker square: a bold white frame with a dark rim so it reads on every colour.
      const { x, y } = this.board.centre(this.selected.x, this.selected.y);
      const m = this.marker;
      m.lineStyle(Math.max(6, c * 0.12), 0x000000, 0.6);
      m.strokeRoundedRect(x - c / 2 - 1, y - c / 2 - 1, c + 2, c + 2, c * 0.22);
      m.lineStyle(Math.max(4, c * 0.07), 0xffffff, 1);
      m.strokeRoundedRect(x - c / 2 - 1, y - c / 2 - 1, c + 2, c + 2, c * 0.22);
      for (const d of GW.destinations(this.state, this.selected)) {
        const p = this.board.centre(d.x, d.y);
        // Outline: a dark ring with a white line inside it, and a light veil over the target.
        g.fillStyle(0xffffff, 0.3);
        g.fillRoundedRect(p.x - c / 2 + 4, p.y - c / 2 + 4, c - 8, c - 8, c * 0.18);
        g.lineStyle(Math.max(5, c * 0.1), 0x000000, 0.7);
        g.strokeRoundedRect(p.x - c / 2 + 4, p.y - c / 2 + 4, c - 8, c - 8, c * 0.18);
        g.lineStyle(Math.max(3, c * 0.05), 0xffffff, 1);
        g.strokeRoundedRect(p.x - c / 2 + 4, p.y - c / 2 + 4, c - 8, c - 8, c * 0.18);
      }
    }
    if (this.hintMove) {
      // The hint: the jump's destination glows gold (its anchor is already selected).
      const p = this.board.centre(this.hintMove.to.x, this.hintMove.to.y);
      g.lineStyle(Math.max(5, c * 0.1), UI.accent, 1);
      g.strokeRoundedRect(p.x - c / 2 + 2, p.y - c / 2 + 2, c - 4, c - 4, c * 0.2);
    }
    if (this.cursor) {
      const { x, y } = this.board.centre(this.cursor.x, this.cursor.y);
      this.marks.lineStyle(Math.max(3, c * 0.06), UI.accent, 1);
      this.marks.strokeRect(x - c / 2 - 2, y - c / 2 - 2, c + 4, c + 4);
    }
  }

  // ————— input —————

  private onPointerDown(p: Phaser.Input.Pointer): void {
    if (this.panel) return;
    this.setTouchMode(p.wasTouch);
    const sq = this.board.squareAt(p.x, p.y);
    if (sq) this.choose(sq);
  }

  private onPointerMove(p: Phaser.Input.Pointer): void {
    if (p.wasTouch) return;
    this.setTouchMode(false);
    const sq = this.board.squareAt(p.x, p.y);
    const live = !this.panel && sq !== null && (this.isAnchor(sq) || this.isDestination(sq));
    this.input.setDefaultCursor(live ? 'crosshair' : 'default');
  }

  private setTouchMode(on: boolean): void {
    if (on === this.touchMode) return;
    this.touchMode = on;
    this.drawOverlay();
  }

  /** A click, tap or Enter on a square, exactly as RULES.md §1 "Selecting" says. */
  private choose(sq: Point): void {
    this.stopAutoplay();
    this.anim.finish();
    if (this.selected && same(sq, this.selected)) {
      this.selected = null;
      play('deselect');
    } else if (this.selected && this.isDestination(sq)) {
      this.jump(this.selected, sq);
      return;
    } else if (this.isAnchor(sq)) {
      this.selected = sq;
      play('select');
    } else if (this.selected) {
      this.selected = null;
      play('deselect');
    } else {
      // Nothing selected and not a piece that can jump: "not allowed".
      play('invalid');
      shakeObject(this, this.board.container);
    }
    this.drawOverlay();
  }

  protected onGameKey(e: KeyboardEvent): void {
    if (this.panel && !['u', 'n', 'm'].includes(e.key.toLowerCase())) return;
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const dir = arrows[e.key];
    if (dir) {
      this.moveCursor(dir[0], dir[1]);
      return;
    }
    switch (e.key.toLowerCase()) {
      case 'enter':
      case ' ':
        if (this.cursor) this.choose(this.cursor);
        else this.moveCursor(0, 0);
        break;
      case 'escape':
        if (this.selected) play('deselect');
        this.selected = null;
        this.drawOverlay();
        break;
      case 'u':
        this.undo();
        break;
      case 'r':
        this.redo();
        break;
      case 'n':
        this.newDeal();
        break;
      case 'm':
        this.toMenu();
        break;
      case 'h':
        this.askHint();
        break;
    }
  }

  /** Arrow keys move the cursor as the board is drawn (it stands on end in portrait). */
  private moveCursor(dx: number, dy: number): void {
    const [mx, my] = this.portrait ? [dy, dx] : [dx, dy];
    const from = this.cursor ?? this.selected ?? { x: 0, y: 0 };
    const x = Phaser.Math.Clamp(from.x + (this.cursor ? mx : 0), 0, GW.WIDTH - 1);
    const y = Phaser.Math.Clamp(from.y + (this.cursor ? my : 0), 0, GW.HEIGHT - 1);
    this.cursor = { x, y };
    this.drawOverlay();
  }

  private isAnchor(sq: Point): boolean {
    return GW.destinations(this.state, sq).length > 0;
  }

  private isDestination(sq: Point): boolean {
    return !!this.selected && GW.destinations(this.state, this.selected).some((d) => same(d, sq));
  }

  // ————— moves —————

  private jump(from: Point, to: Point): void {
    const result = GW.apply(this.state, { from, to });
    if (!result.ok) {
      play('invalid');
      shakeObject(this, this.board.container);
      return;
    }
    this.commit(result.value.state);
    this.selected = null;
    this.hintMove = null;
    if (this.autoplay.length === 0) this.dropStaleQuestion();
    this.input.setDefaultCursor('default');
    this.animateJump(result.value.change);
    this.refreshHud();
    this.drawOverlay();
  }

  private animateJump(ch: GW.JumpChange): void {
    const b = this.board;
    const idx = (p: Point): number => p.y * GW.WIDTH + p.x;
    const [iFrom, iOver, iTo] = [idx(ch.from), idx(ch.over), idx(ch.to)];
    const start = b.centre(ch.from.x, ch.from.y);
    const end = b.centre(ch.to.x, ch.to.y);
    const flight = ms(340);
    this.anim.begin(() => this.afterMove());
    const ghost = this.anim.temp(b.ghost(iFrom));
    b.set(iFrom, null);
    play('jump');
    const lift = b.cell * (reducedMotion() ? 0.3 : 0.9);
    const arc = { t: 0 };
    this.anim.tween({
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
    this.anim.after(flight / 2, () => {
      const c = b.centre(ch.over.x, ch.over.y);
      if (ch.overAfter === '.') {
        const old = swatchOf(ch.overBefore);
        b.set(iOver, null);
        play('shatter');
        this.shatter(c.x, c.y, old?.color ?? 0xffffff);
      } else {
        b.blend(iOver, swatchOf(ch.overAfter), this.anim, ms(260));
        burst(this, c.x, c.y, swatchOf(ch.overBefore)?.color ?? 0xffffff, 8, 140);
        play('select', 0.8);
      }
    });
    // Landing: the destination takes its new colour with a squash.
    this.anim.after(flight, () => {
      ghost.setVisible(false);
      b.blend(iTo, swatchOf(ch.toAfter), this.anim, ms(240), false);
      const tile = b.square(iTo).tile;
      this.anim.tween({
        targets: tile,
        scaleX: 1.18,
        scaleY: 0.8,
        duration: ms(90),
        yoyo: true,
        ease: 'Quad.Out',
      });
      play('land', ch.toBefore === '.' ? 1 : 1.25);
      popText(this, end.x, end.y - b.cell * 0.4, `+${ch.pointsBefore - ch.pointsAfter}`, toCss(UI.accent));
    });
    this.anim.go();
  }

  private shatter(x: number, y: number, color: number): void {
    const shards = this.add.particles(x, y, shardTexture(this), {
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
    this.time.delayedCall(900, () => shards.destroy());
  }

  /** The view has caught up with the state. */
  private afterMove(): void {
    this.board.setAll(this.state.cells.map(swatchOf));
    this.showEndIfOver(true);
    // "Show me" plays its line one jump after another, each an ordinary undoable move.
    const next = this.autoplay.shift();
    if (next) this.autoplayTimer = this.time.delayedCall(ms(180), () => this.jump(next.from, next.to));
  }

  // ————— the solver: par, hints, "show me" —————

  /** The position changed: a hint or line being worked out for the old one is cancelled. */
  private dropStaleQuestion(): void {
    if (this.solving !== 'hint' && this.solving !== 'line') return;
    cancelSolving();
    this.solving = null;
    this.refreshHud();
    this.computePar();
  }

  /** The player acted (or undid): "show me" stops where it is. */
  private stopAutoplay(): void {
    this.autoplay = [];
    this.autoplayTimer?.remove(false);
    this.autoplayTimer = null;
  }

  /** Par for this deal: the solver's result from the deal's first position, worked out in the background. */
  private computePar(): void {
    if (this.meta.par !== null || this.solving) return;
    const start = this.history.past[0] ?? this.history.present;
    this.solving = 'par';
    const asked = solveInBackground('par', start, (r) => {
      if (!r.done) return;
      this.solving = null;
      this.meta = { ...this.meta, par: r.best.pointsLeft };
      this.persist();
      this.refreshHud();
      if (GW.isOver(this.state)) this.showEndIfOver(false);
    });
    if (!asked) this.solving = null;
    this.refreshHud();
  }

  /** Without Web Workers there is no solver (it would stall the game): say so once asked. */
  private noSolver(): void {
    this.solving = null;
    this.refreshHud();
    play('invalid');
    toast(this, 'Hints need a browser with Web Workers.', 3);
  }

  private askHint(): void {
    if (GW.isOver(this.state) || this.panel) {
      play('invalid');
      return;
    }
    this.anim.finish();
    this.solving = 'hint';
    this.refreshHud();
    const asked = solveInBackground('hint', this.state, (r) => {
      if (!r.done) return;
      this.solving = null;
      const move = r.best.line[0] ?? null;
      if (move) {
        this.hintMove = move;
        this.selected = move.from;
        this.meta = { ...this.meta, hints: this.meta.hints + 1 };
        this.persist();
        play('select', 1.3);
      }
      this.drawOverlay();
      this.refreshHud();
      this.computePar();
    });
    if (!asked) this.noSolver();
  }

  private showMe(): void {
    if (GW.isOver(this.state) || this.panel) {
      play('invalid');
      return;
    }
    this.anim.finish();
    this.solving = 'line';
    this.refreshHud();
    const asked = solveInBackground('line', this.state, (r) => {
      if (!r.done) return;
      this.solving = null;
      this.meta = { ...this.meta, hints: this.meta.hints + 1 };
      this.autoplay = [...r.best.line];
      const first = this.autoplay.shift();
      if (first) this.jump(first.from, first.to);
      this.computePar();
    });
    if (!asked) this.noSolver();
  }

  private newDeal(seed?: number): void {
    this.anim.finish();
    this.scene.restart({ fresh: true, seed } satisfies GameLaunch);
  }

  // ————— end of game —————

  private showEndIfOver(justEnded: boolean): void {
    this.panel?.destroy();
    this.panel = null;
    if (!GW.isOver(this.state)) return;
    const left = GW.points(this.state);
    const before = this.records.best(String(this.seed));
    const newBest = this.records.record(String(this.seed), left);
    const cleared = GW.isCleared(this.state);
    if (justEnded) play(cleared || newBest ? 'win' : 'lose');
    const bestLine =
      newBest && before !== undefined
        ? `New best for this deal! (was ${before})`
        : `Best for this deal: ${Math.min(left, before ?? left)} points left`;
    const par = this.meta.par;
    const vsPar =
      par === null
        ? 'Par is still being worked out…'
        : left < par
          ? `Par ${par}: you beat the computer by ${par - left}!`
          : left === par
            ? `Par ${par}: you matched the computer.`
            : `Par ${par}: ${left - par} over the computer's best.`;
    const hints = this.meta.hints ? ` (with ${this.meta.hints} hint${this.meta.hints === 1 ? '' : 's'})` : '';
    this.panel = showPanel(this, {
      title: cleared ? 'CLEARED!' : 'NO JUMPS LEFT',
      titleColor: cleared ? toCss(UI.good) : toCss(UI.accent),
      lines: [
        cleared ? `One piece left: a perfect clear${hints}.` : `${left} points left${hints}`,
        vsPar,
        bestLine,
      ],
      buttons: [
        { name: 'new-deal', label: 'NEW DEAL', onPress: () => this.newDeal() },
        { name: 'replay', label: 'REPLAY DEAL', onPress: () => this.newDeal(this.seed) },
        { name: 'panel-undo', label: 'UNDO LAST JUMP', onPress: () => this.undo() },
      ],
    });
  }

  // ————— test hook —————

  override snapshot(): Record<string, unknown> {
    const over = GW.isOver(this.state);
    return {
      game: 'glassworks',
      seed: this.seed,
      board: GW.encode(this.state),
      status: over ? 'over' : 'playing',
      cleared: over && GW.isCleared(this.state),
      busy: this.anim.busy,
      moves: this.history.past.length,
      score: GW.score(this.state),
      points: GW.points(this.state),
      selected: this.selected,
      destinations: this.selected ? GW.destinations(this.state, this.selected) : [],
      cursor: this.cursor,
      canUndo: this.canUndo(),
      canRedo: this.canRedo(),
      best: this.records.best(String(this.seed)) ?? null,
      panel: this.panel !== null,
      par: this.meta.par,
      hints: this.meta.hints,
      hint: this.hintMove,
      solving: this.solving,
    };
  }
}
