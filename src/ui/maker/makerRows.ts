// The maker's rows of controls, as the screen asks for them: each row a list of buttons sharing its
// width — a palette swatch (its colour, its glyph, the chosen one marked), a tool that is on, or a
// plain action — placed in the plan's boxes (makerPlan.ts).

import { type Swatch, toCss, UI } from '../look/theme';
import type { ScreenHost } from '../screen/host';
import { type Rect, row } from '../screen/layout';

export interface RowButton {
  readonly name: string;
  readonly label: string;
  readonly press: () => void;
  readonly short?: string;
  readonly aria?: string;
  /** A palette swatch: drawn in its colour (null: the empty square). */
  readonly swatch?: Swatch | null;
  /** Chosen (the glyph or tool in use): drawn lit. */
  readonly on?: boolean;
  readonly enabled?: boolean;
}

/** Lay out `rows` of buttons in `boxes`, one row per box (rows without a box are left off). */
export function placeRows(
  host: ScreenHost,
  boxes: readonly Rect[],
  rows: readonly (readonly RowButton[])[],
  accent: number,
): void {
  const m = host.m;
  rows.forEach((buttons, i) => {
    const box = boxes[i];
    if (!box || buttons.length === 0) return;
    const cells = row(
      box,
      buttons.map(() => 'fill' as const),
      m.gap * 0.6,
    );
    buttons.forEach((b, j) => {
      const r = cells[j] as Rect;
      const swatched = b.swatch !== undefined;
      const button = host.placeButton(b.name, r, b.label, b.press, {
        fontSize: m.font('label'),
        minFont: Math.ceil(m.minFont),
        ...(b.short ? { short: b.short } : {}),
        ...(b.aria ? { ariaLabel: b.aria } : {}),
        ...(swatched
          ? { color: b.swatch?.color ?? 0x14122a, textColor: b.swatch ? '#0b0a18' : UI.text }
          : {}),
        ...(swatched && b.swatch ? { glyph: b.swatch.glyph } : {}),
        ...(!swatched && b.on ? { color: accent, textColor: '#0b0a18' } : {}),
      });
      if (b.enabled === false) button.setEnabled(false);
      if (swatched && b.on) button.setGlow(true);
    });
  });
}

/** The text colour of a line about the board: a problem in the danger colour, else the body's. */
export const lineColour = (warning: boolean, accent: number): string => toCss(warning ? UI.danger : accent);
