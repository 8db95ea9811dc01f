// The maker's rows of controls from where the maker stands: the palette (the glyphs offered, the
// chosen one lit), the tools and UNDO/REDO, the size, CLEAR and RANDOM with the game's switches,
// a row per setting with a range (− its value +), and TEST, CHECK, SHARE.

import { t } from '../../i18n/i18n';
import type { MakerAction } from '../../midend/maker/actions';
import type { Maker, Tool } from '../../midend/maker/maker';
import type { Swatch } from '../look/theme';
import type { RowButton } from './makerRows';

export interface RowsContext {
  readonly press: (a: MakerAction) => void;
  /** A glyph's name in the notation (R, *, a). */
  readonly label: (glyph: number) => string;
  readonly look: (glyph: string) => Swatch | null;
  readonly checking: boolean;
  /** An online server is set for this copy: PUBLISH is offered. */
  readonly online: boolean;
}

function palette(maker: Maker, c: RowsContext): RowButton[] {
  return maker.offered.map((g, i) => {
    const swatch = c.look(c.label(g));
    return {
      name: `maker-glyph-${i + 1}`,
      // The joker is not a colour: its star shows on its swatch.
      label: swatch?.special === 'joker' ? '*' : swatch ? '' : '·',
      aria: t('Paint with colour {n}', { n: i + 1 }),
      swatch,
      on: maker.glyph === g && maker.tool !== 'base',
      press: () => c.press({ kind: 'glyph', glyph: g }),
    };
  });
}

function tools(maker: Maker, c: RowsContext): RowButton[] {
  const tool = (name: Tool, label: string, short?: string): RowButton => ({
    name: `maker-${name}`,
    label,
    ...(short ? { short } : {}),
    on: maker.tool === name,
    press: () => c.press({ kind: 'tool', tool: name }),
  });
  // Five to a row on Joker Coloring's maker: the shorter words where a language's own do not fit
  // (Slovenian's BASE and UNDO are twice as long as English's).
  return [
    tool('paint', t('PAINT')),
    tool('fill', t('FILL')),
    ...(maker.kind.hasBase ? [tool('base', t('BASE'), t('START'))] : []),
    {
      name: 'maker-undo',
      label: t('UNDO'),
      short: t('BACK'),
      enabled: maker.canUndo,
      press: () => c.press({ kind: 'undo' }),
    },
    { name: 'maker-redo', label: t('REDO'), enabled: maker.canRedo, press: () => c.press({ kind: 'redo' }) },
  ];
}

function size(c: RowsContext): RowButton[] {
  const step = (name: string, label: string, short: string, dw: number, dh: number): RowButton => ({
    name: `maker-${name}`,
    label,
    short,
    press: () => c.press({ kind: 'size', dw, dh }),
  });
  return [
    step('narrower', t('NARROWER'), t('W −'), -1, 0),
    step('wider', t('WIDER'), t('W +'), 1, 0),
    step('shorter', t('SHORTER'), t('H −'), 0, -1),
    step('taller', t('TALLER'), t('H +'), 0, 1),
  ];
}

/** CLEAR, RANDOM, and the game's switches (a setting of two values, or a few). */
function board(maker: Maker, c: RowsContext): RowButton[] {
  const switches = maker.kind.settings
    .filter((s) => s.max - s.min <= 4)
    .map((s) => {
      const value = maker.board.settings[s.name] ?? s.min;
      return {
        name: `maker-${s.name}`,
        label: s.label(value),
        ...(s.short ? { short: s.short(value) } : {}),
        press: () => c.press({ kind: 'setting', name: s.name, step: 1 }),
      };
    });
  return [
    { name: 'maker-clear', label: t('CLEAR'), press: () => c.press({ kind: 'clear' }) },
    { name: 'maker-random', label: t('RANDOM'), short: t('RAND.'), press: () => c.press({ kind: 'random' }) },
    ...switches,
  ];
}

/** A row per setting with a range: − its value +. */
function ranges(maker: Maker, c: RowsContext): RowButton[][] {
  return maker.kind.settings
    .filter((s) => s.max - s.min > 4)
    .map((s) => [
      {
        name: `maker-${s.name}-down`,
        label: '−',
        aria: t('Fewer'),
        press: () => c.press({ kind: 'setting', name: s.name, step: -1 }),
      },
      {
        name: `maker-${s.name}`,
        label: s.label(maker.board.settings[s.name] ?? s.min),
        press: () => c.press({ kind: 'setting', name: s.name, step: 1 }),
      },
      {
        name: `maker-${s.name}-up`,
        label: '+',
        aria: t('More'),
        press: () => c.press({ kind: 'setting', name: s.name, step: 1 }),
      },
    ]);
}

export function makerRows(maker: Maker, c: RowsContext): RowButton[][] {
  return [
    palette(maker, c),
    tools(maker, c),
    size(c),
    board(maker, c),
    ...ranges(maker, c),
    [
      { name: 'maker-test', label: t('TEST'), press: () => c.press({ kind: 'test' }) },
      {
        name: 'maker-check',
        label: c.checking ? t('CHECKING…') : t('CHECK'),
        enabled: !c.checking,
        press: () => c.press({ kind: 'check' }),
      },
      { name: 'maker-share', label: t('SHARE'), press: () => c.press({ kind: 'share' }) },
      ...(c.online
        ? [
            {
              name: 'maker-publish',
              label: t('PUBLISH'),
              short: t('PUBL.'),
              press: () => c.press({ kind: 'publish' }),
            },
          ]
        : []),
    ],
  ];
}
