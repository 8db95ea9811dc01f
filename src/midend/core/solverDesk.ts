// The midend's questions to a game's solver, one job of the midend (midend.ts): par asked once per
// deal in the background, hints (a hint for a position already hinted counts once), and "show me",
// the solver's line played one move after another with a pause between, stopped by any move of the
// player's. What it learns it keeps (par, the hints taken, the hinted move); what the game does with
// it is the midend's.

import { t } from '../../i18n/i18n';
import type { Status } from '../../logic/game';
import type { Answering } from '../workers/workerClient';
import { KnownLine, upToCounted } from './knownLine';
import type { Timer } from './timer';

/** Par, and the solver's line from the deal that reaches it. */
export interface ParLine<M> {
  readonly par: number;
  readonly line: readonly M[];
}

/**
 * A game's questions to its solver worker. A hint and a line are searched at least as hard as par
 * was, so help from a position off par's line is as good as the solver can make it.
 */
export interface SolverPort<S, M> {
  /** The solver's result from the deal (what `Outcome.value` is compared with), and its line. */
  par(start: S, reply: Answering<ParLine<M>>): void;
  /** The solver's whole line from the position, for a hint (its first counted move is shown). */
  hint(state: S, reply: Answering<M[]>): void;
  /** The solver's whole line from the position ("show me"), if the game offers it. */
  line?(state: S, reply: Answering<M[]>): void;
  cancel(): void;
  dispose(): void;
}

/** Pause between the jumps of a "show me" line, so each can be followed. */
export const DEMO_PAUSE = 180;

/** What the desk needs of its midend. */
export interface DeskHost<S, M> {
  /** The position now, the deal, and whether the game goes on. */
  position(): { readonly state: S; readonly start: S; readonly status: Status };
  /** A race's game: no help from the solver. */
  readonly inRace: () => boolean;
  /** A position as a key (a hint for the same one counts once). */
  key(state: S): string;
  /** The moves played from the deal to the position now. */
  played(): readonly M[];
  /** A move as a key (the game's notation). */
  moveKey(move: M): string;
  /** The move counts (a free move, such as Joker's base change, does not). */
  counted(move: M): boolean;
  /** Make `move` for the player, as the solver; false if the rules refused it. */
  play(move: M): boolean;
  /** Something the solver answered changed the game: keep it. */
  persist(): void;
  /** Par arrived (or could not be worked out). */
  onPar(): void;
  refresh(): void;
  say(message: string): void;
}

/** The desk as the midend's users see it (`midend.solver`): what the solver said, and what they may ask. */
export interface Solver<M> {
  readonly par: number | null;
  /** Hints taken in this game. */
  readonly hints: number;
  /** The question the solver is working on. */
  readonly solving: 'par' | 'hint' | 'line' | null;
  /** The counted move the last hint suggests, until the position changes. */
  readonly hint: M | null;
  /** Par's line from the deal, once par is worked out on this screen (a saved par comes without it). */
  readonly parLine: readonly M[] | null;
  /** The solver is playing its line ("show me"). */
  readonly demonstrating: boolean;
  /** Ask for a hint; false when there is nothing to hint (the game is over, no solver). */
  askHint(): boolean;
  /** Ask for the solver's line and play it one move after another ("show me"). */
  showMe(): boolean;
  stopDemo(): void;
}

export class SolverDesk<S, M> implements Solver<M> {
  par: number | null = null;
  parLine: readonly M[] | null = null;
  hints = 0;
  /** The question the solver is working on. */
  solving: 'par' | 'hint' | 'line' | null = null;
  /** The counted move the last hint suggests, until the position changes. */
  hint: M | null = null;
  private parFailed = false;
  /** The position the last counted hint was for. */
  private hintedAt: string | null = null;
  private demo: M[] = [];
  private cancelDemo: (() => void) | null = null;
  /** The solver's best line known: HINT and SHOW ME follow it while the game is on it. */
  private readonly known: KnownLine<M>;

  constructor(
    private readonly port: SolverPort<S, M> | undefined,
    private readonly timer: Timer,
    private readonly host: DeskHost<S, M>,
  ) {
    this.known = new KnownLine((m) => host.moveKey(m));
  }

  /** A new deal, or a saved game's par and hints, and a line known from the deal if there is one. */
  reset(par: number | null = null, hints = 0, known: readonly M[] | null = null): void {
    this.par = par;
    this.parLine = null;
    this.hints = hints;
    this.hint = null;
    this.known.forget();
    if (known) this.known.learn([], known);
  }

  /** The solver is playing its line ("show me"). */
  get demonstrating(): boolean {
    return this.demo.length > 0 || this.cancelDemo !== null;
  }

  /** The view has caught up: the next move of the line, after the pause. */
  ready(): void {
    if (this.demo.length === 0 || this.cancelDemo || this.host.position().status !== 'playing') return;
    this.cancelDemo = this.timer.after(DEMO_PAUSE, () => {
      this.cancelDemo = null;
      const next = this.demo.shift();
      if (next !== undefined && !this.host.play(next)) this.demo = [];
    });
  }

  stopDemo(): void {
    this.demo = [];
    this.cancelDemo?.();
    this.cancelDemo = null;
  }

  /** Ask for par in the background, once per deal, when nothing else is asked. */
  askPar(): void {
    const port = this.port;
    if (!port || this.par !== null || this.solving !== null || this.parFailed) return;
    this.solving = 'par';
    port.par(this.host.position().start, {
      answer: ({ par, line }) => {
        this.solving = null;
        this.par = par;
        this.parLine = line;
        // Par's line, unless the game has left it and a later line is known.
        if (this.known.restAfter(this.host.played()) === null) this.known.learn([], line);
        this.host.persist();
        this.host.onPar();
        this.host.refresh();
      },
      fail: (reason) => {
        this.solving = null;
        this.parFailed = true;
        this.host.say(t('Par is unavailable: {reason}.', { reason }));
        this.host.onPar();
        this.host.refresh();
      },
    });
    this.host.refresh();
  }

  /**
   * Ask for a hint; false when there is nothing to hint (the game is over, no solver). On the
   * known line, its next move at once; off it, the solver's new line, which is then known.
   */
  askHint(): boolean {
    return this.help('hint', (line) => {
      // A hint for a position already hinted counts once.
      const at = this.host.key(this.host.position().state);
      if (at !== this.hintedAt) this.hints++;
      this.hintedAt = at;
      // Free moves of the hint (a base change) are made for the player; the counted move is shown.
      const moves = upToCounted(line, (m) => this.host.counted(m));
      const shown = moves[moves.length - 1] ?? null;
      for (const m of moves.slice(0, -1)) this.host.play(m);
      this.hint = shown;
    });
  }

  /** Play the solver's line one move after another ("show me"): the known one while on it. */
  showMe(): boolean {
    return this.help('line', (line) => {
      this.demo = line.slice(1);
      const first = line[0];
      if (first !== undefined) this.host.play(first);
    });
  }

  /** Help from the known line while the game is on it, else from the solver asked anew. */
  private help(kind: 'hint' | 'line', use: (line: readonly M[]) => void): boolean {
    const question = kind === 'hint' ? this.port?.hint : this.port?.line;
    if (!question || this.host.position().status !== 'playing' || this.host.inRace()) return false;
    const rest = this.known.restAfter(this.host.played());
    if (rest === null || rest.length === 0) return this.ask(kind, use);
    this.stopDemo();
    this.hint = null;
    use(rest);
    this.host.persist();
    this.host.refresh();
    return true;
  }

  private ask(kind: 'hint' | 'line', use: (line: readonly M[]) => void): boolean {
    const port = this.port;
    const question = kind === 'hint' ? port?.hint : port?.line;
    if (!port || !question) return false;
    this.stopDemo();
    port.cancel();
    this.solving = kind;
    this.hint = null;
    question.call(port, this.host.position().state, {
      answer: (line) => {
        this.solving = null;
        this.known.learn(this.host.played(), line);
        use(line);
        this.host.persist();
        this.host.refresh();
        this.askPar();
      },
      fail: (reason) => {
        this.solving = null;
        this.host.say(
          kind === 'hint'
            ? t('Hint is unavailable: {reason}.', { reason })
            : t('The solver is unavailable: {reason}.', { reason }),
        );
        this.host.refresh();
        this.askPar();
      },
    });
    this.host.refresh();
    return true;
  }

  /** The position changed: a hint or line worked out for the old one is dropped. */
  positionChanged(): void {
    this.hint = null;
    if (this.solving === 'hint' || this.solving === 'line') {
      this.port?.cancel();
      this.solving = null;
      this.askPar();
    }
  }

  /** The screen is closing: the solver stops. */
  dispose(): void {
    this.stopDemo();
    this.port?.dispose();
  }
}
