// What a game screen's session (session/session.ts) asks its scene to do, as plain data: play a sound, shake
// what refused a move, say a sentence, show a message, animate a move, draw the position again,
// open or close a panel, hand a code to the player, go to another screen. The scene performs
// effects and decides nothing; a unit test reads them without a browser. Panels are data too:
// each button names the action it sends back to the session.

import type { Unit } from '../../i18n/units';
import type { Command, KeyPress } from '../../logic/input';
import type { Square } from '../../logic/notation';
import type { SoundName } from '../../services/sound';
import type { Mover } from '../core/midend';
import type { Target } from '../launch/navigation';
import type { BoardAsked } from '../online/dailyBoard';

/**
 * What a button (or a key the game reads itself) asks of the session: the games' commands, and the
 * screen's own — SHOW ME, Joker's BASE and OPTIONS, a finished game's panel (NEW DEAL, REPLAY DEAL,
 * WATCH, CHALLENGE, SHARE, VIEW BOARD, MENU, MORE… and its CLOSE), the end of a game's moment, a question's answers,
 * COPY, and Flood Duel's new games, ENTER CODE and online play; `alt` is a question's third answer.
 */
export type Action =
  | Command
  | 'show'
  | 'base'
  | 'options'
  | 'new-deal'
  | 'replay'
  | 'watch'
  | 'watch-done'
  | 'challenge'
  | 'share-daily'
  | 'view-board'
  | 'more'
  | 'more-close'
  | 'ending-done'
  | 'copy-code'
  | 'yes'
  | 'no'
  | 'new-cpu'
  | 'new-duo'
  | 'new-mail'
  | 'enter-code'
  | 'alt'
  | 'cycle'
  | 'play-online'
  | 'online-rematch'
  | 'online-leave'
  | 'race'
  | 'ladder'
  | 'stats'
  | 'daily-board'
  | 'make';

/** What reaches a session: a press on a square, a key, a button's action, or a move chosen on a button. */
export type SessionInput<M> =
  | { readonly kind: 'press'; readonly at: Square }
  | { readonly kind: 'key'; readonly press: KeyPress }
  | { readonly kind: 'action'; readonly action: Action }
  | { readonly kind: 'move'; readonly move: M };

/** A number the end's moment counts up to, and what it counts (null: a bare number, as a duel's squares). */
export interface Tally {
  readonly value: number;
  readonly unit: Unit | null;
}

/**
 * How a finished game is celebrated, the rarest first: a GlassWorks clear, Hard beaten, three stars,
 * a new best, any other win, a loss (the gentler moment).
 */
export type Celebration = 'clear' | 'beat-hard' | 'three-stars' | 'new-best' | 'win' | 'loss';

/** How a panel's title reads: good news, bad news, neutral, or in a player's colour. */
export type Tone = 'good' | 'danger' | 'accent' | 'player1' | 'player2';

export interface PanelChoice {
  /** The button's name (the test hook's `button:NAME`). */
  readonly name: string;
  readonly label: string;
  /** A shorter label, where the full one does not fit (two buttons to a row on a phone). */
  readonly short?: string;
  readonly action: Action;
  /** Drawn as the dangerous answer (a question's yes). */
  readonly danger?: boolean;
}

/** A panel over the screen: a finished game's results, or a question. */
export interface PanelSpec {
  readonly title: string;
  readonly tone: Tone;
  /** A finished game's rating: stars earned of three, and the words a screen reader says for them. */
  readonly stars?: { readonly earned: number; readonly said: string };
  readonly lines: readonly string[];
  readonly buttons: readonly PanelChoice[];
  /** The buttons Esc, Y and N press, and the one a keyboard player starts on. */
  readonly cancel?: string;
  readonly yes?: string;
  readonly no?: string;
  readonly focus?: string;
  /** A question: it plays the "not allowed" buzz as it opens. */
  readonly question?: boolean;
  /** A finished game's results: drawn beside the board, leaving it in sight. */
  readonly results?: boolean;
  /** The rest of a finished game's results, behind the card's MORE…. */
  readonly more?: boolean;
}

/** What shakes for "not allowed": the board, a named button, or one square's tile. */
export type Shake =
  | { readonly kind: 'board' }
  | { readonly kind: 'button'; readonly name: string }
  | { readonly kind: 'square'; readonly at: Square };

export type Effect<C> =
  | { readonly kind: 'sound'; readonly sound: SoundName; readonly rate?: number }
  /**
   * "Not allowed": the buzz and a shake (`shake` null: the buzz alone), and `reason`, the words of
   * why, shown briefly on the board (the screen reader hears them as a `say`).
   */
  | { readonly kind: 'refused'; readonly shake: Shake | null; readonly reason?: string }
  /** Words for the screen reader only. */
  | { readonly kind: 'say'; readonly text: string }
  /** Words the view has for the screen reader: the whole board, a hint that arrived, the cursor's square. */
  | { readonly kind: 'speak'; readonly what: 'board' | 'hint' | 'cursor' }
  /** A message shown on the screen (and said). */
  | { readonly kind: 'toast'; readonly text: string; readonly seconds?: number }
  /**
   * Animate one move's changes, the `move`-th handed to the view; when the view has caught up with it,
   * the screen reports `settled(move)`.
   */
  | { readonly kind: 'moved'; readonly changes: C; readonly by: Mover; readonly move: number }
  /**
   * Finish the move under way at once, drawn as it ends: the session already counts it as caught up
   * (the position is about to change, or a question or a screen comes next) and ignores its report.
   */
  | { readonly kind: 'catch-up' }
  /** The position jumped (undo, redo, a move taken in): draw it at once. */
  | { readonly kind: 'redraw' }
  /** The readouts or marks changed (par, the UI state, the computer thinking). */
  | { readonly kind: 'hud' }
  /** The open panel changed: draw `session.panel()` (null: none). */
  | { readonly kind: 'panel' }
  /** Hand a text to the player (clipboard, share sheet, or shown to copy); `copied` is said after. */
  | { readonly kind: 'hand'; readonly text: string; readonly title: string; readonly copied: string }
  /** Watch the finished game again: play `session.replay()`. */
  | { readonly kind: 'watch' }
  /** The code field, for a code typed in here (answered by `launch.ts`'s `codeTarget`). */
  | { readonly kind: 'enter-code'; readonly title: string }
  | { readonly kind: 'go'; readonly to: Target }
  /**
   * A game with a board is over (a daily deal, a ladder deal, a challenge: its moves wait in the
   * outbox, session/books.ts): send what waits and ask for the board; the screen hands the answer
   * back (`session.dailyBoard`).
   */
  | { readonly kind: 'board'; readonly asked: BoardAsked }
  /**
   * The game just ended: the board's moment (a wave across it, sparks and the stars, or a gentler
   * one for a loss), then `ending-done`; the results panel opens after it.
   */
  | { readonly kind: 'ending'; readonly moment: EndMomentSpec };

/** The end's moment: its headline over the board, the stars landing, the result counting up. */
export interface EndMomentSpec {
  readonly headline: string;
  readonly tone: Tone;
  readonly won: boolean;
  readonly stars: number | null;
  readonly tally: readonly Tally[];
  readonly celebration: Celebration;
}
