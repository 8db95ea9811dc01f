// The one game screen, for every game (Tatham's front end, which knows no game): the game's
// session (midend/session/) decides, its view (views/<game>/) draws. The scene forwards presses,
// keys and buttons to the session, performs the effects it answers with (screenEffects.ts: sounds,
// shakes, words, moves shown on the board by ui/board/boardMoves.ts, panels, codes handed over,
// screens to go to), and reports only that it has shown a move (`settled`). It writes no storage
// and decides nothing.

import Phaser from 'phaser';
import { t } from '../i18n/i18n';
import { count } from '../i18n/units';
import type { GameId } from '../logic/game';
import type { Timer } from '../midend/core/timer';
import { races } from '../midend/games/facts';
import { gameTitle } from '../midend/games/names';
import { type GameLaunch, gameScreen, type Target } from '../midend/launch/navigation';
import type { Position } from '../midend/session/part';
import type { AnySession } from '../midend/session/session';
import type { Animator } from '../ui/board/animator';
import { BoardMoves } from '../ui/board/boardMoves';
import { Watching } from '../ui/board/watching';
import { BoardZoom } from '../ui/board/zoom';
import type { AccessibleControl } from '../ui/controls/controlLayer';
import { ms } from '../ui/look/fx';
import { watchSaving } from '../ui/menu/storageNotice';
import { Header } from '../ui/screen/header';
import { besideBoard, lookOf } from '../ui/screen/panel';
import type { AnyViewKind } from '../views';
import { Speaker } from '../views/speaker';
import type { GameView } from '../views/types';
import { BaseScene, type Point } from './BaseScene';
import { sceneTimer } from './sceneTimer';
import { ScreenEffects } from './screenEffects';

export class GameScene extends BaseScene {
  private session!: AnySession;
  // biome-ignore lint/suspicious/noExplicitAny: the view and its model are the game's own
  private view: GameView<any, any> | null = null;
  private header!: Header;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  private moves!: BoardMoves<any, any>;
  private zoom!: BoardZoom;
  private panel: Phaser.GameObjects.Container | null = null;
  /** The open panel's title, to tell new words in the same panel from another panel. */
  private panelKind: string | null = null;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  private watching!: Watching<any, any, Position<unknown>>;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  private speaker!: Speaker<any, any, any>;

  /** `kind` draws the game; `newSession` is its midend on the browser (scenes/games/<game>.ts). */
  constructor(
    private readonly gameId: GameId,
    private readonly kind: AnyViewKind,
    private readonly newSession: (timer: Timer) => AnySession,
  ) {
    super(gameScreen(gameId));
  }

  create(data: GameLaunch = {}): void {
    this.resetScene();
    this.view = null;
    this.panel = null;
    this.panelKind = null;
    this.speaker = new Speaker(this.kind.words);
    this.session = this.newSession(sceneTimer(this));
    this.session.start(data);
    // The game's view, as live moves and a game watched again are both drawn on it.
    const stage = {
      animate: (c: unknown, a: unknown, anim: Animator) => this.view?.animate(c, a, anim),
      rest: (m: unknown) => this.view?.rest(m),
    };
    this.moves = new BoardMoves(this, {
      ...stage,
      board: () => this.view?.board ?? null,
      model: () => this.session.model(),
      settled: (move) => this.session.settled(move),
      endingDone: () => this.session.input({ kind: 'action', action: 'ending-done' }),
    });
    this.watching = new Watching(this, this.moves.player, stage, this.controls.buttons, () =>
      this.view ? this.view.board.shown : null,
    );
    this.zoom = new BoardZoom(this, {
      board: () => this.view?.board ?? null,
      button: () => this.controls.buttons.get('zoom'),
      tap: (at) => this.session.input({ kind: 'press', at }),
      focus: () => this.view?.zoomFocus?.(this.session.model()),
      moved: () => this.view?.boardMoved?.(this.session.model()),
      arrowsPan: () => this.kind.arrowsPan ?? false,
    });
    this.input.keyboard?.addCapture('UP,DOWN,LEFT,RIGHT,SPACE,ENTER,BACKSPACE,DELETE,TAB');
    this.input.on('pointerdown', (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
      // A button or a panel under the pointer takes the press; it never reaches the board too.
      if (over.length > 0 || this.panel) return;
      this.view?.pointerDown?.(p, this.session.model());
      this.zoom.down(p);
    });
    this.input.on('pointermove', (p: Phaser.Input.Pointer) => {
      if (!this.panel && !this.watching.on) this.view?.pointerMove?.(p, this.session.model());
    });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.moves.stopMoment();
      this.watching.stop();
      this.session.dispose();
    });
    watchSaving(this);
    this.fadeIn(ms(250));
    this.build();
    if (this.kind.opensZoomed && !this.panel) this.zoom.opened();
    this.speaker.opening(this.screenTitle, this.session.model());
    this.session.opened(this.port());
  }

  /** The screen's port: what the session's answers do here. */
  private port(): ScreenEffects {
    return new ScreenEffects({
      screen: this,
      session: this.session,
      view: () => this.view,
      moves: this.moves,
      speaker: this.speaker,
      buttons: this.controls.buttons,
      drawAll: () => this.drawAll(),
      drawHud: () => this.drawHud(),
      drawPanel: () => this.drawPanel(),
      // The game played so far, watched again; the session hears when it is done.
      startWatch: () =>
        this.watching.start(this.session.watchable(), () =>
          this.session.input({ kind: 'action', action: 'watch-done' }),
        ),
      go: (to) => this.go(to),
    });
  }

  /** Lay the screen out for the canvas and draw the game as it stands, its panel included. */
  private build(): void {
    const act = (action: 'help' | 'menu' | 'copy-code' | 'race') => () =>
      this.session.input({ kind: 'action', action });
    this.header = new Header(this, this.kind.title(), this.kind.colour(), {
      help: act('help'),
      menu: act('menu'),
      zoom: () => this.zoom.toggle(),
      copy: act('copy-code'),
      race: races(this.gameId) ? act('race') : undefined,
      menuKey: this.kind.menuKey,
    });
    const model = this.session.model();
    this.view = this.kind.layout({ host: this, body: this.header.body, send: this.session.input }, model);
    this.session.laidOut(this.view);
    this.view.board.onMoved = () => {
      this.moves.finish();
      this.view?.boardMoved?.(this.session.model());
    };
    this.zoom.sync();
    this.drawAll();
    this.drawPanel();
  }

  /** A new canvas size: the whole screen again, keeping the game, the UI state and an open panel. */
  protected override relayout(): void {
    if (!this.scene.isActive() || !this.view) return;
    // A new size ends the replay (a game from the log starts it again): the game comes back as it was.
    this.watching.stop();
    const watchAgain = this.session.stopWatching();
    const zoomed = BoardZoom.centreOf(this.view.board);
    // A new size cuts the end's moment short: the results come at once, on the new layout.
    const ending = this.moves.stopMoment();
    this.moves.finish();
    this.tweens.killAll();
    this.view.board.destroy();
    this.clearScreen();
    this.panel = null;
    this.controls.modal = null;
    this.resetScene();
    this.build();
    if (zoomed) this.view?.board.setZoom(true, zoomed);
    this.zoom.sync();
    if (ending || watchAgain)
      this.session.input({ kind: 'action', action: ending ? 'ending-done' : 'watch' });
  }

  /** The board, readouts and marks as the game stands, at once. */
  private drawAll(): void {
    const model = this.session.model();
    this.view?.rest(model);
    this.drawHeaderLines();
  }

  private drawHud(): void {
    this.view?.draw(this.session.model());
    this.drawHeaderLines();
  }

  private drawHeaderLines(): void {
    const s = this.session;
    const beat = s.beat;
    this.header.setCode(s.headerCode());
    this.header.setInfo(
      this.view?.info(s.model()) ?? '',
      beat === null ? null : count(beat, s.part.rule.unit),
      s.dailyDay,
      s.raceLine ?? s.shelfLine,
    );
  }

  /** The session's panel, if any, drawn anew (a question, a finished game's results). */
  private drawPanel(): void {
    const open = this.panel !== null;
    this.panel?.destroy();
    this.panel = null;
    const spec = this.session.panel();
    const board = this.view?.board;
    board?.fitInto(null); // back in its own place (a result card had it drawn smaller)
    if (!spec) return;
    const look = lookOf(spec, (action) => this.session.input({ kind: 'action', action }));
    // The same panel with new words (par arrived) stays where it is; a new one pops in.
    const kind = `${spec.title}${spec.more ? ' more' : ''}`;
    const beside = spec.results && board ? besideBoard(board) : {};
    this.panel = this.showPanel({ ...look, ...beside, again: open && this.panelKind === kind });
    this.zoom.sync();
    this.panelKind = kind;
  }

  private go(to: Target): void {
    this.moves.finish();
    this.goTo(to);
  }

  // ————— the DOM layer and the test hook —————

  override get screenTitle(): string {
    return gameTitle(this.gameId);
  }

  /** Besides the screen's buttons, the DOM layer offers "Read the board" (the I key's twin). */
  override accessibleControls(): AccessibleControl[] {
    const controls = super.accessibleControls();
    const board = this.view?.board;
    if (this.controls.modal || !board) return controls;
    const read = { name: 'read-board', label: t('Read the board'), enabled: true, bounds: board.shown };
    return [...controls, read];
  }

  override pressControl(name: string): void {
    if (name === 'read-board') this.speaker.board(this.session.model());
    else super.pressControl(name);
  }

  protected override arrowsMoveFocus(): boolean {
    return false; // the board takes the arrow keys (a panel, when open, takes them for its buttons)
  }

  protected override onSceneKey(e: KeyboardEvent): void {
    if (this.controls.modal && !this.panel) return; // a view's own sheet (NEW GAME…) takes the keys
    if (!this.panel && this.zoom.key(e)) return;
    this.session.input({
      kind: 'key',
      press: { key: e.key, ctrl: e.ctrlKey || e.metaKey, shift: e.shiftKey },
    });
  }

  override locateCell(x: number, y: number): Point | null {
    const board = this.view?.board;
    if (!board || x >= board.cols || y >= board.rows || !board.isShown({ x, y })) return null;
    const c = board.centre(x, y);
    return { x: Math.round(c.x), y: Math.round(c.y) };
  }

  override snapshot(): Record<string, unknown> {
    const at = this.watching.position;
    return {
      ...this.session.snapshot(at),
      busy: this.moves.busy || this.session.busy,
      zoomed: this.view?.board.zoomed ?? false,
      // Where the open panel's card is, and the board's square size, to tell the card never covers it.
      card: this.modalCard,
      squareSize: this.view?.board.cell ?? null,
      watching: this.watching.state,
    };
  }
}
