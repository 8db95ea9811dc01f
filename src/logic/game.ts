// The one shape every game's rules take, modelled on the game back ends of Simon Tatham's puzzle
// collection: deal from options and a seed, apply a move (a new state plus what changed, or a
// typed rejection), say where the game stands, list the legal moves, and read and write positions
// and moves as text (docs/RULES.md, "Notations"). The midend (src/midend) does undo, saving,
// replays and codes once, for any game written against this interface.

import type { Result } from './result';

export const GAME_IDS = ['glassworks', 'flood-duel', 'joker-coloring'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** Where a game stands. Each game uses the subset its rules know (see its `status`). */
export type Status = 'playing' | 'won' | 'lost' | 'over' | 'quit';

/** A legal move's result: the next state, and what changed, in the order a view animates it. */
export interface Applied<S, C> {
  readonly state: S;
  readonly changes: C;
}

/**
 * How a move enters the undo history: a `step` is one undo step; a `free` move (Joker Coloring's
 * base change) rides along with the next step and keeps redo; a `final` move (quitting) can
 * never be undone.
 */
export type MoveKind = 'step' | 'free' | 'final';

/**
 * A game's rules. O: options, S: state (plain immutable JSON-safe data), M: a move (a small plain
 * object), C: the changes one move makes. Nothing here throws for a player's mistake or for bad
 * text: every failure is a `Result` with a reason a person can read.
 */
export interface GameRules<O, S, M, C> {
  /** Its id: the game's in the arcade (`GameId`); the save of its game in progress is kept under it. */
  readonly id: string;
  readonly defaultOptions: Readonly<O>;
  /** Strict check of options from untrusted data (a save, a code); returns a clean copy. */
  checkOptions(data: unknown): Result<O>;
  /** The deal: the same options and seed give the same state in every browser. */
  deal(options: O, seed: number): S;
  apply(state: S, move: M): Result<Applied<S, C>>;
  status(state: S): Status;
  /** Every legal move from `state`, in a fixed order (all three games have finitely many). */
  legalMoves(state: S): M[];
  moveKind(move: M): MoveKind;
  /** The position notation: an optional `[key=value …]` header, then the board notation. */
  encodePosition(state: S): string;
  decodePosition(text: string): Result<S>;
  /** One move as a short token (its syntax only; `apply` decides whether it is legal). */
  encodeMove(move: M): string;
  decodeMove(token: string): Result<M>;
  /** Full check of a state from untrusted data; returns a clean copy holding only known fields. */
  validateState(data: unknown): Result<S>;
}

/** Any game's rules, for code that works with every game (the midend, codes, replays). */
// biome-ignore lint/suspicious/noExplicitAny: the element types differ per game by design
export type AnyRules = GameRules<any, any, any, any>;

export type OptionsOf<R> = R extends GameRules<infer O, infer _S, infer _M, infer _C> ? O : never;
export type StateOf<R> = R extends GameRules<infer _O, infer S, infer _M, infer _C> ? S : never;
export type MoveOf<R> = R extends GameRules<infer _O, infer _S, infer M, infer _C> ? M : never;
export type ChangesOf<R> = R extends GameRules<infer _O, infer _S, infer _M, infer C> ? C : never;
