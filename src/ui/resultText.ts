// The words of the results panels, written once for every game: the result against par, the best
// for the deal, hints taken. Pure text (no Phaser), so it is unit-tested.

import type { Outcome } from '../midend/midend';

/** "1 move", "3 moves". */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A result (lower is better) against the computer's best for the deal. `unit` names what is
 * counted ("point", "move"); `solving` says par is still being worked out.
 */
export function parLine(value: number, par: number | null, unit: string, solving: boolean): string | null {
  if (par === null) return solving ? 'Par is still being worked out…' : null;
  if (value < par) return `Par ${par}: you beat the computer by ${plural(par - value, unit)}!`;
  if (value === par) return `Par ${par}: you matched the computer.`;
  return `Par ${par}: ${plural(value - par, unit)} over the computer's best.`;
}

/** The best for this deal, or the news that this result is a new best. */
export function bestLine(outcome: Outcome, unit: string): string | null {
  const { best, previousBest, newBest } = outcome;
  if (newBest && previousBest !== null) return `New best for this deal! (was ${previousBest})`;
  return best === null ? null : `Best for this deal: ${plural(best, unit)}`;
}

/**
 * How a finished game rates: against par and the best for the deal, or, when the solver played
 * some of its moves ("show me"), a plain statement that it is not rated. `moves` names the counted
 * moves ("jump", "move") and `unit` the result ("point", "move").
 */
export function ratingLines(
  o: Outcome,
  r: { par: number | null; solving: boolean; steps: number; moves: string; unit: string },
): string[] {
  if (o.assisted > 0) {
    return [
      `The computer played ${o.assisted} of the ${plural(r.steps, r.moves)} (SHOW ME).`,
      'Not rated against par, not kept as a best.',
    ];
  }
  const lines = [o.value === null ? null : parLine(o.value, r.par, r.unit, r.solving), bestLine(o, r.unit)];
  return lines.filter((l): l is string => l !== null);
}

/** " (with 2 hints)" after a result reached with help, else nothing. */
export const withHints = (hints: number): string => (hints > 0 ? ` (with ${plural(hints, 'hint')})` : '');
