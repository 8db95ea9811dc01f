// Joker Coloring options: three presets and custom values (moves, width, height, colours),
// each kept within the settled ranges, laid out in rectangles from the canvas (one column, or two
// on a short screen). PLAY deals a new game with them. Whether the MOVES option
// can paint the fixed deal is asked of the solver's worker (the solver never runs on the page).

import Phaser from 'phaser';
import { t } from '../i18n/i18n';
import * as JK from '../logic/joker';
import { jokerBoundsClient } from '../midend/browser';
import { type GameLaunch, type OptionsLaunch, SCREENS } from '../midend/navigation';
import {
  describeOptions,
  limitText,
  optionsFromParams,
  PRESETS,
  paramsOf,
  sameOptions,
} from '../midend/setup/joker';
import type { WorkerClient } from '../midend/workerClient';
import type { JokerAnswer, JokerQuestion } from '../midend/workers/joker';
import { randomSeed } from '../services/deepLink';
import { play } from '../services/sound';
import { column, grid, gridHeight, inset, type Rect, rect, row } from '../ui/layout';
import { textWidth, wrappedHeight } from '../ui/measure';
import { FONT, toCss, UI } from '../ui/theme';
import { BaseScene } from './BaseScene';

/** A number's row: the widths of its cells (label, -, value, +, and the range if there is room). */
interface FieldPlan {
  readonly sizes: number[];
  readonly w: number;
  readonly labelSize: number;
  readonly valueSize: number;
  readonly small: number;
}

const FIELDS: { name: JK.OptionName; label: string; step: number }[] = [
  {
    name: 'moves',
    get label() {
      return t('MOVES');
    },
    step: 1,
  },
  {
    name: 'width',
    get label() {
      return t('WIDTH');
    },
    step: 1,
  },
  {
    name: 'height',
    get label() {
      return t('HEIGHT');
    },
    step: 1,
  },
  {
    name: 'colors',
    get label() {
      return t('COLOURS');
    },
    step: 1,
  },
];

export class JokerOptionsScene extends BaseScene {
  private options: JK.JokerOptions = { ...JK.DEFAULTS };
  private limit: JK.Limit | null = null;
  /** The deal PLAY will start: fixed here so the screen can say whether the moves are enough. */
  private seed = 0;
  /**
   * How the MOVES option compares with the deal: impossible, tight (below the quick solver) or ok;
   * checking while the worker works it out; unknown if it could not.
   */
  private flag: 'impossible' | 'tight' | 'ok' | 'checking' | 'unknown' = 'ok';
  private bounds!: WorkerClient<JokerQuestion, JokerAnswer>;
  /** Bounds per deal (the MOVES option does not change the deal). */
  private known = new Map<string, JK.MoveBounds>();
  private feasibility: Phaser.GameObjects.Text | null = null;
  /** An invisible text used to measure words before laying them out. */
  /** The game behind this screen has moves in it: PLAY asks before replacing it. */
  private inProgress = false;

  constructor() {
    super(SCREENS.jokerOptions);
  }

  create(data: OptionsLaunch = {}): void {
    this.resetScene();
    const wanted = optionsFromParams(data.params);
    this.options = wanted.options;
    this.limit = wanted.limit;
    this.seed = data.seed ?? randomSeed();
    this.known = new Map();
    this.bounds = jokerBoundsClient({
      after: (delay, fn) => {
        const e = this.time.delayedCall(delay, fn);
        return () => e.remove(false);
      },
    });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.bounds.dispose());
    this.inProgress = data.inProgress === true;
    this.draw();
  }

  /** A new size: the same screen, with the options, limit, deal and game behind it kept. */
  protected override restartData(): object {
    return {
      params: paramsOf(this.options, this.limit),
      seed: this.seed,
      inProgress: this.inProgress,
    } satisfies OptionsLaunch;
  }

  private wrappedHeight(text: string, size: number, width: number): number {
    return wrappedHeight(text, size, width, Math.round(size * 0.4));
  }

  /**
   * The screen in rectangles: the title and the options in words on top; the presets; one row per
   * number (label, -, value, +, range); mode and limit; the feasibility line; BACK and PLAY. In one
   * column when the height allows, else in two (presets and numbers on the left).
   */
  private draw(): void {
    this.children.removeAll(true);
    this.resetScene();
    const m = this.m;
    const { width: W, height: H } = this.scale;
    const screen = inset(rect(0, 0, W, H), m.margin);
    const g = m.gap;
    const bh = m.buttonH;
    const title = t('JOKER COLORING OPTIONS');
    const titleSize = this.fitFont(title, screen.w, m.font('title'));
    const describe = describeOptions(this.options, this.limit);
    const descSize = m.font('label');
    const feasSize = m.font('small');
    // The feasibility line's longest text, so its room does not change when the answer comes.
    const feasLongest = t('IMPOSSIBLE: THIS DEAL NEEDS AT LEAST {n} MOVES', { n: 99 });

    // One column: how tall it would be at its width.
    const colW = Math.min(screen.w, 760 * m.unit);
    const fields = this.fieldPlan(colW);
    const fieldsH = gridHeight(FIELDS.length, bh, g);
    const single = [
      this.wrappedHeight(describe, descSize, colW),
      bh,
      fieldsH,
      bh,
      this.wrappedHeight(feasLongest, feasSize, colW),
      bh,
    ];
    const titleH = titleSize * 1.2;
    const total = (sizes: number[], gap: number): number =>
      sizes.reduce((a, b) => a + b, 0) + gap * Math.max(0, sizes.length - 1);
    if (total([titleH, ...single], g * 1.5) <= screen.h) {
      const spare = screen.h - total([titleH, ...single], g * 1.5);
      const extra = Math.min(spare / (single.length + 2), g * 2);
      const h = total([titleH, ...single], g * 1.5 + extra);
      const box = rect(screen.x + (screen.w - colW) / 2, screen.y + (screen.h - h) / 2, colW, h);
      const [t, d, presets, numbers, modes, feas, actions] = column(
        box,
        [titleH, ...single],
        g * 1.5 + extra,
      ) as Rect[] as [Rect, Rect, Rect, Rect, Rect, Rect, Rect];
      this.drawTitle(t, title, titleSize, d, describe, descSize);
      this.drawPresets(presets);
      this.drawFields(numbers, fields);
      this.drawModes(grid(modes, 2, 2, 320 * m.unit, bh, g * 1.5) as [Rect, Rect]);
      this.drawFeasibility(feas, feasSize);
      this.drawActions(actions);
    } else {
      // Two columns: presets and numbers on the left; mode, limit, feasibility and PLAY on the right.
      const descH = this.wrappedHeight(describe, descSize, screen.w);
      const [t, d, body] = column(screen, [titleH, descH, 'fill'], g) as [Rect, Rect, Rect];
      const [left, right] = row(body, [{ fill: 1.15 }, 'fill'], g * 2) as [Rect, Rect];
      const leftFields = this.fieldPlan(left.w);
      const leftH = bh + g * 1.5 + fieldsH;
      const [presets, , numbers] = column(
        rect(left.x, left.y + Math.max(0, (left.h - leftH) / 2), left.w, Math.min(left.h, leftH)),
        [bh, g * 1.5, fieldsH],
      ) as [Rect, Rect, Rect];
      const feasH = this.wrappedHeight(feasLongest, feasSize, right.w);
      const rightH = total([bh, bh, feasH, bh], g * 1.5);
      const [classic, limit, feas, actions] = column(
        rect(right.x, right.y + Math.max(0, (right.h - rightH) / 2), right.w, Math.min(right.h, rightH)),
        [bh, bh, feasH, bh],
        g * 1.5,
      ) as [Rect, Rect, Rect, Rect];
      this.drawTitle(t, title, titleSize, d, describe, descSize);
      this.drawPresets(presets);
      this.drawFields(numbers, leftFields);
      this.drawModes([classic, limit]);
      this.drawFeasibility(feas, feasSize);
      this.drawActions(actions);
    }
  }

  private drawTitle(t: Rect, title: string, size: number, d: Rect, describe: string, descSize: number): void {
    this.add
      .text(t.x + t.w / 2, t.y + t.h / 2, title, {
        fontFamily: FONT,
        fontSize: `${size}px`,
        color: toCss(UI.accent),
      })
      .setOrigin(0.5);
    this.add
      .text(d.x + d.w / 2, d.y, describe, {
        fontFamily: FONT,
        fontSize: `${descSize}px`,
        color: UI.text,
        align: 'center',
        wordWrap: { width: d.w },
        lineSpacing: Math.round(descSize * 0.4),
      })
      .setOrigin(0.5, 0);
  }

  private drawPresets(r: Rect): void {
    const m = this.m;
    const cells = grid(r, PRESETS.length, PRESETS.length, 220 * m.unit, r.h, m.gap);
    PRESETS.forEach((preset, i) => {
      const active = sameOptions(preset.options, this.options);
      this.placeButton(
        `preset-${preset.name}`,
        cells[i] as Rect,
        preset.label,
        () => this.set(preset.options),
        {
          color: active ? 0x7a3cff : UI.panelEdge,
          fontSize: m.font('body'),
        },
      );
    });
  }

  /**
   * Widths of a number's row (label, -, value, +, range) that fit `width`: at the body font, then at
   * the smallest; the range is left out when even that is too wide.
   */
  private fieldPlan(width: number): FieldPlan {
    const m = this.m;
    const square = m.buttonH;
    const valueSize = m.font('value');
    const small = m.font('small');
    const ranges = FIELDS.map((f) => `${JK.RANGES[f.name].min}–${JK.RANGES[f.name].max}`);
    for (const [labelSize, withRange] of [
      [m.font('body'), true],
      [Math.ceil(m.minFont), true],
      [Math.ceil(m.minFont), false],
    ] as const) {
      const gap = m.gap;
      const labelW = Math.max(...FIELDS.map((f) => textWidth(f.label, labelSize))) + gap;
      const valueW =
        Math.max(textWidth('99', valueSize), ...JK.LIMITS.map((l) => textWidth(limitText(l), small))) +
        gap * 1.5;
      const rangeW = withRange ? Math.max(...ranges.map((t) => textWidth(t, small))) + gap : 0;
      const sizes = [labelW, square, valueW, square, ...(withRange ? [rangeW] : [])];
      const w = sizes.reduce((a, b) => a + b, 0) + gap * (sizes.length - 1);
      if (w <= width || !withRange) return { sizes, w: Math.min(w, width), labelSize, valueSize, small };
    }
    throw new Error('unreachable');
  }

  private drawFields(r: Rect, plan: FieldPlan): void {
    const m = this.m;
    const lines = column(
      r,
      FIELDS.map(() => m.buttonH),
      m.gap,
    );
    FIELDS.forEach((f, i) => {
      const line = lines[i] as Rect;
      const cells = row(rect(r.x + (r.w - plan.w) / 2, line.y, plan.w, line.h), plan.sizes, m.gap);
      const [label, down, value, up, range] = cells as [Rect, Rect, Rect, Rect, Rect | undefined];
      const { min, max } = JK.RANGES[f.name];
      const mid = line.y + line.h / 2;
      this.add
        .text(label.x, mid, f.label, { fontFamily: FONT, fontSize: `${plan.labelSize}px`, color: UI.textDim })
        .setOrigin(0, 0.5);
      // With a limit from par, MOVES does not count: it shows the limit and cannot be changed.
      const byLimit = f.name === 'moves' && this.limit !== null;
      this.add
        .text(value.x + value.w / 2, mid, byLimit ? limitText(this.limit) : String(this.options[f.name]), {
          fontFamily: FONT,
          fontSize: `${byLimit ? plan.small : plan.valueSize}px`,
          color: byLimit ? UI.accentText : UI.text,
        })
        .setOrigin(0.5);
      const change = (d: number): void =>
        this.set({ ...this.options, [f.name]: Math.min(max, Math.max(min, this.options[f.name] + d)) });
      for (const [dir, cell, d] of [
        ['down', down, -f.step],
        ['up', up, f.step],
      ] as const) {
        this.placeButton(`${f.name}-${dir}`, cell, dir === 'down' ? '-' : '+', () => change(d), {
          fontSize: m.font('value'),
          ariaLabel:
            dir === 'down' ? t('{field} less', { field: f.label }) : t('{field} more', { field: f.label }),
        }).setEnabled(!byLimit);
      }
      if (range) {
        this.add
          .text(range.x + m.gap, mid, `${min}–${max}`, {
            fontFamily: FONT,
            fontSize: `${plan.small}px`,
            color: UI.textDim,
          })
          .setOrigin(0, 0.5);
      }
    });
  }

  /** Classic: the plain Flood-It (no jokers, no knight squares, base fixed). Limit: the MOVES
   * option, or a limit from the deal's par as Simon Tatham's Flood sets it. */
  private drawModes([classic, limit]: [Rect, Rect]): void {
    const m = this.m;
    this.placeButton(
      'classic',
      classic,
      this.options.classic ? t('MODE CLASSIC') : t('MODE JOKERS'),
      () => this.set({ ...this.options, classic: !this.options.classic || undefined }),
      { fontSize: m.font('label'), short: this.options.classic ? t('CLASSIC') : t('JOKERS') },
    );
    this.placeButton(
      'limit',
      limit,
      t('LIMIT: {limit}', { limit: limitText(this.limit) }),
      () => {
        this.limit = this.limit === null ? 'easy' : (JK.LIMITS[JK.LIMITS.indexOf(this.limit) + 1] ?? null);
        this.set(this.options);
      },
      { fontSize: m.font('label'), short: limitText(this.limit) },
    );
  }

  /** BACK and PLAY side by side. */
  private drawActions(r: Rect): void {
    const m = this.m;
    const w = Math.min(260 * m.unit, (r.w - m.gap * 2) / 2);
    const [back, play] = grid(r, 2, 2, w, r.h, m.gap * 2) as [Rect, Rect];
    this.placeButton('back', back, t('BACK'), () => this.back(), { fontSize: m.font('heading') });
    this.placeButton('play', play, t('PLAY'), () => this.start(), {
      fontSize: m.font('heading'),
      color: 0x1f9d60,
    });
  }

  /** Flag a MOVES option that cannot (or only just can) paint this deal, before play. */
  private drawFeasibility(r: Rect, size: number): void {
    this.feasibility = null;
    this.flag = 'ok';
    if (this.limit !== null) return; // a limit from par always fits the solver's own line
    this.feasibility = this.add
      .text(r.x + r.w / 2, r.y + r.h / 2, '', {
        fontFamily: FONT,
        fontSize: `${size}px`,
        align: 'center',
        wordWrap: { width: r.w },
        lineSpacing: Math.round(size * 0.4),
      })
      .setOrigin(0.5);
    const deal = { ...this.options, moves: JK.DEFAULTS.moves };
    const key = JSON.stringify(deal);
    const known = this.known.get(key);
    if (known) {
      this.showFeasibility(known);
      return;
    }
    this.flag = 'checking';
    this.feasibility.setText(t('CHECKING THIS DEAL…')).setColor(UI.textDim);
    this.bounds.ask(
      { kind: 'bounds', options: deal, seed: this.seed },
      {
        answer: (a) => {
          if (!('atLeast' in a)) return;
          this.known.set(key, a);
          if (JSON.stringify({ ...this.options, moves: JK.DEFAULTS.moves }) === key) this.showFeasibility(a);
        },
        fail: () => {
          this.flag = 'unknown';
          this.feasibility?.setText(t('COULD NOT CHECK THIS DEAL')).setColor(UI.textDim);
        },
      },
    );
  }

  private showFeasibility(bound: JK.MoveBounds): void {
    const moves = this.options.moves;
    const [text, color] =
      moves < bound.atLeast
        ? [t('IMPOSSIBLE: THIS DEAL NEEDS AT LEAST {n} MOVES', { n: bound.atLeast }), toCss(UI.danger)]
        : moves < bound.atMost
          ? [t('TIGHT: THE QUICK SOLVER NEEDS {n} MOVES', { n: bound.atMost }), UI.accentText]
          : [t('WINNABLE: THE QUICK SOLVER NEEDS {n} MOVES', { n: bound.atMost }), toCss(UI.good)];
    this.feasibility?.setText(text).setColor(color);
    this.flag = moves < bound.atLeast ? 'impossible' : moves < bound.atMost ? 'tight' : 'ok';
  }

  private set(o: JK.JokerOptions): void {
    this.options = o;
    play('click');
    this.draw();
  }

  /** Enter plays and Esc goes back, unless the keyboard's focus is on a button (BaseScene). */
  protected override onSceneKey(e: KeyboardEvent): void {
    if (this.modal) return;
    if (e.key === 'Enter') this.start();
    else if (e.key === 'Escape') this.back();
  }

  /** PLAY deals the new game; over a game in progress, only after the player says so. */
  private start(): void {
    if (this.modal) return;
    if (this.inProgress) {
      const question = this.ask(
        {
          title: t('NEW GAME?'),
          line: t('The game in progress will be lost: undo cannot bring it back.'),
          yes: { name: 'confirm-new', label: t('YES, NEW GAME') },
          no: { name: 'cancel-new', label: t('KEEP IT') },
        },
        () => {
          this.inProgress = false;
          this.start();
        },
        () => question.destroy(),
      );
      return;
    }
    play('select');
    this.scene.start(SCREENS.jokerColoring, {
      fresh: true,
      seed: this.seed,
      params: paramsOf(this.options, this.limit),
    } satisfies GameLaunch);
  }

  private back(): void {
    this.scene.start(SCREENS.jokerColoring, {} satisfies GameLaunch);
  }

  override snapshot(): Record<string, unknown> {
    return {
      game: 'joker-coloring',
      screen: 'options',
      busy: false,
      options: this.options,
      limit: this.limit,
      seed: this.seed,
      flag: this.flag,
    };
  }
}
