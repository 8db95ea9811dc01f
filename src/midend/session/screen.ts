// What a game screen shows of its session: the open panel (a question, or a finished game's
// results with the race's places), the model its view draws, the test hook's snapshot, the finished
// game to watch again, and the header's words (the code, the race, a challenge's result to beat).

import { t, verbatim } from '../../i18n/i18n';
import { encodeDeal } from '../codes/dealCode';
import { factsOf } from '../games/facts';
import { ShelfBook } from '../online/shelfBook';
import { Challenges } from '../progress/challenges';
import { dailyDayOf } from '../progress/end';
import type { GameBooks } from './books';
import type { SessionCore } from './core';
import type { Celebration, PanelSpec } from './effects';
import { celebrationOf, endPanels } from './panels';
import type { Position } from './part';
import { resultsOpen } from './phase';

export class SessionScreen<S, M, C, U, Model> {
  /** The shelf's name for the deal last asked about (shelfLine). */
  private shelfName: { readonly code: string; readonly line: string | null } | null = null;

  constructor(
    private readonly core: SessionCore<S, M, C, U, Model>,
    private readonly books: GameBooks<S, M, C, U, Model>,
  ) {}

  private get part() {
    return this.core.part;
  }
  private get midend() {
    return this.core.midend;
  }

  /** The panel the screen shows now: a question, a finished game's results, or none. */
  panel(): PanelSpec | null {
    const core = this.core;
    if (core.phase === 'asking') return core.question?.spec ?? null;
    const outcome = this.midend.outcome();
    if (!resultsOpen(core.phase) || !outcome) return null;
    const words = this.part.endWords(outcome);
    // A race's game: the race's places below the result, and no move taken back.
    const race = core.race;
    const lines = race ? [...words.lines, ...race.lines()] : words.lines;
    const buttons = race ? words.buttons.filter((b) => b.action !== 'undo') : words.buttons;
    const make = factsOf(this.part.id).maker ? `make-${this.part.id}` : null;
    const panels = endPanels({ ...words, lines, buttons }, this.books.report(), this.midend.steps > 0, make);
    return core.phase === 'more' ? panels.more : panels.card;
  }

  /** How the game's end is celebrated (null: still playing). */
  celebration(): Celebration | null {
    const outcome = this.midend.status === 'playing' ? null : this.midend.outcome();
    return outcome ? celebrationOf(this.part.endWords(outcome), outcome) : null;
  }

  /** The live position, or the one given (a finished game watched again). */
  model(at?: Position<S>): Model {
    return this.part.model(at ?? this.core.position(), at ? this.part.initialUi() : this.core.ui);
  }

  /** The game's fields of the test hook's snapshot, for the live position or a watched one. */
  snapshot(at?: Position<S>): Record<string, unknown> {
    const m = this.midend;
    const p = at ?? this.core.position();
    return {
      game: this.part.id,
      seed: m.seed,
      code: encodeDeal(m.currentDeal()),
      status: m.rules.status(p.state),
      canUndo: p.canUndo,
      canRedo: p.canRedo,
      best: m.best(),
      panel: this.core.panelShown,
      ending: this.core.phase === 'ending',
      phase: this.core.phase,
      stars: this.stars(),
      celebration: this.celebration(),
      par: m.solver.par,
      hints: m.solver.hints,
      solving: m.solver.solving,
      daily: this.dailyDay,
      race: this.core.race?.snapshot() ?? null,
      ...this.part.snapshot(this.model(at)),
    };
  }

  /**
   * The finished game to watch again, as the move player plays it: each position (for the test
   * hook's snapshot while watching), the model of the deal, and each move's changes with the model
   * after it.
   */
  watchable(): { positions: Position<S>[]; start: Model; script: { changes: C; after: Model }[] } {
    const { start, frames } = this.midend.replay();
    const positions = [start, ...frames.map((f) => f.after)].map((state, steps) => ({
      state,
      steps,
      canUndo: false,
      canRedo: false,
    }));
    const models = positions.map((p) => this.model(p));
    const script = frames.map((f, i) => ({ changes: f.changes, after: models[i + 1] as Model }));
    return { positions, start: models[0] as Model, script };
  }

  /** The game's stars once it is over (null: still playing, or not rated). */
  private stars(): number | null {
    const outcome = this.midend.status === 'playing' ? null : this.midend.outcome();
    return outcome ? this.part.endWords(outcome).stars : null;
  }

  /** The result to beat shown under the title, when a friend's challenge was taken for this deal. */
  get beat(): number | null {
    return new Challenges(this.core.deps.storage).beat(this.part.id, encodeDeal(this.midend.currentDeal()));
  }

  /** The day whose daily deal this is (today's or yesterday's), or null: not a daily deal. */
  get dailyDay(): string | null {
    return dailyDayOf(this.part.id, this.midend.currentDeal(), this.core.deps.now());
  }

  /** The code the header shows (COPY hands it over). */
  headerCode(): string {
    return this.part.headerCode?.() ?? encodeDeal(this.midend.currentDeal());
  }

  /** The header's words for the race this game is played in (null: no race). */
  get raceLine(): string | null {
    return this.core.race?.line() ?? null;
  }

  /**
   * The header's words for a board from the Explore shelf: its title and maker (null: not one).
   * Read from storage once per deal, not on every redraw.
   */
  get shelfLine(): string | null {
    const code = encodeDeal(this.midend.currentDeal());
    if (this.shelfName?.code !== code) {
      const name = new ShelfBook(this.core.deps.storage).nameOf(code);
      const line =
        name && t('“{title}” BY {author}', { title: verbatim(name.title), author: verbatim(name.author) });
      this.shelfName = { code, line };
    }
    return this.shelfName.line;
  }
}
