// The maker's status — a rule's problem, CHECK's answer, the hint — in words, and fitted to the
// screen: the plan with the status band the screen asks for, the text at the largest size from the
// body's down to the smallest allowed that it fits in whole. Where even that does not (Flood Duel's
// answer under the board of a phone held sideways), the band takes a line more at a time, the board
// giving way, while the rows of controls keep their height. The measure is passed in.

import { t, verbatim } from '../../i18n/i18n';
import type { Maker } from '../../midend/maker/maker';
import { touchFirst } from '../controls/pointer';
import type { Metrics } from '../screen/layout';
import { type MakerPlan, makerPlan } from './makerPlan';

/** The height of `text` at `size` px wrapped to `width`. */
export type MeasureHeight = (text: string, size: number, width: number) => number;

/** Lines of body text the status band takes at most (the board keeps the rest). */
const MOST_LINES = 6;

/** The sizes to try, largest first: the body's, then each whole pixel down to `min`. */
function sizes(body: number, min: number): number[] {
  const out = [body];
  for (let s = Math.ceil(body) - 1; s >= min; s--) if (s < body) out.push(s);
  return out;
}

/**
 * The plan for `rows` rows of controls and the status `text`, and the text's font size. `lines`,
 * the band the screen asks for in lines of body text (MakerScene: three on a portrait screen, two
 * on a landscape one).
 */
export function statusPlan(
  m: Metrics,
  rows: number,
  lines: number,
  closeW: number,
  text: string,
  measure: MeasureHeight,
): { plan: MakerPlan; size: number } {
  const min = Math.ceil(m.minFont);
  const tries = sizes(Math.max(min, m.font('body')), min);
  const sizeFor = (p: MakerPlan) => tries.find((s) => measure(text, s, p.status.w) <= p.status.h);
  const rowH = (p: MakerPlan) => p.rows[0]?.h ?? 0;
  let plan = makerPlan(m, rows, lines, closeW);
  for (let more = lines + 1; ; more++) {
    const size = sizeFor(plan);
    if (size !== undefined) return { plan, size };
    const taller = makerPlan(m, rows, more, closeW);
    // The rows would be squeezed (a phone held upright has no height to spare): the smallest size.
    if (more > MOST_LINES || rowH(taller) < rowH(plan) - 0.5) return { plan, size: min };
    plan = taller;
  }
}

/** What the status says: the rules' problem (a warning), the solver at work, CHECK's answer, or the hint. */
export function statusWords(maker: Maker, checking: boolean): { text: string; warning: boolean } {
  const verdict = maker.verdict();
  if ('problem' in verdict) return { text: verbatim(verdict.problem), warning: true };
  if (checking)
    return {
      text: t('Checking with the solver (up to {s} s)…', { s: maker.kind.checkSeconds }),
      warning: false,
    };
  const check = maker.check;
  // Each line from the table, one under the other.
  if (check) return { text: verbatim(check.lines.join('\n')), warning: check.warning };
  const hint = touchFirst()
    ? t('Tap or drag to paint, then TEST, CHECK or SHARE.')
    : t('Click or drag to paint, then TEST, CHECK or SHARE.');
  return { text: hint, warning: false };
}
