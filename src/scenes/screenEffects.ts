// What a game screen does with the session's answers (midend/session/effects.ts): the screen's
// port, performing each effect in order — sounds, shakes, words, a move shown on the board, the
// board or readouts drawn anew, panels, the end's moment, codes handed over, a game watched again,
// screens to go to. It decides nothing: the session has.

import type { Target } from '../midend/launch/navigation';
import type { BoardAsked } from '../midend/online/dailyBoard';
import { boardOf } from '../midend/online/results';
import type { Effect, Shake } from '../midend/session/effects';
import type { AnySession, ScreenPort } from '../midend/session/session';
import { announce } from '../services/announcer';
import { play } from '../services/sound';
import type { BoardMoves } from '../ui/board/boardMoves';
import { refusalNote } from '../ui/board/refusal';
import type { Button } from '../ui/controls/button';
import { askForCode } from '../ui/controls/codeDialog';
import { handOver } from '../ui/controls/share';
import { shakeObject } from '../ui/look/fx';
import type { ScreenHost } from '../ui/screen/host';
import { toast } from '../ui/screen/toast';
import type { Speaker } from '../views/speaker';
import type { GameView } from '../views/types';

/** The game screen as its effects reach it. */
export interface EffectsHost {
  readonly screen: ScreenHost;
  readonly session: AnySession;
  // biome-ignore lint/suspicious/noExplicitAny: the view, its moves and its words are the game's own
  view(): GameView<any, any> | null;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  readonly moves: BoardMoves<any, any>;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  readonly speaker: Speaker<any, any, any>;
  readonly buttons: ReadonlyMap<string, Button>;
  /** The board, readouts and marks as the game stands, at once. */
  drawAll(): void;
  /** The readouts and marks (a move animates the board itself). */
  drawHud(): void;
  /** The session's panel, if any, drawn anew. */
  drawPanel(): void;
  /** The game played so far, watched again. */
  startWatch(): void;
  go(to: Target): void;
}

export class ScreenEffects implements ScreenPort<unknown> {
  constructor(private readonly host: EffectsHost) {}

  /** Carry out what the session answered, in order. */
  perform(effects: readonly Effect<unknown>[]): void {
    const h = this.host;
    for (const e of effects)
      switch (e.kind) {
        case 'sound':
          play(e.sound, e.rate);
          break;
        case 'refused':
          this.refused(e.shake, e.reason);
          break;
        case 'say':
          announce(e.text);
          break;
        case 'speak':
          this.speak(e.what);
          break;
        case 'toast':
          toast(h.screen, e.text, e.seconds);
          break;
        case 'moved': {
          // Said, and animated by the view on the move's animator: the session hears when the
          // view has caught up (ui/board/boardMoves.ts).
          const model = h.session.model();
          h.speaker.move(e.changes, model);
          const anim = h.moves.begin(e.move, model);
          h.view()?.animate(e.changes, model, anim);
          anim.go();
          h.drawHud();
          break;
        }
        case 'catch-up':
          h.moves.catchUp();
          break;
        case 'redraw':
          h.moves.finish();
          h.drawAll();
          break;
        case 'hud':
          h.drawHud();
          break;
        case 'panel':
          h.moves.stopMoment();
          h.drawPanel();
          break;
        case 'ending':
          h.moves.end(e.moment);
          break;
        case 'hand':
          this.handOver(e.text, e.title, e.copied);
          break;
        case 'watch':
          h.startWatch();
          break;
        case 'enter-code':
          askForCode(h.screen.sys.game, e.title, (to) => h.go(to));
          break;
        case 'go':
          h.go(e.to);
          break;
        case 'board':
          this.board(e.asked);
          break;
      }
  }

  /** A game with a board is over: what waits is sent, and the board, once it answers, goes to the session. */
  private board(asked: BoardAsked): void {
    const { screen, session } = this.host;
    void boardOf(asked).then((news) => {
      // The session performs what the answer changes through its port; a session the screen has
      // left meanwhile (a new game on it) is disconnected, and its answer changes nothing shown.
      if (screen.sys.isActive()) session.dailyBoard(news);
    });
  }

  /** The buzz, what shakes, and the reason on the board. */
  private refused(s: Shake | null, reason: string | undefined): void {
    play('invalid');
    const view = this.host.view();
    if (!view) return;
    const target =
      s?.kind === 'board'
        ? view.board.container
        : s?.kind === 'button'
          ? this.host.buttons.get(s.name)
          : s?.kind === 'square'
            ? view.board.square(s.at.y * view.board.cols + s.at.x).tile
            : undefined;
    if (target) shakeObject(this.host.screen, target);
    if (reason) refusalNote(this.host.screen, view.board, reason);
  }

  private speak(what: 'board' | 'hint' | 'cursor'): void {
    const { session, speaker } = this.host;
    const model = session.model();
    const hint = session.midend.solver.hint;
    if (what === 'board') speaker.board(model);
    else if (what === 'cursor') speaker.cursor(model);
    else if (hint !== null) speaker.hint(hint, model);
  }

  private handOver(text: string, title: string, copied: string): void {
    const screen = this.host.screen;
    void handOver(screen.sys.game, text, title).then((how) => {
      if (how === 'copied' && screen.sys.isActive()) toast(screen, copied, 3);
    });
  }
}
