// A finished game watched again on its screen: the watch bar over the board (ui/board/watchBar.ts),
// the screen's buttons hidden but the header's while it plays, and where the replay stands (the
// position shown, for the test hook). DONE, or the screen laid out anew, ends it.

import type { Button } from '../controls/button';
import type { ScreenHost } from '../screen/host';
import type { Rect } from '../screen/layout';
import type { MovePlayer, ScriptFrame, Stage } from './movePlayer';
import { WatchBar } from './watchBar';

/** The buttons that stay while a finished game is watched again (the header's). */
const KEPT_WHILE_WATCHING = new Set(['help', 'menu', 'copy-code', 'zoom']);

/** A finished game to watch: its positions (for the test hook), its start and its moves. */
export interface Watchable<C, Model, P> {
  readonly positions: readonly P[];
  readonly start: Model;
  readonly script: readonly ScriptFrame<C, Model>[];
}

export class Watching<C, Model, P> {
  private current: { bar: WatchBar<C, Model>; positions: readonly P[] } | null = null;

  constructor(
    private readonly host: ScreenHost,
    private readonly player: MovePlayer<C, Model>,
    private readonly stage: Stage<C, Model>,
    private readonly buttons: ReadonlyMap<string, Button>,
    /** Where the board is drawn: the bar keeps off it where the screen has room. */
    private readonly board: () => Rect | null,
  ) {}

  /** A game is being watched. */
  get on(): boolean {
    return this.current !== null;
  }

  /** The position the replay shows (undefined: nothing is watched). */
  get position(): P | undefined {
    const w = this.current;
    return w ? w.positions[w.bar.script.at] : undefined;
  }

  /** The watch bar's state for the test hook (null: nothing is watched). */
  get state(): WatchBar<C, Model>['state'] | null {
    return this.current?.bar.state ?? null;
  }

  /** Watch `game`; DONE ends it and calls `done`. */
  start(game: Watchable<C, Model, P>, done: () => void): void {
    const hidden = [...this.buttons.entries()].filter(([n, b]) => !KEPT_WHILE_WATCHING.has(n) && b.visible);
    for (const [, b] of hidden) b.setVisible(false);
    const bar = new WatchBar(this.host, this.player, this.stage, game, this.board(), () => {
      this.stop();
      for (const [, b] of hidden) if (b.active) b.setVisible(true);
      done();
    });
    this.current = { bar, positions: game.positions };
  }

  /** End the replay without a word (the screen goes, or is laid out anew). */
  stop(): void {
    this.current?.bar.destroy();
    this.current = null;
  }
}
