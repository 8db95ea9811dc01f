// The one layout module every screen uses. The game canvas is as large as the window (times the
// device's pixel ratio, at most 2, so text stays crisp): a screen lays itself out from the space it
// has, in rectangles, never from a table of pixel constants per orientation. Sizes come from
// `metrics`: fonts never below 10 CSS pixels, touch targets never below 44 CSS pixels on a phone.
// Pure (no Phaser): the rectangles are plain data a unit test can check.

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export type FontRole = 'title' | 'heading' | 'value' | 'body' | 'label' | 'small';

export interface Metrics {
  readonly width: number;
  readonly height: number;
  readonly portrait: boolean;
  /** Logical (canvas) pixels per CSS pixel. */
  readonly css: number;
  /** The window's short side in CSS pixels is a phone's (under 500). */
  readonly compact: boolean;
  /** Design sizes are multiplied by this (in logical pixels per design pixel). */
  readonly unit: number;
  /** Space kept free at the screen's edges. */
  readonly margin: number;
  /** Space between neighbouring controls. */
  readonly gap: number;
  /** Height of an ordinary button: at least 44 CSS pixels on a phone. */
  readonly buttonH: number;
  /** Smallest font any text may use: 10 CSS pixels. */
  readonly minFont: number;
  /** Font size for a role, in logical pixels. */
  font(role: FontRole): number;
}

/** Design sizes (at unit 1) of each text role. */
const FONTS: Readonly<Record<FontRole, number>> = {
  title: 22,
  heading: 16,
  value: 20,
  body: 13,
  label: 12,
  small: 10,
};

/** Touch targets and text, in CSS pixels (WCAG's 44 px targets; our 10 px text floor). */
export const MIN_TOUCH_CSS = 44;
export const MIN_TEXT_CSS = 10;

/**
 * Sizes for a canvas of `width` × `height` logical pixels drawn at `css` logical pixels per CSS
 * pixel. The unit grows with the window: 1 at 1280×720 (and on a 390-wide phone), up to 1.5 on
 * large screens, never so small that text falls under 10 CSS pixels.
 */
export function metrics(width: number, height: number, css = 1): Metrics {
  const cssW = width / css;
  const cssH = height / css;
  const portrait = cssH > cssW;
  const short = Math.min(cssW, cssH);
  const compact = short < 500;
  // Design units per CSS pixel: a phone scales with its short side against 390; a larger screen
  // with its size against 1280×720 (a tablet held upright against 640×1000).
  const scale = compact
    ? short / 390
    : portrait
      ? Math.min(cssW / 640, cssH / 1000)
      : Math.min(cssW / 1280, cssH / 720);
  const unit = css * Math.min(1.5, Math.max(compact ? 0.92 : 0.8, scale));
  const minFont = MIN_TEXT_CSS * css;
  const minTouch = MIN_TOUCH_CSS * css;
  return {
    width,
    height,
    portrait,
    css,
    compact,
    unit,
    margin: Math.round((compact ? 10 : 20) * unit),
    gap: Math.round((compact ? 8 : 12) * unit),
    buttonH: Math.round(Math.max(compact ? minTouch + 4 * css : 0, 52 * unit)),
    minFont,
    font: (role) => Math.max(minFont, Math.round(FONTS[role] * unit)),
  };
}

// ————— rectangles —————

export const rect = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });

export const inset = (r: Rect, dx: number, dy = dx): Rect =>
  rect(r.x + dx, r.y + dy, r.w - 2 * dx, r.h - 2 * dy);

export const centreOf = (r: Rect): { x: number; y: number } => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

/** A size along one axis: fixed pixels, or a share of what the fixed sizes leave ('fill' = 1 share). */
export type Size = number | 'fill' | { readonly fill: number };

function split(total: number, sizes: readonly Size[], gap: number): number[] {
  const fixed = sizes.reduce<number>((n, s) => n + (typeof s === 'number' ? s : 0), 0);
  const shares = sizes.reduce<number>(
    (n, s) => n + (s === 'fill' ? 1 : typeof s === 'object' ? s.fill : 0),
    0,
  );
  const free = Math.max(0, total - fixed - gap * Math.max(0, sizes.length - 1));
  return sizes.map((s) =>
    typeof s === 'number' ? s : ((s === 'fill' ? 1 : s.fill) / Math.max(1, shares)) * free,
  );
}

/**
 * One rectangle for each size: a list of sizes written out gives as many rectangles, each a `Rect`
 * (`const [top, rest] = column(r, [40, 'fill'])` needs no cast); a list built at run time, an array.
 */
export type Rects<T extends readonly Size[]> = { -readonly [K in keyof T]: Rect };

/** Rectangles stacked top to bottom inside `r`. */
export function column<const T extends readonly Size[]>(r: Rect, sizes: T, gap = 0): Rects<T> {
  let y = r.y;
  return split(r.h, sizes, gap).map((h) => {
    const out = rect(r.x, y, r.w, h);
    y += h + gap;
    return out;
  }) as Rects<T>;
}

/** Rectangles side by side inside `r`. */
export function row<const T extends readonly Size[]>(r: Rect, sizes: T, gap = 0): Rects<T> {
  let x = r.x;
  return split(r.w, sizes, gap).map((w) => {
    const out = rect(x, r.y, w, r.h);
    x += w + gap;
    return out;
  }) as Rects<T>;
}

/** The `i`-th of rectangles laid out from a list built at run time (it is there: one per size). */
export function nth(rects: readonly Rect[], i: number): Rect {
  const r = rects[i];
  if (!r) throw new Error(`layout: no rectangle ${i} of ${rects.length}`);
  return r;
}

/**
 * `count` cells of at most `cellW` × `cellH` laid out in rows of `cols` (the last row centred),
 * inside `r` and centred in it; cells shrink to fit the width.
 */
export function grid(
  r: Rect,
  count: number,
  cols: number,
  cellW: number,
  cellH: number,
  gap: number,
): Rect[] {
  const perRow = Math.max(1, Math.min(cols, count));
  const w = Math.min(cellW, (r.w - gap * (perRow - 1)) / perRow);
  const rows = Math.ceil(count / perRow);
  const top = r.y + (r.h - (rows * cellH + (rows - 1) * gap)) / 2;
  return Array.from({ length: count }, (_, i) => {
    const rowIndex = Math.floor(i / perRow);
    const inRow = Math.min(perRow, count - rowIndex * perRow);
    const left = r.x + (r.w - (inRow * w + (inRow - 1) * gap)) / 2;
    return rect(left + (i % perRow) * (w + gap), top + rowIndex * (cellH + gap), w, cellH);
  });
}

/** Height of `rows` rows of `cellH` with gaps between them. */
export const gridHeight = (rows: number, cellH: number, gap: number): number =>
  rows * cellH + Math.max(0, rows - 1) * gap;

// ————— fitting text —————

/**
 * The largest font size from `size` down to `min` (and the first label from `labels` that fits at
 * it) whose width, as `measure` reports it, is at most `maxWidth`. Falls back to the last label at
 * `min`: the caller keeps labels short enough for that.
 */
export function fitLabel(
  labels: readonly string[],
  maxWidth: number,
  size: number,
  min: number,
  measure: (text: string, size: number) => number,
): { text: string; size: number } {
  for (const text of labels) {
    for (let s = Math.round(size); s >= Math.ceil(min); s--) {
      if (measure(text, s) <= maxWidth) return { text, size: s };
    }
  }
  return { text: labels[labels.length - 1] ?? '', size: Math.ceil(min) };
}

/**
 * A long word (a deal code) shortened in its middle, one character more each time, the longest
 * first: its start and its end stay readable (the code's settings and its seed), "…" between them.
 * From `longest` characters kept down to `shortest`.
 */
export function middleCuts(word: string, longest: number, shortest: number): string[] {
  const cuts: string[] = [];
  for (let keep = Math.min(longest, word.length - 1); keep >= shortest; keep--) {
    const head = Math.ceil(keep / 2);
    cuts.push(`${word.slice(0, head)}…${word.slice(word.length - (keep - head))}`);
  }
  return cuts;
}

/** A code on two lines, broken after the dash nearest its middle. */
export function twoLines(code: string): string {
  const dashes = [...code].flatMap((ch, i) => (ch === '-' ? [i] : []));
  const at = dashes.reduce(
    (best, i) => (Math.abs(i - code.length / 2) < Math.abs(best - code.length / 2) ? i : best),
    -1,
  );
  return at < 0 ? code : `${code.slice(0, at + 1)}\n${code.slice(at + 1)}`;
}
