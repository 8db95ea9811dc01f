// Joker Coloring options: three presets and custom values (moves, width, height, colours),
// each kept within the settled ranges. PLAY deals a new game with them. Whether the MOVES option
// can paint the fixed deal is asked of the solver's worker (the solver never runs on the page).

import Phaser from 'phaser';
import * as JK from '../logic/joker';
import { jokerBoundsClient } from '../midend/browser';
import type { WorkerClient } from '../midend/workerClient';
import type { JokerAnswer, JokerQuestion } from '../midend/workers/joker';
import { randomSeed } from '../services/deepLink';
import { play } from '../services/sound';
import { FONT, toCss, UI } from '../ui/theme';
import { BaseScene } from './BaseScene';
import type { GameLaunch } from './GameScene';
import {
  describeOptions,
  limitText,
  optionsFromParams,
  PRESETS,
  paramsOf,
  sameOptions,
} from './jokerOptions';

const FIELDS: { name: JK.OptionName; label: string; step: number }[] = [
  { name: 'moves', label: 'MOVES', step: 1 },
  { name: 'width', label: 'WIDTH', step: 1 },
  { name: 'height', label: 'HEIGHT', step: 1 },
  { name: 'colors', label: 'COLOURS', step: 1 },
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
  /** The game behind this screen has moves in it: PLAY asks before replacing it. */
  private inProgress = false;

  constructor() {
    super('JokerOptions');
  }

  create(data: GameLaunch = {}): void {
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

  private draw(): void {
    this.children.removeAll(true);
    this.resetScene();
    const { width: W, height: H } = this.scale;
    const p = this.portrait;
    this.add
      .text(W / 2, p ? 70 : 50, 'JOKER COLORING OPTIONS', {
        fontFamily: FONT,
        fontSize: this.px(20),
        color: toCss(UI.accent),
      })
      .setOrigin(0.5);
    this.add
      .text(W / 2, p ? 130 : 95, describeOptions(this.options, this.limit), {
        fontFamily: FONT,
        fontSize: this.px(11),
        color: UI.text,
      })
      .setOrigin(0.5);
    const py = p ? 240 : 170;
    PRESETS.forEach((preset, i) => {
      const active = sameOptions(preset.options, this.options);
      this.addButton(
        `preset-${preset.name}`,
        W / 2 + (i - 1) * (p ? 230 : 260),
        py,
        preset.label,
        () => this.set(preset.options),
        { width: p ? 130 : 220, color: active ? 0x7a3cff : UI.panelEdge },
      );
    });
    FIELDS.forEach((f, i) => {
      const y = (p ? 400 : 250) + i * (p ? 130 : 72);
      const { min, max } = JK.RANGES[f.name];
      this.add
        .text(W / 2 - (p ? 300 : 300), y, f.label, {
          fontFamily: FONT,
          fontSize: this.px(14),
          color: UI.textDim,
        })
        .setOrigin(0, 0.5);
      // With a limit from par, MOVES does not count: it shows the limit and cannot be changed.
      const byLimit = f.name === 'moves' && this.limit !== null;
      this.add
        .text(W / 2 + (p ? 110 : 110), y, byLimit ? limitText(this.limit) : String(this.options[f.name]), {
          fontFamily: FONT,
          fontSize: this.px(byLimit ? 11 : 18),
          color: byLimit ? UI.accentText : UI.text,
        })
        .setOrigin(0.5);
      const change = (d: number): void =>
        this.set({ ...this.options, [f.name]: Math.min(max, Math.max(min, this.options[f.name] + d)) });
      for (const [dir, x, d] of [
        ['down', W / 2 + (p ? 0 : 10), -f.step],
        ['up', W / 2 + (p ? 220 : 210), f.step],
      ] as const) {
        this.addButton(`${f.name}-${dir}`, x, y, dir === 'down' ? '-' : '+', () => change(d), {
          width: 56,
          fontSize: 18,
        }).setEnabled(!byLimit);
      }
      this.add
        .text(W / 2 + (p ? 110 : 300), y + (p ? 44 : 0), `${min}–${max}`, {
          fontFamily: FONT,
          fontSize: this.px(9),
          color: UI.textDim,
        })
        .setOrigin(p ? 0.5 : 0, 0.5);
    });
    // Classic: the plain Flood-It (no jokers, no knight squares, base fixed). Limit: the MOVES
    // option, or a limit from the deal's par as Simon Tatham's Flood sets it.
    const ty = p ? 930 : 585;
    this.addButton(
      'classic',
      W / 2 - (p ? 170 : 200),
      ty,
      this.options.classic ? 'MODE CLASSIC' : 'MODE JOKERS',
      () => this.set({ ...this.options, classic: !this.options.classic || undefined }),
      { width: p ? 200 : 300, fontSize: 12 },
    );
    this.addButton(
      'limit',
      W / 2 + (p ? 170 : 200),
      ty,
      `LIMIT: ${limitText(this.limit)}`,
      () => {
        this.limit = this.limit === null ? 'easy' : (JK.LIMITS[JK.LIMITS.indexOf(this.limit) + 1] ?? null);
        this.set(this.options);
      },
      { width: p ? 200 : 300, fontSize: 12 },
    );
    this.drawFeasibility(W / 2, p ? 860 : 533);
    const by = H - (p ? 200 : 55);
    this.addButton('play', W / 2 + (p ? 0 : 150), by, 'PLAY', () => this.start(), {
      width: 260,
      color: 0x1f9d60,
    });
    this.addButton('back', W / 2 - (p ? 0 : 150), by + (p ? 110 : 0), 'BACK', () => this.back(), {
      width: 260,
    });
  }

  /** Flag a MOVES option that cannot (or only just can) paint this deal, before play. */
  private drawFeasibility(x: number, y: number): void {
    this.feasibility = null;
    this.flag = 'ok';
    if (this.limit !== null) return; // a limit from par always fits the solver's own line
    this.feasibility = this.add.text(x, y, '', { fontFamily: FONT, fontSize: this.px(9) }).setOrigin(0.5);
    const deal = { ...this.options, moves: JK.DEFAULTS.moves };
    const key = JSON.stringify(deal);
    const known = this.known.get(key);
    if (known) {
      this.showFeasibility(known);
      return;
    }
    this.flag = 'checking';
    this.feasibility.setText('CHECKING THIS DEAL…').setColor(UI.textDim);
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
          this.feasibility?.setText('COULD NOT CHECK THIS DEAL').setColor(UI.textDim);
        },
      },
    );
  }

  private showFeasibility(bound: JK.MoveBounds): void {
    const moves = this.options.moves;
    const [text, color] =
      moves < bound.atLeast
        ? [`IMPOSSIBLE: THIS DEAL NEEDS AT LEAST ${bound.atLeast} MOVES`, toCss(UI.danger)]
        : moves < bound.atMost
          ? [`TIGHT: THE QUICK SOLVER NEEDS ${bound.atMost} MOVES`, UI.accentText]
          : [`WINNABLE: THE QUICK SOLVER NEEDS ${bound.atMost} MOVES`, toCss(UI.good)];
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
          title: 'NEW GAME?',
          line: 'The game in progress will be lost: undo cannot bring it back.',
          yes: { name: 'confirm-new', label: 'YES, NEW GAME' },
          no: { name: 'cancel-new', label: 'KEEP IT' },
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
    this.scene.start('JokerColoring', {
      fresh: true,
      seed: this.seed,
      params: paramsOf(this.options, this.limit),
    } satisfies GameLaunch);
  }

  private back(): void {
    this.scene.start('JokerColoring', {} satisfies GameLaunch);
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
