// The settings drawn (their list is ui/menu/settingsCatalogue.ts): as rows under the menu's cards, in as
// few rows as their labels allow with each group kept whole, or, on a screen too short for them, as
// the SETTINGS panel with the same buttons under the same names.

import { t } from '../../i18n/i18n';
import { play } from '../../services/sound';
import type { Button } from '../controls/button';
import { UI } from '../look/theme';
import { Label, widestAdvance } from '../render';
import type { ScreenHost } from '../screen/host';
import { column, gridHeight, type Metrics, type Rect, rect } from '../screen/layout';
import { showPanel } from '../screen/panel';
import { type Pressed, type SettingItem, volumesLine } from './settingsCatalogue';

/** Where the settings go: rows of items with their widths, and the font they share. */
export interface SettingsPlan {
  readonly rows: { item: SettingItem; w: number; gapBefore: number }[][];
  readonly font: number;
  /** The volume's readout is the bare number (between its - and +) where "VOL 7" has no room. */
  readonly bareVolume: boolean;
}

/**
 * The settings in as few rows as fit `width` (groups kept whole), at the largest label font that
 * allows it; buttons as wide as a desktop's when there is room.
 */
export function planSettings(m: Metrics, groups: readonly SettingItem[][], width: number): SettingsPlan {
  const pad = Math.max(12, m.buttonH * 0.3);
  // - and + are square, a little narrower on a phone (never under the 44 CSS pixel target).
  const squareW = Math.max(m.compact ? 44 * m.css : 0, Math.round(m.buttonH * 0.92));
  // Each item's widest label at 1 px, measured once: the tries below scale it to their sizes.
  const advances = { full: new Map<SettingItem, number>(), bare: new Map<SettingItem, number>() };
  const advance = (it: SettingItem, bare: boolean): number => {
    const known = advances[bare ? 'bare' : 'full'];
    let a = known.get(it);
    if (a === undefined) {
      a = Math.max(...((bare && it.short?.()) || it.labels()).map(widestAdvance));
      known.set(it, a);
    }
    return a;
  };
  const natural = (it: SettingItem, s: number, air: number, bare: boolean): number =>
    it.kind === 'square'
      ? squareW
      : Math.ceil(advance(it, bare) * s) + (it.kind === 'button' ? pad + air : m.gap);
  const groupW = (g: readonly SettingItem[], s: number, air: number, bare: boolean): number =>
    g.reduce((n, it) => n + natural(it, s, air, bare), 0) + (g.length - 1) * m.gap;
  const pack = (s: number, air: number, bare: boolean): SettingItem[][][] => {
    const rows: SettingItem[][][] = [];
    let used = Infinity;
    for (const g of groups) {
      const w = groupW(g, s, air, bare);
      if (used + m.gap + w > width) {
        rows.push([g]);
        used = w;
      } else {
        rows[rows.length - 1]?.push(g);
        used += m.gap + w;
      }
    }
    return rows;
  };
  const min = Math.ceil(m.minFont);
  const tries: { s: number; air: number; bare: boolean }[] = [];
  for (let s = m.font('label'); s >= min; s--)
    tries.push({ s, air: s * 2, bare: false }, { s, air: 0, bare: false });
  tries.push({ s: min, air: 0, bare: true });
  let best: { rows: SettingItem[][][]; s: number; air: number; bare: boolean } | null = null;
  for (const tr of tries) {
    const rows = pack(tr.s, tr.air, tr.bare);
    if (!best || rows.length < best.rows.length) best = { rows, ...tr };
  }
  const { rows, s, air, bare } = best as NonNullable<typeof best>;
  const wide = 190 * m.unit;
  return {
    font: s,
    bareVolume: bare,
    rows: rows.map((groupsInRow) => {
      // Give buttons their desktop width when the row has room, else share what is left.
      const items = groupsInRow.flatMap((g, gi) =>
        g.map((item, ii) => ({
          item,
          w: natural(item, s, air, bare),
          gapBefore: gi + ii === 0 ? 0 : ii === 0 ? m.gap * 2 : m.gap,
        })),
      );
      const total = (list: typeof items): number => list.reduce((n, it) => n + it.w + it.gapBefore, 0);
      if (total(items) > width) for (const it of items) if (it.gapBefore > m.gap) it.gapBefore = m.gap;
      const grow = items.filter((it) => it.item.kind === 'button');
      const free = width - total(items);
      if (free > 0 && grow.length > 0) {
        const wanted = grow.reduce((n, it) => n + Math.max(0, wide - it.w), 0);
        const k = wanted > 0 ? Math.min(1, free / wanted) : 0;
        for (const it of grow) it.w += Math.max(0, wide - it.w) * k;
      }
      return items;
    }),
  };
}

/** Height the rows take. */
export const settingsHeight = (m: Metrics, plan: SettingsPlan): number =>
  gridHeight(plan.rows.length, m.buttonH, m.gap);

/** Draw the settings' rows in `band`; `again` draws the whole menu anew after a change that needs it. */
export function drawSettings(host: ScreenHost, band: Rect, plan: SettingsPlan, again: () => void): void {
  const m = host.m;
  const readouts: Label[] = [];
  const volumeText = (item: SettingItem): string =>
    plan.bareVolume && item.bare ? item.bare() : item.label();
  const lines = column(
    band,
    plan.rows.map(() => m.buttonH),
    m.gap,
  );
  plan.rows.forEach((items, i) => {
    const line = lines[i];
    const total = items.reduce((n, it) => n + it.w + it.gapBefore, 0);
    let x = line.x + (line.w - total) / 2;
    for (const { item, w, gapBefore } of items) {
      x += gapBefore;
      const r = rect(Math.round(x), line.y, Math.round(w), line.h);
      x += w;
      if (item.kind === 'text') {
        const text = new Label(host, r.x + r.w / 2, r.y + r.h / 2, volumeText(item), {
          size: plan.font,
          colour: UI.text,
        });
        readouts.push(text.setData('item', item));
        continue;
      }
      const square = item.kind === 'square';
      const opts = square
        ? { fontSize: Math.max(plan.font, m.font('value')), clickSound: false, ariaLabel: item.ariaLabel?.() }
        : { fontSize: plan.font };
      const button: Button = host.placeButton(
        item.name,
        r,
        item.label(),
        () => {
          const show = (pressed: Pressed | undefined): void => {
            // A language that took a while: the screen (or this panel) may have gone meanwhile.
            if (!host.scene.isActive()) return;
            if (pressed === 'again') {
              again();
              return;
            }
            if (!button.active) return;
            button.setText(item.label());
            for (const t of readouts) t.setText(volumeText(t.getData('item') as SettingItem));
          };
          const pressed = item.press?.();
          if (square) play('click');
          if (pressed instanceof Promise) void pressed.then(show);
          else show(pressed);
        },
        opts,
      );
    }
  });
}

/**
 * The settings as a panel (on a screen too short for their rows): the same buttons under the same
 * names, the volume as a line; a press applies the setting and draws the menu and the panel again.
 */
export function openSettings(host: ScreenHost, groups: readonly SettingItem[][], again: () => void): void {
  const items = groups.flat().filter((it) => it.kind !== 'text');
  const panel = showPanel(host, {
    title: t('SETTINGS'),
    // The readouts on one line: a phone held sideways has no height to spare.
    lines: [volumesLine()],
    buttons: [
      ...items.map((it) => ({
        name: it.name,
        label: it.panelLabel?.() ?? it.label(),
        short: it.shortLabel?.(),
        ariaLabel: it.ariaLabel?.(),
        onPress: () => {
          const pressed = it.press?.();
          if (it.action) return;
          if (pressed instanceof Promise) void pressed.then(() => again());
          else again();
        },
      })),
      { name: 'settings-close', label: t('CLOSE'), onPress: () => panel.destroy() },
    ],
    cancel: 'settings-close',
  });
}
