// Search plumbing shared by both engines, which follow one plan: a greedy line first (an upper
// bound, and always a finished line), then beam searches at growing widths (`widen`) while the
// budget lasts, each pruned to lines shorter than the best so far; a beam that runs out of budget
// finishes its best position greedily. Effort is a count of evaluated positions (`Budget`), never
// a clock, so the same position gives the same line on every machine.

/** Evaluations allowed and used in one solve. */
export class Budget {
  used = 0;
  constructor(readonly limit: number) {}
  get left(): number {
    return this.limit - this.used;
  }
}

export interface SearchNode {
  readonly depth: number;
  readonly score: number;
}

/** Width of the first beam, which measures what one unit of width costs. */
const PROBE_WIDTH = 4;
const MAX_ROUNDS = 4;

/**
 * Beams at growing widths, starting from a finished line `best`: each width is what the budget
 * left allows at the cost per unit of width the previous beam measured.
 */
export function widen<N extends SearchNode>(
  budget: Budget,
  best: N,
  beam: (width: number, cap: number) => N | null,
): N {
  let width = PROBE_WIDTH;
  for (let round = 0; round < MAX_ROUNDS && budget.left > 0; round++) {
    const before = budget.used;
    const found = beam(width, best.depth);
    if (found && found.depth < best.depth) best = found;
    const perWidth = Math.max(1, (budget.used - before) / width);
    const next = Math.floor((budget.left * 0.9) / perWidth);
    if (next < width * 2) break;
    width = next;
  }
  return best;
}

/** The `width` best-scored nodes (ties keep their generation order). */
export function keepBest<N extends SearchNode>(children: N[], width: number): N[] {
  return children.sort((a, b) => a.score - b.score).slice(0, width);
}
