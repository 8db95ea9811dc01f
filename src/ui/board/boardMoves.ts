// A game screen's moves on its board: each move begun on the move player's animator, which the
// view animates it on (the screen's `moved` effect, scenes/screenEffects.ts) and which reports it
// shown; finished at once when the session asks (its `catch-up` effect); and the moment a game ends.

import type Phaser from 'phaser';
import type { EndMomentSpec } from '../../midend/session/effects';
import { reducedMotion } from '../look/fx';
import { EndMoment } from '../screen/ending';
import type { Animator } from './animator';
import type { BoardView } from './boardView';
import { MovePlayer, type Stage } from './movePlayer';

/** What the moves are drawn on, and who hears of them. */
export interface MovesHost<C, Model> extends Stage<C, Model> {
  /** The board on screen (null: not laid out yet). */
  board(): BoardView | null;
  /** The position as it stands now, to rest at. */
  model(): Model;
  /** The view has shown move `move` (the session's `settled`). */
  settled(move: number): void;
  /** The end's moment is over: the results may open. */
  endingDone(): void;
}

export class BoardMoves<C, Model> {
  readonly player: MovePlayer<C, Model>;
  /** The session asked for the move under way to be finished at once. */
  private catchingUp = false;
  /** The moment the game ends, while it plays (ui/screen/ending.ts). */
  private moment: EndMoment | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly host: MovesHost<C, Model>,
  ) {
    this.player = new MovePlayer(scene, host);
  }

  /** A move is animating, or the end's moment plays. */
  get busy(): boolean {
    return this.player.busy;
  }

  /**
   * Move number `move` begins: the animator the view schedules it on, towards `after` (then `go()`).
   * At its end the board rests and the move is reported shown. Finished early by the session
   * (`catchUp`), it rests as the move left the board: what changed since comes after.
   */
  begin(move: number, after: Model): Animator {
    const anim = this.player.anim;
    anim.begin(() => {
      this.host.rest(this.catchingUp ? after : this.host.model());
      this.host.settled(move);
    });
    return anim;
  }

  /** The session's `catch-up`: the move under way ends now. */
  catchUp(): void {
    this.catchingUp = true;
    this.player.finish();
    this.catchingUp = false;
  }

  /** Fast-forward the move under way (the screen redraws, leaves or is laid out anew). */
  finish(): void {
    this.player.finish();
  }

  /** The game just ended: its moment on the board, then `endingDone`. */
  end(moment: EndMomentSpec): void {
    this.stopMoment();
    const board = this.host.board();
    const done = (): void => {
      this.moment = null;
      this.host.endingDone();
    };
    if (!board) done();
    else this.moment = new EndMoment(this.scene, board, { ...moment, calm: reducedMotion() }, done);
  }

  /** Cut the end's moment short without its `endingDone`: true if one was playing. */
  stopMoment(): boolean {
    const was = this.moment !== null;
    this.moment?.stop();
    this.moment = null;
    return was;
  }
}
