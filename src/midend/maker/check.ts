// CHECK: what a game's solver says of a made board, asked in its worker with a bound the player
// sees (the worker's time limit): GlassWorks — the best result found and whether it clears (with
// its clearing line); Joker Coloring — par, and whether the move limit can be met; Flood Duel — how
// the Hard computer fares against itself from each corner (UNFAIR when one side wins both).

/** The solver's answer on a board, in words and figures. */
export interface MakerCheck {
  /** The answer as the screen says it, one line each. */
  readonly lines: readonly string[];
  /** The board fails what a good puzzle needs: it cannot be cleared, the limit cannot be met, it is unfair. */
  readonly warning: boolean;
  /** The board is over before its first move (no jump, already one colour): no puzzle to publish. */
  readonly over?: boolean;
  /** The solver's line as move tokens, where it found one: PUBLISH sends it for the shelf's first par. */
  readonly line?: readonly string[];
  /** The figures, as the test hook reports them. */
  readonly figures: Readonly<Record<string, number | boolean | string | readonly string[]>>;
}

/** A check under way or done (the screen's: it asks, the maker keeps the answer). */
export type CheckNews =
  | { readonly kind: 'answer'; readonly check: MakerCheck }
  | { readonly kind: 'failed'; readonly reason: string };
