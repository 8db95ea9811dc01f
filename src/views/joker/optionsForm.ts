// Joker Coloring's options screen as drawn: the title and the options in words on top; the
// presets; one row per number (label, -, value, +, and the range if there is room); mode and move
// limit; the line saying whether the MOVES option can paint the deal; BACK and PLAY. In one column
// when the height allows, else in two (presets and numbers on the left).

import type Phaser from 'phaser';
import { t } from '../../i18n/i18n';
import * as JK from '../../logic/joker';
import type { DealFlag } from '../../midend/codes/dealCheck';
import { describeOptions, limitText, PRESETS, sameOptions } from '../../midend/games/joker/setup';
import { FONT, toCss, UI } from '../../ui/look/theme';
import { addText, fitFont, textWidth, wrappedHeight } from '../../ui/render';
import type { ScreenHost } from '../../ui/screen/host';
import { column, grid, gridHeight, inset, type Rect, rect, row } from '../../ui/screen/layout';

/** What the form shows, and what its buttons do. */
export interface OptionsFormSpec {
  readonly options: JK.JokerOptions;
  readonly limit: JK.Limit | null;
  readonly set: (o: JK.JokerOptions, limit: JK.Limit | null) => void;
  readonly back: () => void;
  readonly play: () => void;
}

const FIELDS: readonly { name: JK.OptionName; label: () => string }[] = [
  { name: 'moves', label: () => t('MOVES') },
  { name: 'width', label: () => t('WIDTH') },
  { name: 'height', label: () => t('HEIGHT') },
  { name: 'colors', label: () => t('COLOURS') },
];

/** A number's row: the widths of its cells (label, -, value, +, and the range if there is room). */
interface FieldPlan {
  readonly sizes: number[];
  readonly w: number;
  readonly labelSize: number;
  readonly valueSize: number;
  readonly small: number;
}

/** Where the form's parts go. */
interface FormParts {
  readonly title: Rect;
  readonly words: Rect;
  readonly presets: Rect;
  readonly numbers: Rect;
  readonly modes: [Rect, Rect];
  readonly feas: Rect;
  readonly actions: Rect;
  /** The width the number fields are planned for. */
  readonly fieldsW: number;
}

/** What the form's layout measures: the title's height, the words' heights at a width, and more. */
interface FormSizes {
  readonly m: ScreenHost['m'];
  readonly titleH: number;
  readonly fieldsH: number;
  /** The description's height at a width. */
  readonly words: (width: number) => number;
  /** The feasibility line's room at a width (its longest text, so it does not change when the answer comes). */
  readonly feas: (width: number) => number;
}

const total = (sizes: readonly number[], gap: number): number =>
  sizes.reduce((a, b) => a + b, 0) + gap * Math.max(0, sizes.length - 1);

/** Everything one under another in a column, centred, when the screen is tall enough (else null). */
function oneColumn(screen: Rect, z: FormSizes): FormParts | null {
  const { m, titleH } = z;
  const g = m.gap;
  const bh = m.buttonH;
  const colW = Math.min(screen.w, 760 * m.unit);
  const single = [z.words(colW), bh, z.fieldsH, bh, z.feas(colW), bh];
  if (total([titleH, ...single], g * 1.5) > screen.h) return null;
  const spare = screen.h - total([titleH, ...single], g * 1.5);
  const extra = Math.min(spare / (single.length + 2), g * 2);
  const h = total([titleH, ...single], g * 1.5 + extra);
  const box = rect(screen.x + (screen.w - colW) / 2, screen.y + (screen.h - h) / 2, colW, h);
  const [title, words, presets, numbers, modes, feas, actions] = column(
    box,
    [titleH, ...single],
    g * 1.5 + extra,
  );
  const modeCells = grid(modes, 2, 2, 320 * m.unit, bh, g * 1.5) as [Rect, Rect];
  return { title, words, presets, numbers, modes: modeCells, feas, actions, fieldsW: colW };
}

/** Two columns: presets and numbers on the left; mode, limit, feasibility and PLAY on the right. */
function twoColumns(screen: Rect, z: FormSizes): FormParts {
  const { m, titleH, fieldsH } = z;
  const g = m.gap;
  const bh = m.buttonH;
  const [title, words, body] = column(screen, [titleH, z.words(screen.w), 'fill'], g);
  const [left, right] = row(body, [{ fill: 1.15 }, 'fill'], g * 2);
  const leftH = bh + g * 1.5 + fieldsH;
  const [presets, , numbers] = column(
    rect(left.x, left.y + Math.max(0, (left.h - leftH) / 2), left.w, Math.min(left.h, leftH)),
    [bh, g * 1.5, fieldsH],
  );
  const feasH = z.feas(right.w);
  const rightH = total([bh, bh, feasH, bh], g * 1.5);
  const [classic, limit, feas, actions] = column(
    rect(right.x, right.y + Math.max(0, (right.h - rightH) / 2), right.w, Math.min(right.h, rightH)),
    [bh, bh, feasH, bh],
    g * 1.5,
  );
  return { title, words, presets, numbers, modes: [classic, limit], feas, actions, fieldsW: left.w };
}

/** Draw the form for the canvas; returns the feasibility line's text (null with a move limit). */
export function drawOptionsForm(host: ScreenHost, spec: OptionsFormSpec): Phaser.GameObjects.Text | null {
  const m = host.m;
  const screen = inset(rect(0, 0, host.scale.width, host.scale.height), m.margin);
  const title = t('JOKER COLORING OPTIONS');
  const titleSize = fitFont(title, screen.w, m.font('title'), Math.ceil(m.minFont));
  const describe = describeOptions(spec.options, spec.limit);
  const descSize = m.font('label');
  const feasSize = m.font('small');
  const wrapped = (text: string, size: number, width: number) =>
    wrappedHeight(text, size, width, Math.round(size * 0.4));
  const feasLongest = t('IMPOSSIBLE: THIS DEAL NEEDS AT LEAST {n} MOVES', { n: 99 });
  const sizes: FormSizes = {
    m,
    titleH: titleSize * 1.2,
    fieldsH: gridHeight(FIELDS.length, m.buttonH, m.gap),
    words: (width) => wrapped(describe, descSize, width),
    feas: (width) => wrapped(feasLongest, feasSize, width),
  };
  const parts = oneColumn(screen, sizes) ?? twoColumns(screen, sizes);
  drawTitle(host, parts.title, title, titleSize, parts.words, describe, descSize);
  drawPresets(host, parts.presets, spec);
  drawFields(host, parts.numbers, fieldPlan(host, parts.fieldsW), spec);
  drawModes(host, parts.modes, spec);
  drawActions(host, parts.actions, spec);
  // A limit from par always fits the solver's own line, and a casual game has none: nothing to check.
  if (spec.limit !== null || spec.options.casual) return null;
  const r = parts.feas;
  return host.add
    .text(r.x + r.w / 2, r.y + r.h / 2, '', {
      fontFamily: FONT,
      fontSize: `${feasSize}px`,
      align: 'center',
      wordWrap: { width: r.w },
      lineSpacing: Math.round(feasSize * 0.4),
    })
    .setOrigin(0.5);
}

/** The feasibility line for a flag and the deal's bounds. */
export function showFlag(text: Phaser.GameObjects.Text, flag: DealFlag, bound: JK.MoveBounds | null): void {
  if (flag === 'checking') text.setText(t('CHECKING THIS DEAL…')).setColor(UI.textDim);
  else if (flag === 'unknown' || !bound) text.setText(t('COULD NOT CHECK THIS DEAL')).setColor(UI.textDim);
  else if (flag === 'impossible')
    text
      .setText(t('IMPOSSIBLE: THIS DEAL NEEDS AT LEAST {n} MOVES', { n: bound.atLeast }))
      .setColor(toCss(UI.danger));
  else if (flag === 'tight')
    text.setText(t('TIGHT: THE QUICK SOLVER NEEDS {n} MOVES', { n: bound.atMost })).setColor(UI.accentText);
  else
    text
      .setText(t('WINNABLE: THE QUICK SOLVER NEEDS {n} MOVES', { n: bound.atMost }))
      .setColor(toCss(UI.good));
}

function drawTitle(
  host: ScreenHost,
  tr: Rect,
  title: string,
  size: number,
  d: Rect,
  describe: string,
  descSize: number,
): void {
  host.add
    .text(tr.x + tr.w / 2, tr.y + tr.h / 2, title, {
      fontFamily: FONT,
      fontSize: `${size}px`,
      color: toCss(UI.accent),
    })
    .setOrigin(0.5);
  addText(host, d.x + d.w / 2, d.y, describe, {
    fontFamily: FONT,
    fontSize: `${descSize}px`,
    color: UI.text,
    align: 'center',
    wordWrap: { width: d.w },
    lineSpacing: Math.round(descSize * 0.4),
  }).setOrigin(0.5, 0);
}

function drawPresets(host: ScreenHost, r: Rect, spec: OptionsFormSpec): void {
  const m = host.m;
  const cells = grid(r, PRESETS.length, PRESETS.length, 220 * m.unit, r.h, m.gap);
  // A preset sets the board and the moves; the mode and a casual game stay as chosen.
  const kept = {
    ...(spec.options.classic ? { classic: true } : {}),
    ...(spec.options.casual ? { casual: true } : {}),
  };
  PRESETS.forEach((preset, i) => {
    const options = { ...preset.options, ...kept };
    const active = sameOptions(options, spec.options);
    host.placeButton(`preset-${preset.name}`, cells[i], preset.label, () => spec.set(options, spec.limit), {
      color: active ? 0x7a3cff : UI.panelEdge,
      fontSize: m.font('body'),
    });
  });
}

/**
 * Widths of a number's row that fit `width`: at the body font, then at the smallest; the range is
 * left out when even that is too wide.
 */
function fieldPlan(host: ScreenHost, width: number): FieldPlan {
  const m = host.m;
  const valueSize = m.font('value');
  const small = m.font('small');
  const ranges = FIELDS.map((f) => `${JK.RANGES[f.name].min}–${JK.RANGES[f.name].max}`);
  const min = Math.ceil(m.minFont);
  const tries = [
    [m.font('body'), true],
    [min, true],
    [min, false],
  ] as const;
  let plan: FieldPlan | null = null;
  for (const [labelSize, withRange] of tries) {
    const gap = m.gap;
    const labelW = Math.max(...FIELDS.map((f) => textWidth(f.label(), labelSize))) + gap;
    const valueW =
      Math.max(textWidth('99', valueSize), ...JK.LIMITS.map((l) => textWidth(limitText(l), small))) +
      gap * 1.5;
    const rangeW = withRange ? Math.max(...ranges.map((r) => textWidth(r, small))) + gap : 0;
    const sizes = [labelW, m.buttonH, valueW, m.buttonH, ...(withRange ? [rangeW] : [])];
    const w = sizes.reduce((a, b) => a + b, 0) + gap * (sizes.length - 1);
    plan = { sizes, w: Math.min(w, width), labelSize, valueSize, small };
    if (w <= width) break;
  }
  return plan as FieldPlan;
}

function drawFields(host: ScreenHost, r: Rect, plan: FieldPlan, spec: OptionsFormSpec): void {
  const m = host.m;
  const lines = column(
    r,
    FIELDS.map(() => m.buttonH),
    m.gap,
  );
  FIELDS.forEach((f, i) => {
    const line = lines[i];
    const cells = row(rect(r.x + (r.w - plan.w) / 2, line.y, plan.w, line.h), plan.sizes, m.gap);
    const [label, down, value, up, range] = cells as [Rect, Rect, Rect, Rect, Rect | undefined];
    const { min, max } = JK.RANGES[f.name];
    const mid = line.y + line.h / 2;
    const name = f.label();
    host.add
      .text(label.x, mid, name, { fontFamily: FONT, fontSize: `${plan.labelSize}px`, color: UI.textDim })
      .setOrigin(0, 0.5);
    // With a limit from par, or none (casual), MOVES does not count: it shows which, unchangeable.
    const byLimit = f.name === 'moves' && (spec.limit !== null || spec.options.casual === true);
    const shown = spec.options.casual ? t('NONE') : limitText(spec.limit);
    host.add
      .text(value.x + value.w / 2, mid, byLimit ? shown : String(spec.options[f.name]), {
        fontFamily: FONT,
        fontSize: `${byLimit ? plan.small : plan.valueSize}px`,
        color: byLimit ? UI.accentText : UI.text,
      })
      .setOrigin(0.5);
    const change = (d: number): void =>
      spec.set(
        { ...spec.options, [f.name]: Math.min(max, Math.max(min, spec.options[f.name] + d)) },
        spec.limit,
      );
    for (const [dir, cell, d] of [
      ['down', down, -1],
      ['up', up, 1],
    ] as const) {
      const aria = dir === 'down' ? t('{field} less', { field: name }) : t('{field} more', { field: name });
      host
        .placeButton(`${f.name}-${dir}`, cell, dir === 'down' ? '-' : '+', () => change(d), {
          fontSize: m.font('value'),
          ariaLabel: aria,
        })
        .setEnabled(!byLimit);
    }
    if (range)
      host.add
        .text(range.x + m.gap, mid, `${min}–${max}`, {
          fontFamily: FONT,
          fontSize: `${plan.small}px`,
          color: UI.textDim,
        })
        .setOrigin(0, 0.5);
  });
}

/**
 * Classic: the plain Flood-It (no jokers, no knight squares, base fixed). Limit: the MOVES option,
 * or a limit from the deal's par as Simon Tatham's Flood sets it, or none at all (casual: the
 * result is the moves used, against par), as Flood-It apps offer. One button cycles them.
 */
function drawModes(host: ScreenHost, [classic, limit]: [Rect, Rect], spec: OptionsFormSpec): void {
  const m = host.m;
  const o = spec.options;
  host.placeButton(
    'classic',
    classic,
    o.classic ? t('MODE CLASSIC') : t('MODE JOKERS'),
    () => spec.set({ ...o, classic: !o.classic || undefined }, spec.limit),
    { fontSize: m.font('label'), short: o.classic ? t('CLASSIC') : t('JOKERS') },
  );
  const { casual: _, ...limited } = o;
  const casual = o.casual === true;
  const next = spec.limit === null ? 'easy' : (JK.LIMITS[JK.LIMITS.indexOf(spec.limit) + 1] ?? null);
  // OFF → PAR + 5 → PAR + 2 → PAR → NONE (casual) → OFF.
  const press = casual
    ? () => spec.set(limited, null)
    : spec.limit === 'hard'
      ? () => spec.set({ ...limited, casual: true }, null)
      : () => spec.set(limited, next);
  const words = casual ? t('NONE') : limitText(spec.limit);
  host.placeButton('limit', limit, t('LIMIT: {limit}', { limit: words }), press, {
    fontSize: m.font('label'),
    short: words,
  });
}

/** BACK and PLAY side by side. */
function drawActions(host: ScreenHost, r: Rect, spec: OptionsFormSpec): void {
  const m = host.m;
  const w = Math.min(260 * m.unit, (r.w - m.gap * 2) / 2);
  const [back, play] = grid(r, 2, 2, w, r.h, m.gap * 2);
  host.placeButton('back', back, t('BACK'), spec.back, { fontSize: m.font('heading') });
  host.placeButton('play', play, t('PLAY'), spec.play, { fontSize: m.font('heading'), color: 0x1f9d60 });
}
