// What the three game screens share: the midend behind them, input forwarded to the game's pure
// interpretation, the move animator, the results panel, the title bar, toolbars and readouts,
// and the test hook's common fields. A game scene adds its layout, how its board looks, and how
// the changes of one move are animated. It never decides a rule.

import Phaser from 'phaser';
import type { Command, Input, Reading } from '../logic/input';
import type { Midend, MidendView, Mover, Outcome } from '../midend/midend';
import type { Timer } from '../midend/timer';
import { play } from '../services/sound';
import { Animator } from '../ui/animator';
import type { BoardLayout, BoardView } from '../ui/boardView';
import type { Button, ButtonOptions } from '../ui/button';
import { ms, reducedMotion, shakeObject } from '../ui/fx';
import { type PanelSpec, showPanel } from '../ui/panel';
import { FONT, UI } from '../ui/theme';
import { toast } from '../ui/toast';
import { BaseScene, type Point, type Question } from './BaseScene';
import type { LaunchData } from './BootScene';

export interface GameLaunch extends LaunchData {
  /** Start a new deal even if a saved game exists (new deal, replay). */
  fresh?: boolean;
  /** For an options screen: the game behind it has moves in it (starting anew asks first). */
  inProgress?: boolean;
}

/**
 * What a launch asks for beyond the seed: options and extras named by a deep link or a NEW button
 * (undefined: resume the saved game, whatever it is), and messages about bad values in it.
 */
export interface Wanted {
  readonly options?: unknown;
  readonly extras?: unknown;
  readonly messages: readonly string[];
}

/** What a finished game's panel shows, and the sound it makes when the game has just ended. */
export interface EndSpec extends PanelSpec {
  readonly sound: 'win' | 'lose' | null;
}

/** Any game's midend, as the shared scene code sees it. */
// biome-ignore lint/suspicious/noExplicitAny: options and extras differ per game; the scene never touches them
export type AnyMidend<S, M, C> = Midend<any, S, M, C, any>;

/** The game's clock as the midend's timer: calls stop with the scene. */
const sceneTimer = (scene: Phaser.Scene): Timer => ({
  after(delay, fn) {
    const event = scene.time.delayedCall(delay, fn);
    return () => event.remove(false);
  },
});

export abstract class GameScene<S, M, C, U> extends BaseScene implements MidendView<C> {
  protected anim!: Animator;
  /** The game's board; every game scene creates one in its layout. */
  protected board!: BoardView;
  /** UI state the game's input interpretation keeps (a selection, a cursor). */
  protected ui!: U;
  /** The open panel (results, a question), if any. */
  protected panel: Phaser.GameObjects.Container | null = null;

  // ————— what each game provides —————

  protected abstract get midend(): AnyMidend<S, M, C>;
  /** Build the game's midend on the scene's clock (called once per `create`). */
  protected abstract makeMidend(timer: Timer): void;
  protected abstract initialUi(): U;
  /** Place the HUD, the board and the buttons (the midend has dealt or resumed by now). */
  protected abstract layout(): void;
  protected abstract interpret(input: Input): Reading<M, U>;
  /** Show the state on the board at once. */
  protected abstract drawBoard(): void;
  /** Selection, cursors and other marks of the UI state. */
  protected abstract drawUi(): void;
  protected abstract refreshHud(): void;
  /** Schedule the animation of one move's changes on `this.anim`. */
  protected abstract animate(changes: C, by: Mover): void;
  /** The panel of a finished game. */
  protected abstract endPanel(outcome: Outcome): EndSpec;
  /** Board notation of the state, for the test hook. */
  protected abstract boardText(): string;
  /** Moves made, as the game counts them, for the test hook. */
  protected abstract movesText(): number;
  /** The game's own snapshot fields. */
  protected abstract gameSnapshot(): Record<string, unknown>;
  /** Start a new game (the game's own "new"): a fresh deal, maybe with other options. */
  protected abstract newGame(): void;

  /** A move the midend refused: "not allowed" (games add where to shake and what to say). */
  protected refused(_move: M, _reason: string): void {
    play('invalid');
    shakeObject(this, this.board.container);
  }

  /** The game's name for the hook (`glassworks`, …). */
  protected get gameId(): string {
    return this.midend.rules.id;
  }

  // ————— starting —————

  /** Call from `create`: build the midend, resume or deal, lay out and draw. */
  protected start(data: GameLaunch, wanted: Wanted = { messages: [] }): void {
    this.resetScene();
    this.anim = new Animator(this);
    this.panel = null;
    this.ui = this.initialUi();
    this.input.keyboard?.addCapture('UP,DOWN,LEFT,RIGHT,SPACE,ENTER,BACKSPACE,DELETE,TAB');
    this.input.on('pointerdown', (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) =>
      this.onPointer(p, over),
    );
    this.cameras.main.fadeIn(ms(250), 11, 10, 26);
    for (const m of [...(data.messages ?? []), ...wanted.messages]) toast(this, m);
    this.makeMidend(sceneTimer(this));
    this.midend.begin({ seed: data.seed, fresh: data.fresh, options: wanted.options, extras: wanted.extras });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.midend.dispose());
    this.layout();
    this.midend.attach(this);
    this.renderAll();
  }

  // ————— the midend's view —————

  moved(changes: C, by: Mover): void {
    this.anim.begin(() => this.settled());
    this.animate(changes, by);
    this.refreshHud();
    this.drawUi();
    this.anim.go();
  }

  reset(): void {
    this.renderAll();
  }

  refresh(): void {
    this.refreshHud();
    this.drawUi();
  }

  say(message: string): void {
    toast(this, message, 3);
  }

  /** Redraw everything from the current state, with no animation. */
  protected renderAll(): void {
    this.anim.finish();
    this.drawBoard();
    this.refreshHud();
    this.drawUi();
    this.showEnd(false);
    this.midend.ready();
  }

  /** The view has caught up with a move. */
  private settled(): void {
    this.drawBoard();
    this.showEnd(true);
    this.midend.ready();
  }

  // ————— input —————

  private onPointer(p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void {
    // A button or a panel under the pointer takes the press; it never reaches the board too.
    if (over.length > 0 || this.panel) return;
    this.pointerDown(p);
    const at = this.board.squareAt(p.x, p.y);
    if (at) this.handle(this.interpret({ kind: 'press', at }));
  }

  /** Any press, before it is read (GlassWorks notes touch here). */
  protected pointerDown(_p: Phaser.Input.Pointer): void {}

  /** The board takes the arrow keys (a panel, when open, takes them for its buttons). */
  protected override arrowsMoveFocus(): boolean {
    return false;
  }

  protected override onSceneKey(e: KeyboardEvent): void {
    this.handle(
      this.interpret({ kind: 'key', press: { key: e.key, ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey } }),
    );
  }

  /** Carry out what the game read from the input. */
  protected handle(r: Reading<M, U>): void {
    if (r.kind === 'none') return;
    if (this.midend.demonstrating) {
      // Any input stops "show me", and does nothing else: the press that stops it selects nothing.
      this.midend.stopDemo();
      this.refresh();
      return;
    }
    if (r.kind === 'command') {
      this.command(r.command);
    } else if (r.kind === 'invalid') {
      play('invalid');
      shakeObject(this, this.board.container);
    } else if (r.kind === 'ui') {
      this.ui = r.ui;
      if (r.cue !== 'quiet') play(r.cue);
      this.drawUi();
    } else {
      this.ui = r.ui;
      this.anim.finish();
      const done = this.midend.play(r.move);
      if (!done.ok) this.refused(r.move, done.reason);
      this.drawUi();
    }
  }

  /** Commands from keys and buttons; games add their own (quit). */
  protected command(c: Command): void {
    if (c === 'undo' || c === 'redo') {
      this.anim.finish();
      if (c === 'undo' ? this.midend.undo() : this.midend.redo()) play('undo');
      else play('invalid');
    } else if (c === 'hint') {
      this.anim.finish();
      if (this.panel || !this.midend.askHint()) play('invalid');
    } else if (c === 'new') {
      this.askNewGame(() => this.newGame());
    } else if (c === 'menu') {
      this.toMenu();
    } else if (c === 'help') {
      this.showHowToPlay();
    }
  }

  /** How to play this game; PLAY there comes back to this game, resumed. */
  protected showHowToPlay(): void {
    this.anim.finish();
    play('click');
    this.scene.start('HowToPlay', { game: this.gameId, play: { scene: this.scene.key, data: {} } });
  }

  protected toMenu(): void {
    this.anim.finish();
    play('click');
    this.scene.start('Menu', {});
  }

  // ————— the end of a game —————

  protected showEnd(justEnded: boolean): void {
    this.closePanel();
    const outcome = this.midend.outcome();
    if (!outcome) return;
    const spec = this.endPanel(outcome);
    if (justEnded && outcome.justEnded && spec.sound) play(spec.sound);
    this.panel = showPanel(this, spec);
  }

  protected closePanel(): void {
    this.panel?.destroy();
    this.panel = null;
  }

  /** Ask before something undo cannot bring back (see BaseScene.ask); the question is the open panel. */
  protected confirm(q: Question, onYes: () => void): void {
    if (this.panel) return;
    this.anim.finish();
    this.panel = this.ask(
      q,
      () => {
        this.closePanel();
        onYes();
      },
      () => this.closePanel(),
    );
  }

  /** A game with moves in it is thrown away only after the player says so. */
  protected askNewGame(start: () => void): void {
    if (this.midend.status !== 'playing' || this.midend.steps === 0) {
      start();
      return;
    }
    this.confirm(
      {
        title: 'NEW GAME?',
        line: 'This game will be lost: undo cannot bring it back.',
        yes: { name: 'confirm-new', label: 'YES, NEW GAME' },
        no: { name: 'cancel-new', label: 'KEEP PLAYING' },
      },
      start,
    );
  }

  // ————— the frame and HUD pieces —————

  /**
   * The frame the game screens share. Landscape: a controls column on the right and the board
   * beside it; portrait: the controls centred under the board. `hudY` is the top of the HUD row.
   */
  protected get frame(): { controlsX: number; hudY: number; boardBox: Omit<BoardLayout, 'cols' | 'rows'> } {
    const { width: W } = this.scale;
    const side = 420;
    return this.portrait
      ? { controlsX: W / 2, hudY: 112, boardBox: { cx: W / 2, cy: 510, maxWidth: W - 16, maxHeight: 620 } }
      : {
          controlsX: W - side / 2 - 10,
          hudY: 40,
          boardBox: { cx: (W - side) / 2 + 10, cy: 400, maxWidth: W - side - 20, maxHeight: 600 },
        };
  }

  /** The game's name at the top left (top centre in portrait), and the "?" for how to play. */
  protected drawTitle(name: string, color: string): void {
    const x = this.portrait ? this.scale.width / 2 : 30;
    const title = this.add
      .text(x, this.portrait ? 40 : 28, name, { fontFamily: FONT, fontSize: this.px(22), color })
      .setOrigin(this.portrait ? 0.5 : 0, 0);
    const size = 48;
    const hx = this.portrait ? this.scale.width - (size / 2 + 12) * this.uiScale : title.x + title.width + 44;
    this.addButton('help', hx, title.y + title.height / 2, '?', () => this.command('help'), {
      width: size,
      height: size,
      fontSize: 18,
    });
  }

  /** The small dim line under the title: seed, options, players. */
  protected infoLine(size = 9): Phaser.GameObjects.Text {
    const p = this.portrait;
    return this.add
      .text(p ? this.scale.width / 2 : 30, p ? 80 : 62, '', {
        fontFamily: FONT,
        fontSize: this.px(size),
        color: UI.textDim,
      })
      .setOrigin(p ? 0.5 : 0, 0);
  }

  /** A small label/value readout, e.g. SCORE 12. Returns the value text to update. */
  protected readout(x: number, y: number, label: string, origin = 0.5): Phaser.GameObjects.Text {
    this.add
      .text(x, y, label, { fontFamily: FONT, fontSize: this.px(10), color: UI.textDim })
      .setOrigin(origin, 0);
    return this.add
      .text(x, y + 18 * this.uiScale, '', { fontFamily: FONT, fontSize: this.px(20), color: UI.text })
      .setOrigin(origin, 0);
  }

  /** Readouts side by side, centred on `cx`, `spacing` apart; returns their value texts. */
  protected readoutRow(
    labels: readonly string[],
    cx: number,
    y: number,
    spacing: number,
  ): Phaser.GameObjects.Text[] {
    return labels.map((label, i) => this.readout(cx + (i - (labels.length - 1) / 2) * spacing, y, label));
  }

  /** A row of named buttons centred at y, spread across the screen width. */
  protected toolbar(
    y: number,
    items: { name: string; label: string; onPress: () => void; opts?: ButtonOptions }[],
    width = this.scale.width,
  ): Button[] {
    const gap = 12;
    const each = Math.min(200, (width - gap * (items.length + 1)) / items.length / this.uiScale);
    const total = items.length * each * this.uiScale + (items.length - 1) * gap;
    let x = (this.scale.width - total) / 2 + (each * this.uiScale) / 2;
    return items.map((it) => {
      const b = this.addButton(it.name, x, y, it.label, it.onPress, {
        width: each,
        height: 52,
        fontSize: 12,
        ...it.opts,
      });
      x += each * this.uiScale + gap;
      return b;
    });
  }

  /** The small blinking "SOLVING…" shown while a solver works in the background. */
  protected solvingIndicator(x: number, y: number): Phaser.GameObjects.Text {
    const t = this.add
      .text(x, y, 'SOLVING…', { fontFamily: FONT, fontSize: this.px(8), color: UI.accentText })
      .setOrigin(0.5, 0)
      .setVisible(false);
    if (!reducedMotion()) this.tweens.add({ targets: t, alpha: 0.3, duration: 400, yoyo: true, repeat: -1 });
    return t;
  }

  /** Par as the HUD shows it ("9", or "9 LEFT" with a unit); "…" while worked out, "–" if unavailable. */
  protected parText(unit = ''): string {
    const { par, solving } = this.midend;
    return par !== null ? `${par}${unit && ` ${unit}`}` : solving === 'par' ? '…' : '–';
  }

  /** A small dim note under a readout, e.g. which way is better. */
  protected readoutNote(value: Phaser.GameObjects.Text, text: string): void {
    this.add
      .text(value.x, value.y + 28 * this.uiScale, text, {
        fontFamily: FONT,
        fontSize: this.px(8),
        color: UI.textDim,
      })
      .setOrigin(0.5, 0);
  }

  /** A little bump on a readout when its value changes. */
  protected bump(text: Phaser.GameObjects.Text, value: string): void {
    if (text.text === value) return;
    text.setText(value);
    this.tweens.add({ targets: text, scale: { from: 1.35, to: 1 }, duration: ms(250), ease: 'Back.Out' });
  }

  // ————— test hook —————

  /** Canvas coordinates of a square's centre, for the test hook. */
  override locateCell(x: number, y: number): Point | null {
    if (!this.board || x >= this.board.cols || y >= this.board.rows) return null;
    const c = this.board.centre(x, y);
    return { x: Math.round(c.x), y: Math.round(c.y) };
  }

  override snapshot(): Record<string, unknown> {
    const m = this.midend;
    return {
      game: this.gameId,
      seed: m.seed,
      board: this.boardText(),
      status: m.status,
      busy: this.anim.busy,
      moves: this.movesText(),
      canUndo: m.canUndo,
      canRedo: m.canRedo,
      best: m.best(),
      panel: this.panel !== null,
      par: m.par,
      hints: m.hints,
      solving: m.solving,
      ...this.gameSnapshot(),
    };
  }
}
