// "How to play", as data and a game's cues: for each game a few pages, each a title, one or two
// short captions and a demonstration — a start position in the game's position notation and move
// tokens the rules play from it (docs/RULES.md, "Notations") — and a kit saying how the game's
// demonstration looks: its tiles, the colour buttons under the board, the cue a player would give
// before each move (a tap, a press, the computer's pause), the move's animation and the words under
// the board. The how-to-play screen plays the pages with the one move player; tests/ui/howToPlay.test.ts
// holds every page to the rules, so a wrong position or move fails the tests, not the player.

import type Phaser from 'phaser';
import type { GameRules } from '../logic/game';
import type { JumpRule } from '../logic/glassworks';
import type { Animator } from '../ui/board/animator';
import type { BoardView } from '../ui/board/boardView';
import type { GlyphShape, Swatch } from '../ui/look/theme';

/**
 * What a demonstration shows happening, so the tests can hold a page to what it says: a GlassWorks
 * jump rule or a cleared board; Joker Coloring's flood, knight squares, a joker bursting, a chain
 * (a joker set off by another one), a base change or a win; Flood Duel's capture, the hand-over of
 * the free squares, and the end of a game.
 */
export type Shows =
  | JumpRule
  | 'cleared'
  | 'flood'
  | 'knight'
  | 'joker'
  | 'chain'
  | 'base'
  | 'won'
  | 'capture'
  | 'hand-over'
  | 'over';

export interface HowToDemo {
  /** The start position, in the game's position notation. */
  readonly position: string;
  /** Move tokens in the game's move notation, played in turn from the start position. */
  readonly moves: readonly string[];
}

export interface HowToPage {
  readonly title: string;
  /** One or two short captions, each read in a few seconds. */
  readonly lines: readonly string[];
  readonly demo: HowToDemo;
  readonly shows: readonly Shows[];
  /** The page on making boards: MAKE (`howto-make`) there opens the game's maker. */
  readonly makes?: boolean;
}

/** Words that must stay on one line when a caption wraps (a formula like red + yellow = orange). */
export const together = (words: string): string => words.replaceAll(' ', '\u00a0');

/** A colour button drawn under a demonstration's board (not a real button: it only shows a press). */
export interface Chip {
  readonly label: string;
  readonly color: number;
  readonly glyph: GlyphShape;
  readonly enabled: boolean;
}

/** What a game's cues and animations can do on the page. */
export interface DemoStage {
  readonly scene: Phaser.Scene;
  readonly board: BoardView;
  readonly marks: Phaser.GameObjects.Graphics;
  /** Run `fn` after `delay` ms, unless the page changes first. */
  later(delay: number, fn: () => void): void;
  /** A finger's tap on a square. */
  tap(at: { x: number; y: number }): void;
  /** A press on colour chip `index`. */
  pressChip(index: number): void;
  /** The line under the board: what is happening. */
  say(text: string): void;
  /** Move the base ring to a square, as part of the move's animation. */
  moveRing(to: { x: number; y: number }, anim: Animator): void;
}

/** How one game's demonstrations look. */
export interface DemoKit<S, C> {
  // biome-ignore lint/suspicious/noExplicitAny: the demonstrations never use a game's options or moves
  readonly rules: GameRules<any, S, any, C>;
  /** The game's colour (its name, and PLAY). */
  readonly color: number;
  swatches(s: S): readonly (Swatch | null)[];
  /** The colour chips under the board, for state `s` (none for GlassWorks). */
  chips(s: S): readonly Chip[];
  /** The cue before the move that makes `ch` from `before`; returns how long it takes. */
  cue(v: DemoStage, before: S, ch: C): number;
  animate(v: DemoStage, ch: C, after: S, anim: Animator): void;
  /** The readout above the board. */
  status(s: S): string;
  /** What a move did, in a line under the board. */
  line(ch: C): string;
  /** The square the base ring marks (Joker Coloring). */
  base?(s: S): { x: number; y: number };
  /** The lines the cues may say (their room is kept for the longest). */
  readonly cueLines?: () => readonly string[];
}

/** A game's how to play: its pages and how its demonstrations look. */
export interface HowTo<S, C> {
  readonly pages: readonly HowToPage[];
  readonly kit: DemoKit<S, C>;
}
