// One game's drawing half, behind one small interface (Tatham's drawing half as a struct): it lays
// out the screen below the shared header (its readouts, board and buttons), draws a model the
// session gives it (midend/games/<game>/part.ts), animates one move's changes, says the game in words
// for screen readers, names what its header shows, and has its how-to-play pages. Its buttons send
// input to the session; it never asks the rules anything the model does not hold, and never decides
// what a press means. Its menu preview (preview.ts beside it) ships with the menu, apart from the rest.

import type Phaser from 'phaser';
import type { SessionInput } from '../midend/session/effects';
import type { BoardView } from '../ui/board/boardView';
import type { Stage } from '../ui/board/movePlayer';
import type { ScreenHost } from '../ui/screen/host';
import type { Rect } from '../ui/screen/layout';
import type { HowTo } from './howTo';
import type { Words } from './words';

/** What a view is laid out with: the screen, the room below the header, and where input goes. */
export interface ViewContext<M> {
  readonly host: ScreenHost;
  readonly body: Rect;
  readonly send: (input: SessionInput<M>) => void;
}

/** A game's view as laid out on one screen (a new one for each layout). */
export interface GameView<C, Model> extends Stage<C, Model> {
  readonly board: BoardView;
  /** The board is drawn on end (GlassWorks' wide board standing up in portrait). */
  readonly transposed: boolean;
  /** Readouts, buttons' states and the marks over the board. */
  draw(model: Model): void;
  /** The deal in words, for the header's info line. */
  info(model: Model): string;
  /** The board's squares moved (zoom, pan): marks and rings over them follow. */
  boardMoved?(model: Model): void;
  /** Where to zoom in around (the keyboard's square), if not the board's middle. */
  zoomFocus?(model: Model): { x: number; y: number } | undefined;
  /** A press anywhere, before it is read (GlassWorks notes a touch screen here). */
  pointerDown?(p: Phaser.Input.Pointer, model: Model): void;
  /** The pointer moved (GlassWorks' crosshair over a piece that can jump). */
  pointerMove?(p: Phaser.Input.Pointer, model: Model): void;
}

/** Everything the screens know of one game's front end (S: its state, M: a move, C: what one move changes). */
export interface ViewKind<S, M, C, Model> {
  /** The game's name and colour at the top of its screen. */
  readonly title: () => string;
  readonly colour: () => string;
  /** The key that goes to the menu, shown on MENU once a keyboard is used (none: no such key). */
  readonly menuKey?: string;
  /** Plain arrow keys pan a zoomed board (a board with no cursor). */
  readonly arrowsPan?: boolean;
  /** A board too big to see whole opens zoomed in (around `zoomFocus`), with a word on panning. */
  readonly opensZoomed?: boolean;
  readonly words: Words<M, C, Model>;
  layout(ctx: ViewContext<M>, model: Model): GameView<C, Model>;
  /** Its how-to-play pages and demonstrations. */
  readonly howTo: HowTo<S, C>;
}
