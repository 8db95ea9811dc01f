// One game's part of a game screen's session (session/session.ts), as Tatham's back ends give theirs to the
// midend: how the game reads input (its interpret_move), the buttons only it has, what a refused
// move shakes, what its view draws (the model), what the test hook reports, its results panel, and
// where its "new game" leads. Everything every game shares — undo, hints, questions, the end of a
// game, challenges, dailies, watching — is the session's, written once.

import type { GameId } from '../../logic/game';
import type { Input, Reading } from '../../logic/input';
import type { Rejected } from '../../logic/result';
import type { Midend, Outcome } from '../core/midend';
import type { GameLaunch, Target } from '../launch/navigation';
import type { ResultRule } from '../progress/end';
import type { PlayMode } from '../progress/gameLog';
import type { Stars } from '../progress/stars';
import type { Action, Effect, PanelChoice, Shake, Tally, Tone } from './effects';

/** A position as the view shows it: the game's present, or a position of the game watched again. */
export interface Position<S> {
  readonly state: S;
  /** Undo steps played to reach it (the jumps or moves the readouts count). */
  readonly steps: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/** What the session tells the interpretation beyond the UI state. */
export interface ReadContext {
  /** A panel is open (the results): only the keys that make sense over it count. */
  readonly panel: boolean;
  /** The board is drawn on end (GlassWorks in portrait): arrows follow the drawing. */
  readonly transposed: boolean;
}

/** What a game's part may do through the session when it reads an action of its own. */
export interface PartApi<M, U> {
  readonly ui: U;
  /** Read a reading as if it came from a key: a move, a UI change, a command. */
  read(reading: Reading<M, U>): void;
  /** Ask before something undo cannot bring back; yes runs `onYes`, the third answer `onAlt`. */
  ask(q: Question, onYes: () => void, onAlt?: () => void): void;
  /** A game with moves in it is thrown away only after the player says so. */
  askNewGame(start: () => void): void;
  go(to: Target): void;
  emit(effect: Effect<never>): void;
}

/**
 * A yes/no question: its title, one line, and the names and labels of its two answers; a choice
 * (`calm`: nothing is lost whatever the answer) may offer a third answer, `alt`.
 */
export interface Question {
  readonly title: string;
  readonly line: string;
  readonly yes: { readonly name: string; readonly label: string };
  readonly no: { readonly name: string; readonly label: string };
  readonly alt?: { readonly name: string; readonly label: string };
  /** A choice that changes what the question offers (a turn clock's length): pressed, it asks again. */
  readonly cycle?: { readonly name: string; readonly label: string; readonly next: () => void };
  readonly calm?: boolean;
}

/** A finished game's panel as the game words it (the session adds what every game shares). */
export interface EndWords {
  readonly title: string;
  readonly tone: Tone;
  readonly lines: readonly string[];
  /** The result card's one line: the result against par or the opponent ("14 moves · par 7", "199 – 185"). */
  readonly summary: string;
  /**
   * What the moment counts up to (the board's score: moves, points left, each player's squares), shown
   * under the headline; empty: nothing counted.
   */
  readonly tally: readonly Tally[];
  /** A rare ending the game celebrates more than any other (a GlassWorks clear, beating Hard). */
  readonly rare?: 'clear' | 'beat-hard';
  /** The game's own buttons, the natural next step first (the card's first button; the rest go in MORE…). */
  readonly buttons: readonly PanelChoice[];
  /** The sound of the moment the game ends. */
  readonly sound: 'win' | 'lose' | null;
  /** The end is the player's to celebrate (its moment plays the wave); else a loss's gentler one. */
  readonly won: boolean;
  /** The game's rating, one to three stars (midend/progress/stars.ts); null: not rated (a loss, no par yet). */
  readonly stars: Stars | null;
}

/** Any game's midend, as the session sees it. */
// biome-ignore lint/suspicious/noExplicitAny: options and extras differ per game; the session never touches them
export type AnyMidend<S, M, C> = Midend<any, S, M, C, any>;

export interface GamePart<S, M, C, U, Model> {
  readonly id: GameId;
  readonly midend: AnyMidend<S, M, C>;
  /** How the game's results compare, for challenges and dailies. */
  readonly rule: ResultRule;
  initialUi(): U;
  /** The game's interpret_move (src/logic/<game>/input.ts). */
  interpret(state: S, ui: U, input: Input, ctx: ReadContext): Reading<M, U>;
  /** A button or command only this game has (BASE, LEVEL, QUIT…): true when it took it. */
  act?(action: Action, api: PartApi<M, U>): boolean;
  /** The UI state kept consistent with a new position (a selection that can no longer jump goes). */
  tidy?(state: S, ui: U): U;
  /** A hint arrived: the UI state that shows it, and a cue. */
  hinted?(hint: M, ui: U): U;
  /**
   * What shakes when `move` is refused, and the game's own words for it on the board (null: the
   * rules' reason is shown).
   */
  refused(move: M, why: Rejected, state: S): { shake: Shake; message: string | null };
  /** Why a press the game reads as no move at all is refused (a GlassWorks square with no jump). */
  invalidPress?(): string;
  /** Everything the view draws for a position. */
  model(at: Position<S>, ui: U): Model;
  /** The game's own fields of the test hook's snapshot. */
  snapshot(model: Model): Record<string, unknown>;
  /** The game's results panel. */
  endWords(outcome: Outcome): EndWords;
  /** The player's result to keep for the day and send as a challenge (null: none). */
  result(): number | null;
  /** The share line's picture of this game. */
  picture(): string;
  /** Where a new game leads (`seed`: the same deal again). */
  newGame(seed?: number): GameLaunch;
  /** A duel code's moves taken in (Flood Duel): all but the last `shown` at once, those played. */
  takeDuel?(moves: readonly number[], shown: number): void;
  /** A friend's room to join, named by a link or a typed code (Flood Duel live). */
  joinRoom?(code: string, api: PartApi<M, U>): void;
  /** The code the header shows and COPY hands over (default: the deal's code). */
  headerCode?(): string;
  /** The moves a move limit leaves while playing (Joker Coloring), else null: the last one sounds. */
  movesLeft?(): number | null;
  /** The computer is moving (Flood Duel): the screen is busy. */
  readonly busy?: () => boolean;
  /**
   * Whether the server can verify the finished game from its moves, for a daily deal (`daily`) or a
   * deal's board (absent: always). Flood Duel's computer must be the one the server plays: against
   * the computer, at the daily's level for a daily (a challenge's code names its level).
   */
  readonly verifiable?: (daily: boolean) => boolean;
  /** A Flood Duel challenge names the computer's level. */
  readonly level?: () => 'easy' | 'normal' | 'hard';
  /** How this game is played, for the game log (default: solo, or daily and challenge as they are). */
  readonly mode?: () => PlayMode;
  /** The player won, as the game log counts it (default: the end is theirs to celebrate). */
  readonly playerWon?: () => boolean;
}
