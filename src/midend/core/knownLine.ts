// The solver's best line known for the game on screen (solverDesk.ts): par's line from the deal, or
// a line the solver found for a later position, with the moves that had been played when it was
// found. While the game stays on it — every move played since is the line's next — HINT and
// SHOW ME follow it, so help never ends worse than what the solver already promised.

export class KnownLine<M> {
  /** The moves played from the deal when the line was found (as keys), then the line from there. */
  private known: { readonly at: readonly string[]; readonly line: readonly M[] } | null = null;

  constructor(private readonly key: (move: M) => string) {}

  /** A new deal: nothing known. */
  forget(): void {
    this.known = null;
  }

  /** The solver's `line` from the position reached by `played`. */
  learn(played: readonly M[], line: readonly M[]): void {
    this.known = { at: played.map(this.key), line };
  }

  /** The rest of the known line after `played`, if the game is on it (null: off it, or none known). */
  restAfter(played: readonly M[]): M[] | null {
    const k = this.known;
    if (!k || played.length < k.at.length) return null;
    const keys = played.map(this.key);
    if (k.at.some((m, i) => keys[i] !== m)) return null;
    const since = keys.slice(k.at.length);
    if (since.length > k.line.length || since.some((m, i) => m !== this.key(k.line[i] as M))) return null;
    return k.line.slice(since.length);
  }
}

/** A line's moves up to and including its first counted move (the free ones before it ride along). */
export function upToCounted<M>(line: readonly M[], counted: (move: M) => boolean): M[] {
  const at = line.findIndex(counted);
  return at < 0 ? [] : line.slice(0, at + 1);
}
