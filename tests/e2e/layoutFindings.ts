// The layout walks' sizes and findings (layout.test.ts, makerLayout.test.ts): the nine window sizes
// every screen is audited at, what a walk found at each size (problems by screen, screens it could
// not reach, how long it took), and the check that prints the soft findings and fails on the hard.

import { expect } from 'vitest';
import { type CanvasInfo, type LayoutItem, type Problem, SOFT_RULES } from './audit';
import type { GamePage } from './harness';

export interface Size {
  readonly width: number;
  readonly height: number;
  /** A phone: a touch context, and controls must be 44 CSS px touch targets. */
  readonly phone: boolean;
}

export const SIZES: readonly Size[] = [
  { width: 360, height: 640, phone: true },
  { width: 390, height: 844, phone: true },
  { width: 412, height: 915, phone: true },
  { width: 640, height: 360, phone: true },
  { width: 768, height: 1024, phone: false },
  { width: 1024, height: 768, phone: false },
  { width: 960, height: 600, phone: false },
  { width: 1280, height: 720, phone: false },
  { width: 1920, height: 1080, phone: false },
];

/** The phones, walked at 390×844; the larger screens, walked at 1280×720. */
export const PHONES = [1, 0, 2, 3].map((i) => SIZES[i] as Size);
export const SCREENS = [7, 4, 5, 6, 8].map((i) => SIZES[i] as Size);

/** A walk's language: English (null) or Slovenian, whose every text must come from the translation table. */
export type Lang = 'sl' | null;

export const sizeName = (s: Size): string => `${s.width}×${s.height}${s.phone ? ' (phone, touch)' : ''}`;

export const sizeList = (sizes: readonly Size[]): string =>
  sizes.map((s) => `${s.width}×${s.height}`).join(', ');

/** An error's first line, for a report. */
export const firstLine = (e: unknown): string => String((e as Error).message ?? e).split('\n')[0] as string;

/** Names of the buttons only a modal panel has (the results panels and the questions). */
const PANEL_BUTTONS = new Set([
  'confirm-new',
  'cancel-new',
  'new-deal',
  'replay',
  'panel-undo',
  'rematch',
  'close-panel',
  'confirm-quit',
  'cancel-quit',
  'new-game',
  'panel-options',
  'more',
  'more-close',
  'new-game-close',
]);

export async function readLayout(
  gp: GamePage,
): Promise<{ items: LayoutItem[]; canvas: CanvasInfo; panel: boolean }> {
  return gp.page.evaluate(() => {
    const hook = window.__prism;
    return { items: hook.layout(), canvas: hook.canvas, panel: hook.snapshot()?.panel === true };
  });
}

/**
 * Where an open panel starts in the layout list: the panel is drawn last (over everything), its
 * title and lines come just before its first button, centred on the canvas.
 */
export function modalStart(items: readonly LayoutItem[], canvas: CanvasInfo): number | undefined {
  // The hook marks what belongs to the open panel.
  const marked = items.findIndex((i) => i.inModal === true);
  if (marked >= 0) return marked;
  const first = items.findIndex((i) => i.kind === 'control' && i.name !== null && PANEL_BUTTONS.has(i.name));
  if (first < 0) return undefined;
  const centred = (b: LayoutItem['bounds']) => Math.abs(b.x + b.w / 2 - canvas.width / 2) <= 2;
  let start = first;
  for (let i = first - 1; i >= 0; i--) {
    const it = items[i] as LayoutItem;
    if (it.kind !== 'text' || !centred(it.bounds)) break;
    start = i;
  }
  return start;
}

/**
 * Keys under which a problem counts as one already listed: the same rule on the same items, a
 * control by its name, a text by where it is (its left edge or its centre, as a score's digits
 * change), so "108" and "107" in the same place are one problem.
 */
function sameAs(p: Problem): string[] {
  const where = (i: LayoutItem, centre: boolean) =>
    i.kind === 'control' && i.name
      ? `button:${i.name}`
      : `${i.kind}@${Math.round(centre ? i.bounds.x + i.bounds.w / 2 : i.bounds.x)},${Math.round(i.bounds.y)}`;
  return [false, true].map((centre) => `${p.rule}|${p.subjects.map((i) => where(i, centre)).join('|')}`);
}

/** One size's findings: problems by screen, in the order the screens were visited. */
export class Findings {
  readonly screens = new Map<string, Problem[]>();
  readonly unreachable: string[] = [];
  /** How a screen had to be reached another way (a target that could not be pressed). */
  readonly notes: string[] = [];
  /** Seconds spent turning to this size and auditing on it. */
  private seconds = 0;

  constructor(readonly size: Size) {}

  add(screen: string, problems: Problem[]): void {
    this.screens.set(screen, [...(this.screens.get(screen) ?? []), ...problems]);
  }

  /** Seconds each walk took, all its sizes included (kept on the walk's first size). */
  readonly walks = new Map<string, number>();

  /**
   * How long this size's turns and audits took ("768×1024: 21.9 s turning to it and auditing"), and
   * on the walk's first size each walk's whole time ("walks 130.2 s: Menu 6.1, GlassWorks 15.0, …").
   */
  timing(): string {
    const own = `${sizeName(this.size)}: ${this.seconds.toFixed(1)} s turning to it and auditing`;
    if (this.walks.size === 0) return own;
    const each = [...this.walks].map(([what, s]) => `${what} ${s.toFixed(1)}`).join(', ');
    return `${own}; walks ${[...this.walks.values()].reduce((a, b) => a + b, 0).toFixed(1)} s: ${each}`;
  }

  /** Add seconds to this size's turns and audits. */
  took(seconds: number): void {
    this.seconds += seconds;
  }

  count(soft: boolean): number {
    return [...this.screens.values()].flat().filter((p) => SOFT_RULES.has(p.rule) === soft).length;
  }

  /**
   * A readable report: each screen with its problems; a problem already listed on an earlier
   * screen (the same screen under a panel, say) is counted, not repeated.
   */
  report(soft: boolean): string {
    const seen = new Set<string>();
    const isSeen = (p: Problem) => sameAs(p).some((k) => seen.has(k));
    const lines: string[] = [];
    let screens = 0;
    let total = 0;
    for (const [screen, all] of this.screens) {
      const problems = all.filter((p) => SOFT_RULES.has(p.rule) === soft);
      if (problems.length === 0) continue;
      screens++;
      total += problems.length;
      const fresh = problems.filter((p) => !isSeen(p));
      for (const p of problems) for (const k of sameAs(p)) seen.add(k);
      lines.push(`  ${screen}:`);
      for (const p of fresh) lines.push(`    ✗ ${p.rule}: ${p.message}`);
      const repeated = problems.length - fresh.length;
      if (repeated > 0) lines.push(`    (+ ${repeated} as on a screen above)`);
    }
    if (!soft) for (const u of this.unreachable) lines.push(`  could not reach: ${u}`);
    if (!soft && lines.length > 0) for (const n of this.notes) lines.push(`  note: ${n}`);
    if (lines.length === 0) return '';
    const what = soft ? 'soft text overlaps (not failed on)' : 'layout problems';
    const head = `${sizeName(this.size)}: ${total} ${what} on ${screens} screen(s)${
      soft || this.unreachable.length === 0 ? '' : `, ${this.unreachable.length} screen(s) not reached`
    }`;
    return [head, ...lines].join('\n');
  }
}

/** Print each size's soft findings and time, and fail on any size's hard findings. */
export function check(all: readonly Findings[], lang: Lang = null): void {
  for (const f of all) {
    // The soft findings are printed for the record; only the hard ones fail.
    console.log(f.report(true) || `${sizeName(f.size)}${lang ? ` (${lang})` : ''}: no text overlaps`);
    console.log(f.timing());
    // A target the walk could not press where it is drawn (the keyboard stood in): said every time,
    // as it may be a control that takes no press (a turned phone's board once ignored its taps).
    for (const n of f.notes) console.log(`${sizeName(f.size)}: note: ${n}`);
  }
  const hard = all.map((f) => f.report(false)).filter(Boolean);
  if (hard.length > 0) expect.fail(`\n${hard.join('\n')}\n`);
}
