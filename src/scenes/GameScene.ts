// What the three game screens share: the midend behind them, input forwarded to the game's pure
// interpretation, the move animator, the results panel, the title bar, toolbars and readouts,
// and the test hook's common fields. A game scene adds its layout, how its board looks, and how
// the changes of one move are animated. It never decides a rule.

import Phaser from 'phaser';
import { reasonText, t, verbatim } from '../i18n/i18n';
import { count, type Unit } from '../i18n/units';
import type { GameId } from '../logic/game';
import type { Command, Input, Reading } from '../logic/input';
import type { Rejected } from '../logic/result';
import { Challenges } from '../midend/challenges';
import { type Challenge, decodeCode, encodeChallenge, encodeDeal } from '../midend/codes/dealCode';
import { addDays, DailyBook, type DayResult, dailyDeal, dayOf, shareText } from '../midend/daily';
import type { Midend, MidendView, Mover, Outcome } from '../midend/midend';
import { type GameLaunch, MENU, SCREENS } from '../midend/navigation';
import type { Timer } from '../midend/timer';
import { announce } from '../services/announcer';
import { play } from '../services/sound';
import { storage } from '../services/storage';
import { Animator } from '../ui/animator';
import { BoardGestures } from '../ui/boardGestures';
import type { BoardLayout, BoardView } from '../ui/boardView';
import type { Button, ButtonOptions } from '../ui/button';
import type { AccessibleControl } from '../ui/controlLayer';
import { ms, reducedMotion, shakeObject } from '../ui/fx';
import {
  centreOf,
  column,
  type FontRole,
  fitLabel,
  grid,
  gridHeight,
  inset,
  type Rect,
  rect,
  row,
} from '../ui/layout';
import { textWidth } from '../ui/measure';
import { type PanelSpec, showPanel } from '../ui/panel';
import { handOver } from '../ui/share';
import { FONT, UI } from '../ui/theme';
import { toast } from '../ui/toast';
import { BaseScene, type Point, type Question } from './BaseScene';
import { gameById } from './games';
import { Watcher } from './watcher';

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

export type { GameLaunch };

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
  private gestures!: BoardGestures;
  /** The open question, to ask again when the screen lays itself out anew. */
  private question: { q: Question; onYes: () => void } | null = null;
  /** The player closed the finished game's panel to look at the board. */
  private endHidden = false;
  /** The replay being watched, if any. */
  private watcher: Watcher<S, M, C> | null = null;
  private hiddenForWatch: Button[] = [];
  /** The header's info line (see describe) and code line (see refreshCode). */
  private infoText: Phaser.GameObjects.Text | null = null;
  private codeText: Phaser.GameObjects.Text | null = null;
  private codeWidth = 0;
  /** The hint last said aloud, so a redraw does not say it again. */
  private saidHint: M | null = null;

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
  /** The board's box with the zoom sizes: squares under 28 CSS px can zoom to 36 CSS px. */
  protected boardBox(
    r: Rect,
    extra: { cols: number; rows: number; maxCell?: number; transpose?: boolean },
  ): BoardLayout {
    const c = centreOf(r);
    const css = this.m.css;
    return {
      ...extra,
      cx: c.x,
      cy: c.y,
      maxWidth: r.w,
      maxHeight: r.h,
      minTapCell: 28 * css,
      zoomCell: 36 * css,
    };
  }

  /** Board notation of the state, for the test hook. */
  protected abstract boardText(): string;
  /** Moves made, as the game counts them, for the test hook. */
  protected abstract movesText(): number;
  /** The game's own snapshot fields. */
  protected abstract gameSnapshot(): Record<string, unknown>;
  /** Start a new game (the game's own "new"): a fresh deal, maybe with other options. */
  protected abstract newGame(): void;

  // What a screen reader hears (scenes/spoken.ts has the words).
  /** One move, in a sentence, with where the game stands after it. */
  protected abstract moveWords(changes: C, by: Mover): string;
  /** Where the game stands: points, moves or squares left, whose turn, or the result. */
  protected abstract statusWords(): string;
  /** The whole board, row by row. */
  protected abstract boardWords(): string;
  /** A suggested move, in words ("blue from column 2, row 3 to column 4, row 3"). */
  protected abstract hintWords(move: M): string;
  /** The square under the keyboard's cursor, in words (null: no cursor on this board). */
  protected cursorWords(): string | null {
    return null;
  }

  /** A move the midend refused: "not allowed" (games add where to shake and what to say). */
  protected refused(_move: M, _why: Rejected): void {
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
    this.watcher = null;
    this.hiddenForWatch = [];
    this.ui = this.initialUi();
    this.input.keyboard?.addCapture('UP,DOWN,LEFT,RIGHT,SPACE,ENTER,BACKSPACE,DELETE,TAB');
    this.input.on('pointerdown', (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) =>
      this.onPointer(p, over),
    );
    this.gestures = new BoardGestures(
      this,
      () => this.board,
      (_p, at) => this.handle(this.interpret({ kind: 'press', at })),
      () => this.syncZoom(),
      () => this.m.css,
    );
    this.fadeIn(ms(250));
    for (const m of [...(data.messages ?? []), ...wanted.messages]) toast(this, m);
    this.makeMidend(sceneTimer(this));
    // A code for another deal than the game in progress here: keep that game on screen and ask.
    const inProgress = data.code ? this.midend.savedInProgress() : null;
    const codeDeal = data.code ? decodeCode(data.code) : null;
    const replaces =
      inProgress !== null &&
      codeDeal?.ok === true &&
      encodeDeal(inProgress) !== encodeDeal(codeDeal.value.deal);
    if (replaces) this.midend.begin({});
    else
      this.midend.begin({
        seed: data.seed,
        fresh: data.fresh,
        options: wanted.options,
        extras: wanted.extras,
      });
    if (data.challenge && codeDeal?.ok && !replaces) {
      new Challenges(storage).take(
        this.gameId as GameId,
        encodeDeal(codeDeal.value.deal),
        data.challenge.beat,
      );
      toast(
        this,
        t('Challenge: beat {count} on this deal.', {
          count: count(data.challenge.beat, this.challengeRule.unit),
        }),
      );
    }
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.watcher?.abandon();
      this.watcher = null;
      this.midend.dispose();
    });
    this.layout();
    this.board.onMoved = () => this.boardMoved();
    this.syncZoom();
    this.midend.attach(this);
    this.renderAll();
    announce(this.screenTitle, this.statusWords(), t('Press I to hear the board.'));
    if (replaces)
      this.confirm(
        {
          title: t('PLAY THE CODE?'),
          line: t('The code is for another deal. Your game in progress here will be lost.'),
          yes: { name: 'confirm-code', label: t('PLAY THE CODE') },
          no: { name: 'cancel-code', label: t('KEEP MY GAME') },
        },
        () => this.scene.restart({ ...data, code: undefined, fresh: true, asked: true } satisfies GameLaunch),
      );
  }

  // ————— the midend's view —————

  moved(changes: C, by: Mover): void {
    announce(this.moveWords(changes, by));
    this.endHidden = false;
    this.anim.begin(() => this.settled());
    this.animate(changes, by);
    this.refreshHud();
    this.drawUi();
    this.anim.go();
  }

  reset(): void {
    this.endHidden = false;
    this.renderAll();
  }

  /**
   * A new canvas size: draw the whole screen again for it, keeping everything that matters — the
   * game and its history (in the midend, where the computer may be thinking), the selection or
   * cursor (UI state), and an open panel or question.
   */
  protected override relayout(): void {
    if (!this.scene.isActive() || !this.board) return;
    // A new size ends the replay: the game comes back as it was.
    this.watcher?.abandon();
    this.watcher = null;
    this.hiddenForWatch = [];
    this.endHidden = false;
    const question = this.question;
    const zoom = this.board.zoomed
      ? (this.board.squareAt(this.board.layout.cx, this.board.layout.cy) ?? this.boardMiddle())
      : null;
    this.anim.finish();
    this.tweens.killAll();
    this.board.destroy();
    this.children.removeAll(true);
    this.panel = null;
    this.question = null;
    this.modal = null;
    this.resetScene();
    this.layout();
    this.board.onMoved = () => this.boardMoved();
    if (zoom) this.board.setZoom(true, zoom);
    this.syncZoom();
    this.renderAll();
    if (question) this.confirm(question.q, question.onYes);
  }

  refresh(): void {
    this.refreshHud();
    this.drawUi();
    // A hint that just arrived is said as well as shown.
    const hint = this.midend.hint;
    if (hint !== null && hint !== this.saidHint) announce(t('Hint: {move}', { move: this.hintWords(hint) }));
    this.saidHint = hint;
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
    if (this.watcher) {
      this.watcher.settled();
      return;
    }
    this.showEnd(true);
    this.midend.ready();
  }

  // ————— watching a finished game again —————

  get watchedMidend(): AnyMidend<S, M, C> {
    return this.midend;
  }

  showMove(changes: C): void {
    this.moved(changes, 'computer');
  }

  redraw(): void {
    this.anim.finish();
    this.drawBoard();
    this.refreshHud();
    this.drawUi();
  }

  /** The screen's own buttons go while the replay's bar is up (the header's stay). */
  hideControls(hidden: boolean): void {
    const keep = new Set(['help', 'menu', 'copy-code', 'zoom']);
    if (hidden) {
      this.hiddenForWatch = [...this.buttons.entries()]
        .filter(([name, b]) => !keep.has(name) && b.visible)
        .map(([, b]) => b);
      for (const b of this.hiddenForWatch) b.setVisible(false);
    } else {
      for (const b of this.hiddenForWatch) if (b.active) b.setVisible(true);
      this.hiddenForWatch = [];
    }
  }

  /** WATCH: the finished game replayed from its deal (see watcher.ts). */
  private startWatch(): void {
    this.closePanel();
    this.endHidden = true;
    this.watcher = new Watcher(this, () => {
      this.watcher = null;
      this.endHidden = false;
      this.renderAll();
    });
  }

  // ————— input —————

  private onPointer(p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void {
    // A button or a panel under the pointer takes the press; it never reaches the board too.
    if (over.length > 0 || this.panel) return;
    this.pointerDown(p);
    this.gestures.down(p);
  }

  // ————— zooming a board too big for the screen —————

  /** The zoom button shows only for a board too big to tap, and says which way it goes. */
  protected syncZoom(): void {
    const button = this.buttons.get('zoom');
    if (!button) return;
    button
      .setVisible(this.board.canZoom)
      .setText(this.board.zoomed ? '-' : '+')
      .setAccessibleName(this.board.zoomed ? t('Zoom out') : t('Zoom in'));
    this.drawUi();
  }

  /** The board's squares moved (zoom or pan): marks drawn over them follow. */
  protected boardMoved(): void {
    this.anim.finish();
    this.drawUi();
  }

  /** Where to zoom in around: the keyboard's square if there is one, else the board's middle. */
  protected zoomFocus(): { x: number; y: number } | undefined {
    return undefined;
  }

  /** Arrow keys pan a zoomed board (without Shift) in games whose board has no cursor. */
  protected get arrowsPan(): boolean {
    return false;
  }

  /** Z zooms; Shift+arrows (or arrows, where the board has no cursor) pan a zoomed board. */
  private zoomKey(e: KeyboardEvent): boolean {
    const board = this.board;
    if (!board?.canZoom || e.ctrlKey || e.metaKey || this.panel) return false;
    if (e.key === 'z' || e.key === 'Z') {
      this.gestures.toggle(this.zoomFocus() ?? this.boardMiddle());
      return true;
    }
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const d = step[e.key];
    if (!d || !board.zoomed || !(e.shiftKey || this.arrowsPan)) return false;
    board.panBy(d[0] * 3, d[1] * 3);
    return true;
  }

  private boardMiddle(): { x: number; y: number } {
    return { x: Math.floor(this.board.cols / 2), y: Math.floor(this.board.rows / 2) };
  }

  /** Any press, before it is read (GlassWorks notes touch here). */
  protected pointerDown(_p: Phaser.Input.Pointer): void {}

  /** The board takes the arrow keys (a panel, when open, takes them for its buttons). */
  protected override arrowsMoveFocus(): boolean {
    return false;
  }

  protected override onSceneKey(e: KeyboardEvent): void {
    if (this.zoomKey(e)) return;
    if ((e.key === 'i' || e.key === 'I') && !e.ctrlKey && !e.metaKey) {
      this.readBoard();
      return;
    }
    this.handle(
      this.interpret({ kind: 'key', press: { key: e.key, ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey } }),
    );
  }

  /** Carry out what the game read from the input. */
  protected handle(r: Reading<M, U>): void {
    if (r.kind === 'none') return;
    if (this.watcher) {
      // While watching, the board and the game's keys rest; the menu and how to play still work.
      if (r.kind === 'command' && (r.command === 'menu' || r.command === 'help')) this.command(r.command);
      return;
    }
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
      const was = this.cursorWords();
      this.ui = r.ui;
      if (r.cue !== 'quiet') play(r.cue);
      this.drawUi();
      const now = this.cursorWords();
      if (now !== null && now !== was) announce(now);
    } else {
      this.ui = r.ui;
      this.anim.finish();
      const done = this.midend.play(r.move);
      if (!done.ok) {
        announce(t('Not allowed: {reason}', { reason: reasonText(done) }));
        this.refused(r.move, done);
      }
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
    this.scene.start(SCREENS.howToPlay, { game: this.gameId, play: { scene: this.scene.key, data: {} } });
  }

  protected toMenu(): void {
    this.anim.finish();
    play('click');
    this.scene.start(MENU.scene, MENU.data);
  }

  /** Say the board row by row, then where the game stands (the I key, and the DOM layer's button). */
  readBoard(): void {
    const cursor = this.cursorWords();
    announce(this.boardWords(), cursor ? t('Cursor: {square}', { square: cursor }) : '', this.statusWords());
  }

  /** The game's name as a sentence writes it ("GlassWorks"). */
  override get screenTitle(): string {
    return gameById(this.gameId as GameId)?.title ?? super.screenTitle;
  }

  /** Besides the screen's buttons, the DOM layer offers "Read the board" (the I key's twin). */
  override accessibleControls(): AccessibleControl[] {
    const controls = super.accessibleControls();
    if (this.modal || !this.board) return controls;
    const { cx, cy } = this.board.layout;
    const { width: w, height: h } = this.board;
    return [
      ...controls,
      {
        name: 'read-board',
        label: t('Read the board'),
        enabled: true,
        bounds: { x: cx - w / 2, y: cy - h / 2, w, h },
      },
    ];
  }

  override pressControl(name: string): void {
    if (name === 'read-board') this.readBoard();
    else super.pressControl(name);
  }

  // ————— the end of a game —————

  protected showEnd(justEnded: boolean): void {
    this.closePanel();
    const outcome = this.midend.outcome();
    if (!outcome || (this.endHidden && !justEnded)) return;
    if (this.watcher) return;
    const spec = this.withWatch(this.withDaily(this.withChallenge(this.endPanel(outcome))));
    if (justEnded && outcome.justEnded && spec.sound) play(spec.sound);
    this.panel = showPanel(this, spec);
  }

  protected closePanel(): void {
    this.panel?.destroy();
    this.panel = null;
    this.question = null;
  }

  /** Close a finished game's panel to look at the board (it stays closed until the game changes). */
  protected hideEnd(): void {
    this.endHidden = true;
    this.closePanel();
  }

  /** Ask before something undo cannot bring back (see BaseScene.ask); the question is the open panel. */
  protected confirm(q: Question, onYes: () => void): void {
    if (this.panel) return;
    this.anim.finish();
    this.question = { q, onYes };
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
        title: t('NEW GAME?'),
        line: t('This game will be lost: undo cannot bring it back.'),
        yes: { name: 'confirm-new', label: t('YES, NEW GAME') },
        no: { name: 'cancel-new', label: t('KEEP PLAYING') },
      },
      start,
    );
  }

  // ————— the frame and HUD pieces —————

  /**
   * The header every game screen shares: the game's name (its font fitted to the room), the "?"
   * for how to play and MENU at the right; under them the deal's code with COPY beside it, and a
   * dim info line (options, players) under the code. Returns the info text and the space below
   * the header, inside the margins.
   */
  protected drawHeader(name: string, color: string): { info: Phaser.GameObjects.Text; body: Rect } {
    const m = this.m;
    const full = inset(rect(0, 0, this.scale.width, this.scale.height), m.margin);
    const side = m.compact ? m.buttonH : Math.round(44 * m.unit);
    const menuW = Math.round(side * 1.9);
    const [titleBox, zoomBox, helpBox, menuBox] = row(
      rect(full.x, full.y, full.w, side),
      ['fill', side, side, menuW],
      m.gap,
    );
    const title = this.add.text(0, 0, '', { fontFamily: FONT, color }).setOrigin(0, 0.5);
    const fit = fitLabel([name], (titleBox as Rect).w, m.font('title'), m.minFont, textWidth);
    title
      .setFontSize(fit.size)
      .setText(fit.text)
      .setPosition((titleBox as Rect).x, (titleBox as Rect).y + side / 2);
    // A name too long for one line even at the smallest font takes two.
    if (title.width > (titleBox as Rect).w)
      title.setWordWrapWidth((titleBox as Rect).w).setLineSpacing(Math.round(fit.size * 0.3));
    this.placeButton('help', helpBox as Rect, '?', () => this.command('help'), {
      fontSize: m.font('heading'),
      ariaLabel: t('How to play'),
    });
    // Zoom, for a board too big to tap (shown once the board knows; see syncZoom).
    const zoomIn = () => this.gestures.toggle(this.zoomFocus() ?? this.boardMiddle());
    this.placeButton('zoom', zoomBox as Rect, '+', zoomIn, {
      fontSize: m.font('heading'),
      shortcut: 'Z',
      ariaLabel: t('Zoom in'),
    }).setVisible(false);
    this.placeButton('menu', menuBox as Rect, t('MENU'), () => this.command('menu'), {
      shortcut: this.menuKey,
    });
    // The code line: the deal's code, and COPY (a touch target's height on a phone).
    const small = m.font('small');
    const lineH = m.compact ? m.buttonH : Math.round(Math.max(small * 2.6, 30 * m.unit));
    const [codeBox, copyBox] = row(
      rect(full.x, full.y + side + m.gap / 2, full.w, lineH),
      ['fill', menuW],
      m.gap,
    ) as [Rect, Rect];
    this.codeText = this.add
      .text(codeBox.x, codeBox.y + codeBox.h / 2, '', {
        fontFamily: FONT,
        fontSize: `${m.font('label')}px`,
        color: UI.text,
      })
      .setOrigin(0, 0.5);
    this.codeWidth = codeBox.w;
    this.refreshCode();
    this.placeButton('copy-code', copyBox, t('COPY'), () => this.copyCode(), { fontSize: m.font('label') });
    const infoY = codeBox.y + codeBox.h + m.gap / 4;
    const info = this.add
      .text(full.x, infoY, '', {
        fontFamily: FONT,
        fontSize: `${small}px`,
        color: UI.textDim,
        wordWrap: { width: full.w },
        lineSpacing: 4,
      })
      .setOrigin(0, 0);
    this.infoText = info;
    const top = infoY + small * 2.4 + m.gap;
    return { info, body: rect(full.x, top, full.w, full.y + full.h - top) };
  }

  /** The info line: the deal in words, and a challenge's result to beat when one is taken. */
  protected describe(text: string): void {
    const beat = this.challengeBeat();
    const { unit } = this.challengeRule;
    this.infoText?.setText(
      beat === null
        ? text
        : t('{deal} · BEAT {count}', { deal: text, count: count(beat, unit).toUpperCase() }),
    );
  }

  // ————— challenges —————

  /** How this game's results compare: their unit, and whether lower is better. */
  protected abstract readonly challengeRule: { readonly unit: Unit; readonly lower: boolean };

  /** The player's result to send as a challenge (null: none to send, e.g. a lost game). */
  protected challengeResult(): Challenge['beat'] | null {
    return null;
  }

  /** A Flood Duel challenge names the computer's level; other games none. */
  protected challengeLevel(): Challenge['level'] {
    return undefined;
  }

  private challengeBeat(): number | null {
    return new Challenges(storage).beat(this.gameId as GameId, this.dealCode());
  }

  /** WATCH on a finished game's panel, when it has moves to watch. */
  private withWatch(spec: EndSpec): EndSpec {
    if (this.midend.steps === 0) return spec;
    return {
      ...spec,
      buttons: [...spec.buttons, { name: 'watch', label: t('WATCH'), onPress: () => this.startWatch() }],
    };
  }

  // ————— the daily deal —————

  /** The share line's picture of this game (a square per move, or per piece left). */
  protected abstract dailyPicture(): string;

  /** Today's or yesterday's daily deal, when that is the deal on screen (null: not a daily). */
  private dailyDay(): string | null {
    const today = dayOf(new Date());
    const code = this.dealCode();
    const game = this.gameId as GameId;
    for (const day of [today, addDays(today, -1)]) if (encodeDeal(dailyDeal(game, day)) === code) return day;
    return null;
  }

  /** A finished daily: its result kept (the first finish counts), the streak, and SHARE. */
  private withDaily(spec: EndSpec): EndSpec {
    const day = this.dailyDay();
    if (day === null) return spec;
    const game = this.gameId as GameId;
    const book = new DailyBook(storage);
    const mine = this.challengeResult();
    book.record(game, day, { result: mine, picture: this.dailyPicture() });
    const kept = book.result(game, day) as DayResult;
    const streak = book.streak(game, dayOf(new Date()));
    const { unit } = this.challengeRule;
    const par = this.midend.par;
    const result = kept.result === null ? t('No result') : count(kept.result, unit);
    const summary = par !== null ? t('{result} (par {par})', { result, par }) : result;
    const week = book
      .history(game, dayOf(new Date()))
      .map((d) => (d.result === undefined ? '-' : d.result.result === null ? 'x' : String(d.result.result)))
      .join(' ');
    const text = shareText(game, day, summary, kept, streak);
    const share = (): void => {
      void handOver(this.game, text, t('SHARE YOUR DAILY')).then((how) => {
        if (how === 'copied' && this.sys.isActive())
          toast(this, t('Copied: paste it anywhere to share your day.'), 3);
      });
    };
    return {
      ...spec,
      lines: [
        ...spec.lines,
        t('Daily {day}: {summary}. Streak {streak}.', { day, summary, streak: count(streak, 'day') }),
        t('Last 7 days: {week}', { week }),
      ],
      buttons: [...spec.buttons, { name: 'share-daily', label: t('SHARE'), onPress: share }],
    };
  }

  /** A finished game's panel, with the challenge's verdict and CHALLENGE added. */
  private withChallenge(spec: EndSpec): EndSpec {
    const mine = this.challengeResult();
    const beat = this.challengeBeat();
    const { unit, lower } = this.challengeRule;
    const lines = [...spec.lines];
    if (beat !== null) {
      const theirs = count(beat, unit);
      if (mine === null) lines.push(t("Your friend's {count} still stands.", { count: theirs }));
      else if (mine === beat) lines.push(t("You tied your friend's {count}.", { count: theirs }));
      else if (lower ? mine < beat : mine > beat)
        lines.push(t("You beat your friend's {count}!", { count: theirs }));
      else
        lines.push(t("Your friend's {count} beats your {mine}.", { count: theirs, mine: count(mine, unit) }));
    }
    if (mine === null) return { ...spec, lines };
    const code = encodeChallenge({
      deal: this.midend.currentDeal(),
      beat: mine,
      level: this.challengeLevel(),
    });
    const send = (): void => {
      void handOver(this.game, code, t('SEND THIS CHALLENGE')).then((how) => {
        if (how === 'copied' && this.sys.isActive())
          toast(this, t('Copied {code}: whoever enters it plays this deal to beat you.', { code }), 3);
      });
    };
    return {
      ...spec,
      lines,
      buttons: [...spec.buttons, { name: 'challenge', label: t('CHALLENGE'), onPress: send }],
    };
  }

  /** The code of the deal on screen (snapshot `code`). */
  protected dealCode(): string {
    return encodeDeal(this.midend.currentDeal());
  }

  /** The code the header shows and COPY hands over (Flood Duel's duels by mail: the duel code). */
  protected headerCode(): string {
    return this.dealCode();
  }

  /** Show the header's code again (it changes with every move of a duel by mail). */
  protected refreshCode(): void {
    const label = this.codeText;
    if (!label) return;
    const m = this.m;
    const code = this.headerCode();
    const cut = code.length > 24 ? `${code.slice(0, 11)}…${code.slice(-10)}` : code;
    const fit = fitLabel(
      [t('CODE {code}', { code }), verbatim(code), verbatim(cut)],
      this.codeWidth,
      m.font('label'),
      m.minFont,
      (text, size) => label.setFontSize(size).setText(text).width,
    );
    label.setFontSize(fit.size).setText(fit.text);
  }

  /** COPY: the code to the clipboard (the share sheet on a phone; shown to copy where refused). */
  private copyCode(): void {
    const code = this.headerCode();
    void handOver(this.game, code, t('COPY THIS CODE')).then((how) => {
      if (!this.sys.isActive()) return;
      if (how === 'copied')
        toast(this, t('Copied {code}: send it to a friend to play this deal.', { code }), 3);
    });
  }

  /** The key that goes to the menu (shown on MENU once a keyboard is in use), if the game has one. */
  protected get menuKey(): string | undefined {
    return undefined;
  }

  /**
   * Readouts across `r` (side by side, or one under another when `vertical`): a small label over a
   * value, and an optional note under it. Labels shrink or take their short form (after a '|':
   * 'SQUARES LEFT|SQUARES') to fit their share. Returns the value texts.
   */
  protected readouts(
    items: readonly { label: string; note?: string; color?: string }[],
    r: Rect,
    vertical = false,
  ): Phaser.GameObjects.Text[] {
    const m = this.m;
    const shares = items.map(() => 'fill' as const);
    const cells = vertical ? column(r, shares, m.gap) : row(r, shares, m.gap);
    const fitted = (c: Rect, y: number, text: string, role: FontRole, color: string) => {
      const label = this.add.text(0, 0, '', { fontFamily: FONT, color }).setOrigin(0.5, 0);
      // "FULL|SHORT", both halves of one translated text.
      const [full, short] = text.split('|').map(verbatim);
      const fit = fitLabel(
        [full ?? '', ...(short ? [short] : [])],
        c.w,
        m.font(role),
        m.minFont,
        (s, size) => label.setFontSize(size).setText(s).width,
      );
      return label
        .setFontSize(fit.size)
        .setText(fit.text)
        .setPosition(c.x + c.w / 2, y);
    };
    return cells.map((c, i) => {
      const item = items[i] ?? { label: '' };
      const top = vertical ? c.y + (c.h - this.readoutH - (item.note ? m.font('small') * 1.4 : 0)) / 2 : c.y;
      const label = fitted(c, top, item.label, 'small', item.color ?? UI.textDim);
      const value = this.add
        .text(c.x + c.w / 2, top + label.height + m.gap / 3, '', {
          fontFamily: FONT,
          fontSize: `${m.font('value')}px`,
          color: item.color ?? UI.text,
        })
        .setOrigin(0.5, 0);
      if (item.note) fitted(c, value.y + m.font('value') * 1.2 + m.gap / 3, item.note, 'small', UI.textDim);
      return value;
    });
  }

  /** Height a readout row takes: label, gap, value. */
  protected get readoutH(): number {
    const m = this.m;
    return m.font('small') + m.gap / 2 + m.font('value') * 1.2;
  }

  /**
   * Named buttons in a grid filling `r`: `cols` per row, rows of the standard button height
   * (centred in `r`). Returns the buttons in order.
   */
  protected toolbar(
    r: Rect,
    cols: number,
    items: { name: string; label: string; short?: string; onPress: () => void; opts?: ButtonOptions }[],
  ): Button[] {
    const m = this.m;
    const cells = grid(r, items.length, cols, r.w, m.buttonH, m.gap);
    return items.map((it, i) =>
      this.placeButton(it.name, cells[i] as Rect, it.label, it.onPress, { short: it.short, ...it.opts }),
    );
  }

  /** Set a one-line text to the first of `labels` that fits `width`, shrinking to the smallest font. */
  protected fitText(t: Phaser.GameObjects.Text, labels: string[], width: number): void {
    const base = this.m.font('small');
    const fit = fitLabel(
      labels,
      width,
      base,
      this.m.minFont,
      (text, s) => t.setFontSize(s).setText(text).width,
    );
    t.setFontSize(fit.size).setText(fit.text);
  }

  /** Height of a toolbar of `count` buttons in rows of `cols`. */
  protected toolbarH(count: number, cols: number): number {
    return gridHeight(Math.ceil(count / cols), this.m.buttonH, this.m.gap);
  }

  /** The small blinking "SOLVING…" shown while a solver works in the background. */
  protected solvingIndicator(x: number, y: number): Phaser.GameObjects.Text {
    const label = this.add
      .text(x, y, t('SOLVING…'), {
        fontFamily: FONT,
        fontSize: `${this.m.font('small')}px`,
        color: UI.accentText,
      })
      .setOrigin(0.5, 0)
      .setVisible(false);
    if (!reducedMotion())
      this.tweens.add({ targets: label, alpha: 0.3, duration: 400, yoyo: true, repeat: -1 });
    return label;
  }

  /** Par as the HUD shows it ("9", or "9 LEFT" with a unit); "…" while worked out, "–" if unavailable. */
  protected parText(left = false): string {
    const { par, solving } = this.midend;
    if (par !== null) return left ? t('{par} LEFT', { par }) : verbatim(String(par));
    return verbatim(solving === 'par' ? '…' : '–');
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
    if (!this.board || x >= this.board.cols || y >= this.board.rows || !this.board.isShown({ x, y }))
      return null;
    const c = this.board.centre(x, y);
    return { x: Math.round(c.x), y: Math.round(c.y) };
  }

  override snapshot(): Record<string, unknown> {
    const m = this.midend;
    return {
      game: this.gameId,
      seed: m.seed,
      code: this.dealCode(),
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
      zoomed: this.board?.zoomed ?? false,
      watching: this.watcher?.state ?? null,
      ...this.gameSnapshot(),
    };
  }
}
