// The next new game on the Flood Duel screen, as LEVEL, SIZE and RULES choose it: this game's level,
// board and rule set until one of them is pressed (the screen says so while they differ).

import * as FD from '../../../logic/flood/index';
import type { GameLaunch } from '../../launch/navigation';
import type { Action } from '../../session/effects';
import type { FloodMidend } from './midend';
import type { Chosen } from './model';
import type { Mode } from './players';
import { paramsOf } from './setup';

const cycle = <T>(list: readonly T[], at: number): T => list[(at + 1) % list.length] as T;

export class NextChoice {
  private next: Chosen | null = null;

  constructor(private readonly midend: FloodMidend) {}

  get chosen(): Chosen {
    this.next ??= { options: this.midend.options, players: this.midend.players };
    return this.next;
  }

  /**
   * LEVEL, SIZE or RULES: true when it chose, false when it may not (SIZE under Filler's rules, which
   * has its own board), null for any other action.
   */
  choose(action: Action): boolean | null {
    const n = this.chosen;
    if (action === 'level') {
      const level = cycle(FD.AI_LEVELS, FD.AI_LEVELS.indexOf(n.players.level));
      this.next = { ...n, players: { ...n.players, level } };
    } else if (action === 'size') {
      if (n.options.rules === 'filler') return false;
      const sizes = FD.SIZE_PRESETS;
      const at = sizes.findIndex((q) => q.width === n.options.width && q.height === n.options.height);
      this.next = { ...n, options: { ...n.options, ...cycle(sizes, at) } };
    } else if (action === 'ruleset') {
      const filler = n.options.rules !== 'filler';
      const { rules: _, ...rest } = n.options;
      const options: FD.FloodOptions = filler
        ? { ...rest, ...FD.FILLER_SIZE, rules: 'filler' }
        : { ...rest, ...FD.DEFAULT_SIZE };
      this.next = { ...n, options };
    } else return null;
    return true;
  }

  /** A new game in `mode`, with the level, size and rule set chosen for it. */
  launch(mode: Mode): GameLaunch {
    const n = this.chosen;
    const options = { ...n.options, first: this.midend.nextFirst(mode) };
    return { fresh: true, params: paramsOf(options, { ...n.players, mode }) };
  }

  /** Online games are played under Flood Duel's own rules (the server knows no other): at its size. */
  get onlineSize(): { readonly width: number; readonly height: number } {
    return this.chosen.options.rules === 'filler' ? FD.DEFAULT_SIZE : this.chosen.options;
  }
}
