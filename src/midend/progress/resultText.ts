// The words of the results panels, written once for every game: the result against par, the best
// for the deal, hints taken. Pure text (no Phaser), so it is unit-tested.

import { t } from '../../i18n/i18n';
import { count, type Unit } from '../../i18n/units';
import type { Outcome } from '../core/midend';

/**
 * A result (lower is better) against the computer's best for the deal. `unit` names what is
 * counted ("point", "move"); `solving` says par is still being worked out.
 */
export function parLine(value: number, par: number | null, unit: Unit, solving: boolean): string | null {
  if (par === null) return solving ? t('Par is still being worked out…') : null;
  if (value < par)
    return t('Par {par}: you beat the computer by {count}!', { par, count: count(par - value, unit) });
  if (value === par) return t('Par {par}: you matched the computer.', { par });
  return t("Par {par}: {count} over the computer's best.", { par, count: count(value - par, unit) });
}

/** The best for this deal, or the news that this result is a new best. */
export function bestLine(outcome: Outcome, unit: Unit): string | null {
  const { best, previousBest, newBest } = outcome;
  if (newBest && previousBest !== null)
    return t('New best for this deal! (was {was})', { was: previousBest });
  return best === null ? null : t('Best for this deal: {count}', { count: count(best, unit) });
}

/**
 * How a finished game rates: against par and the best for the deal, or, when the solver played
 * some of its moves ("show me"), a plain statement that it is not rated. `moves` names the counted
 * moves ("jump", "move") and `unit` the result ("point", "move").
 */
export function ratingLines(
  o: Outcome,
  r: { par: number | null; solving: boolean; steps: number; moves: Unit; unit: Unit },
): string[] {
  if (o.assisted > 0) {
    return [
      t('The computer played {played} of the {count} (SHOW ME).', {
        played: o.assisted,
        count: count(r.steps, r.moves),
      }),
      t('Not rated against par, not kept as a best.'),
    ];
  }
  const lines = [o.value === null ? null : parLine(o.value, r.par, r.unit, r.solving), bestLine(o, r.unit)];
  return lines.filter((l): l is string => l !== null);
}

/** " (with 2 hints)" after a result reached with help, else nothing. */
export const withHints = (hints: number): string =>
  hints > 0 ? t(' (with {count})', { count: count(hints, 'hint') }) : '';

/** The result card's one line: a result, against par once par is known ("14 moves · par 7"). */
export const summaryLine = (result: string, par: number | null): string =>
  par === null ? result : t('{result} · par {par}', { result, par });
