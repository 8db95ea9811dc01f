// Joker Coloring's options: three presets and custom values (moves, width, height, colours), each
// kept within the settled ranges, the classic mode and a move limit from par (the form is
// views/joker/optionsForm.ts). PLAY deals a new game with them on the deal this screen fixed;
// whether the MOVES option can paint that deal is asked of the solver's worker (midend/codes/dealCheck.ts).

import Phaser from 'phaser';
import { t } from '../i18n/i18n';
import type * as JK from '../logic/joker';
import { jokerClient } from '../midend/browser/workers';
import { DealCheck, type DealFlag, flagOf } from '../midend/codes/dealCheck';
import { optionsFromParams, paramsOf } from '../midend/games/joker/setup';
import { type GameLaunch, type OptionsLaunch, SCREENS } from '../midend/launch/navigation';
import { questionPanel } from '../midend/session/panels';
import { randomSeed } from '../services/deepLink';
import { play } from '../services/sound';
import { lookOf } from '../ui/screen/panel';
import { drawOptionsForm, showFlag } from '../views/joker/optionsForm';
import { BaseScene } from './BaseScene';

export class JokerOptionsScene extends BaseScene {
  private options!: JK.JokerOptions;
  private limit: JK.Limit | null = null;
  /** The deal PLAY will start: fixed here so the screen can say whether the moves are enough. */
  private seed = 0;
  private flag: DealFlag = 'ok';
  private check!: DealCheck;
  /** The game behind this screen has moves in it: PLAY asks before replacing it. */
  private inProgress = false;
  /** Counts the form's drawings: a worker's answer for an earlier one is not shown. */
  private drawn = 0;

  constructor() {
    super(SCREENS.jokerOptions);
  }

  create(data: OptionsLaunch = {}): void {
    const wanted = optionsFromParams(data.params);
    this.options = wanted.options;
    this.limit = wanted.limit;
    this.seed = data.seed ?? randomSeed();
    this.inProgress = data.inProgress === true;
    this.check = new DealCheck(
      jokerClient({
        after: (delay, fn) => {
          const e = this.time.delayedCall(delay, fn);
          return () => e.remove(false);
        },
      }),
    );
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.check.dispose());
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

  private draw(): void {
    // Every drawing counts, so that a worker's answer for an earlier one (whose words are gone now)
    // is never shown, even when this one asks nothing (casual: no MOVES option to check).
    const run = ++this.drawn;
    this.clearScreen();
    this.resetScene();
    const feasibility = drawOptionsForm(this, {
      options: this.options,
      limit: this.limit,
      set: (o, limit) => this.set(o, limit),
      back: () => this.back(),
      play: () => this.start(),
    });
    this.flag = 'ok';
    if (!feasibility) return;
    // Flag a MOVES option that cannot (or only just can) paint this deal, before play.
    this.flag = 'checking';
    showFlag(feasibility, 'checking', null);
    this.check.check(
      this.options,
      this.seed,
      (bound) => {
        if (run !== this.drawn) return;
        this.flag = flagOf(this.options.moves, bound);
        showFlag(feasibility, this.flag, bound);
      },
      () => {
        if (run !== this.drawn) return;
        this.flag = 'unknown';
        showFlag(feasibility, 'unknown', null);
      },
    );
  }

  private set(o: JK.JokerOptions, limit: JK.Limit | null): void {
    this.options = o;
    this.limit = limit;
    play('click');
    this.draw();
  }

  /** Enter plays and Esc goes back, unless the keyboard's focus is on a button. */
  protected override onSceneKey(e: KeyboardEvent): void {
    if (this.controls.modal) return;
    if (e.key === 'Enter') this.start();
    else if (e.key === 'Escape') this.back();
  }

  /** PLAY deals the new game; over a game in progress, only once the player says yes. */
  private start(): void {
    if (this.controls.modal) return;
    if (!this.inProgress) {
      this.deal();
      return;
    }
    const question = questionPanel({
      title: t('NEW GAME?'),
      line: t('The game in progress will be lost: undo cannot bring it back.'),
      yes: { name: 'confirm-new', label: t('YES, NEW GAME') },
      no: { name: 'cancel-new', label: t('KEEP IT') },
    });
    const panel = this.showPanel(
      lookOf(question, (answer) => {
        panel.destroy();
        if (answer === 'yes') this.deal();
      }),
    );
  }

  /** The new game, with these options, on the deal this screen checked. */
  private deal(): void {
    play('select');
    const launch: GameLaunch = { fresh: true, seed: this.seed, params: paramsOf(this.options, this.limit) };
    this.goTo({ scene: SCREENS.jokerColoring, data: launch });
  }

  private back(): void {
    this.goTo({ scene: SCREENS.jokerColoring, data: {} satisfies GameLaunch });
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

/** The screen, for its chunk's loader (src/screens.ts). */
export const screen = (): JokerOptionsScene => new JokerOptionsScene();
