// The layout audit: pure geometry over what the test hook's `layout()` reports for a screen (every
// visible control and text, in canvas pixels). No Playwright, no DOM, no Phaser: the browser test
// runs it on real screens and a unit test (tests/audit.test.ts) on made-up ones.
//
// Hard rules (a screen that breaks one fails the browser test):
// - label-spill     a control's label sticks out of the control (1 canvas px allowed for rounding);
// - control-overlap two controls overlap (by more than 1 px both ways);
// - outside-canvas  a control or text lies outside the canvas (by more than 1 px);
// - small-control   on a phone, a control under 44 CSS px on its short side;
// - small-text      a font under 10 CSS px (0.5 px allowed for rounding), free text or a label.
// Soft rule (reported, not failed on for now):
// - text-overlap    a free text overlapping another free text or a control.

/** A rectangle in canvas pixels. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** One control or text on the screen, as `window.__prism.layout()` reports it (BaseScene's shape). */
export interface LayoutItem {
  readonly kind: 'control' | 'text';
  /** The control's `button:NAME` name (null for free text, or a control without a name). */
  readonly name: string | null;
  readonly text: string;
  readonly bounds: Box;
  /** The bounds of the label drawn inside a control (null: no label). */
  readonly textBounds: Box | null;
  /** Font size in canvas pixels. */
  readonly fontSize: number;
  /** Part of the open modal panel (the hook says so; older reports do not). */
  readonly inModal?: boolean;
}

/** The canvas in its own pixels, and canvas pixels per CSS pixel. */
export interface CanvasInfo {
  readonly width: number;
  readonly height: number;
  readonly css: number;
}

export interface AuditOptions {
  /** A phone-sized window: controls must be touch targets (44 CSS px). */
  readonly phone: boolean;
  /**
   * Items from this index on are an open modal panel drawn over the rest of the screen (which it
   * dims and covers): an overlap between a panel item and an item under the panel is no problem.
   */
  readonly modalFrom?: number;
}

export type Rule =
  | 'label-spill'
  | 'control-overlap'
  | 'outside-canvas'
  | 'small-control'
  | 'small-text'
  | 'text-overlap'
  | 'untranslated';

/** Rules reported but not (yet) failed on. */
export const SOFT_RULES: ReadonlySet<Rule> = new Set<Rule>(['text-overlap']);

export interface Problem {
  readonly rule: Rule;
  /** The item(s) concerned, described (`button:undo "UNDO"`, `text "SEED 2026"`). */
  readonly items: readonly string[];
  /** The item(s) concerned, as the layout reported them. */
  readonly subjects: readonly LayoutItem[];
  /** What is wrong, in one line naming the items. */
  readonly message: string;
}

/** Canvas pixels allowed for rounding: a label's overhang, an overlap, a spill off the canvas. */
export const TOLERANCE = 1;
/** CSS pixels allowed for rounding a font size. */
export const FONT_TOLERANCE_CSS = 0.5;
export const MIN_TOUCH_CSS = 44;
export const MIN_TEXT_CSS = 10;

const fmt = (n: number): string => String(Math.round(n * 10) / 10);
const fmtBox = (b: Box): string => `${fmt(b.w)}×${fmt(b.h)} at (${fmt(b.x)}, ${fmt(b.y)})`;
const clip = (s: string, n = 32): string => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > n ? `${one.slice(0, n - 1)}…` : one;
};

/** A short, recognisable name for an item: `button:NAME "LABEL"` or `text "…"`. */
export function describeItem(item: LayoutItem): string {
  if (item.kind === 'control') {
    const label = item.text ? ` "${clip(item.text, 24)}"` : '';
    return item.name ? `button:${item.name}${label}` : `control${label || ' (unnamed)'}`;
  }
  return `text "${clip(item.text)}"`;
}

/** Width and height of the intersection of two rectangles (zero or negative: none). */
function intersection(a: Box, b: Box): { w: number; h: number } {
  return {
    w: Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x),
    h: Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y),
  };
}

/** How far `inner` sticks out of `outer` on each side (positive: out), largest first. */
function overhang(inner: Box, outer: Box): { side: string; by: number }[] {
  return [
    { side: 'left', by: outer.x - inner.x },
    { side: 'right', by: inner.x + inner.w - (outer.x + outer.w) },
    { side: 'top', by: outer.y - inner.y },
    { side: 'bottom', by: inner.y + inner.h - (outer.y + outer.h) },
  ]
    .filter((o) => o.by > TOLERANCE)
    .sort((a, b) => b.by - a.by);
}

const sides = (out: { side: string; by: number }[]): string =>
  out.map((o) => `${fmt(o.by)} px ${o.side}`).join(', ');

/** Every problem of one screen's layout, hard and soft (see SOFT_RULES). */
export function auditLayout(items: readonly LayoutItem[], canvas: CanvasInfo, opts: AuditOptions): Problem[] {
  const problems: Problem[] = [];
  const css = canvas.css > 0 ? canvas.css : 1;
  const screen: Box = { x: 0, y: 0, w: canvas.width, h: canvas.height };
  const modalFrom = opts.modalFrom ?? items.length;
  const layer = (i: number): number => (i >= modalFrom ? 1 : 0);
  const add = (rule: Rule, concerned: LayoutItem[], message: string): void => {
    problems.push({ rule, items: concerned.map(describeItem), subjects: concerned, message });
  };

  items.forEach((item) => {
    const name = describeItem(item);
    // Outside the canvas.
    const off = overhang(item.bounds, screen);
    if (off.length > 0)
      add(
        'outside-canvas',
        [item],
        `${name} (${fmtBox(item.bounds)}) lies outside the ${canvas.width}×${canvas.height} canvas by ${sides(off)}`,
      );
    if (item.kind === 'control') {
      // The label spills out of its control.
      if (item.textBounds) {
        const spill = overhang(item.textBounds, item.bounds);
        if (spill.length > 0)
          add(
            'label-spill',
            [item],
            `${name}: label ${fmtBox(item.textBounds)} spills out of its control ${fmtBox(item.bounds)} by ${sides(spill)}`,
          );
      }
      // A touch target too small for a thumb.
      const short = Math.min(item.bounds.w, item.bounds.h) / css;
      if (opts.phone && short < MIN_TOUCH_CSS - 0.01)
        add(
          'small-control',
          [item],
          `${name} is ${fmt(short)} CSS px on its short side (${fmt(item.bounds.w / css)}×${fmt(item.bounds.h / css)} CSS px); a phone needs ${MIN_TOUCH_CSS}`,
        );
    }
    // Text too small to read (free text, or a control's label).
    const hasText = item.kind === 'text' || item.text.trim() !== '';
    const font = item.fontSize / css;
    if (hasText && font < MIN_TEXT_CSS - FONT_TOLERANCE_CSS)
      add(
        'small-text',
        [item],
        `${name} has a ${fmt(font)} CSS px font (${fmt(item.fontSize)} canvas px); at least ${MIN_TEXT_CSS}`,
      );
  });

  // Pairs: controls overlapping controls (hard), free texts overlapping anything (soft).
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (layer(i) !== layer(j)) continue; // a panel covers what is under it
      const a = items[i] as LayoutItem;
      const b = items[j] as LayoutItem;
      const o = intersection(a.bounds, b.bounds);
      if (o.w <= TOLERANCE || o.h <= TOLERANCE) continue;
      const both = a.kind === 'control' && b.kind === 'control';
      add(
        both ? 'control-overlap' : 'text-overlap',
        [a, b],
        `${describeItem(a)} and ${describeItem(b)} overlap by ${fmt(o.w)}×${fmt(o.h)} px`,
      );
    }
  }
  return problems;
}

/** The problems that fail a screen (every rule but the soft ones). */
export const hardProblems = (problems: readonly Problem[]): Problem[] =>
  problems.filter((p) => !SOFT_RULES.has(p.rule));
