// A game's save as the menu's card and a launch read it, without starting the game (no worker, no
// timer): the game in progress there, if moves were made in it and it is not over — its deal, the
// moves made, its par and the best kept for that deal.

import type { Storage } from '../../services/storage';
import { DealBests } from './bests';
import type { MidendConfig } from './config';
import { SaveSlot } from './saves';

/** A game in progress as the menu's card tells it. */
export interface SavedProgress {
  readonly steps: number;
  readonly par: number | null;
  readonly best: number | null;
}

export class SavedGame<O, S, M, C, X, D> {
  /** The game's save, read through its description (a Midend shares its own slot and bests). */
  static of<O, S, M, C, X, D>(
    game: MidendConfig<O, S, M, C, X, D>,
    storage: Storage,
  ): SavedGame<O, S, M, C, X, D> {
    const slot = new SaveSlot(storage, game.rules.id, game.rules, (json) => game.validateExtras(json));
    return new SavedGame(game, slot, new DealBests(storage, game.bests));
  }

  constructor(
    private readonly game: MidendConfig<O, S, M, C, X, D>,
    private readonly slot: SaveSlot<O, S, M, C, X>,
    private readonly bests: DealBests<O, X>,
  ) {}

  /** The game in progress for the menu's card; null when none is (no moves yet, or it is over). */
  progress(): SavedProgress | null {
    const saved = this.slot.inProgress();
    if (!saved) return null;
    return {
      steps: saved.history.done,
      par: saved.par,
      best: this.bests.of(saved.options, saved.seed, saved.extras),
    };
  }

  /** The deal of the game in progress, if there is one. */
  deal(): D | null {
    const saved = this.slot.inProgress();
    return saved ? this.game.dealOf(saved.options, saved.seed, saved.extras) : null;
  }
}
